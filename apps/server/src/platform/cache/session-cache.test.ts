import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { session, userProfiles } from '../../db/schema.ts';
import { createTestApp, cookieFrom, type TestApp, type TestUser } from '../../test/test-app.ts';

/**
 * The session cache (ADR 0023) answers a known cookie without Better Auth, and every change that ends or
 * changes what a session stands for is seen on the very next request. The changes below are made through
 * the app and, as another process would, straight in the database (the triggers of migration 0015).
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
describe('session cache: revocation is seen on the next request', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    // The first account is the admin.
    admin = await t.signUp({ email: 'admin@example.com' });
  }, 60_000);
  afterAll(() => t.close());

  const me = (user: TestUser) => t.request({ method: 'GET', url: '/api/me', user });
  const adminUsers = (user: TestUser) => t.request({ method: 'GET', url: '/api/admin/users', user });
  /** Sends the cookie twice, so that the second answer comes from the cache when there is one. */
  const warm = async (user: TestUser) => {
    for (let i = 0; i < 2; i++) expect((await me(user)).statusCode).toBe(200);
  };

  it('answers a signed-in cookie again without asking Better Auth', async () => {
    const user = await t.signUp();
    await warm(user);
    const getSession = vi.spyOn(t.ctx.auth.api, 'getSession');
    try {
      expect((await me(user)).statusCode).toBe(200);
      expect(getSession).not.toHaveBeenCalled();
      // A cookie never seen is resolved by Better Auth (and refused).
      expect((await me({ ...user, cookie: `${user.cookie}x` })).statusCode).toBe(401);
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
  });

  it('refuses the cookie at once after sign-out', async () => {
    const user = await t.signUp();
    await warm(user);
    const signOut = await t.request({ method: 'POST', url: '/api/auth/sign-out', user, body: {} });
    expect(signOut.statusCode).toBe(200);
    expect((await me(user)).statusCode).toBe(401);
  });

  it('refuses a session deleted from the database (revoked elsewhere), and keeps the user’s other session', async () => {
    const user = await t.signUp();
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: user.email, password: 'secret-password' },
    });
    const otherBrowser = { ...user, cookie: cookieFrom(signIn) };
    await warm(user);
    await warm(otherBrowser);
    const token = decodeURIComponent(user.cookie.split('=')[1]).split('.')[0];
    await t.ctx.db.delete(session).where(eq(session.token, token));
    expect((await me(user)).statusCode).toBe(401);
    expect((await me(otherBrowser)).statusCode).toBe(200);
  });

  it('refuses a deleted user’s cookie on the next request', async () => {
    const user = await t.signUp();
    await warm(user);
    const deleted = await t.request({ method: 'DELETE', url: `/api/admin/users/${user.id}`, user: admin });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await me(user)).statusCode).toBe(401);
  });

  it('follows a role change on the next request, both ways', async () => {
    const user = await t.signUp();
    await warm(user);
    expect((await adminUsers(user)).statusCode).toBe(403);
    await t.ctx.db.update(userProfiles).set({ isAdmin: true }).where(eq(userProfiles.userId, user.id));
    expect((await adminUsers(user)).statusCode).toBe(200);
    expect((await adminUsers(user)).statusCode).toBe(200);
    await t.ctx.db.update(userProfiles).set({ isAdmin: false }).where(eq(userProfiles.userId, user.id));
    expect((await adminUsers(user)).statusCode).toBe(403);
  });
});
