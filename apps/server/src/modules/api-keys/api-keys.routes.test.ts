import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ANALYSIS_CALLS_PER_MINUTE,
  API_KEY_LAST_USED_RESOLUTION_SECONDS,
  API_KEY_PREFIX,
  API_KEYS_PER_USER_MAX,
} from '@pitchscope/domain/constants';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { apiKeys } from '../../db/schema.ts';
import { INVALID_API_KEY_MESSAGE } from '../../platform/http/access.ts';
import { API_KEY_MESSAGES, hashApiKey } from './api-keys.service.ts';

const EVIL = 'https://evil.example';

describe('API keys', () => {
  let t: TestApp;
  let admin: TestUser;
  let anna: TestUser;
  let bob: TestUser;
  let now = new Date('2026-11-26T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ overrides: { clock: () => now } });
    admin = await t.signUp({ name: 'Ada Admin' });
    anna = await t.signUp({ name: 'Anna' });
    bob = await t.signUp({ name: 'Bob' });
  });
  afterAll(() => t?.close());

  async function createKey(user: TestUser, name = 'CRM sync') {
    const response = await t.request({ method: 'POST', url: '/api/me/api-keys', user, body: { name } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; key: string; prefix: string; name: string };
  }

  /** A request with the key only: no cookie, no Origin (as curl sends it). */
  const withKey = (key: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    t.request({ method, url, body, headers: { origin: undefined, authorization: `Bearer ${key}` } });

  it('creates a key shown once, lists it without the key, and stores only its hash', async () => {
    const created = await createKey(anna);
    expect(created.key).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({ name: 'CRM sync', lastUsedAt: null });

    const list = await t.request({ method: 'GET', url: '/api/me/api-keys', user: anna });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: created.id,
        name: 'CRM sync',
        prefix: created.prefix,
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    expect(list.body).not.toContain(created.key);
    expect(list.body).not.toContain(hashApiKey(created.key));

    const [row] = await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
    // No column of the row holds the key (nor its secret part).
    const secret = created.key.slice(API_KEY_PREFIX.length);
    const raw = await t.ctx.db.execute(
      sql`select row_to_json(k)::text as json from api_keys k where id = ${created.id}`,
    );
    const text = String((raw as unknown as { rows: { json: string }[] }).rows[0]!.json);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(created.key);

    // Another user sees none of Anna's keys.
    expect((await t.request({ method: 'GET', url: '/api/me/api-keys', user: bob })).json()).toEqual([]);
  });

  it('authenticates the REST API with Bearer, with the owner’s access rules', async () => {
    const { key } = await createKey(anna, 'Deck reader');
    const annasDeck = await insertAnalyzedDeck(t.ctx, anna.id, { companyName: 'Brightloop' });
    const bobsDeck = await insertAnalyzedDeck(t.ctx, bob.id, { companyName: 'Otherco' });

    const me = await withKey(key, 'GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ displayName: 'Anna', isAdmin: false });

    const deck = await withKey(key, 'GET', `/api/decks/${annasDeck}`);
    expect(deck.statusCode).toBe(200);
    expect(deck.json()).toMatchObject({ id: annasDeck, companyName: 'Brightloop' });
    const list = await withKey(key, 'GET', '/api/decks');
    expect(list.json().items.map((d: { id: string }) => d.id)).toEqual([annasDeck]);

    // Bob's deck is hidden from Anna's key exactly as from her session: 404, not 403.
    const foreign = await withKey(key, 'GET', `/api/decks/${bobsDeck}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Otherco');

    // A change with the key needs no Origin (no ambient credential), even one from another site.
    const starred = await t.request({
      method: 'PATCH',
      url: `/api/decks/${annasDeck}`,
      body: { starred: true },
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', authorization: `Bearer ${key}` },
    });
    expect(starred.statusCode, starred.body).toBe(200);

    // Users' keys don't open admin routes.
    expect((await withKey(key, 'GET', '/api/admin/users')).statusCode).toBe(403);
  });

  it('keeps the origin check for cookie requests, and a key request does not use the cookie', async () => {
    const annasDeck = await insertAnalyzedDeck(t.ctx, anna.id);
    const forged = await t.request({
      method: 'PATCH',
      url: `/api/decks/${annasDeck}`,
      user: anna,
      body: { starred: true },
      headers: { origin: EVIL },
    });
    expect(forged.statusCode).toBe(403);
    // A bad key next to a valid cookie is refused: the cookie does not count on a key request.
    const mixed = await t.request({
      method: 'GET',
      url: '/api/me',
      user: anna,
      headers: { authorization: `Bearer ${API_KEY_PREFIX}not-a-real-key` },
    });
    expect(mixed.statusCode).toBe(401);
    // Bob's key with Anna's cookie is Bob.
    const { key } = await createKey(bob);
    const bobs = await t.request({
      method: 'GET',
      url: '/api/me',
      user: anna,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(bobs.json()).toMatchObject({ displayName: 'Bob' });
  });

  it('answers 401 to a wrong, empty or revoked key, on private and public routes', async () => {
    for (const header of [`Bearer ${API_KEY_PREFIX}wrong`, 'Bearer ', 'bearer nonsense']) {
      const response = await t.request({ method: 'GET', url: '/api/me', headers: { authorization: header } });
      expect(response.statusCode, header).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: INVALID_API_KEY_MESSAGE },
      });
    }
    const { id, key } = await createKey(anna, 'Soon revoked');
    expect((await withKey(key, 'GET', '/api/me')).statusCode).toBe(200);
    const revoked = await t.request({ method: 'DELETE', url: `/api/me/api-keys/${id}`, user: anna });
    expect(revoked.statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await withKey(key, 'GET', '/api/app-config')).statusCode).toBe(401);
    const list = (await t.request({ method: 'GET', url: '/api/me/api-keys', user: anna })).json();
    expect(list.map((k: { id: string }) => k.id)).not.toContain(id);
    // Revoking again, or another user's key: 404.
    expect(
      (await t.request({ method: 'DELETE', url: `/api/me/api-keys/${id}`, user: anna })).statusCode,
    ).toBe(404);
    const bobsKey = await createKey(bob);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/me/api-keys/${bobsKey.id}`, user: anna })).statusCode,
    ).toBe(404);
    expect((await withKey(bobsKey.key, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('refuses to create or revoke keys with a key (the browser session manages them), but lists them', async () => {
    const { id, key } = await createKey(anna, 'Limited');
    const create = await withKey(key, 'POST', '/api/me/api-keys', { name: 'Minted by a key' });
    expect(create.statusCode).toBe(403);
    expect(create.json().error.message).toBe(API_KEY_MESSAGES.sessionRequired);
    const revoke = await withKey(key, 'DELETE', `/api/me/api-keys/${id}`);
    expect(revoke.statusCode).toBe(403);
    const list = await withKey(key, 'GET', '/api/me/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key);
  });

  it('records "last used", at most once per resolution window', async () => {
    const { id, key } = await createKey(anna, 'Usage');
    const lastUsed = async () =>
      (
        (await t.request({ method: 'GET', url: '/api/me/api-keys', user: anna })).json() as {
          id: string;
          lastUsedAt: string | null;
        }[]
      ).find((k) => k.id === id)!.lastUsedAt;
    const first = now;
    await withKey(key, 'GET', '/api/me');
    expect(await lastUsed()).toBe(first.toISOString());
    now = new Date(first.getTime() + 10_000);
    await withKey(key, 'GET', '/api/me');
    expect(await lastUsed()).toBe(first.toISOString());
    now = new Date(first.getTime() + (API_KEY_LAST_USED_RESOLUTION_SECONDS + 1) * 1000);
    await withKey(key, 'GET', '/api/me');
    expect(await lastUsed()).toBe(now.toISOString());
  });

  it('validates the name and caps the keys per user', async () => {
    const carol = await t.signUp({ name: 'Carol' });
    for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(101) }, { name: 'ok', extra: 1 }]) {
      const response = await t.request({ method: 'POST', url: '/api/me/api-keys', user: carol, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (let i = 0; i < API_KEYS_PER_USER_MAX; i++) await createKey(carol, `key ${i}`);
    const over = await t.request({
      method: 'POST',
      url: '/api/me/api-keys',
      user: carol,
      body: { name: 'one more' },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(API_KEY_MESSAGES.tooMany);
  });

  it('opens admin routes with an admin’s key', async () => {
    const { key } = await createKey(admin, 'Back office');
    const users = await withKey(key, 'GET', '/api/admin/users');
    expect(users.statusCode).toBe(200);
    expect(Array.isArray(users.json().items)).toBe(true);
  });

  it('keys no longer work once their user is deleted', async () => {
    const dora = await t.signUp({ name: 'Dora' });
    const { key } = await createKey(dora);
    const { key: adminKey } = await createKey(admin, 'Admin tool');
    expect((await withKey(adminKey, 'DELETE', `/api/admin/users/${dora.id}`)).statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/api/me')).statusCode).toBe(401);
  });
});

describe('API keys and rate limits', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
    await t.signUp({ name: 'Admin' });
    user = await t.signUp({ name: 'Limited' });
  });
  afterAll(() => t?.close());

  it('counts key and session requests of one user in one per-user budget', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, user.id);
    const { key } = (
      await t.request({ method: 'POST', url: '/api/me/api-keys', user, body: { name: 'bot' } })
    ).json();
    const statuses: number[] = [];
    for (let i = 0; i <= ANALYSIS_CALLS_PER_MINUTE; i++) {
      const viaKey = i % 2 === 0;
      const response = await t.request({
        method: 'POST',
        url: `/api/decks/${deckId}/smart-questions`,
        body: {},
        user: viaKey ? null : user,
        headers: viaKey ? { origin: undefined, authorization: `Bearer ${key}` } : {},
      });
      statuses.push(response.statusCode);
    }
    // Each call is refused for want of a deep analysis (409) but counts; the one past the budget is 429.
    expect(statuses.slice(0, ANALYSIS_CALLS_PER_MINUTE).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
