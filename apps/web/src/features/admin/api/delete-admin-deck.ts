import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { removeCachedDeckRow } from './get-admin-decks';
import { adminKeys, seg } from './query-keys';

/** Deletes a deck permanently (file, content, analyses). */
export const deleteAdminDeck = (deckId: string) => api.delete<{ ok: true }>(`/admin/decks/${seg(deckId)}`);

export const useDeleteAdminDeck = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminDeck,
    onSuccess: (_result, deckId) => {
      removeCachedDeckRow(queryClient, deckId);
      queryClient.removeQueries({ queryKey: adminKeys.deckRaw(deckId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.analytics });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
};
