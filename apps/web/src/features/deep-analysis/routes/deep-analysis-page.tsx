import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import type { DeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import { matchIndicator } from '@pitchscope/domain/match-indicator';
import { ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import { FactsEditedNotice } from '@/components/facts-edited-notice';
import { StartAnalysisDialog } from '@/components/start-analysis-dialog';
import { Button } from '@/components/ui/button';
import { DeckWriteControl } from '@/components/access/viewer-gate';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api-client';
import { useMe } from '@/lib/auth';
import { useDeckWriteAccess } from '@/lib/current-workspace';
import { useFeatureSlot } from '@/lib/feature-slots';
import { useDeck } from '../api/get-deck';
import { deepAnalysisQueryKey, useDeepAnalysis } from '../api/get-deep-analysis';
import {
  AnalysisFailedCard,
  AnalysisMissingCard,
  AnalysisNotRunCard,
  AnalysisProcessingCard,
  DeepPageError,
} from '../components/analysis-state-cards';
import { DataFreshnessTab } from '../components/data-freshness-tab';
import { DeepAnalysisHeader } from '../components/deep-analysis-header';
import { DeepDiveTab, hasAnalysisContent } from '../components/deep-dive-tab';
import { InvestmentCriteriaCard } from '../components/investment-criteria-card';
import { NewsIntelligenceTab } from '../components/news-intelligence-tab';
import { QuestionsTab } from '../components/questions-tab';
import { useRunDeepAnalysis } from '../hooks/use-run-deep-analysis';
import { useSupportingAnalyses } from '../hooks/use-supporting-analyses';

type View = 'processing' | 'failed' | 'none' | 'loading' | 'missing' | 'ready';

function viewFor(deck: Deck, analysis: DeepAnalysis | null | undefined, analysisPending: boolean): View {
  const status = deck.deepAnalysisStatus;
  if (status === 'Processing') return 'processing';
  if (status === 'Failed') return 'failed';
  if (status !== 'Completed' && !deck.hasDeepAnalysis) return 'none';
  if (analysisPending) return 'loading';
  return analysis && hasAnalysisContent(analysis) ? 'ready' : 'missing';
}

function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading deep analysis" className="space-y-4">
      <Skeleton className="h-8 w-24" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">{children}</div>;
}

/** /dashboard/deep/:id: one deck's deep analysis with its supporting analyses (spec §2.3). */
export default function DeepAnalysisPage() {
  const { id: deckId } = useParams();
  const location = useLocation();
  const fromDashboard = (location.state as { from?: string } | null)?.from === 'dashboard';
  const backTo = fromDashboard ? '/dashboard' : '/pitch-decks';
  const ShareDeckButton = useFeatureSlot('ShareDeckButton');

  const meQuery = useMe();
  const me = meQuery.data;
  const deckQuery = useDeck(deckId);
  const deck = deckQuery.data;
  const status = deck?.deepAnalysisStatus;
  const wantsAnalysis = Boolean(
    deck && (status === 'Completed' || deck.hasDeepAnalysis) && status !== 'Processing',
  );
  const analysisQuery = useDeepAnalysis(deckId, { enabled: wantsAnalysis });
  const analysis = analysisQuery.data;
  // Supporting analyses (and their auto-runs) only accompany a completed report with content.
  const readyAnalysis =
    wantsAnalysis && status === 'Completed' && analysis && hasAnalysisContent(analysis)
      ? analysis
      : undefined;
  const access = useDeckWriteAccess(deck?.workspaceId);
  const supporting = useSupportingAnalyses(deck, readyAnalysis, { canGenerate: access.canWrite });
  const runner = useRunDeepAnalysis({ navigateOnStart: false });
  const queryClient = useQueryClient();

  // When a run finishes while the page is open, load the new report.
  const previousStatus = useRef(status);
  useEffect(() => {
    if (previousStatus.current === 'Processing' && status && status !== 'Processing' && deckId) {
      void queryClient.invalidateQueries({ queryKey: deepAnalysisQueryKey(deckId) });
    }
    previousStatus.current = status;
  }, [deckId, queryClient, status]);

  const match = useMemo(
    () => (deck && me?.investorProfile ? matchIndicator(deck, me.investorProfile) : null),
    [deck, me?.investorProfile],
  );

  if (!deckId)
    return (
      <Shell>
        <DeepPageError message={ANALYSIS_MESSAGES.noDeckId} />
      </Shell>
    );
  if (meQuery.isSuccess && me === null) {
    return (
      <Shell>
        <DeepPageError message={ANALYSIS_MESSAGES.mustBeLoggedIn} />
      </Shell>
    );
  }
  if (deckQuery.isError) {
    const error = deckQuery.error;
    // Another user's deck answers 404 (or 403): neither reveals that the deck exists.
    const notFound = isApiError(error) && (error.status === 404 || error.status === 403);
    return (
      <Shell>
        <DeepPageError message={notFound ? ANALYSIS_MESSAGES.deckNotFound : ANALYSIS_MESSAGES.loadFailed} />
      </Shell>
    );
  }
  if (!deck)
    return (
      <Shell>
        <PageSkeleton />
      </Shell>
    );

  const view = viewFor(deck, analysis, analysisQuery.isPending);
  const runButton = runner.buttonFor(deck);
  const runAction = () => runner.press(deck, runButton);

  return (
    <Shell>
      <DeepAnalysisHeader deck={deck} backTo={backTo} match={match} />
      <InvestmentCriteriaCard fit={deck.investorFit} />

      {analysisQuery.isError ? (
        <DeepPageError message={ANALYSIS_MESSAGES.loadFailed} />
      ) : view === 'processing' ? (
        <AnalysisProcessingCard />
      ) : view === 'failed' ? (
        <AnalysisFailedCard
          label={runButton.label}
          disabled={runButton.disabled}
          onRun={runAction}
          access={access}
          failure={deck.deepAnalysisFailure}
        />
      ) : view === 'none' ? (
        <AnalysisNotRunCard label={runButton.label} disabled={runButton.disabled} onRun={runAction} access={access} />
      ) : view === 'loading' ? (
        <PageSkeleton />
      ) : view === 'missing' || !analysis ? (
        <AnalysisMissingCard label={runButton.label} disabled={runButton.disabled} onRun={runAction} access={access} />
      ) : (
        <>
          <Tabs defaultValue="deep-dive" className="gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <TabsList aria-label="Deep analysis" className="h-auto w-full flex-wrap justify-start sm:w-fit">
                <TabsTrigger value="deep-dive">Deep Dive Analysis</TabsTrigger>
                <TabsTrigger value="news">News Intelligence</TabsTrigger>
                <TabsTrigger value="freshness">Data Freshness</TabsTrigger>
                <TabsTrigger value="questions">Questions to Ask</TabsTrigger>
              </TabsList>
              <div className="flex flex-wrap gap-2">
                <ShareDeckButton deckId={deck.id} companyName={deck.companyName} canCreate={access.canWrite} />
                {/* A completed analysis can be run again (spec §2.2: outlined "Run Analysis"), after confirmation. */}
                <DeckWriteControl access={access}>
                  <Button variant={runButton.variant} disabled={runButton.disabled} onClick={runAction}>
                    {runButton.label}
                  </Button>
                </DeckWriteControl>
              </div>
            </div>
            <TabsContent value="deep-dive" className="space-y-4">
              {/* The report's note stands with the report: each supporting text lists the edits since it was written (ADR 0048). */}
              <FactsEditedNotice changes={analysis.factsEditedSince ?? []} writtenAt={analysis.generatedAt} />
              <DeepDiveTab deck={deck} analysis={analysis} isAdmin={Boolean(me?.isAdmin)} />
            </TabsContent>
            <TabsContent value="news">
              <NewsIntelligenceTab news={supporting.news} isAdmin={Boolean(me?.isAdmin)} access={access} />
            </TabsContent>
            <TabsContent value="freshness">
              <DataFreshnessTab freshness={supporting.freshness} access={access} />
            </TabsContent>
            <TabsContent value="questions">
              <QuestionsTab analysis={analysis} questions={supporting.questions} access={access} />
            </TabsContent>
          </Tabs>
        </>
      )}
      <StartAnalysisDialog confirmation={runner.confirmation} />
    </Shell>
  );
}
