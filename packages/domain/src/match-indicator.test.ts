import { describe, expect, it } from 'vitest';
import type { FieldSources } from './contracts/decks.ts';
import { matchIndicator, matchLabel, matchScore } from './match-indicator.ts';

const profile = { investmentStages: ['Seed', 'Series A'], investmentFocus: ['Fintech'] };

describe('matchScore', () => {
  it('adds 0.5 for a stage in the profile and 0.5 for an industry in the focus', () => {
    expect(matchScore({ stage: 'Seed', industry: 'Fintech' }, profile)).toBe(1);
    expect(matchScore({ stage: 'seed', industry: 'Edtech' }, profile)).toBe(0.5);
    expect(matchScore({ stage: 'Series B', industry: 'Fintech' }, profile)).toBe(0.5);
    expect(matchScore({ stage: 'Series B', industry: 'Edtech' }, profile)).toBe(0);
  });

  it('counts agnostic entries as matching anything', () => {
    const agnostic = { investmentStages: ['Stage Agnostic'], investmentFocus: ['Industry Agnostic'] };
    expect(matchScore({ stage: 'Series B', industry: 'Edtech' }, agnostic)).toBe(1);
  });

  it('compares stages as stages: Pre-Seed is not Seed, "series-a" is Series A', () => {
    expect(matchScore({ stage: 'Pre-Seed', industry: 'Edtech' }, profile)).toBe(0);
    expect(matchScore({ stage: 'series-a', industry: 'Edtech' }, profile)).toBe(0.5);
  });

  it('gives nothing for an assumed or not-found value, even to an agnostic profile', () => {
    const agnostic = { investmentStages: ['Stage Agnostic'], investmentFocus: ['Industry Agnostic'] };
    const fieldSources: FieldSources = {
      stage: { status: 'assumed', slides: [] },
      industry: { status: 'not_found', slides: [] },
    };
    expect(matchScore({ stage: 'Seed', industry: 'Fintech', fieldSources }, profile)).toBe(0);
    expect(matchScore({ stage: 'Seed', industry: 'Fintech', fieldSources }, agnostic)).toBe(0);
  });

  it('is 0 without a profile', () => {
    expect(matchScore({ stage: 'Seed', industry: 'Fintech' }, null)).toBe(0);
  });
});

describe('matchLabel', () => {
  it('labels at 0.8, 0.6, 0.4 and 0.2', () => {
    expect(matchLabel(0.8)).toBe('Excellent');
    expect(matchLabel(0.79)).toBe('Good');
    expect(matchLabel(0.6)).toBe('Good');
    expect(matchLabel(0.4)).toBe('Moderate');
    expect(matchLabel(0.2)).toBe('Low');
    expect(matchLabel(0.19)).toBe('Poor');
  });

  it('reads the indicator of a deck', () => {
    expect(matchIndicator({ stage: 'Seed', industry: 'Edtech' }, profile)).toEqual({
      score: 0.5,
      percent: 50,
      label: 'Moderate',
      text: 'Stage & sector overlap: 50% (Moderate)',
    });
  });

  it('is named apart from the overall fit, so it never reads as a match label', () => {
    for (const deck of [{ stage: 'Seed', industry: 'Fintech' }, { stage: 'Series C', industry: 'Edtech' }]) {
      expect(matchIndicator(deck, profile).text).not.toMatch(/Match/);
    }
  });
});
