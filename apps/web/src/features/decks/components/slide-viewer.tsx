import { useEffect, useRef, useState } from 'react';
import {
  ChevronLeft,
  ChevronRight,
  ImageOff,
  Info,
  Maximize,
  Minimize,
  PanelRightClose,
  PanelRightOpen,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import type { ExtractedPage } from '@pitchscope/domain/contracts/decks';
import { PAGE_IMAGE_WIDTHS } from '@pitchscope/domain/constants';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { deckPageImageUrl } from '@/lib/deck-files';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** A swipe is a mostly horizontal move of at least this many pixels; shorter or steeper ones are taps and scrolls. */
const SWIPE_MIN_PX = 50;

/** Which way a finger's move turns the slide: leftwards is the next slide, as on a phone's photo viewer. */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Zoom steps of the slide image: 1 fits the width, larger ones scroll inside the frame. */
export const SLIDE_ZOOM_LEVELS = [1, 1.5, 2, 3] as const;

function PageImage({ deckId, page, zoom }: { deckId: string; page: number; zoom: number }) {
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
            src={deckPageImageUrl(deckId, page)}
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

function ListBlock({ title, items }: { title: string; items: string[] | undefined }) {
  const values = (items ?? []).filter((item) => item.trim());
  if (!values.length) return null;
  return (
    <div className="grid gap-1">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h4>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {values.map((value, index) => (
          <li key={index} className="break-words whitespace-pre-wrap">
            {value}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The extracted content of one slide, rendered as plain text (it is untrusted). */
export function SlideText({ page, pageNumber }: { page: ExtractedPage | undefined; pageNumber: number }) {
  if (!page) {
    return <p className="text-sm text-muted-foreground">No text was extracted from slide {pageNumber}.</p>;
  }
  const body = page.rawText.trim();
  return (
    <div className="grid gap-4">
      {page.header.trim() && (
        <h3 className="text-lg leading-snug font-semibold break-words">{page.header}</h3>
      )}
      {body ? (
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{body}</p>
      ) : (
        <p className="text-sm text-muted-foreground">No text on this slide.</p>
      )}
      <ListBlock title="Tables" items={page.tables} />
      <ListBlock title="Charts" items={page.charts} />
      <ListBlock title="Diagrams" items={page.diagrams} />
      <ListBlock title="Images" items={page.images} />
      {page.notes?.trim() && <ListBlock title="Speaker notes" items={[page.notes]} />}
      {page.footer.trim() && <p className="text-xs text-muted-foreground">{page.footer}</p>}
      {page.method === 'ocr' && <p className="text-xs text-muted-foreground">Text read with OCR.</p>}
    </div>
  );
}

export interface SlideViewerProps {
  deckId: string;
  /**
   * Whether the server draws the pages (PDFs, and PPT/PPTX when it has LibreOffice); otherwise each
   * slide's extracted text is shown as a card.
   */
  renderImages: boolean;
  /** Why there are no images (e.g. no LibreOffice on the server), shown above the text cards. */
  imagesNote?: string | null;
  pageCount: number;
  pages: ExtractedPage[];
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Page-by-page viewer: previous/next, ←/→ and Home/End, a slide strip that keeps the current slide in
 * view, zoom, full screen (Esc leaves) and the slide's text beside the image, which can be hidden.
 */
export function SlideViewer({
  deckId,
  renderImages,
  imagesNote = null,
  pageCount,
  pages,
  page,
  onPageChange,
}: SlideViewerProps) {
  const total = Math.max(pageCount, pages.length, 1);
  const current = Math.min(Math.max(page, 1), total);
  const slide = pages.find((item) => item.pageNumber === current);
  const viewer = useRef<HTMLElement>(null);
  const activeThumb = useRef<HTMLButtonElement>(null);
  const strip = useRef<HTMLElement>(null);
  const [zoomIndex, setZoomIndex] = useState(0);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const [showText, setShowText] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);

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

  // The next slide is fetched ahead, so → shows it at once (the server keeps what it has drawn).
  useEffect(() => {
    if (!renderImages || current >= total || typeof Image === 'undefined') return;
    const next = new Image();
    next.src = deckPageImageUrl(deckId, current + 1);
  }, [renderImages, deckId, current, total]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === viewer.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void viewer.current?.requestFullscreen?.();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        isEditable(event.target)
      )
        return;
      if (document.querySelector('[role="dialog"],[role="alertdialog"]')) return;
      // Browsers take Esc to leave full screen themselves; where one leaves it to the page (headless,
      // some kiosk and embedded browsers), the viewer does it.
      if (event.key === 'Escape' && viewer.current && document.fullscreenElement === viewer.current) {
        event.preventDefault();
        void document.exitFullscreen?.();
      } else if (event.key === 'ArrowLeft' && current > 1) {
        event.preventDefault();
        onPageChange(current - 1);
      } else if (event.key === 'ArrowRight' && current < total) {
        event.preventDefault();
        onPageChange(current + 1);
      } else if (event.key === 'Home' && current > 1) {
        event.preventDefault();
        onPageChange(1);
      } else if (event.key === 'End' && current < total) {
        event.preventDefault();
        onPageChange(total);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, total, onPageChange]);

  return (
    <section
      ref={viewer}
      aria-roledescription="slide viewer"
      aria-label="Slides"
      className={cn('grid gap-3', fullscreen && 'content-start overflow-auto bg-background p-4')}
    >
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(current - 1)}
          disabled={current <= 1}
          aria-label="Previous slide"
        >
          <ChevronLeft aria-hidden />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        <div className="flex flex-wrap items-center justify-center gap-1">
          <p className="mr-2 text-sm font-medium tabular-nums" aria-live="polite">
            Slide {current} of {total}
          </p>
          {renderImages && (
            <>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label="Zoom out"
                disabled={zoomIndex === 0}
                onClick={() => setZoomIndex((index) => Math.max(0, index - 1))}
              >
                <ZoomOut aria-hidden />
              </Button>
              <span className="w-10 text-center text-xs tabular-nums text-muted-foreground" aria-label="Zoom">
                {Math.round(SLIDE_ZOOM_LEVELS[zoomIndex] * 100)}%
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label="Zoom in"
                disabled={zoomIndex === SLIDE_ZOOM_LEVELS.length - 1}
                onClick={() => setZoomIndex((index) => Math.min(SLIDE_ZOOM_LEVELS.length - 1, index + 1))}
              >
                <ZoomIn aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={showText ? 'Hide slide text' : 'Show slide text'}
                aria-pressed={!showText}
                onClick={() => setShowText((shown) => !shown)}
              >
                {showText ? <PanelRightClose aria-hidden /> : <PanelRightOpen aria-hidden />}
              </Button>
            </>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={fullscreen ? 'Exit full screen' : 'Full screen'}
            onClick={toggleFullscreen}
          >
            {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
          </Button>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(current + 1)}
          disabled={current >= total}
          aria-label="Next slide"
        >
          <span className="hidden sm:inline">Next</span>
          <ChevronRight aria-hidden />
        </Button>
      </div>

      {renderImages ? (
        // On the deck page the viewer has the main column (~590 px at 1366×900): the slide takes all of
        // it and its text goes below (beside it, a slide was 340 px wide). Full screen has room for both.
        <div className={cn('grid gap-4', showText && fullscreen && 'lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]')}>
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
            <PageImage deckId={deckId} page={current} zoom={SLIDE_ZOOM_LEVELS[zoomIndex]} />
          </div>
          {showText && (
            <div className="max-h-[32rem] overflow-y-auto rounded-md border p-4" data-testid="slide-text">
              <SlideText page={slide} pageNumber={current} />
            </div>
          )}
        </div>
      ) : (
        <>
          {imagesNote && (
            <p
              className="flex items-start gap-2 rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground"
              role="note"
            >
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              {imagesNote}
            </p>
          )}
          <article
            className="flex min-h-[18rem] flex-col rounded-lg border bg-card p-6 shadow-sm"
            aria-label={`Slide ${current}`}
          >
            <p className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Slide {current}
            </p>
            <SlideText page={slide} pageNumber={current} />
          </article>
        </>
      )}

      {total > 1 && (
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
                      src={deckPageImageUrl(deckId, number, PAGE_IMAGE_WIDTHS.thumbnail)}
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
      )}
    </section>
  );
}
