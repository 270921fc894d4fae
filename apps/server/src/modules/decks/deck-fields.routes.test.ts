import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_EDIT_MAX_LENGTHS, FIELD_EDITS_PER_MINUTE } from '@pitchscope/domain/constants';
import type { Deck, FieldSource } from '@pitchscope/domain/contracts/decks';
import { normalizeCompanyName } from '@pitchscope/domain/duplicates';
import { factsReadBlock } from '@pitchscope/domain/facts-read';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { findDeck } from './decks.repository.ts';
import { saveExtractedFacts } from './decks.service.ts';

const ASSUMED: FieldSource = { status: 'assumed', slides: [] };

describe('PATCH /api/decks/:id/fields', () => {
  let t: TestApp;
  let admin: TestUser;
  let investor: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp(); // the first account is the admin
    investor = await t.signUp({ name: 'Iris Investor' });
    other = await t.signUp();
    await t.request({
      method: 'PATCH',
      url: '/api/me',
      user: investor,
      body: {
        investorProfile: {
          investmentFocus: ['Energy / Cleantech'],
          investmentStages: ['Seed'],
          ticketSizeMin: 250000,
          ticketSizeMax: 2000000,
          targetGeographies: ['Europe'],
        },
      },
    });
  });
  afterAll(() => t.close());

  /** A deck whose stage is the assumed §5.3 default, rated as the pipeline would rate it. */
  async function deckWithAssumedStage() {
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, {
      stage: 'Pre-Seed',
      fieldSources: { stage: ASSUMED, industry: { status: 'stated', slides: [2] } },
    });
    const rated = await t.request({
      method: 'POST',
      url: `/api/decks/${deckId}/recalculate-fit`,
      user: investor,
    });
    expect(rated.json().investorFit.stageFit).toBe('Unknown');
    return deckId;
  }

  const edit = (deckId: string, body: unknown, user: TestUser | null = investor) =>
    t.request({ method: 'PATCH', url: `/api/decks/${deckId}/fields`, user, body });

  it('stores the edit as the investor’s, keeps the extracted value in the history and rates the fit again', async () => {
    const deckId = await deckWithAssumedStage();

    const response = await edit(deckId, { stage: ' Seed ' });
    expect(response.statusCode).toBe(200);
    const deck: Deck = response.json();
    expect(deck.stage).toBe('Seed');
    expect(deck.fieldSources.stage).toEqual({ status: 'user', slides: [] });
    expect(deck.fieldHistory).toEqual([
      {
        field: 'stage',
        previousValue: 'Pre-Seed',
        previousSource: ASSUMED,
        value: 'Seed',
        at: expect.any(String),
        by: { id: investor.id, name: 'Iris Investor' },
      },
    ]);
    // The Seed-only profile: an assumed stage was not rated; the investor's Seed is, and fits.
    expect(deck.investorFit?.stageFit).toBe('Green');
    expect(deck.investorFit?.rationale.stageFitReason).not.toBe('Stage not stated in the deck');

    const read: Deck = (
      await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user: investor })
    ).json();
    expect(read.stage).toBe('Seed');
    expect(read.fieldSources.stage?.status).toBe('user');
    expect(read.investorFit?.stageFit).toBe('Green');
    expect(read.fieldHistory).toHaveLength(1);
    // The list carries the corrected fact and its source, not the history.
    const listed = (await t.request({ method: 'GET', url: '/api/decks', user: investor }))
      .json()
      .items.find((row: Deck) => row.id === deckId);
    expect(listed).toMatchObject({ stage: 'Seed', fieldSources: { stage: { status: 'user' } } });
    expect(listed).not.toHaveProperty('fieldHistory');
  });

  it('reads an emptied fact as not stated, and a renamed company under its new duplicate key', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, {
      fieldSources: { geography: { status: 'stated', slides: [1] } },
    });
    const deck: Deck = (await edit(deckId, { geography: '', companyName: 'Brightloop Energy Oy' })).json();
    expect(deck.geography).toBe('');
    expect(deck.fieldSources.geography?.status).toBe('user');
    expect(deck.investorFit?.geographyFit).toBe('Unknown');
    expect((await findDeck(t.ctx.db, deckId))?.nameKey).toBe(normalizeCompanyName('Brightloop Energy Oy'));
  });

  it('hides the deck from another user and the admin, and refuses invalid edits', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id);
    expect((await edit(deckId, { stage: 'Seed' }, other)).statusCode).toBe(404);
    expect((await edit(deckId, { stage: 'Seed' }, admin)).statusCode).toBe(404);
    expect((await edit(deckId, { stage: 'Seed' }, null)).statusCode).toBe(401);
    const tooLong = await edit(deckId, { product: 'x'.repeat(FIELD_EDIT_MAX_LENGTHS.product + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(`Product must be at most ${FIELD_EDIT_MAX_LENGTHS.product} characters.`);
    expect((await edit(deckId, {})).statusCode).toBe(400);
    expect((await edit(deckId, { teamSize: '4' })).statusCode).toBe(400);
    expect((await edit(deckId, { companyName: '' })).statusCode).toBe(400);
    const unchanged = await findDeck(t.ctx.db, deckId);
    expect(unchanged?.stage).toBe('Seed');
    expect(unchanged?.fieldHistory).toEqual([]);
  });

  it('takes an edited stage, round and location from extraction’s vocabulary, never as typed (issue #36)', async () => {
    const deckId = await deckWithAssumedStage();
    const response = await edit(deckId, { stage: 'seed round', roundSize: 'EUR 1.5M', geography: 'helsinki' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      stage: 'Seed',
      roundSize: '€1.5M',
      geography: 'Helsinki, Finland',
      factStates: { stage: 'edited', roundSize: 'edited', geography: 'edited' },
    });

    const refusals: Array<[Record<string, string>, string]> = [
      [{ stage: 'Bootstrapped' }, 'Choose a stage from the list.'],
      [{ roundSize: '1.5M' }, 'Give the round as an amount and a currency, such as 1.5M and USD.'],
      [{ geography: 'our garage' }, 'Choose a city or a country from the list.'],
    ];
    for (const [body, message] of refusals) {
      const refused = await edit(deckId, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect((await findDeck(t.ctx.db, deckId))?.stage).toBe('Seed');
  });

  it('writes the analysis’s “Facts read from the deck” with the deck’s current facts', async () => {
    const facts = { companyName: 'Brightloop', industry: 'Energy / Cleantech', stage: 'Pre-Seed', roundSize: '€1.5M', geography: 'Helsinki, Finland' };
    const fieldSources = { stage: ASSUMED, industry: { status: 'stated' as const, slides: [2] } };
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, {
      ...facts,
      fieldSources,
      analysis: {
        summary: 'Brightloop sells sensors.',
        strengths: [],
        weaknesses: [],
        questions: [],
        detailedAnalysis: `${factsReadBlock(facts, fieldSources)}\n\n**Sections covered**: team.`,
        industry: 'Energy / Cleantech',
        generatedAt: new Date().toISOString(),
      },
    });
    const read = async (): Promise<Deck> =>
      (await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user: investor })).json();
    expect((await read()).analysis?.detailedAnalysis).toContain('- Stage: Pre-Seed (assumed: the deck does not state it)');

    await edit(deckId, { stage: 'Seed' });
    const detailed = (await read()).analysis?.detailedAnalysis ?? '';
    expect(detailed).toContain('- Stage: Seed (edited by the investor)');
    expect(detailed).not.toContain('Pre-Seed');
    expect(detailed).toContain('**Sections covered**: team.');
  });

  it('lists an edit the first analysis and summaries still contradict, with the value they quote (ADR 0039)', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, {
      stage: 'Pre-Seed',
      geography: 'Helsinki, Finland',
      fieldSources: { stage: { status: 'stated', slides: [8] }, geography: { status: 'stated', slides: [1] } },
      executiveSummary: 'Brightloop raises a Pre-Seed round for its clip-on energy sensors.',
    });
    const read = async (): Promise<Deck> => (await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user: investor })).json();
    expect((await read()).factsEditedSinceAnalysis).toEqual([]);

    // The summary quotes the stage it replaced; no text names the location.
    await edit(deckId, { stage: 'Seed', geography: 'Tallinn, Estonia' });
    expect((await read()).factsEditedSinceAnalysis).toMatchObject([
      { field: 'stage', value: 'Seed', state: 'edited', previousValue: 'Pre-Seed', previousState: 'stated' },
    ]);
  });

  it('keeps an edited fact when extraction writes the deck again, and its rating with it', async () => {
    const deckId = await deckWithAssumedStage();
    await edit(deckId, { stage: 'Seed' });

    // The one write of extracted facts (the upload pipeline's), as a later extraction would make it.
    await saveExtractedFacts(
      t.ctx.db,
      deckId,
      {
        facts: {
          companyName: 'Brightloop',
          product: 'Clip-on energy sensors',
          industry: 'Energy / Cleantech',
          stage: 'Pre-Seed',
          roundSize: '€1.5M',
          geography: 'Helsinki, Finland',
          website: 'brightloop.fi',
          keyPeople: 'Anna Virtanen (CEO)',
          shortDescription: 'Energy sensors for restaurants',
          executiveSummary: 'Brightloop sells energy sensors.',
        },
        fieldSources: { stage: ASSUMED, product: { status: 'stated', slides: [3] } },
      },
      { metadataExtractedAt: new Date() },
      new Date(),
    );

    const recalculated: Deck = (
      await t.request({ method: 'POST', url: `/api/decks/${deckId}/recalculate-fit`, user: investor })
    ).json();
    expect(recalculated.stage).toBe('Seed');
    expect(recalculated.fieldSources.stage).toEqual({ status: 'user', slides: [] });
    expect(recalculated.investorFit?.stageFit).toBe('Green');
    // Facts the investor did not touch take the new extraction.
    expect(recalculated.product).toBe('Clip-on energy sensors');
    expect(recalculated.fieldSources.product).toEqual({ status: 'stated', slides: [3] });
    // The new extracted value is kept as well, as what the investor's value stands over.
    expect(recalculated.fieldHistory.at(-1)).toMatchObject({
      field: 'stage',
      previousValue: 'Pre-Seed',
      value: 'Seed',
    });
  });
});

describe('PATCH /api/decks/:id/fields with rate limits on', () => {
  it('allows FIELD_EDITS_PER_MINUTE edits a minute per user (each may be a model call)', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
    try {
      await t.signUp();
      const alice = await t.signUp({ name: 'Alice' });
      const bob = await t.signUp({ name: 'Bob' });
      // No such deck: each edit is a cheap 404, but it counts against the limit like any other.
      const edit = (user: TestUser) =>
        t.request({ method: 'PATCH', url: '/api/decks/no-such-deck/fields', user, body: { stage: 'Seed' } });
      for (let i = 0; i < FIELD_EDITS_PER_MINUTE; i++) expect((await edit(alice)).statusCode).toBe(404);
      const limited = await edit(alice);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      expect((await edit(bob)).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
