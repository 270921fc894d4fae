import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { DECKS_QUERY_KEY } from './get-decks';
import { storeDeck } from './update-deck';

/** `POST /api/decks/:id/reread-with-model`: the model reads a deck read offline again (issue #38). */
export function rereadWithModel(id: string): Promise<Deck> {
  return api.post<Deck>(`/decks/${encodeURIComponent(id)}/reread-with-model`);
}

export function useRereadWithModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => rereadWithModel(id),
    onSuccess: (deck) => storeDeck(queryClient, deck),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
  });
}
