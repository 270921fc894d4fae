import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { createFakeAnalysis } from '../../test/fake-analysis.ts';
import { findUnstorableText } from './validation.ts';

describe('findUnstorableText', () => {
  it('names the first NUL or lone surrogate, in values and keys, however deep', () => {
    expect(findUnstorableText({ a: ['ok', 'x\u0000'] }, 'body')).toBe('body.a.1');
    expect(findUnstorableText({ profile: { thesis: 'broken \ud800 text' } }, 'body')).toBe('body.profile.thesis');
    expect(findUnstorableText({ tail: '\udc00' }, 'body')).toBe('body.tail');
    expect(findUnstorableText({ ['k\u0000']: 1 }, 'body')).toBe('body');
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep, 'body')).toMatch(/^body(\.0)+$/);
  });

  it('accepts ordinary text, emoji (paired surrogates) and non-strings', () => {
    expect(findUnstorableText({ name: 'Zespół 🚀 Проблема', n: 1, ok: true, none: null }, 'body')).toBeNull();
  });
});

describe('text that cannot be stored is refused at the door, and no SQL reaches the client', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  const analysis = createFakeAnalysis({ deepResearch: 'succeed' });

  beforeAll(async () => {
    t = await createTestApp({ overrides: { analysis: analysis.service } });
    admin = await t.signUp();
    user = await t.signUp();
  });
  afterAll(() => t?.close());

  it('answers 400 with a clear message to a NUL in an analysis call (was 200 with "Failed query: select … industries")', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/analysis/deep-research',
      user,
      payload: '{"pitchDeckData":"Brightloop","industry":"\\u0000"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: expect.stringContaining('body.industry: contains a NUL character') },
    });
    expect(response.body).not.toMatch(/Failed query|select /i);
  });

  it('answers 400 to a lone surrogate in the investor profile (was a 500)', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/me',
      user,
      payload: '{"investorProfile":{"investmentThesis":"We back \\ud800 founders"}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('body.investorProfile.investmentThesis');
  });

  it('refuses a NUL in a path parameter and a query string too', async () => {
    for (const url of ['/api/decks/a%00b', '/api/decks?filter=%00']) {
      const response = await t.request({ method: 'GET', url, user });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('VALIDATION_FAILED');
    }
  });

  it('answers an analysis call whose engine failed on the database with the generic failure, not the SQL', async () => {
    const context = analysis.service.context;
    analysis.service.context = async () => {
      throw new Error('Failed query: select "id", "name" from "industries" where "name" = $1\nparams: Secret Industry');
    };
    try {
      const response = await t.request({
        method: 'POST',
        // The analysis API is the admin's (ADR 10).
        url: '/api/analysis/deep-research',
        user: admin,
        body: { pitchDeckData: 'Brightloop', industry: 'Energy' },
      });
      expect(response.json()).toMatchObject({ success: false, data: null });
      expect(response.body).not.toMatch(/Failed query|industries|Secret Industry/);
    } finally {
      analysis.service.context = context;
    }
  });
});

describe('each refusal names what was wrong: the part of the request, and which limit', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
  });
  afterAll(() => t?.close());

  it('labels a query-string error "query", not "body"', async () => {
    const response = await t.request({ method: 'GET', url: '/api/decks?bogus=1', user });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^query: /);
  });

  it('answers a JSON body over the limit with 413 and a message about the request, not a file', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/me',
      user,
      payload: JSON.stringify({ displayName: 'x'.repeat(3 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'BODY_TOO_LARGE',
      message: 'The request body is larger than the 2 MB limit.',
    });
  });

  it('answers a sign-up body over the auth limit with that limit', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { name: 'n'.repeat(100 * 1024), email: 'big@example.com', password: 'secret-password' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The request body is larger than the 64 KB limit.');
  });
});
