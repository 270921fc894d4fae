import { DEFAULT_NEW_USER_FREE_CREDITS, MIN_BALANCE_FOR_ANALYSIS } from './constants.ts';
import type { EscrowOutcome, TokenTransaction } from './contracts/accounts.ts';
import { LEDGER_REASONS } from './messages.ts';

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

/**
 * What became of a deep analysis's escrow (a `spent` row of an analysis): refunded once a refund row
 * exists, held while its run is Processing, else charged (the run completed, or its deck and run are gone
 * without a refund). Null for any other row, which has no outcome.
 */
export function escrowOutcome(
  transaction: { type: string; analysisId: string | null },
  run: { status: string | null; refunded: boolean },
): EscrowOutcome | null {
  if (transaction.type !== 'spent' || !transaction.analysisId) return null;
  if (run.refunded) return 'refunded';
  return run.status === 'Processing' ? 'held' : 'charged';
}

const ESCROW_REASONS: Record<EscrowOutcome, string> = {
  held: LEDGER_REASONS.escrow,
  charged: LEDGER_REASONS.escrowCharged,
  refunded: LEDGER_REASONS.escrowRefunded,
};

/** An escrow reads as what became of it, not as "Escrowed" long after its analysis ended; other rows keep theirs. */
export function ledgerReason(storedReason: string, outcome: EscrowOutcome | null): string {
  return outcome ? ESCROW_REASONS[outcome] : storedReason;
}

const TYPE_LABELS: Record<TokenTransaction['type'], string> = {
  granted: 'Granted',
  spent: 'Spent',
  refunded: 'Refunded',
};

const OUTCOME_LABELS: Record<EscrowOutcome, string> = {
  held: 'Held',
  charged: 'Charged',
  refunded: 'Refunded',
};

/** The token history's type column: an escrow says what became of its token rather than "Spent" while it may yet come back. */
export function transactionTypeLabel(transaction: Pick<TokenTransaction, 'type' | 'outcome'>): string {
  return transaction.outcome ? OUTCOME_LABELS[transaction.outcome] : TYPE_LABELS[transaction.type];
}
