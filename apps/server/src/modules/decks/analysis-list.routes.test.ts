import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import { decks } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';

interface Page {
  items: DeckSummary[];
  nextCursor: string | null;
}

/**
 * The Analysis list (/dashboard, spec deep-analysis-admin §2.2) reads the library's `analyzed` section one
 * page at a time: the decks added to the Analysis list and not archived, the owner's only, searched by
 * company, product or industry, ordered by upload date or company name either way (issue #19).
 */
describe('the Analysis list: GET /api/decks?section=analyzed in pages (issue #19)', () => {
  let t: TestApp;
  let investor: TestUser;
  let other: TestUser;
  const base = Date.parse('2026-04-01T08:00:00Z');
  const inList: Record<string, string> = {};

  const get = (url: string, as: TestUser | null = investor) => t.request({ method: 'GET', url, user: as });
  async function allPages(query: string, between?: (index: number) => Promise<void>): Promise<DeckSummary[]> {
    const rows: DeckSummary[] = [];
    let cursor: string | null = null;
    let index = 0;
    do {
      const response = await get(`/api/decks?section=analyzed&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as Page;
      rows.push(...page.items);
      cursor = page.nextCursor;
      await between?.(index++);
    } while (cursor);
    return rows;
  }
  const names = async (query: string) => (await allPages(query)).map((deck) => deck.companyName);

  beforeAll(async () => {
    t = await createTestApp();
    investor = await t.signUp();
    other = await t.signUp();
    const companies = [
      ['Orbit Foods', 'Meal kits', 'Food'],
      ['kelp Works', 'Seaweed packaging', 'Materials'],
      ['Umbra Health', 'Sleep clinics', 'Healthcare'],
      ['Axle Freight', 'Truck routing', 'Logistics'],
      ['Nimbus Pay', 'Card issuing', 'Fintech'],
    ] as const;
    for (const [i, [companyName, product, industry]] of companies.entries()) {
      inList[companyName] = await insertAnalyzedDeck(t.ctx, investor.id, {
        companyName,
        product,
        industry,
        inDashboard: true,
        uploadedAt: new Date(base + i * 3_600_000),
      });
    }
    // Not on the Analysis list: archived, not added, another user's.
    await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Archived Foods', inDashboard: true, isArchived: true });
    await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Library Foods', inDashboard: false });
    await insertAnalyzedDeck(t.ctx, other.id, { companyName: 'Other Foods', inDashboard: true });
  });
  afterAll(() => t.close());

  it('holds only the owner’s decks added to the list and not archived, newest upload first', async () => {
    expect(await names('limit=2')).toEqual(['Nimbus Pay', 'Axle Freight', 'Umbra Health', 'kelp Works', 'Orbit Foods']);
    expect(await allPages('limit=2').then((rows) => rows.every((deck) => deck.inDashboard && !deck.isArchived))).toBe(true);
    const theirs = (await get('/api/decks?section=analyzed&limit=100', other)).json() as Page;
    expect(theirs.items.map((deck) => deck.companyName)).toEqual(['Other Foods']);
  });

  it.each([
    ['sort=uploaded&dir=asc', ['Orbit Foods', 'kelp Works', 'Umbra Health', 'Axle Freight', 'Nimbus Pay']],
    ['sort=uploaded&dir=desc', ['Nimbus Pay', 'Axle Freight', 'Umbra Health', 'kelp Works', 'Orbit Foods']],
    ['sort=company&dir=asc', ['Axle Freight', 'kelp Works', 'Nimbus Pay', 'Orbit Foods', 'Umbra Health']],
    ['sort=company&dir=desc', ['Umbra Health', 'Orbit Foods', 'Nimbus Pay', 'kelp Works', 'Axle Freight']],
  ])('orders %s across pages of 2 (company names case-insensitive)', async (query, expected) => {
    expect(await names(`limit=2&${query}`)).toEqual(expected);
  });

  it('searches company, product and industry, case-insensitive, in the database', async () => {
    expect(await names('q=NIMBUS')).toEqual(['Nimbus Pay']);
    expect(await names('q=seaweed')).toEqual(['kelp Works']);
    expect(await names('q=healthcare')).toEqual(['Umbra Health']);
    // "Foods" is in a company name on the list and in decks that are not: only the first is found.
    expect(await names('q=foods')).toEqual(['Orbit Foods']);
    expect(await names('q=no-such-deck')).toEqual([]);
  });

  it('neither repeats nor loses a deck while decks are added to the list between pages', async () => {
    const added: string[] = [];
    const seen = await allPages('limit=2&sort=company', async (index) => {
      const companyName = ['Aardvark Labs', 'Mango Rails', 'Zephyr Air'][index];
      if (companyName) added.push(await insertAnalyzedDeck(t.ctx, investor.id, { companyName, inDashboard: true }));
    });
    const ids = seen.map((deck) => deck.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of Object.values(inList)) expect(ids).toContain(id);
    for (const id of added) await t.ctx.db.delete(decks).where(eq(decks.id, id));
  });

  it('refuses a bad cursor, a cursor of another order and a bad sort with 400 and a clear message', async () => {
    const bad = await get('/api/decks?section=analyzed&cursor=garbage');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('cursor: not a cursor given by this list; start again from the first page (no cursor)');
    const first = (await get('/api/decks?section=analyzed&limit=1&sort=company')).json() as Page;
    const otherOrder = await get(`/api/decks?section=analyzed&sort=uploaded&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(otherOrder.statusCode).toBe(400);
    expect(otherOrder.json().error.message).toContain('made for another sort (company asc)');
    expect((await get('/api/decks?section=analysed')).statusCode).toBe(400);
    expect((await get('/api/decks?section=analyzed&sort=name')).statusCode).toBe(400);
  });

  it('is for signed-in users only', async () => {
    expect((await get('/api/decks?section=analyzed', null)).statusCode).toBe(401);
  });
});
