import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DECK_LIST_REFRESH_AFTER_START_MS, DEFAULT_ESTIMATED_TIME } from '@pitchscope/domain/constants';
import { ANALYSIS_MESSAGES, DECK_MESSAGES } from '@pitchscope/domain/messages';
import { useDeepAnalysisStart, type StartRefusal, type StartTarget } from '@/lib/deep-analysis-start';
import { CREDITS_PATH } from '@/lib/app-paths';
import { DECKS_QUERY_KEY } from '@/lib/query-keys';
import { toast } from '@/hooks/use-toast';

/**
 * Starting a deep analysis from the Pitch Decks pages (spec pitch-deck-handling §4, §5.9, §8), told with
 * that page's texts: the shared start flow asks for confirmation and sends the request.
 */
export function useStartDeepAnalysis() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  }, []);

  // Reached only when the balance ran out after the page showed the Run button: straight to the credits
  // page, without the spec's toast, which said "click here" and stayed on screen once already there.
  const noTokens = useCallback(() => navigate(CREDITS_PATH), [navigate]);

  const refused = useCallback(
    (deck: StartTarget, refusal: StartRefusal) => {
      const text = refusalText(deck, refusal);
      toast({ title: text.title, description: text.message, variant: 'destructive' });
    },
    [],
  );

  return useDeepAnalysisStart({
    noTokens,
    refused,
    started: (deck, answer) => {
      const message = DECK_MESSAGES.started(deck.companyName, answer.estimatedTime || DEFAULT_ESTIMATED_TIME);
      toast({ title: message.title, description: message.message });
      later(DECK_LIST_REFRESH_AFTER_START_MS, () => void queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }));
    },
  });
}

function refusalText(deck: StartTarget, refusal: StartRefusal): { title: string; message: string } {
  switch (refusal.kind) {
    case 'sign-in-required':
      return ANALYSIS_MESSAGES.authRequired;
    case 'hold-refused':
      return DECK_MESSAGES.holdFailed;
    case 'already-running':
      return ANALYSIS_MESSAGES.alreadyRunning;
    case 'refused':
      return DECK_MESSAGES.startRefused(deck.companyName, refusal.message);
  }
}
