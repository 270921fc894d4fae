import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The end of a paginated list (ADR 18): asks for the next page when it scrolls into view, and offers a
 * "Load more" button for keyboards and browsers without IntersectionObserver.
 */
export function LoadMore({ onLoad, loading }: { onLoad: () => void; loading: boolean }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  latest.current = onLoad;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={sentinel} className="flex justify-center">
      <Button variant="outline" size="sm" onClick={onLoad} disabled={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
