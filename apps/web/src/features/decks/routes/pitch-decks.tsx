import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight, RefreshCw, SearchX, Upload, UploadCloud } from 'lucide-react';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import {
  deckSections,
  filterAndSortDecks,
  showStarredOnlyToggle,
  summaryCounts,
  type DeckSort,
} from '@pitchscope/domain/deck-actions';
import { greetingFor } from '@pitchscope/domain/greeting';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import { StartAnalysisDialog } from '@/components/start-analysis-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/auth';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import { useDecks } from '../api/get-decks';
import { useNotAddedUploads } from '../api/get-not-added-uploads';
import { DeckCard } from '../components/deck-card';
import { DeckListToolbar } from '../components/deck-list-toolbar';
import { DeckSummaryCards } from '../components/deck-summary-cards';
import { ExportDecksMenu } from '../components/export-decks-menu';
import { NotAddedSection } from '../components/not-added-section';
import { UploadDialog } from '../components/upload-dialog';
import { useStartDeepAnalysis } from '../hooks/use-start-deep-analysis';
import { useAppConfig } from '../api/get-app-config';

function useGreeting(name: string | null | undefined): string {
  // Re-read the clock every minute so a page left open moves from morning to afternoon.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return greetingFor(now, name);
}

function DeckGrid({ decks, children }: { decks: DeckSummary[]; children: (deck: DeckSummary) => ReactNode }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {decks.map((deck) => (
        <li key={deck.id} className="flex min-w-0 [&>*]:min-w-0 [&>*]:flex-1">
          {children(deck)}
        </li>
      ))}
    </ul>
  );
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

/** The Pitch Decks list (spec pitch-deck-handling §2.1). */
export default function PitchDecksPage() {
  const { data: me } = useMe();
  const greeting = useGreeting(me?.displayName);
  const decksQuery = useDecks();
  const notAdded = useNotAddedUploads();
  const appConfig = useAppConfig();
  const deepAnalysis = useStartDeepAnalysis();
  const [uploadOpen, setUploadOpen] = useState(false);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DeckSort>('date');
  const [starredOnly, setStarredOnly] = useState(false);

  const { data: decks, isPending, isError, isFetching, refetch } = decksQuery;

  useEffect(() => {
    if (isError) {
      toast({
        title: DECK_MESSAGES.fetchFailed.title,
        description: DECK_MESSAGES.fetchFailed.message,
        variant: 'destructive',
      });
    }
  }, [isError, decksQuery.errorUpdatedAt]);

  const view = useMemo(() => {
    if (!decks) return null;
    const visible = decks.filter((deck) => !deck.hiddenFromUser);
    const showStarredToggle = showStarredOnlyToggle(visible);
    const filtered = filterAndSortDecks(visible, {
      search,
      sort,
      starredOnly: starredOnly && showStarredToggle,
    });
    return {
      total: visible.length,
      counts: summaryCounts(visible),
      showStarredToggle,
      starredOnly: starredOnly && showStarredToggle,
      sections: deckSections(filtered),
      matches: filtered.length,
    };
  }, [decks, search, sort, starredOnly]);

  const renderCard = (deck: DeckSummary) => (
    <DeckCard
      deck={deck}
      onRunDeepAnalysis={deepAnalysis.request}
      starting={deepAnalysis.isStarting(deck.id)}
    />
  );

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 p-4 sm:p-6 lg:p-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{greeting}</h1>
          <p className="text-muted-foreground">
            Upload pitch decks and see how each one fits your investor profile.
          </p>
        </div>
        <div className="flex gap-2">
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
          <ExportDecksMenu disabled={!decks || decks.length === 0} />
          <Button ref={uploadButtonRef} onClick={() => setUploadOpen(true)}>
            <Upload aria-hidden />
            Upload Decks
          </Button>
        </div>
      </header>

      <DeckSummaryCards counts={view?.counts ?? null} />

      {isError && !decks ? (
        <Alert variant="destructive">
          <AlertTitle>{DECK_MESSAGES.fetchFailed.title}</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {DECK_MESSAGES.fetchFailed.message}
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : isPending || !view ? (
        <LoadingCards />
      ) : view.total === 0 ? (
        <EmptyState icon={<UploadCloud className="size-12" />} title={DECK_MESSAGES.emptyNoDecks}>
          <p className="max-w-md text-sm text-muted-foreground">
            Upload your first pitch decks to get an investor-fit rating for each one.
          </p>
          <Button onClick={() => setUploadOpen(true)}>
            <Upload aria-hidden />
            Upload Decks
          </Button>
        </EmptyState>
      ) : (
        <>
          <DeckListToolbar
            search={search}
            onSearchChange={setSearch}
            sort={sort}
            onSortChange={setSort}
            showStarredToggle={view.showStarredToggle}
            starredOnly={view.starredOnly}
            onStarredOnlyChange={setStarredOnly}
          />
          {view.matches === 0 ? (
            <EmptyState icon={<SearchX className="size-12" />} title={DECK_MESSAGES.emptyNoMatches}>
              <Button
                variant="outline"
                onClick={() => {
                  setSearch('');
                  setStarredOnly(false);
                }}
              >
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <div className="grid gap-8">
              {view.sections.active.length > 0 && (
                <Section id="active-decks" title="Active Pitch Decks" count={view.sections.active.length}>
                  <DeckGrid decks={view.sections.active}>{renderCard}</DeckGrid>
                </Section>
              )}
              {view.sections.analyzed.length > 0 && (
                <Section
                  id="analyzed-decks"
                  title="Analyzed Decks"
                  count={view.sections.analyzed.length}
                  to="/dashboard"
                >
                  <DeckGrid decks={view.sections.analyzed}>{renderCard}</DeckGrid>
                </Section>
              )}
              {view.sections.archived.length > 0 && (
                <Section id="archived-decks" title="Archived Decks" count={view.sections.archived.length}>
                  <DeckGrid decks={view.sections.archived}>{renderCard}</DeckGrid>
                </Section>
              )}
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
