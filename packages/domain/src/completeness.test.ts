import { describe, expect, it } from 'vitest';
import { PROFILE_DEFAULTS } from './constants.ts';
import {
  isDefaultOrIncompleteProfile,
  isFirstTimeSetup,
  postSignInPath,
  profileCompleteness,
} from './completeness.ts';

const defaults = { ...PROFILE_DEFAULTS };

const complete = {
  ...PROFILE_DEFAULTS,
  investmentFocus: ['Fintech', 'SaaS / Software'],
  investmentStages: ['Pre-Seed', 'Seed'],
  investorType: 'Venture Capital (VC)',
  ticketSizeMin: 100_000,
  ticketSizeMax: 1_000_000,
  targetOwnershipMin: 8,
  targetOwnershipMax: 15,
  excludedCategories: ['Gambling'],
  investmentThesis: 'We back technical founders building B2B infrastructure for Nordic SMEs.',
  targetGeographies: ['Nordics', 'Baltics'],
};

describe('isDefaultOrIncompleteProfile', () => {
  it('is true for no profile and for the untouched defaults', () => {
    expect(isDefaultOrIncompleteProfile(null)).toBe(true);
    expect(isDefaultOrIncompleteProfile(defaults)).toBe(true);
    expect(isDefaultOrIncompleteProfile({ ...defaults, investmentFocus: [], investmentStages: [] })).toBe(true);
  });

  it('is false as soon as one of the four conditions no longer holds', () => {
    expect(isDefaultOrIncompleteProfile({ ...defaults, investmentFocus: ['Fintech'] })).toBe(false);
    expect(isDefaultOrIncompleteProfile({ ...defaults, investmentStages: ['Seed'] })).toBe(false);
    expect(isDefaultOrIncompleteProfile({ ...defaults, investorType: 'Angel Investor' })).toBe(false);
    expect(isDefaultOrIncompleteProfile({ ...defaults, ticketSizeMax: 5_000_000 })).toBe(false);
  });
});

describe('profileCompleteness', () => {
  it('scores the defaults 2/8 (agnostic focus and stages at 0.5, excluded categories present) → 25%', () => {
    const result = profileCompleteness(defaults);
    expect(result.score).toBeCloseTo(2 / 8, 10);
    expect(result.percent).toBe(25);
  });

  it('lists the missing parts in the spec sentence', () => {
    expect(profileCompleteness(defaults).hint).toBe(
      'Complete your investment focus, investment stages, investor type in investor profile for better analysis.',
    );
    expect(profileCompleteness({ ...complete, investorType: '' }).hint).toBe(
      'Complete your investor type in investor profile for better analysis.',
    );
  });

  it('scores a complete profile 100% and suggests refining it', () => {
    const result = profileCompleteness(complete);
    expect(result.percent).toBe(100);
    expect(result.missing).toEqual([]);
    expect(result.hint).toBe('Consider refining your investor profile for better deal matching.');
  });

  it('counts each of the 8 parts: the 7 of the spec and target geographies', () => {
    const parts = (profile: object) => Object.fromEntries(profileCompleteness(profile).parts.map((p) => [p.part, p.score]));
    expect(parts(defaults)).toEqual({
      'investment focus': 0.5,
      'investment stages': 0.5,
      'investor type': 0,
      'ticket size': 0,
      'target ownership': 0,
      'excluded categories': 1,
      'investment thesis': 0,
      'target geographies': 0,
    });
    expect(parts({ ...defaults, targetGeographies: ['Global'] })['target geographies']).toBe(0.5);
    expect(parts({ ...defaults, targetGeographies: ['Europe'] })['target geographies']).toBe(1);
    expect(parts({ ...defaults, investmentFocus: [], excludedCategories: [], customExcludedCategories: 'Crypto' })).toMatchObject({
      'investment focus': 0,
      'excluded categories': 1,
    });
  });

  it('gives the ownership part only for a range changed from 5–25, and agnostic choices half a part', () => {
    const parts = (profile: object) => Object.fromEntries(profileCompleteness(profile).parts.map((p) => [p.part, p.score]));
    expect(parts({ ...defaults, targetOwnershipMin: 10 })['target ownership']).toBe(1);
    expect(parts({ ...defaults, targetOwnershipMax: 20 })['target ownership']).toBe(1);
    expect(parts({ ...defaults, targetOwnershipMin: 5, targetOwnershipMax: 25 })['target ownership']).toBe(0);
    expect(parts({ ...defaults, investmentFocus: ['Industry Agnostic'] })['investment focus']).toBe(0.5);
    expect(parts({ ...defaults, investmentFocus: ['Fintech'] })['investment focus']).toBe(1);
    expect(parts({ ...defaults, investmentStages: ['Stage Agnostic'] })['investment stages']).toBe(0.5);
    expect(parts({ ...defaults, investmentStages: ['Seed'] })['investment stages']).toBe(1);
  });

  it('counts the thesis only above 50 characters', () => {
    const thesis = (length: number) => profileCompleteness({ ...complete, investmentThesis: 'x'.repeat(length) }).percent;
    expect(thesis(50)).toBe(88);
    expect(thesis(51)).toBe(100);
  });

  it('counts a range the user set, even to its default, and one changed from the default', () => {
    const parts = (profile: object) => Object.fromEntries(profileCompleteness(profile).parts.map((p) => [p.part, p.score]));
    expect(parts({ ...defaults, rangesSetByUser: ['ticketSize'] })).toMatchObject({ 'ticket size': 1, 'target ownership': 0 });
    expect(parts({ ...defaults, rangesSetByUser: ['targetOwnership'] })).toMatchObject({ 'ticket size': 0, 'target ownership': 1 });
    // A stored profile from before the field: the spec's reading, a range counts once changed from the default.
    expect(parts({ ...defaults, ticketSizeMin: 100_000 })['ticket size']).toBe(1);
  });

  it('reaches 100% when every shown field is filled, the ranges kept at their defaults', () => {
    const filled = {
      ...complete,
      ticketSizeMin: PROFILE_DEFAULTS.ticketSizeMin,
      ticketSizeMax: PROFILE_DEFAULTS.ticketSizeMax,
      targetOwnershipMin: PROFILE_DEFAULTS.targetOwnershipMin,
      targetOwnershipMax: PROFILE_DEFAULTS.targetOwnershipMax,
    };
    expect(profileCompleteness(filled).percent).toBe(75);
    expect(profileCompleteness({ ...filled, rangesSetByUser: ['ticketSize', 'targetOwnership'] }).percent).toBe(100);
  });

  it('invites a user without a profile to create one', () => {
    expect(profileCompleteness(null)).toMatchObject({
      percent: 0,
      hint: 'Complete your investor profile to get better deal matching and more accurate analysis.',
    });
  });
});

describe('first-time setup and routing', () => {
  it('is first-time setup without a profile or with an empty focus', () => {
    expect(isFirstTimeSetup(null)).toBe(true);
    expect(isFirstTimeSetup({ ...defaults, investmentFocus: [] })).toBe(true);
    expect(isFirstTimeSetup(defaults)).toBe(false);
  });

  it('sends a user with at least one focus to /pitch-decks, else to /settings', () => {
    expect(postSignInPath({ investmentFocus: ['Industry Agnostic'] })).toBe('/pitch-decks');
    expect(postSignInPath({ investmentFocus: [] })).toBe('/settings');
    expect(postSignInPath(null)).toBe('/settings');
  });
});
