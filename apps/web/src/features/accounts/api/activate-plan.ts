import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@pitchscope/domain/contracts/accounts';
import type { CheckoutPlan } from '@pitchscope/domain/constants';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth';
import { dispatchTokenBalanceUpdated } from '@/lib/events';

/** `POST /api/checkout`: activates a plan on the user's subscription fields (no real payment). */
export function activatePlan(plan: CheckoutPlan): Promise<Me> {
  return api.post<Me>('/checkout', { plan });
}

export function useActivatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activatePlan,
    onSuccess: (me) => {
      queryClient.setQueryData(ME_QUERY_KEY, me);
      dispatchTokenBalanceUpdated(me.uid);
    },
  });
}
