import { useEffect, useRef } from 'react';
import { PAGE_IMAGE_WIDTHS } from '@pitchscope/domain/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { deckPageImageUrl } from '@/lib/deck-files';

/** The list of slides to jump to: thumbnails of drawn slides, numbers otherwise; the current one kept in view. */
export function SlideStrip({
  deckId,
  fileVersion,
  current,
  total,
  renderImages,
  onPageChange,
}: {
  deckId: string;
  fileVersion?: number;
  current: number;
  total: number;
  renderImages: boolean;
  onPageChange: (page: number) => void;
}) {
  const activeThumb = useRef<HTMLButtonElement>(null);
  const strip = useRef<HTMLElement>(null);

  // Only the strip scrolls to its current slide. scrollIntoView would scroll the page as well, and cut
  // short the scroll that brings the viewer into view when a citation elsewhere on the page opens a slide.
  useEffect(() => {
    const thumb = activeThumb.current?.getBoundingClientRect();
    const list = strip.current;
    if (!thumb || !list) return;
    const { left, right } = list.getBoundingClientRect();
    if (thumb.left < left) list.scrollLeft -= left - thumb.left;
    else if (thumb.right > right) list.scrollLeft += thumb.right - right;
  }, [current]);

  return (
    <nav ref={strip} aria-label="Slide list" className="overflow-x-auto pb-1">
      <ol className={cn('flex', renderImages ? 'gap-2' : 'gap-1.5')}>
        {Array.from({ length: total }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {renderImages ? (
              <button
                ref={number === current ? activeThumb : undefined}
                type="button"
                className={cn(
                  'relative block h-14 w-[5.5rem] overflow-hidden rounded-md border-2 bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  number === current ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
                aria-current={number === current ? 'true' : undefined}
                aria-label={`Go to slide ${number}`}
                onClick={() => onPageChange(number)}
              >
                {/* Thumbnails are drawn on the server when first scrolled into view, then cached. */}
                <img
                  src={deckPageImageUrl(deckId, number, PAGE_IMAGE_WIDTHS.thumbnail, fileVersion)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain"
                />
                <span className="absolute right-0.5 bottom-0.5 rounded bg-background/85 px-1 text-[10px] font-medium tabular-nums">
                  {number}
                </span>
              </button>
            ) : (
              <Button
                ref={number === current ? activeThumb : undefined}
                variant={number === current ? 'default' : 'outline'}
                size="sm"
                className="h-8 min-w-8 px-2 tabular-nums"
                aria-current={number === current ? 'true' : undefined}
                aria-label={`Go to slide ${number}`}
                onClick={() => onPageChange(number)}
              >
                {number}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
