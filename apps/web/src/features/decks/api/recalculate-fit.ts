import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { DECKS_QUERY_KEY } from './get-decks';
import { storeDeck } from './update-deck';

/** `POST /api/decks/:id/recalculate-fit`: the retry of a missing or Unknown investor fit. */
export function recalculateFit(id: string): Promise<Deck> {
  return api.post<Deck>(`/decks/${encodeURIComponent(id)}/recalculate-fit`);
}

export function useRecalculateFit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => recalculateFit(id),
    onSuccess: (deck) => storeDeck(queryClient, deck),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
  });
}
