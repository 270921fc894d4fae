import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, RefreshCw, SearchX, Upload, UploadCloud } from 'lucide-react';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import { DECK_SECTIONS, type DeckSection } from '@pitchscope/domain/contracts/deck-list';
import { greetingFor } from '@pitchscope/domain/greeting';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import { LoadMore } from '@/components/load-more';
import { StartAnalysisDialog } from '@/components/start-analysis-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ViewerGate } from '@/components/access/viewer-gate';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/auth';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import { DECKS_QUERY_KEY, useDeckCounts, useDeckPages } from '../api/get-decks';
import { useNotAddedUploads } from '../api/get-not-added-uploads';
import { DeckCard } from '../components/deck-card';
import { DeckListToolbar, SECTION_LABELS } from '../components/deck-list-toolbar';
import { DeckTable } from '../components/deck-table';
import { SlideSearchResults } from '../components/slide-search-results';
import { DeckGrid } from '../components/virtual-deck-grid';
import { useDeckListUrlState, useLibraryView, type DeckListUrlState, type LibraryView } from '../lib/list-url-state';
import { DeckSummaryCards } from '../components/deck-summary-cards';
import { ExportDecksMenu } from '../components/export-decks-menu';
import { NotAddedSection } from '../components/not-added-section';
import { UploadDialog } from '../components/upload-dialog';
import { canHoldToken } from '@pitchscope/domain/ledger';
import { useStartDeepAnalysis } from '../hooks/use-start-deep-analysis';
import { useLibraryLiveUpdates } from '../hooks/use-library-live-updates';
import { useAppConfig } from '@/lib/app-config';

function useGreeting(name: string | null | undefined): string {
  // Re-read the clock every minute so a page left open moves from morning to afternoon.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return greetingFor(now, name);
}

function Section({
  id,
  title,
  count,
  to,
  children,
}: {
  id: string;
  title: string;
  count: number;
  to?: string;
  children: ReactNode;
}) {
  const heading = (
    <>
      {title}
      <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
        {count}
      </span>
      {to && <ChevronRight className="size-4 text-muted-foreground" aria-hidden />}
    </>
  );
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {to ? (
          <Link to={to} className="inline-flex items-center gap-2 hover:underline">
            {heading}
          </Link>
        ) : (
          <span className="inline-flex items-center gap-2">{heading}</span>
        )}
      </h2>
      {children}
    </section>
  );
}

