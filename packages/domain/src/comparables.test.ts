import { describe, expect, it } from 'vitest';
import {
  COMPARABLE_MIN_SCORE,
  COMPARABLE_WEIGHTS,
  founderNames,
  pipelineOutcome,
  rankComparables,
  scoreComparable,
  seenBeforeMatch,
  websiteDomain,
  type ComparableKeys,
} from './comparables.ts';
import { wordSignature } from './duplicates.ts';

const keys = (overrides: Partial<ComparableKeys> = {}): ComparableKeys => ({
  industryKey: 'energy / cleantech',
  stageKey: 'Seed',
  stageRank: 2,
  roundSizeMillions: 1.5,
  wordSignature: wordSignature('clip-on energy sensors for restaurants kitchens appliances monitoring'),
  ...overrides,
});

describe('scoreComparable', () => {
  it('scores identical keys and text as fully alike, with every reason', () => {
    const result = scoreComparable(keys(), keys());
    expect(result.score).toBe(1);
    expect(result.reasons).toEqual(['sector', 'text', 'stage', 'round']);
  });

  it('counts nothing a deck does not state: two silent decks are not alike', () => {
    const silent = keys({ industryKey: null, stageKey: 'Unknown', stageRank: null, roundSizeMillions: null, wordSignature: [] });
    expect(scoreComparable(silent, silent)).toEqual({ score: 0, reasons: [] });
  });

  it('gives half the stage weight to the next stage, none further, and rounds within twice each other', () => {
    const base = { industryKey: null, wordSignature: [] as number[] };
    const next = scoreComparable(keys({ ...base, roundSizeMillions: null }), keys({ ...base, stageRank: 3, roundSizeMillions: null }));
    expect(next.score).toBeCloseTo(COMPARABLE_WEIGHTS.stage / 2);
    const far = scoreComparable(keys({ ...base, roundSizeMillions: null }), keys({ ...base, stageRank: 5, roundSizeMillions: null }));
    expect(far.score).toBe(0);
    const round = scoreComparable(keys({ ...base, stageRank: null }), keys({ ...base, stageRank: null, roundSizeMillions: 2.9 }));
    expect(round).toEqual({ score: COMPARABLE_WEIGHTS.round, reasons: ['round'] });
    expect(scoreComparable(keys({ ...base, stageRank: null }), keys({ ...base, stageRank: null, roundSizeMillions: 3.1 })).score).toBe(0);
  });

  it('scores decks about other things lower on text than decks about the same thing', () => {
    const vineyards = keys({ wordSignature: wordSignature('solar soil probes valves vineyards irrigation hectares water') });
    const kitchens = keys({ wordSignature: wordSignature('energy sensors restaurants kitchens appliances monitoring idle') });
    expect(scoreComparable(keys(), kitchens).score).toBeGreaterThan(scoreComparable(keys(), vineyards).score);
  });
});

describe('rankComparables', () => {
  it('keeps the best five above the minimum, best first, newest first on a tie', () => {
    const candidates = Array.from({ length: 8 }, (_, i) => ({
      id: `d${i}`,
      uploadedAt: `2025-0${i + 1}-01T00:00:00.000Z`,
      ...keys({ industryKey: i < 6 ? 'energy / cleantech' : 'fintech', wordSignature: [] }),
    }));
    const ranked = rankComparables(keys(), candidates);
    expect(ranked).toHaveLength(5);
    expect(ranked.map((deck) => deck.id)).toEqual(['d5', 'd4', 'd3', 'd2', 'd1']);
    expect(ranked.every((deck) => deck.score >= COMPARABLE_MIN_SCORE)).toBe(true);
    const unalike = rankComparables(keys(), [{ id: 'x', uploadedAt: '2025-01-01', ...keys({ industryKey: 'fintech', stageRank: 6, roundSizeMillions: 40, wordSignature: [] }) }]);
    expect(unalike).toEqual([]);
  });
});

describe('seen before', () => {
  it('reads founders from the key-people fact without their roles', () => {
    expect(founderNames('Anna Virtanen (CEO); Mikko Laine (CTO)\nMadonna (Advisor)')).toEqual(['anna virtanen', 'mikko laine']);
    expect(founderNames('Jane Doe, CEO; John Roe – CTO')).toEqual(['jane doe', 'john roe']);
    expect(founderNames('')).toEqual([]);
    expect(founderNames('Not specified')).toEqual([]);
  });

  it('reads a website as its host', () => {
    expect(websiteDomain('https://www.Brightloop.io/about')).toBe('brightloop.io');
    expect(websiteDomain('brightloop.io')).toBe('brightloop.io');
    expect(websiteDomain('Not specified')).toBe('');
  });

  it('matches the same company by name or website, and the same founders under a new name', () => {
    const deck = { companyName: 'Brightloop Oy', website: 'brightloop.io', keyPeople: 'Anna Virtanen (CEO)' };
    expect(seenBeforeMatch(deck, { companyName: 'Brightloop', website: '', keyPeople: '' })).toEqual({ matches: ['company'], sharedFounders: [] });
    expect(seenBeforeMatch(deck, { companyName: 'Lumo Energy', website: 'https://brightloop.io', keyPeople: '' })?.matches).toEqual(['website']);
    expect(seenBeforeMatch(deck, { companyName: 'Kitchen Watt', website: 'kitchenwatt.com', keyPeople: 'Anna Virtanen (Founder); Ole Berg (CTO)' })).toEqual({
      matches: ['founders'],
      sharedFounders: ['anna virtanen'],
    });
    expect(seenBeforeMatch(deck, { companyName: 'Vinea', website: 'vinea.es', keyPeople: 'Lucia Ferreira (CEO)' })).toBeNull();
    expect(seenBeforeMatch({ ...deck, companyName: 'Unknown Company' }, { companyName: 'Unknown Company', website: '', keyPeople: '' })).toBeNull();
  });

  it('writes the outcome as the pipeline left it', () => {
    expect(pipelineOutcome({ stageId: 'passed', stageName: 'Passed', passReason: 'traction', movedAt: '2025-03-14T10:00:00.000Z' })).toBe('Passed: traction, 2025-03');
    expect(pipelineOutcome({ stageId: 'due-diligence', stageName: 'Due diligence', passReason: null, movedAt: '2025-05-01T00:00:00.000Z' })).toBe('Due diligence, 2025-05');
    expect(pipelineOutcome({ stageId: 'new', stageName: 'New', passReason: null, movedAt: null })).toBe('New');
  });
});
