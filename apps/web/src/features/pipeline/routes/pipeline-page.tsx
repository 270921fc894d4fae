import { useQuery } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { boardQuery } from '@/features/pipeline/api/pipeline';
import { PipelineBoard } from '../components/pipeline-board';

/** Route /pipeline: the deal pipeline as a board. */
export default function PipelinePage() {
  const board = useQuery(boardQuery);
  return (
    <div className="flex min-h-0 w-full flex-1 flex-col gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Pipeline</h1>
        <p className="text-sm text-muted-foreground">
          Your active decks by deal stage. Drag a deck to another column, or use its stage menu.
        </p>
      </header>
      {board.isPending ? (
        <div className="flex gap-3" aria-label="Loading the board">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-64 w-64" />
          ))}
        </div>
      ) : board.isError ? (
        <Alert variant="destructive">
          <AlertTitle>The board could not be loaded.</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" onClick={() => void board.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <PipelineBoard board={board.data} />
      )}
    </div>
  );
}
