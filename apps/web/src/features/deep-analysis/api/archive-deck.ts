import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { decksQueryKey } from './get-decks';

/** `PATCH /api/decks/:id {isArchived:true}`: the deck leaves the Analysis list for the Pitch Decks page. */
export function archiveDeck(deckId: string): Promise<Deck> {
  return api.patch<Deck>(`/decks/${encodeURIComponent(deckId)}`, { isArchived: true });
}

export function useArchiveDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deckId: string) => archiveDeck(deckId),
    onSuccess: (updated) => {
      queryClient.setQueryData<Deck[]>(decksQueryKey, (decks) =>
        decks?.map((deck) => (deck.id === updated.id ? { ...deck, ...updated } : deck)),
      );
      return queryClient.invalidateQueries({ queryKey: decksQueryKey });
    },
  });
}
