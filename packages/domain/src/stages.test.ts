import { describe, expect, it } from 'vitest';
import { STAGES } from './constants.ts';
import { CANONICAL_STAGES, canonicalStage, compareStage, isStageAgnostic } from './stages.ts';

describe('canonicalStage', () => {
  it('reads every profile option as itself', () => {
    for (const stage of CANONICAL_STAGES) expect(canonicalStage(stage), stage).toBe(stage);
    expect(CANONICAL_STAGES).toEqual(STAGES.filter((stage) => stage !== 'Stage Agnostic'));
  });

  it('reads the usual spellings and synonyms', () => {
    const cases: Array<[string, string]> = [
      ['pre seed', 'Pre-Seed'],
      ['preseed', 'Pre-Seed'],
      ['PRE_SEED round', 'Pre-Seed'],
      ['Friends & Family', 'Pre-Seed'],
      ['seed', 'Seed'],
      ['Seed+', 'Seed'],
      ['Series Seed', 'Seed'],
      ['Angel', 'Seed'],
      ['Pre-Series A', 'Seed'],
      ['series-a', 'Series A'],
      ['Series A2 extension', 'Series A'],
      ['seriesb', 'Series B'],
      ['B round', 'Series B'],
      ['Series C', 'Series C'],
      ['Series E', 'Series D+'],
      ['Series D+', 'Series D+'],
      ['Late stage', 'Growth'],
      ['pre ipo', 'Pre-IPO'],
    ];
    for (const [text, stage] of cases) expect(canonicalStage(text), text).toBe(stage);
  });

  it('names no stage for text that is not one', () => {
    for (const text of ['', null, undefined, 'Not specified', 'Bootstrapped', 'raising a round', 'a series of pilots']) {
      expect(canonicalStage(text), String(text)).toBeNull();
    }
  });
});

describe('compareStage', () => {
  it('does not match Pre-Seed to a Seed-only profile, nor Seed to a Pre-Seed-only one', () => {
    expect(compareStage('Pre-Seed', ['Seed'])).toBe('mismatch');
    expect(compareStage('Seed', ['Pre-Seed'])).toBe('mismatch');
  });

  it('matches Series A to Series A only', () => {
    expect(compareStage('series-a', ['Series A'])).toBe('match');
    expect(compareStage('Series A', ['Series B', 'Series C'])).toBe('mismatch');
    expect(compareStage('Series B', ['Series A'])).toBe('mismatch');
  });

  it('matches every stage for an agnostic or empty profile', () => {
    expect(isStageAgnostic(['Stage Agnostic'])).toBe(true);
    expect(isStageAgnostic([])).toBe(true);
    expect(isStageAgnostic(['Seed'])).toBe(false);
    expect(compareStage('Series D', ['Stage Agnostic'])).toBe('agnostic');
  });

  it('cannot compare a stage it does not recognise, unless the profile names it literally', () => {
    expect(compareStage('Bootstrapped', ['Seed'])).toBe('unrecognised');
    expect(compareStage('Bootstrapped', ['bootstrapped'])).toBe('match');
  });
});
