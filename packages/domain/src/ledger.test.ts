import { describe, expect, it } from 'vitest';
import { LEDGER_REASONS } from './messages.ts';
import {
  canHoldToken,
  escrowOutcome,
  ledgerReason,
  newUserCredits,
  recalculateBalance,
  transactionTypeLabel,
} from './ledger.ts';

describe('recalculateBalance', () => {
  it('sums signed amounts; earned are the positives, spent the absolute negatives', () => {
    const history = [{ amount: 2 }, { amount: -1 }, { amount: 1 }, { amount: 40 }, { amount: -1 }];
    expect(recalculateBalance(history)).toEqual({ balance: 41, totalEarned: 43, totalSpent: 2 });
  });

  it('gives zeros for no transactions', () => {
    expect(recalculateBalance([])).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
  });
});

describe('canHoldToken', () => {
  it('needs a balance of at least 1', () => {
    expect(canHoldToken(1)).toBe(true);
    expect(canHoldToken(0.5)).toBe(false);
    expect(canHoldToken(0)).toBe(false);
    expect(canHoldToken(null)).toBe(false);
  });
});

describe('newUserCredits', () => {
  it('uses the admin setting, and 2 when it is missing or zero', () => {
    expect(newUserCredits(5)).toBe(5);
    expect(newUserCredits(0)).toBe(2);
    expect(newUserCredits(null)).toBe(2);
    expect(newUserCredits(undefined)).toBe(2);
  });
});

describe('escrowOutcome', () => {
  const escrow = { type: 'spent', analysisId: 'run-1' };

  it('is held while the run is processing, charged once it is not, refunded once a refund exists', () => {
    expect(escrowOutcome(escrow, { status: 'Processing', refunded: false })).toBe('held');
    expect(escrowOutcome(escrow, { status: 'Completed', refunded: false })).toBe('charged');
    expect(escrowOutcome(escrow, { status: 'Failed', refunded: true })).toBe('refunded');
    expect(escrowOutcome(escrow, { status: 'Processing', refunded: true })).toBe('refunded');
  });

  it('calls an escrow whose run and deck are gone, without a refund, charged', () => {
    expect(escrowOutcome(escrow, { status: null, refunded: false })).toBe('charged');
  });

  it('gives no outcome to grants, refunds, or a spend of no analysis', () => {
    expect(escrowOutcome({ type: 'granted', analysisId: null }, { status: null, refunded: false })).toBeNull();
    expect(escrowOutcome({ type: 'refunded', analysisId: 'run-1' }, { status: 'Failed', refunded: true })).toBeNull();
    expect(escrowOutcome({ type: 'spent', analysisId: null }, { status: null, refunded: false })).toBeNull();
  });
});

describe('ledgerReason and transactionTypeLabel', () => {
  it('name an escrow by its outcome and leave other rows as stored', () => {
    expect(ledgerReason(LEDGER_REASONS.escrow, 'charged')).toBe(LEDGER_REASONS.escrowCharged);
    expect(ledgerReason(LEDGER_REASONS.escrow, 'refunded')).toBe(LEDGER_REASONS.escrowRefunded);
    expect(ledgerReason(LEDGER_REASONS.escrow, 'held')).toBe(LEDGER_REASONS.escrow);
    expect(ledgerReason('Admin grant', null)).toBe('Admin grant');
    expect(transactionTypeLabel({ type: 'spent', outcome: 'held' })).toBe('Held');
    expect(transactionTypeLabel({ type: 'spent', outcome: 'charged' })).toBe('Charged');
    expect(transactionTypeLabel({ type: 'spent', outcome: null })).toBe('Spent');
    expect(transactionTypeLabel({ type: 'granted', outcome: null })).toBe('Granted');
  });
});
