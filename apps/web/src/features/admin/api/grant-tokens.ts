import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow } from '@pitchscope/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { dispatchTokenBalanceUpdated } from '@/lib/events';
import { updateCachedUserRows } from './get-admin-users';
import { adminKeys, seg } from './query-keys';

export interface GrantTokensInput {
  userId: string;
  amount: number;
  reason: string;
}

/** Grants tokens to a user; the server records the grant with the admin's id. */
export const grantTokens = ({ userId, amount, reason }: GrantTokensInput) =>
  api.post<AdminUserRow>(`/admin/users/${seg(userId)}/tokens`, { amount, reason });

export const useGrantTokens = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantTokens,
    onSuccess: (row, { userId }) => {
      updateCachedUserRows(queryClient, row.id, () => row);
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      dispatchTokenBalanceUpdated(userId);
    },
  });
};
