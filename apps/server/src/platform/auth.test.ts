import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SESSION_IDLE_TIMEOUT_MINUTES } from '@pitchscope/domain/constants';
import { AUTH_ERRORS, FORM_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, cookieFrom, sessionCookie, type TestApp, type TestUser } from '../test/test-app.ts';
import { account, session } from '../db/schema.ts';

const MINUTE = 60_000;

/** Pretends the user's sessions were last used `minutes` ago (created, refreshed and given their expiry then). */
async function ageSessions(t: TestApp, user: TestUser, minutes: number) {
  const shift = sql.raw(`interval '${minutes} minutes'`);
  await t.ctx.db
    .update(session)
    .set({
      createdAt: sql`${session.createdAt} - ${shift}`,
      updatedAt: sql`${session.updatedAt} - ${shift}`,
      expiresAt: sql`${session.expiresAt} - ${shift}`,
    })
    .where(eq(session.userId, user.id));
}

async function signIn(t: TestApp, user: TestUser, password = 'secret-password') {
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    body: { email: user.email, password },
  });
  expect(response.statusCode).toBe(200);
  return { ...user, cookie: cookieFrom(response) };
}

describe('sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a copied session cookie at once after sign-out (no cached session survives)', async () => {
    const user = await signIn(t, await t.signUp());
    const copied = user.cookie;
    expect((await t.request({ method: 'GET', url: '/api/me', user })).statusCode).toBe(200);

    const signOut = await t.request({ method: 'POST', url: '/api/auth/sign-out', user, body: {} });
    expect(signOut.statusCode).toBe(200);

    const replay = await t.request({ method: 'GET', url: '/api/me', user: { ...user, cookie: copied } });
    expect(replay.statusCode).toBe(401);
    const session = await t.request({ method: 'GET', url: '/api/auth/get-session', user: { ...user, cookie: copied } });
    expect(session.json()).toBeNull();
  });

  it(`ends a session left unused for more than ${SESSION_IDLE_TIMEOUT_MINUTES} minutes`, async () => {
    const user = await t.signUp();
    await ageSessions(t, user, SESSION_IDLE_TIMEOUT_MINUTES + 1);
    const response = await t.request({ method: 'GET', url: '/api/me', user });
    expect(response.statusCode).toBe(401);
  });

  it('keeps a session in use alive: each use pushes the idle deadline back, and the browser gets the new cookie', async () => {
    const user = await t.signUp();
    await ageSessions(t, user, SESSION_IDLE_TIMEOUT_MINUTES - 5);
    const response = await t.request({ method: 'GET', url: '/api/me', user });
    expect(response.statusCode).toBe(200);

    const [row] = await t.ctx.db.select().from(session).where(eq(session.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_IDLE_TIMEOUT_MINUTES - 1) * MINUTE);
    // The refreshed cookie reaches the browser, or it would drop the session at the first Max-Age.
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(new RegExp(`Max-Age=${SESSION_IDLE_TIMEOUT_MINUTES * 60}`, 'i'));

    await ageSessions(t, user, SESSION_IDLE_TIMEOUT_MINUTES - 5);
    expect((await t.request({ method: 'GET', url: '/api/me', user })).statusCode).toBe(200);
  });
});

describe('password policy on Better Auth’s endpoints', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/auth/sign-up/email', body: { name: 'Pat Policy', email, password } });

  it('refuses a 7-character password at sign-up (the minimum is 8, above the spec’s 6)', async () => {
    const response = await signUp('seven@example.com', 'x7#kQ2p');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PASSWORD_TOO_SHORT');
    expect((await signUp('eight@example.com', 'x7#kQ2pZ')).statusCode).toBe(200);
  });

  it('refuses one of the most common passwords at sign-up, whatever its case, with the catalogue’s message', async () => {
    for (const password of ['baseball', 'Password1', 'QWERTYUIOP']) {
      const response = await signUp(`common-${password}@example.com`, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: AUTH_ERRORS.commonPassword.message });
    }
    expect((await signUp('uncommon@example.com', 'harbour-lantern-47')).statusCode).toBe(200);
  });

  it('refuses a sign-up without a name, or with only spaces, with the spec\'s message (issue #35)', async () => {
    for (const name of ['', '   ']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        body: { name, email: `nameless-${name.length}@example.com`, password: 'harbour-lantern-47' },
      });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'NAME_REQUIRED', message: FORM_MESSAGES.signUpMissing.message });
    }
  });

  it('refuses a common new password on change-password too', async () => {
    const user = await t.signUp();
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/change-password',
      user,
      body: { currentPassword: 'secret-password', newPassword: 'iloveyou1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PASSWORD_TOO_COMMON');
  });
});

describe('password hashing as in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Every other test app hashes with the tests' cheap hash (test/fast-password-hasher.ts).
    t = await createTestApp({ productionPasswordHashing: true });
  });
  afterAll(() => t.close());

  it('stores Better Auth’s scrypt hash (salt:key), and signs in with the right password only', async () => {
    const user = await t.signUp({ password: 'harbour-lantern-47' });
    const [stored] = await t.ctx.db.select({ password: account.password }).from(account).where(eq(account.userId, user.id));
    // 16 bytes of salt and a 64-byte key, in hex: Better Auth's scrypt format, not the tests' SHA-256.
    expect(stored.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);

    const wrong = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email: user.email, password: 'harbour-lantern-48' } });
    expect(wrong.statusCode).toBe(401);
    await signIn(t, user, 'harbour-lantern-47');
  });
});
