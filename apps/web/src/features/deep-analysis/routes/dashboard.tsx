import { useEffect, useState } from 'react';
import { FolderOpen, RefreshCw, Search } from 'lucide-react';
import type { SortDirection } from '@pitchscope/domain/contracts/deck-list';
import { ANALYSIS_MESSAGES, DECK_MESSAGES } from '@pitchscope/domain/messages';
import { LoadMore } from '@/components/load-more';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/hooks/use-toast';
import { selectDashboardDecks, useDashboardDecks, type AnalysisListSort } from '../api/get-decks';
import { StartAnalysisDialog } from '@/components/start-analysis-dialog';
import { AnalysisDeckCard } from '../components/analysis-deck-card';
import { ArchiveDeckDialog } from '../components/archive-deck-dialog';
import { useRunDeepAnalysis } from '../hooks/use-run-deep-analysis';

/** The orderings the server applies (`sort` and `dir` of `GET /api/decks`). */
const ORDERINGS = {
  'date-desc': { label: 'Newest first', sort: 'uploaded', dir: 'desc' },
  'date-asc': { label: 'Oldest first', sort: 'uploaded', dir: 'asc' },
  'name-asc': { label: 'Company name (A–Z)', sort: 'company', dir: 'asc' },
  'name-desc': { label: 'Company name (Z–A)', sort: 'company', dir: 'desc' },
} as const satisfies Record<string, { label: string; sort: AnalysisListSort; dir: SortDirection }>;
type Ordering = keyof typeof ORDERINGS;

function DeckCardSkeleton() {
  return (
    <Card aria-hidden="true" className="gap-4">
      <CardHeader className="gap-3">
        <div className="flex justify-between">
          <Skeleton className="h-6 w-2/5" />
          <Skeleton className="h-5 w-20" />
        </div>
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-5 w-14" />
          <Skeleton className="h-5 w-12" />
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-9 w-full" />
      </CardContent>
    </Card>
  );
}

/** /dashboard: the Analysis list of decks added for deep analysis (spec deep-analysis-admin §2.2). */
export default function AnalysisDashboardPage() {
  const { buttonFor, press, confirmation } = useRunDeepAnalysis();
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState<Ordering>('date-desc');
  const searched = useDebouncedValue(search).trim();
  const decksQuery = useDashboardDecks({ q: searched, sort: ORDERINGS[ordering].sort, dir: ORDERINGS[ordering].dir });
  const [archiveDeckId, setArchiveDeckId] = useState<string | null>(null);

  const { isError, errorUpdatedAt } = decksQuery;
  useEffect(() => {
    if (!isError) return;
    toast({
      title: ANALYSIS_MESSAGES.dashboardLoadFailed.title,
      description: ANALYSIS_MESSAGES.dashboardLoadFailed.message,
      variant: 'destructive',
    });
  }, [isError, errorUpdatedAt]);

  const decks = decksQuery.data ? selectDashboardDecks(decksQuery.data.pages.flatMap((page) => page.items)) : undefined;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Analysis</h1>
          <p className="text-muted-foreground">Deep research and insights for your qualified pitch decks</p>
        </div>
        <Button
          variant="outline"
          onClick={() => void decksQuery.refetch()}
          disabled={decksQuery.isFetching}
          className="self-start sm:self-auto"
        >
          <RefreshCw aria-hidden="true" className={decksQuery.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search pitch decks..."
            aria-label="Search pitch decks"
            className="pl-9"
          />
        </div>
        <Select value={ordering} onValueChange={(value) => setOrdering(value as Ordering)}>
          <SelectTrigger aria-label="Order decks" className="w-full sm:w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(ORDERINGS).map(([value, { label }]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {decksQuery.isPending ? (
        <div
          role="status"
          aria-label="Loading pitch decks"
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          <DeckCardSkeleton />
          <DeckCardSkeleton />
          <DeckCardSkeleton />
        </div>
      ) : decksQuery.isError && !decks ? (
        <Alert variant="destructive">
          <AlertTitle>{ANALYSIS_MESSAGES.dashboardLoadFailed.title}</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {ANALYSIS_MESSAGES.dashboardLoadFailed.message}
            <Button size="sm" variant="outline" onClick={() => void decksQuery.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : !decks?.length && !searched ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-16 text-center">
          <FolderOpen aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{ANALYSIS_MESSAGES.emptyList}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{ANALYSIS_MESSAGES.emptyListHint}</p>
        </div>
      ) : !decks?.length ? (
        <p className="rounded-lg border border-dashed px-6 py-12 text-center text-muted-foreground">
          {DECK_MESSAGES.emptyNoMatches}
        </p>
      ) : (
        <ul aria-label="Pitch decks in analysis" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {decks.map((deck) => {
            const runButton = buttonFor(deck);
            return (
              <li key={deck.id} className="min-w-0">
                <AnalysisDeckCard
                  deck={deck}
                  runButton={runButton}
                  onRun={() => press(deck, runButton)}
                  onArchive={() => setArchiveDeckId(deck.id)}
                />
              </li>
            );
          })}
        </ul>
      )}

      {decksQuery.hasNextPage && (
        <LoadMore
          onLoad={() => void (decksQuery.isFetchingNextPage || decksQuery.fetchNextPage())}
          loading={decksQuery.isFetchingNextPage}
        />
      )}

      <ArchiveDeckDialog deckId={archiveDeckId} onClose={() => setArchiveDeckId(null)} />
      <StartAnalysisDialog confirmation={confirmation} />
    </div>
  );
}
