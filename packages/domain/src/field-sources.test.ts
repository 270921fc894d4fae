import { describe, expect, it } from 'vitest';
import { FACT_CONFIDENCE_THRESHOLD } from './constants.ts';
import type { FieldSource } from './contracts/decks.ts';
import { applyFieldEdits, isConfirmation, lastEditOf, type DeckFacts } from './field-edits.ts';
import {
  deckFactFields,
  evidenceSlideOf,
  factState,
  factStateOf,
  factStates,
  factText,
  factsToCheck,
  isConfirmable,
  isUnstatedSource,
  needsCheck,
} from './field-sources.ts';
import { scoreInvestorFit, statedFitFields, type ProfileForFit } from './investor-fit.ts';

const seedFund: ProfileForFit = {
  investmentStages: ['Seed'],
  investmentFocus: ['SaaS / Software'],
  ticketSizeMin: 250_000,
  ticketSizeMax: 2_000_000,
  targetOwnershipMin: 5,
  targetOwnershipMax: 25,
  targetGeographies: ['Europe'],
};

const facts: DeckFacts = {
  companyName: 'Acme',
  product: 'Payments',
  industry: 'SaaS',
  stage: 'Seed',
  roundSize: '$1.5M',
  geography: 'Helsinki, Finland',
  website: 'acme.io',
  keyPeople: 'Anna (CEO)',
  shortDescription: 'Payments for marketplaces',
  executiveSummary: 'Acme builds payments.',
};

const unsureSeed: FieldSource = {
  status: 'stated',
  slides: [12],
  confidence: FACT_CONFIDENCE_THRESHOLD - 0.2,
  evidence: { quote: 'Next: seed round in 2027', slide: 12 },
};

describe('needsCheck', () => {
  it('holds a found fact below the threshold, and no confident, unscored, assumed or investor fact', () => {
    expect(needsCheck(unsureSeed)).toBe(true);
    expect(needsCheck({ status: 'inferred', slides: [], confidence: 0.1 })).toBe(true);
    expect(needsCheck({ status: 'stated', slides: [3], confidence: FACT_CONFIDENCE_THRESHOLD })).toBe(false);
    expect(needsCheck({ status: 'stated', slides: [3] })).toBe(false);
    expect(needsCheck({ status: 'assumed', slides: [], confidence: 0 })).toBe(false);
    expect(needsCheck({ status: 'user', slides: [12], confidence: 0.1 })).toBe(false);
    expect(needsCheck(undefined)).toBe(false);
  });

  it('lists the facts to check in the deck page order', () => {
    expect(
      factsToCheck({ geography: { ...unsureSeed }, stage: unsureSeed, companyName: { status: 'stated', slides: [1] } }),
    ).toEqual(['stage', 'geography']);
    expect(factsToCheck(undefined)).toEqual([]);
  });

  it("builds a deck's fact fields from its sources: the sources as they are, each state, the facts to check", () => {
    const sources = { stage: unsureSeed, roundSize: { status: 'assumed' as const, slides: [] }, companyName: { status: 'user' as const, slides: [1] } };
    const fields = deckFactFields(sources);
    expect(fields.fieldSources).toBe(sources);
    expect(fields.factStates).toMatchObject({ stage: 'check', roundSize: 'assumed', companyName: 'edited', industry: 'stated' });
    expect(fields.factsToCheck).toEqual(['stage']);
    expect(deckFactFields(null)).toMatchObject({ fieldSources: {}, factsToCheck: [] });
  });

  it('names the evidence slide, or the first slide the fact rests on', () => {
    expect(evidenceSlideOf(unsureSeed)).toBe(12);
    expect(evidenceSlideOf({ status: 'stated', slides: [4, 7] })).toBe(4);
    expect(evidenceSlideOf({ status: 'inferred', slides: [] })).toBeNull();
  });

  it('confirms any value but nothing found', () => {
    expect(isConfirmable(unsureSeed)).toBe(true);
    expect(isConfirmable({ status: 'assumed', slides: [] })).toBe(true);
    expect(isConfirmable({ status: 'not_found', slides: [] })).toBe(false);
    expect(isConfirmable({ status: 'user', slides: [] })).toBe(true);
    expect(isConfirmable(undefined)).toBe(true);
  });
});

