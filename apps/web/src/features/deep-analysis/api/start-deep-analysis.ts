import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartDeepAnalysisResponse } from '@pitchscope/domain/contracts/deep-analysis';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { deckQueryKey } from './get-deck';
import { decksQueryKey } from './get-decks';

/**
 * `POST /api/decks/:id/deep-analysis`: holds one token and starts the deep research
 * (402 INSUFFICIENT_TOKENS, 409 ANALYSIS_ALREADY_RUNNING).
 */
export function startDeepAnalysis(deckId: string): Promise<StartDeepAnalysisResponse> {
  return api.post<StartDeepAnalysisResponse>(`/decks/${encodeURIComponent(deckId)}/deep-analysis`);
}

export function useStartDeepAnalysisMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deckId: string) => startDeepAnalysis(deckId),
    onSuccess: (_started, deckId) => {
      // The server now reads Processing; show it at once rather than after the refetch.
      const processing = (deck: Deck): Deck =>
        deck.id === deckId ? { ...deck, deepAnalysisStatus: 'Processing', inDashboard: true } : deck;
      queryClient.setQueryData<Deck[]>(decksQueryKey, (decks) => decks?.map(processing));
      queryClient.setQueryData<Deck>(deckQueryKey(deckId), (deck) => (deck ? processing(deck) : deck));
    },
    // Success or failure, the deck's status changed on the server (Processing, or Failed and refunded).
    onSettled: () => queryClient.invalidateQueries({ queryKey: decksQueryKey }),
  });
}
