import { describe, expect, it } from 'vitest';
import { canHoldToken, newUserCredits, recalculateBalance } from './ledger.ts';

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
