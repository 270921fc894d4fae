import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { personalWorkspaceId } from '@pitchscope/domain/workspaces';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import type { DeckListCounts } from '@pitchscope/domain/contracts/deck-list';
import { deepAnalyses, decks, user as users, userProfiles, workspaceMembers } from '../../db/schema.ts';
import { createContext, type ServerContext } from '../../compose.ts';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';

interface Page {
  items: DeckSummary[];
  nextCursor: string | null;
}

/**
 * The library cache (ADR 0023): a repeated page or count is answered from memory, and any change to what
 * it shows — made through the API or straight in the database, as another process would — is on the next
 * read. Runs on PGlite, and on PostgreSQL with DATABASE_URL (plus a second app on the same database).
 */
describe('library cache: first pages and counts served from memory, never stale', () => {
  let t: TestApp;
  let investor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    investor = await t.signUp({ name: 'Ada Investor' });
    await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Alpha Robotics' });
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, user: TestUser = investor, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, user, headers });
  const page = async (user: TestUser = investor, url = '/api/decks'): Promise<Page> => {
    const response = await get(url, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const counts = async (user: TestUser = investor): Promise<DeckListCounts> => (await get('/api/decks/counts', user)).json();
  const companies = async (user: TestUser = investor) => (await page(user)).items.map((deck) => deck.companyName).sort();

  it('answers a repeated page and count without a database query, and 304 to the ETag it gave', async () => {
    const first = await get('/api/decks');
    await get('/api/decks/counts');
    const select = vi.spyOn(t.ctx.db, 'select');
    const execute = vi.spyOn(t.ctx.db, 'execute');
    try {
      const again = await get('/api/decks');
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect((await get('/api/decks/counts')).statusCode).toBe(200);
      const notModified = await get('/api/decks', investor, { 'if-none-match': String(first.headers.etag) });
      expect([notModified.statusCode, notModified.body]).toEqual([304, '']);
      expect(select).not.toHaveBeenCalled();
      expect(execute).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
      execute.mockRestore();
    }
  });

  it('sends the same JSON gzip-compressed to a client that accepts it', async () => {
    const many = await t.signUp();
    for (let i = 0; i < 12; i++) await insertAnalyzedDeck(t.ctx, many.id, { companyName: `Company ${i}` });
    const plain = await get('/api/decks', many);
    const zipped = await get('/api/decks', many, { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('shows a star set through the API on the next read', async () => {
    const [deck] = (await page()).items;
    const patched = await t.request({ method: 'PATCH', url: `/api/decks/${deck.id}`, user: investor, body: { starred: !deck.starred } });
    expect(patched.statusCode).toBe(200);
    expect((await page()).items.find((item) => item.id === deck.id)?.starred).toBe(!deck.starred);
  });

  it('shows decks written straight in the database on the next page and count', async () => {
    const before = await counts();
    await page();
    await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Written Elsewhere' });
    expect(await companies()).toContain('Written Elsewhere');
    expect((await counts()).all.total).toBe(before.all.total + 1);
    await t.ctx.db.update(decks).set({ companyName: 'Renamed Elsewhere' }).where(eq(decks.companyName, 'Written Elsewhere'));
    expect(await companies()).toContain('Renamed Elsewhere');
    await t.ctx.db.delete(decks).where(eq(decks.companyName, 'Renamed Elsewhere'));
    expect(await companies()).not.toContain('Renamed Elsewhere');
    expect((await counts()).all.total).toBe(before.all.total);
  });

  it('marks a card when its deep analysis is stored, and shows the uploader’s new name', async () => {
    const [deck] = (await page()).items;
    expect(deck.hasDeepAnalysis).toBe(false);
    await t.ctx.db.insert(deepAnalyses).values({ deckId: deck.id, rawAnalysis: 'A report.' });
    expect((await page()).items.find((item) => item.id === deck.id)?.hasDeepAnalysis).toBe(true);
    await t.ctx.db.update(users).set({ name: 'Ada Renamed' }).where(eq(users.id, investor.id));
    expect((await page()).items.find((item) => item.id === deck.id)?.uploadedBy.name).toBe('Ada Renamed');
  });

  it('keeps each workspace’s library to itself, and follows membership and the current workspace', async () => {
    const owner = await t.signUp();
    const colleague = await t.signUp();
    await insertAnalyzedDeck(t.ctx, owner.id, { companyName: 'Owner Personal' });
    await insertAnalyzedDeck(t.ctx, colleague.id, { companyName: 'Colleague Personal' });
    expect(await companies(owner)).toEqual(['Owner Personal']);
    expect(await companies(colleague)).toEqual(['Colleague Personal']);

    // A team workspace becomes the owner's current one: its library is empty until a deck lands there.
    const created = await t.request({ method: 'POST', url: '/api/workspaces', user: owner, body: { name: 'Team' } });
    expect(created.statusCode).toBe(201);
    const teamId: string = created.json().id;
    expect(await companies(owner)).toEqual([]);
    await insertAnalyzedDeck(t.ctx, owner.id, { companyName: 'Team Deck', workspaceId: teamId });
    expect(await companies(owner)).toEqual(['Team Deck']);

    // The colleague joins and switches to it (as another process would write it), then is removed.
    await t.ctx.db.insert(workspaceMembers).values({ workspaceId: teamId, userId: colleague.id, role: 'member' });
    await t.ctx.db.update(userProfiles).set({ currentWorkspaceId: teamId }).where(eq(userProfiles.userId, colleague.id));
    expect(await companies(colleague)).toEqual(['Team Deck']);
    await t.ctx.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.userId, colleague.id), eq(workspaceMembers.workspaceId, teamId)));
    expect(await companies(colleague)).toEqual(['Colleague Personal']);
    expect(await companies(owner)).toEqual(['Team Deck']);
  });
});

describe.runIf(process.env.DATABASE_URL)('library cache across processes (PostgreSQL)', () => {
  let t: TestApp;
  let second: { ctx: ServerContext; app: Awaited<ReturnType<typeof buildApp>>['app'] };
  let investor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    // A second server on the same database: its own pool, caches and LISTEN connection.
    const ctx = await createContext(t.config);
    second = { ctx, app: (await buildApp(ctx)).app };
    await second.app.ready();
    investor = await t.signUp();
  }, 60_000);
  afterAll(async () => {
    await second.app.close();
    await second.ctx.documents.close();
    await second.ctx.database.close();
    await t.close();
  });

  const listFromSecond = async () => {
    const response = await second.app.inject({ method: 'GET', url: '/api/decks', headers: { cookie: investor.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Page).items.map((deck) => deck.companyName);
  };
  const listFromSecondFull = async () => {
    const response = await second.app.inject({ method: 'GET', url: '/api/decks', headers: { cookie: investor.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Page).items;
  };
  /** Resolves when the second server has been told about a change to the workspace. */
  const notifiedInSecond = (workspaceId: string) =>
    new Promise<void>((resolve) => {
      const stop = second.ctx.database.changes.subscribe({
        onChange: (kind, id) => {
          if (kind === 'workspace' && id === workspaceId) {
            stop();
            resolve();
          }
        },
        onReset: () => undefined,
      });
    });

  it('shows a deck written by the first server on the second server’s next read after the notification', async () => {
    expect(await listFromSecond()).toEqual([]);
    expect(await listFromSecond()).toEqual([]);
    const workspaceId = personalWorkspaceId(investor.id);
    const notified = notifiedInSecond(workspaceId);
    await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'From The First Server' });
    await notified;
    expect(await listFromSecond()).toEqual(['From The First Server']);
  });

  /** Resolves when the second server has been told `<kind>:<id>` changed. */
  const changeSeenBySecond = (kind: string, id: string) =>
    new Promise<void>((resolve) => {
      const stop = second.ctx.database.changes.subscribe({
        onChange: (changedKind, changedId) => {
          if (changedKind === kind && changedId === id) {
            stop();
            resolve();
          }
        },
        onReset: () => undefined,
      });
    });
  const deckFromSecond = async (user: TestUser, deckId: string) =>
    second.app.inject({ method: 'GET', url: `/api/decks/${deckId}`, headers: { cookie: user.cookie } });

  it('drops on the second server a deck the first deleted, in its list and on its page', async () => {
    const workspaceId = personalWorkspaceId(investor.id);
    const created = changeSeenBySecond('workspace', workspaceId);
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Deleted Soon' });
    await created;
    expect(await listFromSecond()).toContain('Deleted Soon');

    const deleted = changeSeenBySecond('workspace', workspaceId);
    const response = await t.request({ method: 'DELETE', url: `/api/admin/decks/${deckId}`, user: investor });
    expect(response.statusCode, response.body).toBe(200);
    await deleted;
    expect(await listFromSecond()).not.toContain('Deleted Soon');
    expect((await deckFromSecond(investor, deckId)).statusCode).toBe(404);
  });

  it('shows on the second server a fact edited on the first', async () => {
    const workspaceId = personalWorkspaceId(investor.id);
    const created = changeSeenBySecond('workspace', workspaceId);
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Edited Stage' });
    await created;
    const stageOnSecond = async () =>
      ((await listFromSecondFull()).find((deck) => deck.id === deckId) as { stage?: string } | undefined)?.stage;
    const before = await stageOnSecond();

    const edited = changeSeenBySecond('workspace', workspaceId);
    const newStage = before === 'Series A' ? 'Seed' : 'Series A';
    const response = await t.request({ method: 'PATCH', url: `/api/decks/${deckId}/fields`, user: investor, body: { stage: newStage } });
    expect(response.statusCode, response.body).toBe(200);
    await edited;
    expect(await stageOnSecond()).toBe(newStage);
  });

  it('shuts a removed member out of the team’s decks on the second server', async () => {
    const member = await t.signUp();
    const team = await t.request({ method: 'POST', url: '/api/workspaces', user: investor, body: { name: 'Cache Fund' } });
    expect(team.statusCode, team.body).toBe(201);
    const teamId = (team.json() as { id: string }).id;
    const invitation = await t.request({ method: 'POST', url: `/api/workspaces/${teamId}/invitations`, user: investor, body: { role: 'member' } });
    const url = (invitation.json() as { url: string }).url;
    expect((await t.request({ method: 'POST', url: `/api/invitations/${url.slice(url.lastIndexOf('/') + 1)}/accept`, user: member })).statusCode).toBe(200);
    const joined = await t.request({ method: 'PUT', url: '/api/me/current-workspace', user: member, body: { workspaceId: teamId } });
    expect(joined.statusCode, joined.body).toBe(200);
    const teamDeckId = await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Team Only', workspaceId: teamId });
    expect((await deckFromSecond(member, teamDeckId)).statusCode).toBe(200);

    const removed = changeSeenBySecond('member', member.id);
    const response = await t.request({ method: 'DELETE', url: `/api/workspaces/${teamId}/members/${member.id}`, user: investor });
    expect(response.statusCode, response.body).toBeLessThan(300);
    await removed;
    expect((await deckFromSecond(member, teamDeckId)).statusCode).toBe(404);
  });

  it('refuses on the second server a cookie signed out on the first', async () => {
    expect((await second.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: investor.cookie } })).statusCode).toBe(200);
    const notified = new Promise<void>((resolve) => {
      const stop = second.ctx.database.changes.subscribe({
        onChange: (kind, id) => {
          if (kind === 'session' && id === investor.id) {
            stop();
            resolve();
          }
        },
        onReset: () => undefined,
      });
    });
    const signOut = await t.request({ method: 'POST', url: '/api/auth/sign-out', user: investor, body: {} });
    expect(signOut.statusCode).toBe(200);
    await notified;
    expect((await second.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: investor.cookie } })).statusCode).toBe(401);
  });
});
