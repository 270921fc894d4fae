import { useEffect, useRef, useState } from 'react';
import { Info } from 'lucide-react';
import type { ExtractedPage } from '@pitchscope/domain/contracts/decks';
import { cn } from '@/lib/utils';
import { deckPageImageUrl } from '@/lib/deck-files';
import { SwipeableSlideImage } from '@/features/decks/components/slide-image';
import { SlideStrip } from '@/features/decks/components/slide-strip';
import { SlideText } from '@/features/decks/components/slide-text';
import { SlideViewerToolbar } from '@/features/decks/components/slide-viewer-toolbar';
import { useFullscreen } from '@/features/decks/hooks/use-fullscreen';
import { useSlideKeys } from '@/features/decks/hooks/use-slide-keys';

export interface SlideViewerProps {
  deckId: string;
  /** The deck's current version: its slide images are named by it (ADR 0051). */
  fileVersion?: number;
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
  /** Words to mark on a slide: an answer's citation opened in the viewer. */
  highlight?: { page: number; quote: string } | null;
}

/**
 * Page-by-page viewer: previous/next, ←/→ and Home/End, a slide strip that keeps the current slide in
 * view, zoom, full screen (Esc leaves) and the slide's text beside the image, which can be hidden.
 */
export function SlideViewer({
  deckId,
  fileVersion,
  renderImages,
  imagesNote = null,
  pageCount,
  pages,
  page,
  onPageChange,
  highlight = null,
}: SlideViewerProps) {
  const total = Math.max(pageCount, pages.length, 1);
  const current = Math.min(Math.max(page, 1), total);
  const slide = pages.find((item) => item.pageNumber === current);
  const quote = highlight && highlight.page === current ? highlight.quote : null;
  const viewer = useRef<HTMLElement>(null);
  const [zoomIndex, setZoomIndex] = useState(0);
  const [showText, setShowText] = useState(true);
  const { fullscreen, toggleFullscreen } = useFullscreen(viewer);
  useSlideKeys({ viewer, current, total, onPageChange });

  // The next slide is fetched ahead, so → shows it at once (the server keeps what it has drawn).
  useEffect(() => {
    if (!renderImages || current >= total || typeof Image === 'undefined') return;
    const next = new Image();
    next.src = deckPageImageUrl(deckId, current + 1, undefined, fileVersion);
  }, [renderImages, deckId, fileVersion, current, total]);

  return (
    <section
      ref={viewer}
      aria-roledescription="slide viewer"
      aria-label="Slides"
      className={cn('grid gap-3', fullscreen && 'content-start overflow-auto bg-background p-4')}
    >
      <SlideViewerToolbar
        current={current}
        total={total}
        onPageChange={onPageChange}
        renderImages={renderImages}
        zoomIndex={zoomIndex}
        setZoomIndex={setZoomIndex}
        showText={showText}
        setShowText={setShowText}
        fullscreen={fullscreen}
        toggleFullscreen={toggleFullscreen}
      />

      {renderImages ? (
        // On the deck page the viewer has the main column (~590 px at 1366×900): the slide takes all of
        // it and its text goes below (beside it, a slide was 340 px wide). Full screen has room for both.
        <div
          className={cn('grid gap-4', showText && fullscreen && 'lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]')}
        >
          <SwipeableSlideImage
            deckId={deckId}
            fileVersion={fileVersion}
            current={current}
            total={total}
            zoomIndex={zoomIndex}
            onPageChange={onPageChange}
          />
          {showText && (
            <div className="max-h-[32rem] overflow-y-auto rounded-md border p-4" data-testid="slide-text">
              <SlideText page={slide} pageNumber={current} quote={quote} />
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
            <SlideText page={slide} pageNumber={current} quote={quote} />
          </article>
        </>
      )}

      {total > 1 && (
        <SlideStrip
          deckId={deckId}
          fileVersion={fileVersion}
          current={current}
          total={total}
          renderImages={renderImages}
          onPageChange={onPageChange}
        />
      )}
    </section>
  );
}