describe('the investor fit on a fact to check', () => {
  it('reads a low-confidence stage as not stated: Unknown, not Green, and out of the overall', () => {
    const result = scoreInvestorFit(facts, seedFund, { sources: { stage: unsureSeed } });
    expect(isUnstatedSource(unsureSeed)).toBe(true);
    expect(statedFitFields(facts, { stage: unsureSeed }).stage).toBe(false);
    expect(result.stageFit).toBe('Unknown');
    expect(result.rationale.stageFitReason).toBe('Stage not stated in the deck');
  });

  it('rates the stage once the investor confirms it, and the history says it was confirmed, by whom', () => {
    const anna = { id: 'u1', name: 'Anna' };
    const confirmed = applyFieldEdits(
      { facts, fieldSources: { stage: unsureSeed }, fieldHistory: [] },
      { stage: 'Seed' },
      new Date('2026-11-27T10:00:00Z'),
      anna,
    );
    expect(confirmed.values).toEqual({});
    // The confirmed value still rests on the slide it was read from.
    expect(confirmed.fieldSources.stage).toEqual({ status: 'user', slides: [12] });
    expect(needsCheck(confirmed.fieldSources.stage)).toBe(false);
    expect(scoreInvestorFit(facts, seedFund, { sources: confirmed.fieldSources }).stageFit).toBe('Green');
    const edit = lastEditOf(confirmed.fieldHistory, 'stage')!;
    expect(isConfirmation(edit)).toBe(true);
    expect(edit).toMatchObject({ previousValue: 'Seed', value: 'Seed', previousSource: unsureSeed, by: anna });
  });

  it('rates an edited value, which is a correction, not a confirmation', () => {
    const edited = applyFieldEdits(
      { facts, fieldSources: { stage: unsureSeed }, fieldHistory: [] },
      { stage: 'Series A' },
      new Date('2026-11-27T10:00:00Z'),
    );
    expect(isConfirmation(lastEditOf(edited.fieldHistory, 'stage')!)).toBe(false);
    expect(edited.fieldSources.stage).toEqual({ status: 'user', slides: [] });
    expect(scoreInvestorFit({ ...facts, stage: 'Series A' }, seedFund, { sources: edited.fieldSources }).stageFit).toBe(
      'Red',
    );
  });
});

describe('factState', () => {
  it('tells stated, assumed, not found, check and edited apart from the source alone', () => {
    expect(factState({ status: 'stated', slides: [3] })).toBe('stated');
    expect(factState({ status: 'inferred', slides: [3], confidence: 0.9 })).toBe('stated');
    expect(factState(undefined)).toBe('stated');
    expect(factState({ status: 'assumed', slides: [] })).toBe('assumed');
    expect(factState({ status: 'not_found', slides: [] })).toBe('not_found');
    expect(factState(unsureSeed)).toBe('check');
    expect(factState({ status: 'user', slides: [12] })).toBe('edited');
  });

  it('makes an edited assumed stage edited, so it is no longer marked', () => {
    const edit = applyFieldEdits(
      { facts: { ...facts, stage: 'Pre-Seed' }, fieldSources: { stage: { status: 'assumed', slides: [] } }, fieldHistory: [] },
      { stage: 'Seed' },
      new Date(),
    );
    const states = factStates(edit.fieldSources);
    expect(states.stage).toBe('edited');
    expect(factText('Seed', states.stage)).toBe('Seed');
    expect(factText('Pre-Seed', 'assumed')).toBe('Pre-Seed (assumed)');
  });

  it('reads a row that carries only the states (board, admin) by them, and any other by its sources', () => {
    expect(factStateOf({ factStates: { stage: 'assumed' } }, 'stage')).toBe('assumed');
    expect(factStateOf({ fieldSources: { stage: unsureSeed } }, 'stage')).toBe('check');
    expect(factStateOf({}, 'stage')).toBe('stated');
  });
});
