import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck, multipartBody } from '../../test/factories.ts';
import { MISSING_ORIGIN_MESSAGE } from './origin-check.ts';

const EVIL = 'https://evil.example';

describe('origin check of the app routes (CSRF)', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    // With workers: on PGlite a deep-analysis start without them waits forever (the queue's first send).
    t = await createTestApp({ workers: true, env: { TRUSTED_ORIGINS: 'http://localhost:5173/, https://staging.example.com' } });
    await t.signUp(); // the admin
    user = await t.signUp({ name: 'Victim' });
  });
  afterAll(() => t?.close());

  const balance = async () => (await t.request({ method: 'GET', url: '/api/me', user })).json().tokenBalance as number;
  const rename = (headers: Record<string, string | undefined>, displayName = 'Renamed') =>
    t.request({ method: 'PATCH', url: '/api/me', user, body: { displayName }, headers: { origin: undefined, ...headers } });

  it('refuses a cross-site text/plain POST that would spend a token, and spends nothing', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, user.id);
    const before = await balance();
    const forged = await t.request({
      method: 'POST',
      url: `/api/decks/${deckId}/deep-analysis`,
      user,
      payload: '',
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(await balance()).toBe(before);
    const deck = (await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user })).json();
    expect(deck.deepAnalysisStatus ?? null).not.toBe('Processing');
  });

  it('refuses a foreign Origin, Origin null, a cross-site Sec-Fetch-Site and a foreign Referer', async () => {
    const refused = [
      { origin: EVIL },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: `${EVIL}/attack.html` },
    ];
    for (const headers of refused) {
      const response = await rename(headers, 'Hacked');
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/me', user })).json().displayName).not.toBe('Hacked');
  });

  it('accepts the app origin, TRUSTED_ORIGINS (however written) and a same-origin Referer', async () => {
    const accepted = [
      { origin: t.config.appUrl },
      { origin: 'http://localhost:5173' },
      { origin: 'https://staging.example.com' },
      { referer: `${t.config.appUrl}/decks` },
      { referer: `${t.config.appUrl}/decks`, 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of accepted) {
      const response = await rename(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('refuses a cookie-authenticated change that names no origin at all (issue #29): PATCH, upload, deep analysis', async () => {
    for (const headers of [{}, { 'sec-fetch-site': 'same-origin' }]) {
      const response = await rename(headers, 'No origin');
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error).toMatchObject({ code: 'FORBIDDEN', message: MISSING_ORIGIN_MESSAGE });
    }
    expect((await t.request({ method: 'GET', url: '/api/me', user })).json().displayName).not.toBe('No origin');

    const { payload, contentType } = multipartBody('deck.pdf', new Uint8Array([0x25, 0x50, 0x44, 0x46]));
    const upload = await t.request({ method: 'POST', url: '/api/uploads', user, payload, headers: { origin: undefined, 'content-type': contentType } });
    expect(upload.statusCode).toBe(403);

    const deckId = await insertAnalyzedDeck(t.ctx, user.id);
    const before = await balance();
    const start = await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user, headers: { origin: undefined } });
    expect(start.statusCode).toBe(403);
    expect(await balance()).toBe(before);
  });

  it("checks Better Auth's routes too: a sign-up or sign-in without an origin, or from another site, is refused", async () => {
    const signUp = (headers: Record<string, string | undefined>, email: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        body: { name: 'Mallory', email, password: 'secret-password' },
        headers: { origin: undefined, ...headers },
      });
    expect((await signUp({}, 'no-origin@example.com')).statusCode).toBe(403);
    expect((await signUp({ origin: 'null' }, 'null-origin@example.com')).statusCode).toBe(403);
    expect((await signUp({ origin: EVIL }, 'evil-origin@example.com')).statusCode).toBe(403);
    expect((await signUp({ origin: t.config.appUrl }, 'app-origin@example.com')).statusCode).toBe(200);
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'app-origin@example.com', password: 'secret-password' },
      headers: { origin: undefined },
    });
    expect(signIn.statusCode).toBe(403);
  });

  it('lets a request with an API key through without an origin (no browser sends one by itself)', async () => {
    const key = (await t.request({ method: 'POST', url: '/api/me/api-keys', user, body: { name: 'script' } })).json().key as string;
    const deckId = await insertAnalyzedDeck(t.ctx, user.id);
    const response = await t.request({
      method: 'POST',
      url: `/api/decks/${deckId}/deep-analysis`,
      user: null,
      headers: { origin: undefined, authorization: `Bearer ${key}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves reads alone: a cross-site GET is answered (the browser keeps the answer from the other site)', async () => {
    const response = await t.request({ method: 'GET', url: '/api/me', user, headers: { origin: EVIL } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a text/plain body on a JSON route with 415, even from the app origin', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/me',
      user,
      payload: JSON.stringify({ displayName: 'Plain' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });
});

