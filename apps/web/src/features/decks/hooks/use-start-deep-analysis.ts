import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  DECK_LIST_REFRESH_AFTER_START_MS,
  DEFAULT_ESTIMATED_TIME,
  GET_TOKENS_REDIRECT_PITCH_DECKS_MS,
  MIN_BALANCE_FOR_ANALYSIS,
} from '@pitchscope/domain/constants';
import type { Deck, DeckSummary } from '@pitchscope/domain/contracts/decks';
import { ANALYSIS_MESSAGES, DECK_MESSAGES } from '@pitchscope/domain/messages';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useTokenBalance } from '@/lib/auth';
import { dispatchTokenBalanceUpdated } from '@/lib/events';
import { toast } from '@/hooks/use-toast';
import { DECKS_QUERY_KEY } from '../api/get-decks';
import { deckQueryKey } from '../api/get-deck';
import { startDeepAnalysis } from '../api/start-deep-analysis';

/** Where the "get more tokens" redirect goes (spec pitch-deck-handling §8; kept as the spec spells it). */
export const GET_TOKENS_PATH = '/credits-subscriptions';

/**
 * Starting a deep analysis from a deck card (spec pitch-deck-handling §4, §5.9, §8). The server holds the
 * token in escrow, marks the deck Processing + inDashboard and queues the job; this hook checks the
 * balance first, reports the outcome with the spec's toasts and ignores double clicks.
 */
export function useStartDeepAnalysis() {
  const balance = useTokenBalance();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inFlight = useRef(new Set<string>());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const [startingIds, setStartingIds] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  }, []);

  const insufficientTokens = useCallback(() => {
    const goToTokens = () => navigate(GET_TOKENS_PATH);
    toast({
      title: DECK_MESSAGES.insufficientTokens.title,
      description: DECK_MESSAGES.insufficientTokens.message,
      variant: 'destructive',
      onClick: goToTokens,
      className: 'cursor-pointer',
    });
    later(GET_TOKENS_REDIRECT_PITCH_DECKS_MS, goToTokens);
  }, [later, navigate]);

  const markStarted = useCallback(
    (deckId: string) => {
      const started = <T extends DeckSummary>(deck: T): T =>
        deck.id === deckId
          ? { ...deck, status: 'Processing', inDashboard: true, deepAnalysisStatus: 'Processing' }
          : deck;
      queryClient.setQueryData<DeckSummary[]>(DECKS_QUERY_KEY, (decks) => decks?.map(started));
      queryClient.setQueryData<Deck>(deckQueryKey(deckId), (deck) => (deck ? started(deck) : deck));
    },
    [queryClient],
  );

  const start = useCallback(
    async (deck: Pick<Deck, 'id' | 'companyName'>) => {
      if (inFlight.current.has(deck.id)) return;
      // The server checks again; an unknown balance (still loading) is left to it.
      if (balance !== undefined && balance < MIN_BALANCE_FOR_ANALYSIS) {
        insufficientTokens();
        return;
      }
      inFlight.current.add(deck.id);
      setStartingIds(new Set(inFlight.current));
      try {
        const answer = await startDeepAnalysis(deck.id);
        markStarted(deck.id);
        const message = DECK_MESSAGES.started(
          deck.companyName,
          answer.estimatedTime || DEFAULT_ESTIMATED_TIME,
        );
        toast({ title: message.title, description: message.message });
        dispatchTokenBalanceUpdated();
        later(
          DECK_LIST_REFRESH_AFTER_START_MS,
          () => void queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INSUFFICIENT_TOKENS') {
          insufficientTokens();
        } else if (error instanceof ApiError && error.code === 'ANALYSIS_ALREADY_RUNNING') {
          toast({
            title: ANALYSIS_MESSAGES.alreadyRunning.title,
            description: ANALYSIS_MESSAGES.alreadyRunning.message,
          });
          void queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY });
        } else {
          // The server marked the deck Failed and refunded the token.
          const message = DECK_MESSAGES.startFailed(deck.companyName, errorMessage(error, 'Unknown error'));
          toast({ title: message.title, description: message.message, variant: 'destructive' });
          dispatchTokenBalanceUpdated();
          void queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY });
        }
      } finally {
        inFlight.current.delete(deck.id);
        setStartingIds(new Set(inFlight.current));
      }
    },
    [balance, insufficientTokens, later, markStarted, queryClient],
  );

  return { start, isStarting: (id: string) => startingIds.has(id) };
}
