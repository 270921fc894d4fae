import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import {
  runAnalysisButton,
  type DeckForAnalysisCard,
  type RunAnalysisButton,
} from '@pitchscope/domain/deck-actions';
import { ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import { DEFAULT_ESTIMATED_TIME } from '@pitchscope/domain/constants';
import { CREDITS_PATH, deepAnalysisPath } from '@/lib/app-paths';
import { toast } from '@/hooks/use-toast';
import { useDeepAnalysisStart, type StartRefusal, type StartTarget } from '@/lib/deep-analysis-start';

/**
 * Starting a deep analysis from the Analysis list and the deep page (spec deep-analysis-admin §4.1, §8),
 * told with those pages' texts; the shared start flow asks for confirmation and sends the request.
 */
export function useRunDeepAnalysis(options: { navigateOnStart?: boolean } = {}) {
  const { navigateOnStart = true } = options;
  const navigate = useNavigate();
  /**
   * 'Get Tokens': straight to the credits page (issue #36), not the spec's toast and 1.5 s redirect, whose
   * "Redirecting to Credits & Subscriptions..." stayed on screen on the credits page itself.
   */
  const getTokens = useCallback(() => navigate(CREDITS_PATH), [navigate]);

  const start = useDeepAnalysisStart({
    noTokens: getTokens,
    starting: () =>
      toast({ title: ANALYSIS_MESSAGES.starting.title, description: ANALYSIS_MESSAGES.starting.message }),
    started: (deck, answer) => {
      const message = ANALYSIS_MESSAGES.started(answer.estimatedTime || DEFAULT_ESTIMATED_TIME);
      toast({ title: message.title, description: message.message });
      if (navigateOnStart) navigate(deepAnalysisPath(deck.id), { state: { from: 'dashboard' } });
    },
    refused: (_deck, refusal) => {
      const message = refusalText(refusal);
      toast({ title: message.title, description: message.message, variant: 'destructive' });
    },
  });
  const { balance, startingDeckId, activeDeckIds, request } = start;

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

  /** Runs the button's action: ask to start (then start), or the 'Get Tokens' redirect. */
  const press = useCallback(
    (deck: StartTarget, button: RunAnalysisButton) => {
      if (button.action === 'get-tokens') getTokens();
      else if (button.action === 'start') request(deck);
    },
    [getTokens, request],
  );

  return { getTokens, buttonFor, press, balance, startingDeckId, confirmation: start.confirmation };
}

/** The spec's toast for a refused start (401, 402, 409, anything else); nothing was charged. */
export function refusalText(refusal: StartRefusal): { title: string; message: string } {
  switch (refusal.kind) {
    case 'sign-in-required':
      return ANALYSIS_MESSAGES.authRequired;
    case 'hold-refused':
      return ANALYSIS_MESSAGES.insufficientBalance;
    case 'already-running':
      return ANALYSIS_MESSAGES.alreadyRunning;
    case 'refused':
      return ANALYSIS_MESSAGES.startRefused(refusal.message);
  }
}
