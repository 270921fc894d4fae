import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { updateCachedDeck } from '@/lib/deck-cache';
import { api } from '@/lib/api-client';
import { DECKS_QUERY_KEY } from './get-decks';
import { deckQueryKey } from './get-deck';

export interface DeckPatch {
  starred?: boolean;
  isArchived?: boolean;
  inDashboard?: boolean;
}

/** `PATCH /api/decks/:id` (star, archive, restore, dashboard membership). */
export function updateDeck(id: string, patch: DeckPatch): Promise<Deck> {
  return api.patch<Deck>(`/decks/${encodeURIComponent(id)}`, patch);
}

/** Puts the answered deck into the list and detail caches so the card changes at once. */
export function storeDeck(queryClient: ReturnType<typeof useQueryClient>, deck: Deck): void {
  updateCachedDeck(queryClient, deck.id, (item) => ({ ...item, ...deck }));
  queryClient.setQueryData<Deck>(deckQueryKey(deck.id), deck);
}

export function useUpdateDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DeckPatch }) => updateDeck(id, patch),
    onSuccess: (deck) => storeDeck(queryClient, deck),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
  });
}
