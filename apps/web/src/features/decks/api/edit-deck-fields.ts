import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deck, DeckFieldsPatch } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { DECKS_QUERY_KEY } from './get-decks';
import { storeDeck } from './update-deck';

/** `PATCH /api/decks/:id/fields`: the owner corrects deck facts; the answer carries the fit rated again. */
export function editDeckFields(id: string, patch: DeckFieldsPatch): Promise<Deck> {
  return api.patch<Deck>(`/decks/${encodeURIComponent(id)}/fields`, patch);
}

export function useEditDeckFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DeckFieldsPatch }) => editDeckFields(id, patch),
    onSuccess: (deck) => storeDeck(queryClient, deck),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
  });
}
