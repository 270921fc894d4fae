import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Centered spinner for the first load of a page or of the session. */
export function PageLoader({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex min-h-[50vh] items-center justify-center', className)}>
      <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
