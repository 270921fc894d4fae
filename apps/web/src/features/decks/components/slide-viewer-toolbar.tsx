import {
  ChevronLeft,
  ChevronRight,
  Maximize,
  Minimize,
  PanelRightClose,
  PanelRightOpen,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SLIDE_ZOOM_LEVELS } from '@/features/decks/components/slide-image';

/** Previous and next, where the viewer is ("Slide 2 of 9"), zoom and the text toggle (drawn slides), full screen. */
export function SlideViewerToolbar({
  current,
  total,
  onPageChange,
  renderImages,
  zoomIndex,
  setZoomIndex,
  showText,
  setShowText,
  fullscreen,
  toggleFullscreen,
}: {
  current: number;
  total: number;
  onPageChange: (page: number) => void;
  renderImages: boolean;
  zoomIndex: number;
  setZoomIndex: (update: (index: number) => number) => void;
  showText: boolean;
  setShowText: (update: (shown: boolean) => boolean) => void;
  fullscreen: boolean;
  toggleFullscreen: () => void;
}) {
  return (
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
  );
}
