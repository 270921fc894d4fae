/**
 * Window event that asks every live token balance to refetch (spec accounts §2.6, §7): dispatched after
 * a grant, an upload, a deep-analysis start or a refund. The detail optionally names the user.
 */
export const TOKEN_BALANCE_UPDATED = 'tokenBalanceUpdated';

export interface TokenBalanceUpdatedDetail {
  userId?: string;
}

export function dispatchTokenBalanceUpdated(userId?: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(
    new CustomEvent<TokenBalanceUpdatedDetail>(TOKEN_BALANCE_UPDATED, { detail: userId ? { userId } : {} }),
  );
}
