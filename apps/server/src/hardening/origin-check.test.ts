import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Better Auth decides at import time whether it runs "in a test" (NODE_ENV=test or TEST set), and then
// skips its origin check. Run this file as production does, before anything imports Better Auth.
vi.hoisted(() => {
  process.env.NODE_ENV = 'production';
  delete process.env.TEST;
});

import { createTestApp, sessionCookie, type TestApp, type TestUser } from '../test/test-app.ts';

describe('Better Auth origin check (NODE_ENV=production)', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp();
  });
  afterAll(() => t?.close());

  it('refuses a sign-in and a sign-up posted from a foreign origin', async () => {
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: owner.email, password: 'secret-password' },
      headers: { origin: 'https://evil.example' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(sessionCookie(signIn)).toBeUndefined();
    const signUp = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { name: 'Eve', email: 'eve@example.com', password: 'secret-password' },
      headers: { origin: 'https://evil.example' },
    });
    expect(signUp.statusCode).toBe(403);
  });

  it('refuses a cookie-carrying request from a foreign origin (CSRF), and keeps the session', async () => {
    const signOut = await t.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      user: owner,
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(signOut.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/me', user: owner })).statusCode).toBe(200);
  });

  it('accepts the same sign-in from the app origin', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: owner.email, password: 'secret-password' },
    });
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)).toBeDefined();
  });
});
