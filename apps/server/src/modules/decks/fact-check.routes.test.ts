import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACT_CONFIDENCE_THRESHOLD } from '@pitchscope/domain/constants';
import type { Deck, FieldSource } from '@pitchscope/domain/contracts/decks';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { findDeck } from './decks.repository.ts';

/** A stage the engine read from slide 8 but is not sure of (ADR 0027). */
const UNSURE_SEED: FieldSource = {
  status: 'stated',
  slides: [8],
  confidence: FACT_CONFIDENCE_THRESHOLD / 2,
  evidence: { quote: 'Raising a seed round to reach 100 restaurants', slide: 8 },
};

describe('POST /api/decks/:id/fields/:field/confirm', () => {
  let t: TestApp;
  let admin: TestUser;
  let investor: TestUser;

  const seedOnly = {
    investmentFocus: ['Energy / Cleantech'],
    investmentStages: ['Seed'],
    ticketSizeMin: 250000,
    ticketSizeMax: 2000000,
    targetGeographies: ['Europe'],
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp(); // the first account is the admin
    investor = await t.signUp({ name: 'Iris Investor' });
    await t.request({ method: 'PATCH', url: '/api/me', user: investor, body: { investorProfile: seedOnly } });
  });
  afterAll(() => t.close());

  /** A deck whose stage needs a check, rated as the pipeline would rate it. */
  async function deckWithUnsureStage(userId = investor.id, user = investor, workspaceId?: string) {
    const deckId = await insertAnalyzedDeck(t.ctx, userId, {
      stage: 'Seed',
      fieldSources: { stage: UNSURE_SEED, industry: { status: 'stated', slides: [2] } },
      ...(workspaceId ? { workspaceId } : {}),
    });
    const rated = await t.request({ method: 'POST', url: `/api/decks/${deckId}/recalculate-fit`, user });
    expect(rated.statusCode).toBe(200);
    return deckId;
  }

  const confirm = (deckId: string, user: TestUser | null = investor, field = 'stage') =>
    t.request({ method: 'POST', url: `/api/decks/${deckId}/fields/${field}/confirm`, user });

  it('carries the Check state in the deck and the list, and rates the fact as not stated', async () => {
    const deckId = await deckWithUnsureStage();
    const deck: Deck = (await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user: investor })).json();
    expect(deck.factsToCheck).toEqual(['stage']);
    expect(deck.fieldSources.stage).toEqual(UNSURE_SEED);
    // Seed for a Seed-only fund, but not sure: not rated Green on a value the investor has not seen confirmed.
    expect(deck.investorFit?.stageFit).toBe('Unknown');
    const listed = (await t.request({ method: 'GET', url: '/api/decks', user: investor }))
      .json()
      .items.find((row: Deck) => row.id === deckId);
    expect(listed).toMatchObject({ factsToCheck: ['stage'], fieldSources: { stage: { confidence: UNSURE_SEED.confidence } } });
  });

  it('confirms the fact in one call: stated as the investor’s, on its slide, recorded with who, and the fit rated again', async () => {
    const deckId = await deckWithUnsureStage();
    const response = await confirm(deckId);
    expect(response.statusCode).toBe(200);
    const deck: Deck = response.json();
    expect(deck.stage).toBe('Seed');
    expect(deck.factsToCheck).toEqual([]);
    expect(deck.fieldSources.stage).toEqual({ status: 'user', slides: [8] });
    expect(deck.fieldHistory).toEqual([
      {
        field: 'stage',
        previousValue: 'Seed',
        previousSource: UNSURE_SEED,
        value: 'Seed',
        at: expect.any(String),
        by: { id: investor.id, name: 'Iris Investor' },
      },
    ]);
    expect(deck.investorFit?.stageFit).toBe('Green');
    expect(deck.investorFit?.rationale.stageFitReason).not.toBe('Stage not stated in the deck');
    // A second click changes nothing: the value is the investor's already.
    const again: Deck = (await confirm(deckId)).json();
    expect(again.fieldHistory).toHaveLength(1);
  });

  it('refuses a fact with nothing found, a stranger, the admin and a signed-out call, and changes nothing', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, {
      geography: 'Not specified',
      fieldSources: { stage: UNSURE_SEED, geography: { status: 'not_found', slides: [] } },
    });
    expect((await confirm(deckId, investor, 'geography')).statusCode).toBe(409);
    expect((await confirm(deckId, investor, 'teamSize')).statusCode).toBe(400);
    const stranger = await t.signUp();
    expect((await confirm(deckId, stranger)).statusCode).toBe(404);
    expect((await confirm(deckId, admin)).statusCode).toBe(404);
    expect((await confirm(deckId, null)).statusCode).toBe(401);
    const unchanged = await findDeck(t.ctx.db, deckId);
    expect(unchanged?.fieldSources?.stage).toEqual(UNSURE_SEED);
    expect(unchanged?.fieldHistory).toEqual([]);
  });

  it('lets a team member confirm, but not a viewer', async () => {
    const owner = await t.signUp({ name: 'Olga Owner' });
    await t.request({ method: 'PATCH', url: '/api/me', user: owner, body: { investorProfile: seedOnly } });
    const workspaceId = (
      await t.request({ method: 'POST', url: '/api/workspaces', user: owner, body: { name: 'Olga Ventures' } })
    ).json().id as string;
    const join = async (role: 'member' | 'viewer', name: string) => {
      const colleague = await t.signUp({ name });
      const invitation = (
        await t.request({ method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, user: owner, body: { role } })
      ).json() as { url: string };
      const token = invitation.url.slice(invitation.url.lastIndexOf('/') + 1);
      expect((await t.request({ method: 'POST', url: `/api/invitations/${token}/accept`, user: colleague })).statusCode).toBe(200);
      return colleague;
    };
    const viewer = await join('viewer', 'Vic Viewer');
    const member = await join('member', 'Mia Member');
    const deckId = await deckWithUnsureStage(owner.id, owner, workspaceId);

    expect((await confirm(deckId, viewer)).statusCode).toBe(403);
    expect((await findDeck(t.ctx.db, deckId))?.fieldSources?.stage).toEqual(UNSURE_SEED);

    const confirmed: Deck = (await confirm(deckId, member)).json();
    expect(confirmed.fieldHistory.at(-1)?.by).toEqual({ id: member.id, name: 'Mia Member' });
    // The fit is the uploader's (their profile), rated again on the confirmed stage.
    expect(confirmed.investorFit?.stageFit).toBe('Green');
  });
});
