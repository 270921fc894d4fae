import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCachedDeck } from '@/lib/deck-cache';
import { api } from '@/lib/api-client';
import { DECKS_QUERY_KEY } from './get-decks';

/** `POST /api/decks/:id/hide`: permanent hide of an archived deck (recoverable only through support). */
export function hideDeck(id: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(`/decks/${encodeURIComponent(id)}/hide`);
}

export function useHideDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => hideDeck(id),
    onSuccess: (_answer, id) => updateCachedDeck(queryClient, id, () => null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
  });
}
