import { describe, expect, it } from 'vitest';
import type { FieldEdit, FieldSource, FieldSources } from './contracts/decks.ts';
import { factEditedSinceLine, factsEditedSince, quotedEarlierValues } from './facts-edited-since.ts';

const assumed: FieldSource = { status: 'assumed', slides: [] };
const user: FieldSource = { status: 'user', slides: [] };

function edit(field: FieldEdit['field'], previousValue: string, value: string, at: string, previousSource: FieldEdit['previousSource']): FieldEdit {
  return { field, previousValue, previousSource, value, at };
}

describe('factsEditedSince', () => {
  const written = '2026-11-20T10:00:00.000Z';
  const sources: FieldSources = { stage: user, roundSize: user, geography: { status: 'stated', slides: [2] } };

  it('lists each fact edited after the text was written, with the value it was written from', () => {
    const changes = factsEditedSince(
      {
        stage: 'Seed',
        roundSize: '€750K',
        geography: 'Oslo, Norway',
        fieldSources: sources,
        fieldHistory: [
          edit('stage', 'Pre-Seed', 'Series A', '2026-11-21T09:00:00.000Z', assumed),
          edit('stage', 'Series A', 'Seed', '2026-11-22T09:00:00.000Z', user),
          edit('roundSize', '$2M', '€750K', '2026-11-21T09:05:00.000Z', assumed),
        ],
      },
      written,
    );
    expect(changes.map(factEditedSinceLine)).toEqual(['Stage: Seed (was Pre-Seed, assumed)', 'Round Size: €750K (was $2M, assumed)']);
    expect(changes[0]).toMatchObject({ state: 'edited', previousState: 'assumed', editedAt: '2026-11-22T09:00:00.000Z' });
  });

  it('leaves out edits made before the text was written, and an edit put back to a stated value', () => {
    const changes = factsEditedSince(
      {
        stage: 'Seed',
        geography: 'Oslo, Norway',
        fieldSources: sources,
        fieldHistory: [
          edit('stage', 'Pre-Seed', 'Seed', '2026-11-19T09:00:00.000Z', assumed),
          edit('geography', 'Oslo, Norway', 'Bergen, Norway', '2026-11-21T09:00:00.000Z', { status: 'stated', slides: [2] }),
          edit('geography', 'Bergen, Norway', 'Oslo, Norway', '2026-11-21T09:01:00.000Z', user),
        ],
      },
      written,
    );
    expect(changes).toEqual([]);
  });

  it('says so when an assumed value is confirmed as it was, and when a fact is emptied', () => {
    const changes = factsEditedSince(
      {
        stage: 'Pre-Seed',
        geography: '',
        fieldSources: { stage: user, geography: user },
        fieldHistory: [
          edit('stage', 'Pre-Seed', 'Pre-Seed', '2026-11-21T09:00:00.000Z', assumed),
          edit('geography', 'Oslo, Norway', '', '2026-11-21T09:00:00.000Z', { status: 'stated', slides: [2] }),
        ],
      },
      written,
    );
    expect(changes.map(factEditedSinceLine)).toEqual(['Stage: Pre-Seed (was Pre-Seed, assumed)', 'Location: not stated (was Oslo, Norway)']);
  });
});

describe('quotedEarlierValues', () => {
  it('keeps the changes whose earlier value a text still quotes', () => {
    const changes = factsEditedSince(
      {
        stage: 'Seed',
        geography: 'Bergen, Norway',
        fieldSources: { stage: user, geography: user },
        fieldHistory: [
          edit('stage', 'Pre-Seed', 'Seed', '2026-11-21T09:00:00.000Z', assumed),
          edit('geography', 'Oslo, Norway', 'Bergen, Norway', '2026-11-21T09:00:00.000Z', { status: 'stated', slides: [2] }),
        ],
      },
      '2026-11-20T10:00:00.000Z',
    );
    expect(quotedEarlierValues(changes, ['A pre-seed round for the vineyards.', null]).map((change) => change.field)).toEqual(['stage']);
    expect(quotedEarlierValues(changes, ['Soil probes for vineyards.'])).toEqual([]);
  });
});
