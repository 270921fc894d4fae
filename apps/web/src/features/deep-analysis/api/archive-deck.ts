import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { updateCachedDeck } from '@/lib/deck-cache';
import { DECKS_QUERY_KEY } from '@/lib/query-keys';

/** `PATCH /api/decks/:id {isArchived:true}`: the deck leaves the Analysis list for the Pitch Decks page. */
export function archiveDeck(deckId: string): Promise<Deck> {
  return api.patch<Deck>(`/decks/${encodeURIComponent(deckId)}`, { isArchived: true });
}

export function useArchiveDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deckId: string) => archiveDeck(deckId),
    onSuccess: (updated) => {
      updateCachedDeck(queryClient, updated.id, (deck) => ({ ...deck, ...updated }));
      return queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY });
    },
  });
}
