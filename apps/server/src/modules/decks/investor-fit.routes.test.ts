import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldSource, InvestorFit } from '@pitchscope/domain/contracts/decks';
import { fitMatchLabel } from '@pitchscope/domain/investor-fit';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { upsertDeepAnalysis } from '../deep-analysis/deep-analysis.repository.ts';

const ASSUMED: FieldSource = { status: 'assumed', slides: [] };

/** What an earlier version stored for a deck stating only its industry: Green on the §5.3 defaults. */
const storedBeforeAdr9: InvestorFit = {
  overallMatch: 'Green',
  stageFit: 'Green',
  checkSizeFit: 'Green',
  sectorAlignment: 'Green',
  geographyFit: 'Yellow',
  rationale: {
    stageFitReason: 'Stage not stated in the deck (assumed Pre-Seed); Pre-Seed matches your target stages (Seed)',
    checkSizeReason: 'Round size not stated in the deck (assumed $2M); $2M round is within your ticket range',
    sectorReason: 'Energy / Cleantech matches your investment focus (Energy / Cleantech)',
    geographyReason: 'Location not specified in the deck',
  },
};

describe('investor fit through the API', () => {
  let t: TestApp;
  let investor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    investor = await t.signUp();
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

  const get = async (url: string) => t.request({ method: 'GET', url, user: investor });

  it('reads a fit stored on assumed values as Unknown for them, with one label in the deck, the list and the exports', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, {
      stage: 'Pre-Seed',
      roundSize: '$2M',
      geography: 'Not specified',
      investorFit: storedBeforeAdr9,
      fieldSources: {
        industry: { status: 'stated', slides: [2] },
        stage: ASSUMED,
        roundSize: ASSUMED,
        geography: { status: 'not_found', slides: [] },
      },
    });
    const deck = (await get(`/api/decks/${deckId}`)).json();
    expect(deck.investorFit).toMatchObject({
      stageFit: 'Unknown',
      checkSizeFit: 'Unknown',
      geographyFit: 'Unknown',
      sectorAlignment: 'Green',
      // One stated criterion: never Green.
      overallMatch: 'Yellow',
    });
    expect(deck.investorFit.rationale.stageFitReason).toBe('Stage not stated in the deck');
    const label = fitMatchLabel(deck.investorFit.overallMatch);
    expect(label).toBe('Partial Match');

    const listed = (await get('/api/decks')).json().items.find((row: { id: string }) => row.id === deckId);
    expect(listed.investorFit).toEqual(deck.investorFit);

    await upsertDeepAnalysis(t.ctx.db, { deckId, rawAnalysis: '## Executive Summary\nSensors.', model: 'test' });
    const md = await get(`/api/decks/${deckId}/deep-analysis/export?format=md`);
    expect(md.body).toContain(`Overall fit: ${label}`);
    const json = (await get(`/api/decks/${deckId}/deep-analysis/export?format=json`)).json();
    expect(json.deck.investorFitLabel).toBe(label);
    expect(json.deck.investorFit.overallMatch).toBe('Yellow');
  });

  it('rates a stated Pre-Seed Red for a Seed-only profile when the fit is recalculated', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, {
      stage: 'Pre-Seed',
      fieldSources: { stage: { status: 'stated', slides: [8] } },
    });
    const response = await t.request({ method: 'POST', url: `/api/decks/${deckId}/recalculate-fit`, user: investor });
    expect(response.statusCode).toBe(200);
    const fit = response.json().investorFit;
    expect(fit.stageFit).toBe('Red');
    expect(fit.rationale.stageFitReason).toBe('Pre-Seed is outside your target stages (Seed)');
  });

  it('rates an assumed stage Unknown when the fit is recalculated, however well it would match', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, { stage: 'Seed', fieldSources: { stage: ASSUMED } });
    const fit = (await t.request({ method: 'POST', url: `/api/decks/${deckId}/recalculate-fit`, user: investor })).json()
      .investorFit;
    expect(fit.stageFit).toBe('Unknown');
    expect(fit.overallMatch).not.toBe('Unknown');
  });
});
