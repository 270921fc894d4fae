import { useRef, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { deckPageImageUrl } from '@/lib/deck-files';

/** A swipe is a mostly horizontal move of at least this many pixels; shorter or steeper ones are taps and scrolls. */
const SWIPE_MIN_PX = 50;

/** Which way a finger's move turns the slide: leftwards is the next slide, as on a phone's photo viewer. */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Zoom steps of the slide image: 1 fits the width, larger ones scroll inside the frame. */
export const SLIDE_ZOOM_LEVELS = [1, 1.5, 2, 3] as const;

function PageImage({ deckId, page, zoom, fileVersion }: { deckId: string; page: number; zoom: number; fileVersion?: number }) {
  const key = `${deckId}-${page}`;
  const [settled, setSettled] = useState<{ key: string; ok: boolean } | null>(null);
  const state = settled?.key !== key ? 'loading' : settled.ok ? 'loaded' : 'failed';
  return (
    <div className="w-full overflow-auto rounded-md border bg-muted" data-testid="slide-frame">
      <div className="relative aspect-[16/10]" style={{ width: `${zoom * 100}%` }} data-testid="slide-canvas">
        {state === 'loading' && <Skeleton className="absolute inset-0 rounded-none" />}
        {state === 'failed' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
            <ImageOff className="size-8" aria-hidden />
            Slide image unavailable
          </div>
        ) : (
          <img
            key={key}
            src={deckPageImageUrl(deckId, page, undefined, fileVersion)}
            alt={`Slide ${page}`}
            className={cn('absolute inset-0 size-full object-contain', state === 'loading' && 'opacity-0')}
            onLoad={() => setSettled({ key, ok: true })}
            onError={() => setSettled({ key, ok: false })}
          />
        )}
      </div>
    </div>
  );
}

/** The current slide's image at the zoom chosen, turned by a swipe. */
export function SwipeableSlideImage({
  deckId,
  fileVersion,
  current,
  total,
  zoomIndex,
  onPageChange,
}: {
  deckId: string;
  fileVersion?: number;
  current: number;
  total: number;
  zoomIndex: number;
  onPageChange: (page: number) => void;
}) {
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  return (
    <div
      // A horizontal swipe turns the slide on a phone; zoomed in, a swipe scrolls the slide instead.
      onTouchStart={(event) => {
        const touch = event.touches[0];
        swipeStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      }}
      onTouchEnd={(event) => {
        const start = swipeStart.current;
        const touch = event.changedTouches[0];
        swipeStart.current = null;
        if (!start || !touch || zoomIndex > 0) return;
        const move = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
        if (move === 'next' && current < total) onPageChange(current + 1);
        if (move === 'previous' && current > 1) onPageChange(current - 1);
      }}
    >
      <PageImage deckId={deckId} fileVersion={fileVersion} page={current} zoom={SLIDE_ZOOM_LEVELS[zoomIndex]} />
    </div>
  );
}
