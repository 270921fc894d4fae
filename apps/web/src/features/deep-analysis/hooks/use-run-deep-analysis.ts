import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  runAnalysisButton,
  type DeckForAnalysisCard,
  type RunAnalysisButton,
} from '@pitchscope/domain/deck-actions';
import { ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import {
  DEFAULT_ESTIMATED_TIME,
  GET_TOKENS_REDIRECT_DASHBOARD_MS,
  MIN_BALANCE_FOR_ANALYSIS,
} from '@pitchscope/domain/constants';
import { toast } from '@/hooks/use-toast';
import { isApiError, errorMessage } from '@/lib/api-client';
import { useMe, useTokenBalance } from '@/lib/auth';
import { dispatchTokenBalanceUpdated } from '@/lib/events';
import { useStartDeepAnalysisMutation } from '../api/start-deep-analysis';
import { clearAnalysisActive, markAnalysisActive, useActiveAnalyses } from './use-active-analyses';

export const GET_TOKENS_PATH = '/credits-subscriptions';

export function deepAnalysisPath(deckId: string): string {
  return `/dashboard/deep/${encodeURIComponent(deckId)}`;
}

/**
 * The deep-analysis start sequence shared by the Analysis list and the deep page (spec §4.1, §8):
 * sign-in, one run per deck per session, balance >= 1, then POST; the server holds the token in escrow
 * and refunds it on failure. Every outcome is told with the spec's toast.
 */
export function useRunDeepAnalysis(options: { navigateOnStart?: boolean } = {}) {
  const { navigateOnStart = true } = options;
  const navigate = useNavigate();
  const { data: me } = useMe();
  const balance = useTokenBalance();
  const activeDeckIds = useActiveAnalyses();
  const mutation = useStartDeepAnalysisMutation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  /** 'Get Tokens': explain, then go to the credits page after 1.5 s. */
  const getTokens = useCallback(() => {
    toast({
      title: ANALYSIS_MESSAGES.getMoreTokens.title,
      description: ANALYSIS_MESSAGES.getMoreTokens.message,
    });
    clearTimeout(redirectTimer.current);
    redirectTimer.current = setTimeout(() => navigate(GET_TOKENS_PATH), GET_TOKENS_REDIRECT_DASHBOARD_MS);
  }, [navigate]);

  const run = useCallback(
    async (deckId: string) => {
      if (!me) {
        toast({
          title: ANALYSIS_MESSAGES.authRequired.title,
          description: ANALYSIS_MESSAGES.authRequired.message,
          variant: 'destructive',
        });
        return;
      }
      if (balance !== undefined && balance < MIN_BALANCE_FOR_ANALYSIS) {
        getTokens();
        return;
      }
      if (!markAnalysisActive(deckId)) {
        toast({
          title: ANALYSIS_MESSAGES.alreadyRunning.title,
          description: ANALYSIS_MESSAGES.alreadyRunning.message,
          variant: 'destructive',
        });
        return;
      }
      toast({ title: ANALYSIS_MESSAGES.starting.title, description: ANALYSIS_MESSAGES.starting.message });
      try {
        const started = await mutation.mutateAsync(deckId);
        const message = ANALYSIS_MESSAGES.started(started.estimatedTime || DEFAULT_ESTIMATED_TIME);
        toast({ title: message.title, description: message.message });
        dispatchTokenBalanceUpdated(me.uid);
        if (navigateOnStart) navigate(deepAnalysisPath(deckId), { state: { from: 'dashboard' } });
      } catch (error) {
        const message = startErrorToast(error);
        toast({ title: message.title, description: message.message, variant: 'destructive' });
        dispatchTokenBalanceUpdated(me.uid);
      } finally {
        clearAnalysisActive(deckId);
      }
    },
    [balance, getTokens, me, mutation, navigate, navigateOnStart],
  );

  const startingDeckId = mutation.isPending ? mutation.variables : undefined;

  /** The Run button of one deck, by the domain's first-matching-rule table (spec §2.2). */
  const buttonFor = useCallback(
    (deck: DeckForAnalysisCard & { id: string }): RunAnalysisButton => {
      const isStarting = startingDeckId === deck.id;
      return runAnalysisButton({
        balance: balance ?? null,
        isStarting,
        // The session marker covers the start call too; while it runs the button reads 'Running Analysis...'.
        isActiveLocally: activeDeckIds.has(deck.id) && !isStarting,
        deck,
      });
    },
    [activeDeckIds, balance, startingDeckId],
  );

  /** Runs the button's action: start, or the 'Get Tokens' redirect. */
  const press = useCallback(
    (deckId: string, button: RunAnalysisButton) => {
      if (button.action === 'get-tokens') getTokens();
      else if (button.action === 'start') void run(deckId);
    },
    [getTokens, run],
  );

  return { run, getTokens, buttonFor, press, balance, startingDeckId };
}

/** Maps the start call's error to the spec's toast (401, 402, 409, anything else). */
export function startErrorToast(error: unknown): { title: string; message: string } {
  if (isApiError(error)) {
    if (error.status === 401) return ANALYSIS_MESSAGES.authRequired;
    if (error.status === 402 || error.code === 'INSUFFICIENT_TOKENS')
      return ANALYSIS_MESSAGES.insufficientTokens;
    if (error.status === 409 || error.code === 'ANALYSIS_ALREADY_RUNNING')
      return ANALYSIS_MESSAGES.alreadyRunning;
  }
  return ANALYSIS_MESSAGES.failed(errorMessage(error, 'Unknown error').replace(/\.$/, ''));
}
