import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecalculationResult } from '@pitchscope/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { dispatchTokenBalanceUpdated } from '@/lib/events';
import { adminKeys, seg } from './query-keys';

/** "Fix Balance": recomputes a user's balance from the transaction history. */
export const recalculateBalance = (userId: string) =>
  api.post<RecalculationResult>(`/admin/users/${seg(userId)}/recalculate-balance`);

export const useRecalculateBalance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recalculateBalance,
    onSuccess: (_result, userId) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      dispatchTokenBalanceUpdated(userId);
    },
  });
};
