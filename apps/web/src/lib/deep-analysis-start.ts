import { useCallback, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StartDeepAnalysisResponse } from '@pitchscope/domain/contracts/deep-analysis';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import { canHoldToken } from '@pitchscope/domain/ledger';
import { api, errorMessage, isApiError } from '@/lib/api-client';
import { clearAnalysisActive, isAnalysisActive, markAnalysisActive, useActiveAnalyses } from '@/lib/active-analyses';
import { useMe, useTokenBalance } from '@/lib/auth';
import { dispatchTokenBalanceUpdated } from '@/lib/events';
import { decksInCache, updateCachedDeck } from '@/lib/deck-cache';
import { DECKS_QUERY_KEY } from '@/lib/query-keys';

/**
 * `POST /api/decks/:id/deep-analysis`: the server holds one token in escrow, sets the deck to Processing
 * with inDashboard true and queues the job, all in one transaction (402 INSUFFICIENT_TOKENS when the
 * hold is refused, 409 ANALYSIS_ALREADY_RUNNING). A refused start has charged nothing.
 */
export function startDeepAnalysis(deckId: string): Promise<StartDeepAnalysisResponse> {
  return api.post<StartDeepAnalysisResponse>(`/decks/${encodeURIComponent(deckId)}/deep-analysis`);
}

export type StartTarget = Pick<DeckSummary, 'id' | 'companyName'> & {
  deepAnalysisStatus?: DeckSummary['deepAnalysisStatus'];
};

export type StartRefusal =
  | { kind: 'sign-in-required' }
  | { kind: 'hold-refused' }
  | { kind: 'already-running' }
  | { kind: 'refused'; message: string };

/** What the server's refusal means for the user; nothing was charged in any of these cases. */
export function startRefusal(error: unknown): StartRefusal {
  if (isApiError(error)) {
    if (error.status === 401) return { kind: 'sign-in-required' };
    if (error.status === 402 || error.code === 'INSUFFICIENT_TOKENS') return { kind: 'hold-refused' };
    if (error.code === 'ANALYSIS_ALREADY_RUNNING') return { kind: 'already-running' };
  }
  return { kind: 'refused', message: errorMessage(error, 'Unknown error').replace(/\.$/, '') };
}

/** How each place tells the outcome: the Pitch Decks and Analysis pages use different spec texts. */
export interface StartOutcomes {
  /** The balance is known to be below one token: nothing is asked or sent. */
  noTokens: () => void;
  /** Sent once the user confirmed, before the answer. */
  starting?: () => void;
  started: (deck: StartTarget, answer: StartDeepAnalysisResponse) => void;
  refused: (deck: StartTarget, refusal: StartRefusal) => void;
}

/** The confirmation a start waits for: the deck, what it costs, the balance it leaves. */
export interface StartConfirmation {
  deck: StartTarget | null;
  balance: number | null;
  confirm: () => Promise<void>;
  cancel: () => void;
}

function markProcessing(queryClient: QueryClient, deckId: string) {
  const processing = <T extends DeckSummary>(deck: T): T =>
    deck.id === deckId
      ? { ...deck, status: 'Processing', inDashboard: true, deepAnalysisStatus: 'Processing' }
      : deck;
  updateCachedDeck(queryClient, deckId, processing);
}

/**
 * The one way a deep analysis starts, wherever its button is: refused at once without a token, else the
 * user confirms the cost, then one POST per deck at a time (a double click or a second tab's start in
 * this page is refused), the caches show Processing and the balance is read again.
 */
export function useDeepAnalysisStart(outcomes: StartOutcomes) {
  const { data: me } = useMe();
  const balance = useTokenBalance();
  const queryClient = useQueryClient();
  const activeDeckIds = useActiveAnalyses();
  const [pending, setPending] = useState<StartTarget | null>(null);
  const [startingDeckId, setStartingDeckId] = useState<string | null>(null);
  const latest = useRef(outcomes);
  latest.current = outcomes;

  const request = useCallback(
    (deck: StartTarget) => {
      if (me === null) return latest.current.refused(deck, { kind: 'sign-in-required' });
      if (isAnalysisActive(deck.id)) return latest.current.refused(deck, { kind: 'already-running' });
      // An unknown balance (still loading) is left to the server, which checks again.
      if (balance !== undefined && !canHoldToken(balance)) return latest.current.noTokens();
      setPending(deck);
    },
    [balance, me],
  );

  const confirm = useCallback(async () => {
    const deck = pending;
    if (!deck) return;
    if (!markAnalysisActive(deck.id)) return latest.current.refused(deck, { kind: 'already-running' });
    setStartingDeckId(deck.id);
    latest.current.starting?.();
    try {
      const answer = await startDeepAnalysis(deck.id);
      markProcessing(queryClient, deck.id);
      latest.current.started(deck, answer);
    } catch (error) {
      latest.current.refused(deck, startRefusal(error));
      void queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY });
    } finally {
      dispatchTokenBalanceUpdated(me?.uid);
      clearAnalysisActive(deck.id);
      setStartingDeckId(null);
    }
  }, [me?.uid, pending, queryClient]);

  const confirmation: StartConfirmation = {
    deck: pending,
    balance: balance ?? null,
    confirm,
    cancel: useCallback(() => setPending(null), []),
  };

  return {
    request,
    confirmation,
    balance,
    startingDeckId,
    activeDeckIds,
    isStarting: (deckId: string) => startingDeckId === deckId,
  };
}



/**
 * A run that ends spends or refunds its token on the server; the balance shown (sidebar, buttons) is read
 * again whenever a deck polled under DECKS_QUERY_KEY leaves Processing. Returns the unsubscribe.
 */
export function refreshBalanceWhenAnalysesSettle(queryClient: QueryClient): () => void {
  const lastStatus = new Map<string, DeckSummary['deepAnalysisStatus']>();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== DECKS_QUERY_KEY[0]) return;
    let settled = false;
    for (const deck of decksInCache(event.query.state.data)) {
      if (lastStatus.get(deck.id) === 'Processing' && deck.deepAnalysisStatus !== 'Processing') settled = true;
      lastStatus.set(deck.id, deck.deepAnalysisStatus);
    }
    if (settled) dispatchTokenBalanceUpdated();
  });
}
