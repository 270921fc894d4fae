import { describe, expect, it } from 'vitest';
import { FIELD_EDIT_MAX_LENGTHS, FIELD_HISTORY_EDITS_PER_FIELD } from './constants.ts';
import { deckFieldsPatchSchema, type FieldEdit, type FieldSources } from './contracts/decks.ts';
import { applyFieldEdits, extractedValueOf, keepUserEdits, lastEditorOf, type DeckFacts } from './field-edits.ts';
import { isStatedValue, statedFitFields } from './investor-fit.ts';

const AT = new Date('2026-11-25T10:00:00Z');

const facts = (overrides: Partial<DeckFacts> = {}): DeckFacts => ({
  companyName: 'Acme',
  product: 'Payments',
  industry: 'Fintech',
  stage: 'Pre-Seed',
  roundSize: '$2M',
  geography: 'Berlin, Germany',
  website: 'acme.io',
  keyPeople: 'Anna (CEO)',
  shortDescription: 'Payments for marketplaces',
  executiveSummary: 'Acme builds payments.',
  ...overrides,
});

const sources: FieldSources = {
  stage: { status: 'assumed', slides: [] },
  industry: { status: 'stated', slides: [2] },
};

describe('applyFieldEdits', () => {
  it('gives the value, the user source, and keeps the extracted value and source in the history', () => {
    const result = applyFieldEdits(
      { facts: facts(), fieldSources: sources, fieldHistory: [] },
      { stage: 'Seed' },
      AT,
    );
    expect(result.values).toEqual({ stage: 'Seed' });
    expect(result.fieldSources.stage).toEqual({ status: 'user', slides: [] });
    expect(result.fieldSources.industry).toEqual(sources.industry);
    expect(result.fieldHistory).toEqual([
      {
        field: 'stage',
        previousValue: 'Pre-Seed',
        previousSource: sources.stage,
        value: 'Seed',
        at: AT.toISOString(),
      },
    ]);
    expect(result.edited).toEqual(['stage']);
  });

  it('keeps who made each correction, and names the last editor of a field', () => {
    const anna = { id: 'u-anna', name: 'Anna Berg' };
    const mikko = { id: 'u-mikko', name: 'Mikko' };
    const first = applyFieldEdits({ facts: facts(), fieldSources: sources, fieldHistory: [] }, { stage: 'Seed' }, AT, anna);
    expect(first.fieldHistory[0]!.by).toEqual(anna);
    const second = applyFieldEdits(
      { facts: { ...facts(), stage: 'Seed' }, fieldSources: first.fieldSources, fieldHistory: first.fieldHistory },
      { stage: 'Series A', industry: 'Fintech' },
      AT,
      mikko,
    );
    expect(lastEditorOf(second.fieldHistory, 'stage')).toEqual(mikko);
    expect(lastEditorOf(first.fieldHistory, 'stage')).toEqual(anna);
    expect(lastEditorOf(second.fieldHistory, 'product')).toBeNull();
  });

  it('makes a confirmed assumed value stated, and a second identical edit changes nothing', () => {
    const first = applyFieldEdits(
      { facts: facts(), fieldSources: sources, fieldHistory: [] },
      { stage: 'Pre-Seed' },
      AT,
    );
    expect(first.values).toEqual({});
    expect(first.edited).toEqual(['stage']);
    expect(isStatedValue('Pre-Seed', first.fieldSources.stage)).toBe(true);
    const again = applyFieldEdits(
      { facts: facts(), fieldSources: first.fieldSources, fieldHistory: first.fieldHistory },
      { stage: 'Pre-Seed' },
      AT,
    );
    expect(again.edited).toEqual([]);
    expect(again.fieldHistory).toHaveLength(1);
  });

  it('reads an emptied fact as not stated for the fit', () => {
    const result = applyFieldEdits(
      { facts: facts(), fieldSources: {}, fieldHistory: [] },
      { geography: '' },
      AT,
    );
    expect(result.values).toEqual({ geography: '' });
    expect(statedFitFields({ ...facts(), ...result.values }, result.fieldSources).geography).toBe(false);
  });

  it('bounds the investor’s own entries of a field but always keeps the extracted value', () => {
    let state = { facts: facts(), fieldSources: sources, fieldHistory: [] as FieldEdit[] };
    for (let i = 0; i < FIELD_HISTORY_EDITS_PER_FIELD + 5; i += 1) {
      const result = applyFieldEdits(state, { roundSize: `$${i + 3}M` }, AT);
      state = {
        facts: { ...state.facts, ...result.values },
        fieldSources: result.fieldSources,
        fieldHistory: result.fieldHistory,
      };
    }
    expect(state.fieldHistory).toHaveLength(FIELD_HISTORY_EDITS_PER_FIELD + 1);
    expect(extractedValueOf(state.fieldHistory, 'roundSize')?.previousValue).toBe('$2M');
    expect(state.fieldHistory.at(-1)?.value).toBe(`$${FIELD_HISTORY_EDITS_PER_FIELD + 7}M`);
  });
});

describe('keepUserEdits', () => {
  it('lets an extraction write every fact but the corrected ones, whose extracted value goes to the history', () => {
    const edited = applyFieldEdits(
      { facts: facts(), fieldSources: sources, fieldHistory: [] },
      { stage: 'Seed' },
      AT,
    );
    const later = new Date('2026-11-26T10:00:00Z');
    const result = keepUserEdits(
      {
        facts: { stage: 'Series A', industry: 'Payments' },
        fieldSources: {
          stage: { status: 'stated', slides: [4] },
          industry: { status: 'stated', slides: [3] },
        },
      },
      {
        facts: facts({ stage: 'Seed' }),
        fieldSources: edited.fieldSources,
        fieldHistory: edited.fieldHistory,
      },
      later,
    );
    expect(result.facts).toEqual({ industry: 'Payments' });
    expect(result.fieldSources.stage).toEqual({ status: 'user', slides: [] });
    expect(result.fieldSources.industry).toEqual({ status: 'stated', slides: [3] });
    expect(extractedValueOf(result.fieldHistory, 'stage')).toMatchObject({
      previousValue: 'Series A',
      value: 'Seed',
    });
  });
});

describe('deckFieldsPatchSchema', () => {
  it('trims values, bounds each field and refuses an empty patch, unknown fields and an empty company', () => {
    expect(deckFieldsPatchSchema.parse({ stage: '  Seed ' })).toEqual({ stage: 'Seed' });
    expect(
      deckFieldsPatchSchema.safeParse({ stage: 'x'.repeat(FIELD_EDIT_MAX_LENGTHS.stage + 1) }).error
        ?.issues[0]?.message,
    ).toBe(`Stage must be at most ${FIELD_EDIT_MAX_LENGTHS.stage} characters.`);
    expect(deckFieldsPatchSchema.safeParse({}).success).toBe(false);
    expect(deckFieldsPatchSchema.safeParse({ teamSize: '5' }).success).toBe(false);
    expect(deckFieldsPatchSchema.safeParse({ companyName: '   ' }).success).toBe(false);
    expect(deckFieldsPatchSchema.parse({ website: '' })).toEqual({ website: '' });
  });
});
