import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminDeckRow, AdminUserRow } from '@pitchscope/domain/contracts/admin';
import { ADMIN_USER_SORTS, type AdminUserSort } from '@pitchscope/domain/contracts/admin-lists';
import { user, userProfiles } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertDeckRow } from './admin-test-helpers.ts';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The admin Users and All Pitch Decks tables, one page at a time (issue #19): keyset pages that neither
 * repeat nor lose a row while rows are added, search and every sort in the database, admin-only, and a
 * clear 400 for a bad cursor or parameter. A fresh database, so the rows are exactly the ones made here.
 */
describe('GET /api/admin/users and /api/admin/decks: keyset pages (issue #19)', () => {
  let t: TestApp;
  let admin: TestUser;
  const people: Record<string, TestUser> = {};
  const base = Date.parse('2026-02-01T09:00:00Z');

  const get = (url: string, as: TestUser | null = admin) => t.request({ method: 'GET', url, user: as });
  async function page<T>(url: string): Promise<Page<T>> {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  /** Every page of a list, following `nextCursor`; `between` runs after each page (to add rows meanwhile). */
  async function allPages<T>(url: string, between?: (pageIndex: number) => Promise<void>): Promise<T[]> {
    const rows: T[] = [];
    let cursor: string | null = null;
    let index = 0;
    do {
      const separator = url.includes('?') ? '&' : '?';
      const current: Page<T> = await page<T>(cursor ? `${url}${separator}cursor=${encodeURIComponent(cursor)}` : url);
      rows.push(...current.items);
      cursor = current.nextCursor;
      await between?.(index++);
    } while (cursor);
    return rows;
  }

  beforeAll(async () => {
    t = await createTestApp();
    // Made first, so it is the oldest account: the rest of the suite's order is the one below.
    admin = await t.signUp({ name: 'Zelda Admin', email: 'zelda@admin.example' });
    // Distinct names, e-mails, balances and deck counts: every sort has one right order.
    const specs = [
      { key: 'alma', name: 'alma Quist', email: 'qa@example.org', balance: 30, decks: 2 },
      { key: 'bruno', name: 'Bruno Park', email: 'pb@example.org', balance: 10, decks: 0 },
      { key: 'cleo', name: 'Cleo Orr', email: 'oc@example.org', balance: 50, decks: 4 },
      { key: 'dmitri', name: 'Dmitri Nagel', email: 'nd@example.org', balance: 20, decks: 1 },
      { key: 'elena', name: 'Elena Marsh', email: 'me@example.org', balance: 40, decks: 3 },
    ];
    for (const spec of specs) {
      const person = await t.signUp({ name: spec.name, email: spec.email });
      people[spec.key] = person;
      await t.ctx.db.update(userProfiles).set({ tokenBalance: spec.balance }).where(eq(userProfiles.userId, person.id));
      for (let i = 0; i < spec.decks; i++) {
        await insertDeckRow(t.ctx.db, person.id, {
          companyName: `${spec.key} deck ${i}`,
          uploadedAt: new Date(base + (Object.keys(people).length * 10 + i) * 3_600_000),
        });
      }
    }
    // No display name: shown, searched and sorted by the e-mail's local part ("franz").
    const franz = await t.signUp({ name: 'placeholder', email: 'franz@example.org' });
    people.franz = franz;
    await t.ctx.db.update(user).set({ name: '' }).where(eq(user.id, franz.id));
    await t.ctx.db.update(userProfiles).set({ tokenBalance: 60 }).where(eq(userProfiles.userId, franz.id));
    for (let i = 0; i < 5; i++) {
      await insertDeckRow(t.ctx.db, franz.id, {
        companyName: `franz deck ${i}`,
        uploadedAt: new Date(base + (100 + i) * 3_600_000),
      });
    }
    await t.ctx.db.update(userProfiles).set({ tokenBalance: 0 }).where(eq(userProfiles.userId, admin.id));
  });
  afterAll(() => t.close());

  describe('users', () => {
    const displayName = (row: AdminUserRow) => (row.displayName?.trim() || row.email.split('@')[0]!).toLowerCase();
    const keyOf: Record<AdminUserSort, (row: AdminUserRow) => string | number> = {
      name: displayName,
      email: (row) => row.email.toLowerCase(),
      balance: (row) => row.tokenBalance,
      joined: (row) => Date.parse(row.createdAt),
      decks: (row) => row.deckCount,
    };

    it.each(ADMIN_USER_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((dir) => [sort, dir] as const)))(
      'sorts by %s %s across pages of 2, every user once',
      async (sort, dir) => {
        const rows = await allPages<AdminUserRow>(`/api/admin/users?limit=2&sort=${sort}&dir=${dir}`);
        expect(rows.map((row) => row.id).sort()).toEqual([admin.id, ...Object.values(people).map((p) => p.id)].sort());
        const keys = rows.map(keyOf[sort]);
        const expected = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys).toEqual(dir === 'asc' ? expected : expected.reverse());
      },
    );

    it('uses each sort’s own direction by default, and newest accounts first without a sort', async () => {
      expect((await page<AdminUserRow>('/api/admin/users?sort=name')).items[0]!.id).toBe(people.alma!.id);
      expect((await page<AdminUserRow>('/api/admin/users?sort=decks')).items[0]!.id).toBe(people.franz!.id);
      const first = await page<AdminUserRow>('/api/admin/users?limit=1');
      expect(first.items.map((row) => row.id)).toEqual([people.franz!.id]);
      expect(first.nextCursor).toEqual(expect.any(String));
    });

    it('searches name and e-mail, case-insensitive, in the database', async () => {
      const search = async (q: string) =>
        (await allPages<AdminUserRow>(`/api/admin/users?limit=100&q=${encodeURIComponent(q)}`)).map((row) => row.email);
      expect(await search('BRUNO')).toEqual(['pb@example.org']);
      expect(await search('me@exa')).toEqual(['me@example.org']);
      // The e-mail's local part stands in for a missing name.
      expect(await search('franz')).toEqual(['franz@example.org']);
      expect(await search('  ')).toHaveLength(7);
      expect(await search('100%')).toEqual([]);
    });

    it('answers the row fields of the table', async () => {
      const rows = (await page<AdminUserRow>('/api/admin/users?limit=100')).items;
      expect(rows.find((row) => row.id === people.cleo!.id)).toMatchObject({
        email: 'oc@example.org',
        displayName: 'Cleo Orr',
        deckCount: 4,
        tokenBalance: 50,
        isAdmin: false,
      });
      expect(rows.find((row) => row.id === people.franz!.id)!.displayName).toBeNull();
    });

    it('neither repeats nor loses a user while accounts are made between pages', async () => {
      const before = (await allPages<AdminUserRow>('/api/admin/users?limit=100')).map((row) => row.id);
      const made: string[] = [];
      const seen = await allPages<AdminUserRow>('/api/admin/users?limit=2&sort=name', async (index) => {
        // Names that sort before, between and after the pages already read.
        const name = ['aaron Early', 'Carl Middle', 'Zoe Late'][index];
        if (name) made.push((await t.signUp({ name })).id);
      });
      const ids = seen.map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of before) expect(ids).toContain(id);
      // "Zoe Late" sorts after every page read when it was made, so it is on a later page.
      expect(ids).toContain(made[2]);
      for (const id of made) await t.ctx.db.delete(user).where(eq(user.id, id));
    });
  });

  describe('decks', () => {
    it('lists every user’s decks newest first, in pages that neither repeat nor lose a deck while decks are added', async () => {
      const all = (await page<AdminDeckRow>('/api/admin/decks?limit=100')).items;
      expect(all).toHaveLength(15);
      const times = all.map((row) => Date.parse(row.uploadedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(new Set(all.map((row) => row.userId)).size).toBe(5);

      const added: string[] = [];
      const seen = await allPages<AdminDeckRow>('/api/admin/decks?limit=4', async (index) => {
        if (index > 1) return;
        // A new upload (newest: before the pages read) and one at the very time of a deck not read yet
        // (only the id tells them apart).
        added.push(await insertDeckRow(t.ctx.db, people.bruno!.id, { companyName: `late ${index}` }));
        const unread = all[(index + 1) * 4 + 1]!;
        added.push(
          await insertDeckRow(t.ctx.db, people.bruno!.id, {
            companyName: `same time ${index}`,
            uploadedAt: new Date(unread.uploadedAt),
          }),
        );
      });
      const ids = seen.map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const row of all) expect(ids).toContain(row.id);
      const { decks } = await import('../../db/schema.ts');
      for (const id of added) await t.ctx.db.delete(decks).where(eq(decks.id, id));
    });

    it('sorts oldest first with dir=asc', async () => {
      const rows = await allPages<AdminDeckRow>('/api/admin/decks?limit=4&dir=asc');
      expect(rows).toHaveLength(15);
      const times = rows.map((row) => Date.parse(row.uploadedAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('searches company, stated industry and stated stage, case-insensitive, in the database', async () => {
      const { decks } = await import('../../db/schema.ts');
      const fintech = await insertDeckRow(t.ctx.db, people.dmitri!.id, {
        companyName: 'Ledgerly',
        industry: 'Fintech',
        stage: 'Series B',
        product: 'Robotics ledger',
        fieldSources: { stage: { status: 'assumed', slides: [] } },
      });
      const search = async (q: string) =>
        (await allPages<AdminDeckRow>(`/api/admin/decks?limit=100&q=${encodeURIComponent(q)}`)).map((row) => row.companyName);
      expect(await search('LEDGER')).toEqual(['Ledgerly']);
      // The row says which facts the deck does not state, as the investor's views mark them (issue #36).
      const [row] = await allPages<AdminDeckRow>('/api/admin/decks?limit=100&q=ledger');
      expect(row?.factStates).toMatchObject({ stage: 'assumed', industry: 'stated' });
      expect(await search('fintech')).toEqual(['Ledgerly']);
      // Its stage is assumed: not searched as a fact (issue #36).
      expect(await search('series b')).toEqual([]);
      // Not the product (spec §2.4: company, industry or stage).
      expect(await search('robotics')).toEqual([]);
      expect(await search('cleo deck')).toHaveLength(4);
      await t.ctx.db.delete(decks).where(eq(decks.id, fintech));
    });

    it('matches only what a deck states or its investor set, never an assumed value (issue #36)', async () => {
      const { decks } = await import('../../db/schema.ts');
      // The spec's defaults, written as assumed: the deck says nothing of its stage, industry or round.
      const assumed = await insertDeckRow(t.ctx.db, people.dmitri!.id, {
        companyName: 'Quietcorp',
        industry: 'Technology',
        stage: 'Pre-Seed',
        roundSize: '$2M',
        fieldSources: {
          stage: { status: 'assumed', slides: [] },
          industry: { status: 'assumed', slides: [] },
          roundSize: { status: 'assumed', slides: [] },
        },
      });
      const stated = await insertDeckRow(t.ctx.db, people.dmitri!.id, {
        companyName: 'Loudcorp',
        industry: 'Technology',
        stage: 'Pre-Seed',
        roundSize: '$2M',
        fieldSources: {
          stage: { status: 'stated', slides: [2] },
          industry: { status: 'stated', slides: [1] },
          roundSize: { status: 'stated', slides: [9] },
        },
      });
      // The investor's edit is a fact too.
      const edited = await insertDeckRow(t.ctx.db, people.dmitri!.id, {
        companyName: 'Fixedcorp',
        industry: 'Technology',
        stage: 'Pre-Seed',
        fieldSources: {
          stage: { status: 'user', slides: [] },
          industry: { status: 'user', slides: [] },
        },
      });
      const search = async (q: string) =>
        (await allPages<AdminDeckRow>(`/api/admin/decks?limit=100&q=${encodeURIComponent(q)}`)).map((row) => row.companyName).sort();
      expect(await search('pre-seed')).toEqual(['Fixedcorp', 'Loudcorp']);
      expect(await search('technology')).toEqual(['Fixedcorp', 'Loudcorp']);
      expect(await search('$2M')).toEqual([]);
      // The company name is the deck's title, whatever its facts.
      expect(await search('quietcorp')).toEqual(['Quietcorp']);
      // The stage key of a deck without a stated stage reads "Unknown"; the word is no stage.
      expect(await search('unknown')).toEqual([]);
      for (const id of [assumed, stated, edited]) await t.ctx.db.delete(decks).where(eq(decks.id, id));
    });
  });

  describe('access and bad input', () => {
    it.each(['/api/admin/users', '/api/admin/decks'])('%s: 401 signed out, 403 for a user', async (url) => {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, people.alma!)).statusCode).toBe(403);
    });

    it.each([
      ['/api/admin/users?cursor=not-a-cursor', 'cursor: not a cursor given by this list'],
      ['/api/admin/decks?cursor=not-a-cursor', 'cursor: not a cursor given by this list'],
      ['/api/admin/users?limit=101', 'limit: limit is at most 100'],
      ['/api/admin/users?limit=0', 'limit: limit is at least 1'],
      ['/api/admin/users?sort=balance&dir=sideways', 'dir'],
      ['/api/admin/users?sort=age', 'sort'],
      ['/api/admin/decks?sort=company', 'sort'],
      ['/api/admin/decks?page=2', 'page'],
    ])('%s → 400 naming the problem', async (url, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.message).toContain(message);
    });

    it('refuses a cursor made for another sort or another list with 400', async () => {
      const byName = await page<AdminUserRow>('/api/admin/users?limit=1&sort=name');
      const cursor = encodeURIComponent(byName.nextCursor!);
      const otherSort = await get(`/api/admin/users?limit=1&sort=email&cursor=${cursor}`);
      expect(otherSort.statusCode).toBe(400);
      expect(otherSort.json().error.message).toContain('made for another sort (name asc)');
      const otherDirection = await get(`/api/admin/users?limit=1&sort=name&dir=desc&cursor=${cursor}`);
      expect(otherDirection.statusCode).toBe(400);
      const otherList = await get(`/api/admin/decks?limit=1&cursor=${cursor}`);
      expect(otherList.statusCode).toBe(400);
      // A forged cursor whose key is not a timestamp is refused before it reaches the database.
      const forged = Buffer.from(JSON.stringify(['uploaded', 'desc', ['yesterday', 'x']])).toString('base64url');
      const forgedAnswer = await get(`/api/admin/decks?cursor=${forged}`);
      expect(forgedAnswer.statusCode).toBe(400);
      expect(forgedAnswer.json().error.message).toContain('cursor');
    });
  });
});
