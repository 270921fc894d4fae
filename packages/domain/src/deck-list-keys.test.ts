import { describe, expect, it } from 'vitest';
import { deckListKeys } from './deck-list-keys.ts';
import { toUsd } from './exchange-rates.ts';

function roundKey(roundSize: string): number | null {
  return deckListKeys({
    stage: 'Seed',
    industry: 'SaaS',
    roundSize,
    geography: 'Finland',
    investorFit: null,
    fieldSources: null,
  }).roundSizeMillions;
}

describe('deckListKeys round size', () => {
  it('sorts a round in another currency by its USD value', () => {
    expect(roundKey('₹2 Cr')).toBeCloseTo(toUsd(2e7, 'INR') / 1e6, 6);
    expect(roundKey('₹2 Cr')!).toBeLessThan(roundKey('$1M')!);
  });

  it('sorts a range by its lower end, and a round without a currency by its figure', () => {
    expect(roundKey('$2–5M')).toBe(2);
    expect(roundKey('150K')).toBe(0.15);
    expect(roundKey('Not specified')).toBeNull();
  });
});
