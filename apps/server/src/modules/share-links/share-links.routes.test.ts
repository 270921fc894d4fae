import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  SHARE_LINK_ROBOTS,
  SHARE_LINK_VIEWS_PER_MINUTE,
  SHARE_LINKS_PER_DECK_MAX,
} from '@pitchscope/domain/constants';
import { SHARE_LINK_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { shareLinks } from '../../db/schema.ts';
import { updateDeck } from '../decks/decks.repository.ts';
import { upsertDeepAnalysis } from '../deep-analysis/deep-analysis.repository.ts';
import { hashShareToken } from './share-links.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const THESIS = 'Private thesis: only restaurant tech below 2M, never hardware';

interface Created {
  id: string;
  url: string;
  status: string;
  expiresAt: string | null;
  viewCount: number;
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('share links', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let other: TestUser;
  let now = new Date('2026-11-26T10:00:00Z');

  beforeAll(async () => {
    // With workers: the report shared below is a real deep analysis of the local engine.
    t = await createTestApp({ workers: true, overrides: { clock: () => now } });
    admin = await t.signUp({ name: 'Ada Admin' });
    owner = await t.signUp({ name: 'Olivia Owner' });
    other = await t.signUp({ name: 'Otto Other' });
    const profile = await t.request({
      method: 'PATCH',
      url: '/api/me',
      user: owner,
      body: {
        investorProfile: {
          investmentFocus: ['Energy / Cleantech'],
          investmentStages: ['Seed'],
          ticketSizeMin: 250000,
          ticketSizeMax: 2000000,
          investmentThesis: THESIS,
        },
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
  });
  afterAll(() => t?.close());

  async function share(user: TestUser, deckId: string, body: unknown = {}) {
    const response = await t.request({ method: 'POST', url: `/api/decks/${deckId}/share-links`, user, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Created;
  }

  /** The public page's data as a stranger fetches it: no cookie, no Origin. */
  const open = (token: string) =>
    t.request({ method: 'GET', url: `/api/share/${token}`, headers: { origin: undefined } });

  const list = async (user: TestUser, deckId: string) => {
    const response = await t.request({ method: 'GET', url: `/api/decks/${deckId}/share-links`, user });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as (Created & { revokedAt: string | null; lastViewedAt: string | null })[];
  };

  async function waitForDeepAnalysis(deckId: string) {
    for (let attempt = 0; attempt < 300; attempt++) {
      const deck = (await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user: owner })).json();
      if (deck.deepAnalysisStatus === 'Completed') return;
      if (deck.deepAnalysisStatus === 'Failed') throw new Error('deep analysis failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('deep analysis did not finish');
  }

  it('shows the deck facts, summary and report without a session, and nothing private', async () => {
    // A Pre-Seed deck for a Seed-only investor: its fit is Red on stage, and the report says so.
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id, {
      companyName: 'Brightloop',
      stage: 'Pre-Seed',
      fieldSources: {
        companyName: { status: 'stated', slides: [1] },
        stage: { status: 'stated', slides: [8] },
        roundSize: { status: 'assumed', slides: [] },
      },
    });
    await insertAnalyzedDeck(t.ctx, owner.id, { companyName: 'Quietfield' });
    const fit = await t.request({ method: 'POST', url: `/api/decks/${deckId}/recalculate-fit`, user: owner });
    expect(fit.json().investorFit.stageFit).toBe('Red');
    await t.request({ method: 'POST', url: `/api/decks/${deckId}/notes`, user: owner, body: { text: 'Call the CFO on Monday' } });
    await t.request({ method: 'PATCH', url: `/api/decks/${deckId}/fields`, user: owner, body: { product: 'Energy sensors v2' } });
    const started = await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user: owner });
    expect(started.statusCode, started.body).toBe(200);
    await waitForDeepAnalysis(deckId);
    const ownersReport = (await t.request({ method: 'GET', url: `/api/decks/${deckId}/deep-analysis`, user: owner })).json();
    // The owner's report speaks of the fit; the shared one must not.
    expect(ownersReport.rawAnalysis).toMatch(/Investor fit: /);
    expect(ownersReport.rawAnalysis).toMatch(/Outside your stage criterion/);

    const created = await share(owner, deckId);
    expect(created.url).toMatch(new RegExp(`^${t.config.appUrl}/s/[A-Za-z0-9_-]{43}$`));
    expect(created).toMatchObject({ status: 'active', expiresAt: null, viewCount: 0 });

    const response = await open(tokenOf(created.url));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-robots-tag']).toBe(SHARE_LINK_ROBOTS);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['set-cookie']).toBeUndefined();

    const shared = response.json();
    expect(Object.keys(shared).sort()).toEqual(
      ['companyName', 'executiveSummary', 'expiresAt', 'facts', 'pageCount', 'report', 'shortDescription'].sort(),
    );
    expect(shared.companyName).toBe('Brightloop');
    expect(shared.shortDescription).toBe('Smart energy monitoring for small restaurants');
    // Stated facts and the owner's correction, marked as theirs; the assumed round size is not shown as a fact.
    expect(shared.facts).toContainEqual({ field: 'stage', label: 'Stage', value: 'Pre-Seed', state: 'stated' });
    expect(shared.facts).toContainEqual({ field: 'product', label: 'Product', value: 'Energy sensors v2', state: 'edited' });
    expect(shared.facts.map((fact: { field: string }) => fact.field)).not.toContain('roundSize');
    for (const fact of shared.facts) expect(Object.keys(fact).sort()).toEqual(['field', 'label', 'state', 'value']);
    expect(Object.keys(shared.report).sort()).toEqual(['factsEditedSince', 'generatedAt', 'sections']);
    // The correction came before the report: nothing was edited since it was written.
    expect(shared.report.factsEditedSince).toEqual([]);
    expect(shared.report.sections.map((section: { title: string }) => section.title)).toContain('Executive Summary');
    for (const section of shared.report.sections) expect(Object.keys(section).sort()).toEqual(['text', 'title']);

    // Nothing private anywhere in the answer.
    const body = response.body;
    for (const secret of [
      owner.id,
      owner.email,
      'Olivia Owner',
      deckId,
      THESIS,
      'Quietfield',
      'Call the CFO on Monday',
      'Energy sensors', // the extracted value the correction replaced (edit history)
      'outside your target stages',
      'brightloop.pdf',
    ]) {
      expect(body.replaceAll('Energy sensors v2', ''), secret).not.toContain(secret);
    }
    expect(body).not.toMatch(/investor[\s-]*fit|criterion|Strong Match|Partial Match|Poor Match|Tier \d|Verdict/i);
    for (const key of ['userId', 'email', 'investorFit', 'investorProfileUsed', 'fieldHistory', 'fieldSources', 'tokenBalance', 'rawContent', 'pipelineStage', 'fileUrl']) {
      expect(body, key).not.toContain(`"${key}"`);
    }
  });

  it('counts each view, shows the count to the owner and the admin, and stores only the token’s hash', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    const created = await share(owner, deckId);
    const token = tokenOf(created.url);
    now = new Date(now.getTime() + 60_000);
    expect((await open(token)).statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(200);
    const [listed] = await list(owner, deckId);
    expect(listed).toEqual({
      id: created.id,
      status: 'active',
      createdAt: expect.any(String),
      expiresAt: null,
      revokedAt: null,
      viewCount: 2,
      lastViewedAt: now.toISOString(),
    });
    expect(JSON.stringify(listed)).not.toContain(token);
    expect((await list(admin, deckId))[0]!.viewCount).toBe(2);

    const [row] = await t.ctx.db.select().from(shareLinks).where(eq(shareLinks.id, created.id));
    expect(row!.tokenHash).toBe(hashShareToken(token));
    const raw = await t.ctx.db.execute(sql`select row_to_json(s)::text as json from share_links s where id = ${created.id}`);
    expect(JSON.stringify(raw)).not.toContain(token);
  });

  it('stops working when it expires, with the clear message, and the view is not counted', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    const created = await share(owner, deckId, { expiresInDays: 1 });
    expect(created.expiresAt).toBe(new Date(now.getTime() + DAY_MS).toISOString());
    const token = tokenOf(created.url);
    expect((await open(token)).json().expiresAt).toBe(created.expiresAt);
    const start = now;
    now = new Date(start.getTime() + DAY_MS - 1);
    expect((await open(token)).statusCode).toBe(200);
    now = new Date(start.getTime() + DAY_MS);
    const expired = await open(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: { code: 'SHARE_LINK_UNAVAILABLE', message: SHARE_LINK_MESSAGES.unavailable } });
    expect(expired.headers['x-robots-tag']).toBe(SHARE_LINK_ROBOTS);
    const [listed] = await list(owner, deckId);
    expect(listed).toMatchObject({ status: 'expired', viewCount: 2 });
  });

  it('is revoked by the owner or an admin at once; others cannot see or revoke it', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    const first = await share(owner, deckId);
    const second = await share(owner, deckId, { expiresInDays: 30 });

    // Another user: the deck does not exist for them.
    expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}/share-links`, user: other })).statusCode).toBe(404);
    const foreign = await t.request({ method: 'DELETE', url: `/api/decks/${deckId}/share-links/${first.id}`, user: other });
    expect(foreign.statusCode).toBe(404);
    expect((await open(tokenOf(first.url))).statusCode).toBe(200);
    // The admin may not publish a user's deck.
    expect((await t.request({ method: 'POST', url: `/api/decks/${deckId}/share-links`, user: admin, body: {} })).statusCode).toBe(404);

    const revoked = await t.request({ method: 'DELETE', url: `/api/decks/${deckId}/share-links/${first.id}`, user: owner });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: first.id, status: 'revoked', revokedAt: now.toISOString() });
    const gone = await open(tokenOf(first.url));
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.message).toBe(SHARE_LINK_MESSAGES.unavailable);

    const byAdmin = await t.request({ method: 'DELETE', url: `/api/decks/${deckId}/share-links/${second.id}`, user: admin });
    expect(byAdmin.statusCode).toBe(200);
    expect((await open(tokenOf(second.url))).statusCode).toBe(410);
    expect((await list(owner, deckId)).map((link) => link.status)).toEqual(['revoked', 'revoked']);

    // A link of another deck through this deck's URL: not found.
    const otherDeck = await insertAnalyzedDeck(t.ctx, owner.id);
    const elsewhere = await share(owner, otherDeck);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/decks/${deckId}/share-links/${elsewhere.id}`, user: owner })).statusCode,
    ).toBe(404);
    expect((await open(tokenOf(elsewhere.url))).statusCode).toBe(200);
  });

  it('answers an unknown or malformed token exactly like a revoked one', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(90), '..%2F..%2Fetc']) {
      const response = await open(token);
      expect(response.statusCode, token).toBe(410);
      expect(response.json()).toEqual({ error: { code: 'SHARE_LINK_UNAVAILABLE', message: SHARE_LINK_MESSAGES.unavailable } });
    }
  });

  it('stops working when the owner deletes the deck for good, and goes with the deck', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    const created = await share(owner, deckId);
    await updateDeck(t.ctx.db, deckId, { isArchived: true, hiddenFromUser: true });
    expect((await open(tokenOf(created.url))).statusCode).toBe(410);
    await t.request({ method: 'DELETE', url: `/api/admin/decks/${deckId}`, user: admin });
    const rows = await t.ctx.db.select().from(shareLinks).where(eq(shareLinks.deckId, deckId));
    expect(rows).toEqual([]);
  });

  it('shows no report while the deck has none', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    const created = await share(owner, deckId);
    expect((await open(tokenOf(created.url))).json().report).toBeNull();
    await upsertDeepAnalysis(t.ctx.db, { deckId, rawAnalysis: '## Executive Summary\nSolid team.\n\n## Initial Verdict\nTier: 1', model: 'test' });
    const report = (await open(tokenOf(created.url))).json().report;
    expect(report.sections).toEqual([{ title: 'Executive Summary', text: 'Solid team.' }]);
  });

  it('validates the expiry and caps the active links of a deck', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    for (const body of [{ expiresInDays: 0 }, { expiresInDays: 366 }, { expiresInDays: 1.5 }, { expiresInDays: '7' }, { other: 1 }]) {
      const response = await t.request({ method: 'POST', url: `/api/decks/${deckId}/share-links`, user: owner, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await share(owner, deckId, { expiresInDays: null })).expiresAt).toBeNull();
    const links = [];
    for (let i = 1; i < SHARE_LINKS_PER_DECK_MAX; i++) links.push(await share(owner, deckId));
    const over = await t.request({ method: 'POST', url: `/api/decks/${deckId}/share-links`, user: owner, body: {} });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(SHARE_LINK_MESSAGES.tooMany(SHARE_LINKS_PER_DECK_MAX));
    await t.request({ method: 'DELETE', url: `/api/decks/${deckId}/share-links/${links[0]!.id}`, user: owner });
    await share(owner, deckId);
  });
});

describe('share links and rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(() => t?.close());

  it('limits the views of shared pages per client address, still not indexed', async () => {
    await t.signUp({ name: 'Admin' });
    const owner = await t.signUp({ name: 'Owner' });
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    const created = (await t.request({ method: 'POST', url: `/api/decks/${deckId}/share-links`, user: owner, body: {} })).json();
    const token = tokenOf(created.url);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i <= SHARE_LINK_VIEWS_PER_MINUTE; i++) {
      last = await t.request({ method: 'GET', url: `/api/share/${token}`, headers: { origin: undefined } });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, SHARE_LINK_VIEWS_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(last!.headers['x-robots-tag']).toBe(SHARE_LINK_ROBOTS);
    // Refused views are not counted.
    const links = (await t.request({ method: 'GET', url: `/api/decks/${deckId}/share-links`, user: owner })).json();
    expect(links[0].viewCount).toBe(SHARE_LINK_VIEWS_PER_MINUTE);
  });
});
