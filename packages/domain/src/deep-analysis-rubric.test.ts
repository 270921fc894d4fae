import { describe, expect, it } from 'vitest';
import { redFitCriteria, scoreDeepAnalysis, tierFromScore, type RubricInput } from './deep-analysis-rubric.ts';

const ALL = ['Problem', 'Solution', 'Market', 'Competition', 'Business model', 'Traction', 'Team', 'Financials', 'Funding ask'];

const strong: RubricInput = {
  coveredSections: ALL,
  missingSections: [],
  tractionFigures: 4,
  namedPeople: 3,
  askAmountStated: true,
  ledgerFindings: [],
  staleData: false,
  placeholders: false,
  fit: { overallMatch: 'Green', stageFit: 'Green', checkSizeFit: 'Green', sectorAlignment: 'Green', geographyFit: 'Unknown' },
};

describe('scoreDeepAnalysis', () => {
  it('puts a complete, evidenced, in-mandate deck in Tier 1 (Hot)', () => {
    const r = scoreDeepAnalysis(strong);
    expect(r.score).toBe(8);
    expect(r.tier).toBe(1);
    expect(r.verdict).toBe('Hot');
    expect(r.caps).toEqual([]);
  });

  it('never gives Tier 1 to a deck with a Red fit criterion, and says why', () => {
    const r = scoreDeepAnalysis({ ...strong, fit: { ...strong.fit!, sectorAlignment: 'Red', overallMatch: 'Yellow' } });
    expect(r.scoreTier).toBe(1);
    expect(r.tier).toBe(3);
    expect(r.verdict).toBe('Needs Work');
    expect(r.caps.join(' ')).toContain('sector rated Red');
  });

  it('never gives Tier 1 to a deck whose core figures are inconsistent', () => {
    const r = scoreDeepAnalysis({
      ...strong,
      ledgerFindings: [{ check: 'market-order', severity: 'error', message: 'SAM exceeds TAM', pages: [4] }],
    });
    expect(r.deductions.points).toBe(2);
    expect(r.tier).toBe(2);
    expect(r.verdict).toBe('Promising');
    expect(r.caps.join(' ')).toContain('inconsistent');
  });

  it('lists every cap that applies to the score, the strictest deciding', () => {
    const r = scoreDeepAnalysis({
      ...strong,
      fit: { ...strong.fit!, stageFit: 'Red' },
      ledgerFindings: [{ check: 'mrr-vs-arr', severity: 'error', message: 'x', pages: [2] }],
    });
    expect(r.tier).toBe(3);
    expect(r.caps).toHaveLength(2);
  });

  it('caps a deck with no team or no funding ask at Tier 2', () => {
    const r = scoreDeepAnalysis({
      ...strong,
      coveredSections: ALL.filter((s) => s !== 'Team'),
      missingSections: ['Team'],
    });
    expect(r.completeness.points).toBe(4);
    expect(r.tier).toBe(2);
    expect(r.caps[0]).toMatch(/No team/);
  });

  it('deducts for warnings, stale data and template text, bounded, never below zero', () => {
    const warning = { check: 'freshness' as const, severity: 'warning' as const, message: 'old', pages: [3] };
    const r = scoreDeepAnalysis({ ...strong, ledgerFindings: [warning, warning, warning], staleData: true, placeholders: true });
    expect(r.deductions.points).toBe(4);
    expect(r.score).toBe(4);
    expect(r.tier).toBe(3);
    const empty = scoreDeepAnalysis({
      ...strong,
      coveredSections: [],
      missingSections: ALL,
      tractionFigures: 0,
      namedPeople: 0,
      askAmountStated: false,
      staleData: true,
    });
    expect(empty.score).toBe(0);
    expect(empty.tier).toBe(4);
    expect(empty.verdict).toBe('Pass');
  });

  it('does not reward or punish a deck the investor has no fit for', () => {
    expect(scoreDeepAnalysis({ ...strong, fit: null }).tier).toBe(1);
  });
});

describe('tierFromScore and redFitCriteria', () => {
  it('maps the score bands to tiers', () => {
    expect([8, 7, 6, 5, 4, 3, 2, 0].map(tierFromScore)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
  it('names the Red criteria only', () => {
    expect(redFitCriteria({ overallMatch: 'Red', stageFit: 'Red', checkSizeFit: 'Yellow', sectorAlignment: 'Red', geographyFit: 'Unknown' })).toEqual([
      'stage',
      'sector',
    ]);
    expect(redFitCriteria(null)).toEqual([]);
  });

  it('deducts for hidden text and keeps a deck with instructions aimed at a model out of Tiers 1 and 2', () => {
    const hidden = scoreDeepAnalysis({ ...strong, hiddenContent: { hiddenText: 1, instructions: 0 } });
    expect(hidden.score).toBe(scoreDeepAnalysis(strong).score - 1);
    expect(hidden.deductions.detail).toContain('hidden text a reader cannot see (−1)');
    const steered = scoreDeepAnalysis({ ...strong, hiddenContent: { hiddenText: 0, instructions: 1 } });
    expect(steered.scoreTier).toBe(1);
    expect(steered.tier).toBe(3);
    expect(steered.verdict).not.toBe('Hot');
    expect(steered.caps).toContain('The deck carries instructions aimed at an AI model: Tier 3 at best.');
  });
});
