import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateCachedUserRows } from './get-admin-users';
import { adminKeys, seg } from './query-keys';

/** Deletes a (non-admin) user with all their decks and token transactions; the server answers 409 for an admin. */
export const deleteAdminUser = (userId: string) => api.delete<{ ok: true }>(`/admin/users/${seg(userId)}`);

export const useDeleteAdminUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: (_result, userId) => {
      updateCachedUserRows(queryClient, userId, () => null);
      void queryClient.invalidateQueries({ queryKey: adminKeys.decks });
      void queryClient.invalidateQueries({ queryKey: adminKeys.analytics });
    },
  });
};
