import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deck, MetadataField } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { DECKS_QUERY_KEY } from './get-decks';
import { storeDeck } from './update-deck';

/**
 * `POST /api/decks/:id/fields/:field/confirm`: the investor confirms a fact to check as the deck reads it
 * (ADR 0027); the answer carries the fact as theirs and the fit rated again.
 */
export function confirmDeckField(id: string, field: MetadataField): Promise<Deck> {
  return api.post<Deck>(`/decks/${encodeURIComponent(id)}/fields/${field}/confirm`);
}

export function useConfirmDeckField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, field }: { id: string; field: MetadataField }) => confirmDeckField(id, field),
    onSuccess: (deck) => storeDeck(queryClient, deck),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
  });
}
