import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDeckRow } from '@pitchscope/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys, seg } from './query-keys';

/** Deletes a deck permanently (file, content, analyses). */
export const deleteAdminDeck = (deckId: string) => api.delete<{ ok: true }>(`/admin/decks/${seg(deckId)}`);

export const useDeleteAdminDeck = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminDeck,
    onSuccess: (_result, deckId) => {
      queryClient.setQueryData<AdminDeckRow[]>(adminKeys.decks, (rows) =>
        rows?.filter((row) => row.id !== deckId),
      );
      queryClient.removeQueries({ queryKey: adminKeys.deckRaw(deckId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.analytics });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
};
