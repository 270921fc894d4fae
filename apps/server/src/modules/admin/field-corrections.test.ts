import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '@pitchscope/domain/contracts/admin';
import { METADATA_FIELDS } from '@pitchscope/domain/contracts/decks';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { fieldCorrectionCounts } from './analytics.repository.ts';

describe('admin overview: facts corrected by users', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp();
    const investor = await t.signUp();
    const extracted = { metadataExtractedAt: new Date() };
    const [corrected, confirmed, twice, untouched] = await Promise.all(
      [1, 2, 3, 4].map(() => insertAnalyzedDeck(t.ctx, investor.id, { ...extracted, stage: 'Seed' })),
    );
    // A deck the pipeline never extracted facts for is not counted, even when edited.
    const unextracted = await insertAnalyzedDeck(t.ctx, investor.id);
    const edit = (deckId: string, body: Record<string, string>) =>
      t.request({ method: 'PATCH', url: `/api/decks/${deckId}/fields`, user: investor, body });
    await edit(corrected!, { stage: 'Series A', geography: 'Tallinn, Estonia' });
    await edit(confirmed!, { stage: 'Seed' }); // the extracted value confirmed: not a correction
    await edit(twice!, { stage: 'Series A' });
    await edit(twice!, { stage: 'Series B' }); // one deck, counted once
    await edit(unextracted, { stage: 'Series A' });
    expect(untouched).toBeTruthy();
  });
  afterAll(() => t.close());

  it('counts, per fact, the decks with extracted facts whose owner changed it', async () => {
    const counts = await fieldCorrectionCounts(t.ctx.db);
    expect(counts.decks).toBe(4);
    expect(counts.corrected).toEqual({
      ...Object.fromEntries(METADATA_FIELDS.map((field) => [field, 0])),
      stage: 2,
      geography: 1,
    });
  });

  it('answers the share per fact in the overview', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/analytics', user: admin });
    expect(response.statusCode, response.body).toBe(200);
    const { fieldCorrections }: AdminAnalytics = response.json();
    expect(fieldCorrections.decks).toBe(4);
    expect(fieldCorrections.fields.map((row) => row.field)).toEqual([...METADATA_FIELDS]);
    expect(fieldCorrections.fields.find((row) => row.field === 'stage')).toEqual({
      field: 'stage',
      corrected: 2,
      share: 50,
    });
    expect(fieldCorrections.fields.find((row) => row.field === 'geography')).toEqual({
      field: 'geography',
      corrected: 1,
      share: 25,
    });
    expect(fieldCorrections.fields.find((row) => row.field === 'companyName')).toEqual({
      field: 'companyName',
      corrected: 0,
      share: 0,
    });
  });
});
