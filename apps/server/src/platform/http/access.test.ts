import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuiltApp } from '../../app.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { userProfiles } from '../../db/schema.ts';

/**
 * The access hook itself, on throwaway routes whose handlers check nothing: the matrix's real routes
 * cannot tell the hook's 401 from a handler's own `actorOf` 401, so removing a rule there went unnoticed.
 */
describe('access hook: deny by default, and each rule enforced by the hook alone', () => {
  let t: TestApp;
  let built: BuiltApp;
  let app: FastifyInstance;
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ name: 'Ada Admin' });
    user = await t.signUp({ name: 'Uma User' });
    await t.ctx.db.update(userProfiles).set({ isAdmin: true }).where(eq(userProfiles.userId, admin.id));
    built = await buildApp(t.ctx);
    app = built.app;
    const ok = async () => ({ reached: true });
    app.get('/api/test/undeclared', ok);
    app.post('/api/test/undeclared', ok);
    app.get('/api/auth/test-undeclared', ok); // under Better Auth's prefix, but not Better Auth's
    app.get('/outside-api/undeclared', ok);
    app.get('/api/test/user', { config: { access: 'user' } }, ok);
    app.get('/api/test/admin', { config: { access: 'admin' } }, ok);
    app.get('/api/test/public', { config: { access: 'public' } }, ok);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, who: TestUser | null) =>
    app.inject({
      method,
      url,
      headers: { origin: t.config.appUrl, ...(who ? { cookie: who.cookie } : {}), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { payload: '{}' } : {}),
    });

  it('refuses a route without an access rule with 403 for every caller, wherever it is mounted', async () => {
    const undeclared = [
      ['GET', '/api/test/undeclared'],
      ['POST', '/api/test/undeclared'],
      ['GET', '/api/auth/test-undeclared'],
      ['GET', '/outside-api/undeclared'],
    ] as const;
    for (const [method, url] of undeclared) {
      for (const who of [null, user, admin]) {
        const response = await call(method, url, who);
        expect(response.statusCode, `${method} ${url} as ${who ? who.email : 'visitor'}`).toBe(403);
        expect(response.body).not.toContain('reached');
      }
    }
  });

  it('lists the undeclared routes in the route table as such', () => {
    expect(built.routes).toContainEqual({ method: 'GET', url: '/api/test/undeclared', access: undefined });
    expect(built.routes).toContainEqual({ method: 'POST', url: '/api/test/undeclared', access: undefined });
    expect(built.routes).toContainEqual({ method: 'GET', url: '/api/test/user', access: 'user' });
  });

  it('enforces user, admin and public by the hook, with handlers that check nothing', async () => {
    const expected: [string, TestUser | null, number][] = [
      ['/api/test/user', null, 401],
      ['/api/test/user', user, 200],
      ['/api/test/user', admin, 200],
      ['/api/test/admin', null, 401],
      ['/api/test/admin', user, 403],
      ['/api/test/admin', admin, 200],
      ['/api/test/public', null, 200],
      ['/api/test/public', user, 200],
    ];
    for (const [url, who, status] of expected) {
      expect((await call('GET', url, who)).statusCode, `${url} as ${who ? who.email : 'visitor'}`).toBe(status);
    }
  });

  it('still answers 404 to a path no route matches', async () => {
    const response = await call('GET', '/api/test/nothing-here', user);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
