import { Skeleton } from '@/components/ui/skeleton';
import { useDeckFigures } from '../api/get-deck-figures';
import { NumbersPanel } from './numbers-panel';

/** Loads the deck's figure ledger (only when the Numbers tab is opened) and shows it. */
export function DeckNumbers({
  deckId,
  onJumpToSlide,
}: {
  deckId: string;
  onJumpToSlide: (slide: number) => void;
}) {
  const figures = useDeckFigures(deckId);
  if (figures.isPending) return <Skeleton className="h-48 w-full" />;
  if (figures.isError) {
    return (
      <p className="text-sm text-destructive">
        The figures could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void figures.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  return <NumbersPanel data={figures.data} onJumpToSlide={onJumpToSlide} />;
}
