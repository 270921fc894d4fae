import { useCallback, useEffect, useRef } from 'react';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import type { DeepAnalysis, SupportingTextKind } from '@pitchscope/domain/contracts/deep-analysis';
import { NEWS_AUTO_START_MS } from '@pitchscope/domain/constants';
import { ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import { toast } from '@/hooks/use-toast';
import { useGenerateDataFreshness } from '../api/generate-data-freshness';
import { useGenerateNewsIntelligence } from '../api/generate-news-intelligence';
import { useGenerateSmartQuestions } from '../api/generate-smart-questions';

/**
 * The three supporting analyses of the deep page (spec §4.3). Saved results come with the analysis;
 * data freshness (when the deck has content) and news intelligence (after 1 s, when a company name
 * exists) are generated automatically when missing, each guarded to run only once per view of a deck.
 * Lives at page level so the auto-runs start on page open, whichever tab is shown. Nothing runs by itself
 * for a user who may not change the deck (`canGenerate` false: a viewer of its workspace, an admin
 * reading it), since the server would refuse the run.
 */
export function useSupportingAnalyses(
  deck: Deck | undefined,
  analysis: DeepAnalysis | null | undefined,
  { canGenerate = true }: { canGenerate?: boolean } = {},
) {
  const deckId = deck?.id ?? '';
  const freshness = useGenerateDataFreshness(deckId);
  const news = useGenerateNewsIntelligence(deckId);
  const questions = useGenerateSmartQuestions(deckId);
  const freshnessGuard = useRef<string | null>(null);
  const newsGuard = useRef<string | null>(null);
  const { mutate: mutateFreshness } = freshness;
  const { mutate: mutateNews } = news;
  const { mutate: mutateQuestions } = questions;

  const runFreshness = useCallback(() => {
    if (!deckId) {
      toast({ title: ANALYSIS_MESSAGES.missingDeckId, variant: 'destructive' });
      return;
    }
    freshnessGuard.current = deckId;
    mutateFreshness(undefined, {
      onError: () =>
        toast({
          title: ANALYSIS_MESSAGES.freshnessFailed.title,
          description: ANALYSIS_MESSAGES.freshnessFailed.message,
          variant: 'destructive',
        }),
    });
  }, [deckId, mutateFreshness]);

  const runNews = useCallback(() => {
    if (!deckId) return;
    newsGuard.current = deckId;
    mutateNews(undefined, {
      onError: () =>
        toast({
          title: ANALYSIS_MESSAGES.newsFailed.title,
          description: ANALYSIS_MESSAGES.newsFailed.message,
          variant: 'destructive',
        }),
    });
  }, [deckId, mutateNews]);

  const runQuestions = useCallback(() => {
    if (!deckId) {
      toast({ title: ANALYSIS_MESSAGES.missingDeckId, variant: 'destructive' });
      return;
    }
    if (!deck?.companyName?.trim() || !deck.industry?.trim()) {
      toast({
        title: ANALYSIS_MESSAGES.smartQuestionsMissingInfo,
        description: 'A company name and an industry are needed to generate smart questions.',
        variant: 'destructive',
      });
      return;
    }
    mutateQuestions(undefined, {
      onError: () =>
        toast({
          title: ANALYSIS_MESSAGES.smartQuestionsFailed.title,
          description: ANALYSIS_MESSAGES.smartQuestionsFailed.message,
          variant: 'destructive',
        }),
    });
  }, [deck?.companyName, deck?.industry, deckId, mutateQuestions]);

  const hasContent = Boolean(deck && (deck.status === 'Analyzed' || deck.pageCount > 0));
  const needsFreshness = Boolean(canGenerate && analysis && !analysis.dataFreshness && hasContent);
  useEffect(() => {
    if (!needsFreshness || freshnessGuard.current === deckId) return;
    runFreshness();
  }, [deckId, needsFreshness, runFreshness]);

  const needsNews = Boolean(
    canGenerate && analysis && !analysis.newsIntelligence && deckId && deck?.companyName?.trim(),
  );
  useEffect(() => {
    if (!needsNews || newsGuard.current === deckId) return;
    const timer = setTimeout(() => {
      if (newsGuard.current !== deckId) runNews();
    }, NEWS_AUTO_START_MS);
    return () => clearTimeout(timer);
  }, [deckId, needsNews, runNews]);

  // Each text with the facts edited since it was written (ADR 0048), dated by the report when older.
  const written = (kind: SupportingTextKind) => ({
    editedSince: analysis?.supportingFactsEditedSince?.[kind] ?? [],
    writtenAt: analysis?.supportingWrittenAt?.[kind] ?? analysis?.generatedAt ?? '',
  });

  return {
    freshness: {
      ...written('dataFreshness'),
      text: analysis?.dataFreshness ?? null,
      isGenerating: freshness.isPending,
      failed: freshness.isError,
      run: runFreshness,
    },
    news: {
      ...written('newsIntelligence'),
      text: analysis?.newsIntelligence ?? null,
      isGenerating: news.isPending,
      failed: news.isError,
      /** Manual run: resets the once-per-view guard and generates again. */
      run: () => {
        newsGuard.current = null;
        runNews();
      },
    },
    questions: {
      ...written('smartQuestions'),
      text: analysis?.smartQuestions ?? null,
      isGenerating: questions.isPending,
      run: runQuestions,
    },
  };
}

export type SupportingAnalyses = ReturnType<typeof useSupportingAnalyses>;
