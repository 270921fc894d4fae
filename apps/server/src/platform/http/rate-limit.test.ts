import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { ANALYSIS_CALLS_PER_MINUTE } from '@pitchscope/domain/constants';
import { STARTS_PER_MINUTE } from '../../modules/deep-analysis/deep-analysis.routes.ts';
import { UPLOADS_PER_MINUTE } from '../../modules/decks/uploads.routes.ts';

describe('rate limits per user after sign-in, per IP before (RATE_LIMIT_ENABLED=true)', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
    await t.signUp();
    alice = await t.signUp({ name: 'Alice' });
    bob = await t.signUp({ name: 'Bob' });
  });
  afterAll(() => t?.close());

  // No such deck: each start is a cheap 404, but it counts against the limit like any other.
  const start = (user: TestUser) => t.request({ method: 'POST', url: '/api/decks/no-such-deck/deep-analysis', user });

  it('gives each user of one IP (an office NAT) a budget of their own', async () => {
    for (let i = 0; i < STARTS_PER_MINUTE; i++) expect((await start(alice)).statusCode).toBe(404);
    const limited = await start(alice);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Same IP (app.inject's 127.0.0.1), another account: not limited by Alice's calls.
    expect((await start(bob)).statusCode).toBe(404);
  });

  it('limits "add anyway" (it runs the whole pipeline again) like uploads, per user', async () => {
    // No such upload: each call is a cheap 404 that still counts.
    const addAnyway = (user: TestUser) => t.request({ method: 'POST', url: '/api/uploads/no-such-upload/add-anyway', user });
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) expect((await addAnyway(alice)).statusCode).toBe(404);
    expect((await addAnyway(alice)).statusCode).toBe(429);
    expect((await addAnyway(bob)).statusCode).toBe(404);
  });

  it('limits each supporting analysis (a model call) per user', async () => {
    const carol = await t.signUp({ name: 'Carol' });
    for (const kind of ['smart-questions', 'data-freshness', 'news-intelligence']) {
      const call = (user: TestUser) => t.request({ method: 'POST', url: `/api/decks/no-such-deck/${kind}`, user });
      for (let i = 0; i < ANALYSIS_CALLS_PER_MINUTE; i++) expect((await call(carol)).statusCode, kind).toBe(404);
      const limited = await call(carol);
      expect(limited.statusCode, kind).toBe(429);
      expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      expect((await call(bob)).statusCode, kind).toBe(404);
    }
  });

  it('keeps limiting sign-in attempts per IP, whatever session cookie comes with them', async () => {
    const attempt = (user: TestUser | null) =>
      t.request({ method: 'POST', url: '/api/auth/sign-in/email', user, body: { email: alice.email, password: 'wrong-password' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(alice)).statusCode, (await attempt(bob)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