function LoadingCards() {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Loading decks">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index}>
          <Card className="gap-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/3" />
            <div className="grid grid-cols-2 gap-2">
              {Array.from({ length: 4 }, (__, cell) => (
                <Skeleton key={cell} className="h-4" />
              ))}
            </div>
            <Skeleton className="h-8 w-40" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
      <span className="text-muted-foreground" aria-hidden>
        {icon}
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

const SECTION_IDS: Record<DeckSection, string> = {
  active: 'active-decks',
  analyzed: 'analyzed-decks',
  archived: 'archived-decks',
};

/** One section of the list, read a page at a time, as cards or as a table. */
function LibrarySection({
  section,
  count,
  pages,
  list,
  view,
  renderCard,
}: {
  section: DeckSection;
  count: number;
  pages: ReturnType<typeof useDeckPages>;
  list: DeckListUrlState & { update: ReturnType<typeof useDeckListUrlState>['update'] };
  view: LibraryView;
  renderCard: (deck: DeckSummary) => ReactNode;
}) {
  const loaded = pages.data?.pages;
  // One array per loaded page set, not per render: the grid and the table memoise on it.
  const decks = useMemo(() => loaded?.flatMap((page) => page.items) ?? [], [loaded]);
  if (count === 0) return null;
  return (
    <Section
      id={SECTION_IDS[section]}
      title={SECTION_LABELS[section]}
      count={count}
      to={section === 'analyzed' ? '/dashboard' : undefined}
    >
      {pages.isPending ? (
        <LoadingCards />
      ) : view === 'table' ? (
        <DeckTable
          decks={decks}
          sort={list.sort}
          dir={list.dir}
          caption={SECTION_LABELS[section]}
          total={count}
          onSort={(sort, dir) => list.update({ sort, dir })}
        />
      ) : (
        <DeckGrid decks={decks} total={count}>
          {renderCard}
        </DeckGrid>
      )}
      {pages.hasNextPage && (
        <LoadMore onLoad={() => void (pages.isFetchingNextPage || pages.fetchNextPage())} loading={pages.isFetchingNextPage} />
      )}
    </Section>
  );
}

/** The Pitch Decks list (spec pitch-deck-handling §2.1), read from the server a page at a time (issue #19). */
export default function PitchDecksPage() {
  const { data: me } = useMe();
  const greeting = useGreeting(me?.displayName);
  const list = useDeckListUrlState();
  const [view, setView] = useLibraryView();
  const countsQuery = useDeckCounts(list.params);
  const notAdded = useNotAddedUploads();
  const appConfig = useAppConfig();
  const deepAnalysis = useStartDeepAnalysis();
  const queryClient = useQueryClient();
  const [uploadOpen, setUploadOpen] = useState(false);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  // Decks mailed in, linked, sent through the API or added by teammates show up without a reload.
  useLibraryLiveUpdates();

  const { data: counts, isPending, isError, isFetching } = countsQuery;
  // The sections' first pages are asked for with the counts, not after them (one round trip to the
  // first cards); once the counts are known, a section with no match asks for nothing.
  const sectionPages = {
    active: useDeckPages(list.params, 'active', !counts || counts.matching.active > 0),
    analyzed: useDeckPages(list.params, 'analyzed', !counts || counts.matching.analyzed > 0),
    archived: useDeckPages(list.params, 'archived', !counts || counts.matching.archived > 0),
  };
  const refetch = () => queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY });

  useEffect(() => {
    if (isError) {
      toast({
        title: DECK_MESSAGES.fetchFailed.title,
        description: DECK_MESSAGES.fetchFailed.message,
        variant: 'destructive',
      });
    }
  }, [isError, countsQuery.errorUpdatedAt]);

  // Stable between renders (a new page, a count poll): a new function would re-render every card on screen.
  const { request: runDeepAnalysis, startingDeckId, balance } = deepAnalysis;
  // An unknown balance (still loading) keeps the Run button: the server checks again.
  const needsTokens = balance !== undefined && !canHoldToken(balance);
  const renderCard = useCallback(
    (deck: DeckSummary) => (
      <DeckCard
        deck={deck}
        onRunDeepAnalysis={runDeepAnalysis}
        starting={startingDeckId === deck.id}
        needsTokens={needsTokens}
      />
    ),
    [needsTokens, runDeepAnalysis, startingDeckId],
  );
  const sections = list.filters.section ? [list.filters.section] : DECK_SECTIONS;

  return (
    // One column that never grows past the screen: a wide child scrolls or wraps inside it (issue #36).
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{greeting}</h1>
          <p className="text-muted-foreground">
            Upload pitch decks and see how each one fits your investor profile.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => {
              void refetch();
              void notAdded.refetch();
            }}
            disabled={isFetching && !isPending}
          >
            <RefreshCw className={cn(isFetching && 'animate-spin')} aria-hidden />
            Refresh
          </Button>
          <ExportDecksMenu disabled={!counts || counts.all.total === 0} params={list.params} />
          <ViewerGate>
            <Button ref={uploadButtonRef} onClick={() => setUploadOpen(true)}>
              <Upload aria-hidden />
              Upload Decks
            </Button>
          </ViewerGate>
        </div>
      </header>

      <DeckSummaryCards counts={counts?.all ?? null} />

      {isError && !counts ? (
        <Alert variant="destructive">
          <AlertTitle>{DECK_MESSAGES.fetchFailed.title}</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {DECK_MESSAGES.fetchFailed.message}
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : isPending || !counts ? (
        <LoadingCards />
      ) : counts.all.total === 0 ? (
        <EmptyState icon={<UploadCloud className="size-12" />} title={DECK_MESSAGES.emptyNoDecks}>
          <p className="max-w-md text-sm text-muted-foreground">
            Upload your first pitch decks to get an investor-fit rating for each one.
          </p>
          <ViewerGate>
            <Button onClick={() => setUploadOpen(true)}>
              <Upload aria-hidden />
              Upload Decks
            </Button>
          </ViewerGate>
        </EmptyState>
      ) : (
        <>
          <DeckListToolbar
            filters={list.filters}
            sort={list.sort}
            onChange={list.update}
            showStarredToggle={counts.all.starred > 0 || Boolean(list.filters.starred)}
            view={view}
            onViewChange={setView}
            onClear={list.clear}
            filtered={list.filtered}
          />
          <SlideSearchResults query={list.filters.q} />
          {sections.every((section) => counts.matching[section] === 0) ? (
            <EmptyState icon={<SearchX className="size-12" />} title={DECK_MESSAGES.emptyNoMatches}>
              <Button variant="outline" onClick={list.clear}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <div className="grid gap-8">
              {sections.map((section) => (
                <LibrarySection
                  key={section}
                  section={section}
                  count={counts.matching[section]}
                  pages={sectionPages[section]}
                  list={list}
                  view={view}
                  renderCard={renderCard}
                />
              ))}
            </div>
          )}
        </>
      )}

      <NotAddedSection />

      <UploadDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        returnFocusRef={uploadButtonRef}
        maxSizeMb={appConfig.data?.maxUploadSizeMB}
      />
      <StartAnalysisDialog confirmation={deepAnalysis.confirmation} />
    </div>
  );
}
