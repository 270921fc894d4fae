import { describe, expect, it } from 'vitest';
import { deckListKeys } from './deck-list-keys.ts';
import { toUsd } from './exchange-rates.ts';

function roundKey(roundSize: string): number | null {
  return deckListKeys({
    companyName: 'Brightloop',
    product: 'Energy sensors',
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

describe('deckListKeys of values the deck does not state (issue #36)', () => {
  const deck = {
    companyName: 'Quiet Quarry',
    product: "Quiet Quarry's Platform",
    stage: 'Pre-Seed',
    industry: 'Technology',
    roundSize: '$2M',
    geography: 'Helsinki, Finland',
    investorFit: null,
    fieldSources: {
      stage: { status: 'assumed' as const, slides: [] },
      industry: { status: 'assumed' as const, slides: [] },
      roundSize: { status: 'assumed' as const, slides: [] },
      geography: { status: 'stated' as const, slides: [1], confidence: 0.4 },
      product: { status: 'assumed' as const, slides: [] },
    },
  };

  it('keys an assumed stage, round and industry, and a location to check, as missing', () => {
    const keys = deckListKeys(deck);
    expect(keys.roundSizeMillions).toBeNull();
    expect(keys.stageRank).toBeNull();
    expect(keys.stageKey).toBe('Unknown');
    expect(keys.industryKey).toBeNull();
    expect(keys.locationKey).toBeNull();
    // Searched by its name alone: the assumed "technology", the made-up product or a location to check find nothing.
    expect(keys.searchText).toBe('quiet quarry');
  });

  it('keys the same values once stated or edited', () => {
    const keys = deckListKeys({
      ...deck,
      fieldSources: {
        stage: { status: 'user', slides: [] },
        roundSize: { status: 'stated', slides: [4] },
        industry: { status: 'inferred', slides: [2] },
      },
    });
    expect(keys.roundSizeMillions).toBe(2);
    expect(keys.stageKey).toBe('Pre-Seed');
    expect(keys.industryKey).toBe('technology');
    expect(keys.locationKey).toBe('helsinki, finland');
    expect(keys.searchText).toBe("quiet quarry quiet quarry's platform technology helsinki, finland");
  });
});
