import type { FieldSource } from '@pitchscope/domain/contracts/decks';
import { cn } from '@/lib/utils';
import { factState } from '@pitchscope/domain/field-sources';

export const SOURCE_TEXT = {
  assumed: 'Assumed (not stated in the deck)',
  notFound: 'Not found',
  inferred: 'Inferred from',
} as const;

/**
 * Where a fact comes from: "Slide 4" chips that jump the viewer to that slide, or a note that the value
 * was assumed or not found.
 */
export function SourceChips({
  source,
  onJump,
  className,
}: {
  source: FieldSource | undefined;
  onJump: (slide: number) => void;
  className?: string;
}) {
  if (!source) return null;
  // A fact to check was read from the deck: its slides are shown as for any other (the Check note says the rest).
  const state = factState(source);
  if (state === 'assumed' || state === 'not_found') {
    return (
      <span className={cn('text-xs text-muted-foreground italic', className)}>
        {state === 'assumed' ? SOURCE_TEXT.assumed : SOURCE_TEXT.notFound}
      </span>
    );
  }
  const slides = [...new Set(source.slides)].sort((a, b) => a - b);
  if (!slides.length) {
    return source.status === 'inferred' ? (
      <span className={cn('text-xs text-muted-foreground', className)}>Inferred</span>
    ) : null;
  }
  return (
    <span className={cn('flex flex-wrap items-center gap-1', className)}>
      {source.status === 'inferred' && (
        <span className="text-xs text-muted-foreground">{SOURCE_TEXT.inferred}</span>
      )}
      {slides.map((slide) => (
        <button
          key={slide}
          type="button"
          onClick={() => onJump(slide)}
          className="rounded-full border bg-muted px-2 py-0.5 text-xs font-medium tabular-nums transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          title={`Show slide ${slide} in the viewer`}
        >
          Slide {slide}
        </button>
      ))}
    </span>
  );
}
