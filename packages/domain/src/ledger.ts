import { DEFAULT_NEW_USER_FREE_CREDITS, MIN_BALANCE_FOR_ANALYSIS } from './constants.ts';

export interface BalanceTotals {
  balance: number;
  totalEarned: number;
  totalSpent: number;
}

/**
 * Admin "Fix Balance" (spec accounts §4): the balance is the sum of all signed amounts, earned is
 * the sum of positive amounts, spent the sum of the absolute values of negative amounts.
 */
export function recalculateBalance(transactions: ReadonlyArray<{ amount: number }>): BalanceTotals {
  let totalEarned = 0;
  let totalSpent = 0;
  for (const { amount } of transactions) {
    if (!Number.isFinite(amount)) continue;
    if (amount > 0) totalEarned += amount;
    else totalSpent += -amount;
  }
  return { balance: totalEarned - totalSpent, totalEarned, totalSpent };
}

/** Holding a token for a deep analysis needs a balance of at least 1. */
export function canHoldToken(balance: number | null | undefined): boolean {
  return typeof balance === 'number' && Number.isFinite(balance) && balance >= MIN_BALANCE_FOR_ANALYSIS;
}

/** Free credits granted at first sign-in: the admin setting, or 2 when it is missing or zero. */
export function newUserCredits(setting: number | null | undefined): number {
  if (typeof setting !== 'number' || !Number.isFinite(setting) || setting <= 0) return DEFAULT_NEW_USER_FREE_CREDITS;
  return Math.floor(setting) || DEFAULT_NEW_USER_FREE_CREDITS;
}
