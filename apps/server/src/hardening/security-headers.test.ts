import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { AUTH_ERRORS } from '@pitchscope/domain/messages';
import { createTestApp, sessionCookie, setCookies, type TestApp, type TestUser } from '../test/test-app.ts';
import { insertAnalyzedDeck } from '../test/factories.ts';
import { makePdf } from '../test/fixtures/documents.ts';
import { updateDeck } from '../modules/decks/decks.repository.ts';

/** The browser-facing defences: headers, cookie flags, the auth origin check, rate limits, downloads. */

function cspDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers, cookies and downloads (http, rate limits off)', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp();
  });
  afterAll(() => t?.close());

  it('sends a strict CSP and the other hardening headers on API answers', async () => {
    for (const url of ['/api/health', '/api/me', '/api/no-such-route']) {
      const response = await t.request({ method: 'GET', url, user: owner });
      const csp = cspDirectives(response);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toBeDefined();
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, without Secure on plain http', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: owner.email, password: 'secret-password' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
  });

  // TODO(bug: origin-check-follows-node-env): Better Auth turns its origin/CSRF check OFF when
  // process.env.NODE_ENV is 'test' or TEST is set (as under Vitest), because platform/auth.ts leaves
  // advanced.disableOriginCheck unset. origin-check.test.ts proves the check under NODE_ENV=production;
  // drop `.fails` here once auth.ts pins `disableOriginCheck: false, disableCSRFCheck: false`.
  it('refuses a sign-in from a foreign origin whatever NODE_ENV says', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: owner.email, password: 'secret-password' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('serves a deck file as an attachment with a document type, never as a page', async () => {
    const pdf = await makePdf(['Brightloop\nSmart energy monitoring']);
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const cases = [
      { fileType: 'pdf', bytes: pdf, type: 'application/pdf', fileName: 'brightloop.pdf' },
      {
        fileType: 'pptx',
        bytes: html,
        type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        fileName: 'a.pptx',
      },
      { fileType: 'ppt', bytes: html, type: 'application/vnd.ms-powerpoint', fileName: 'b.ppt' },
      // A row whose type is not a deck type (never written by the pipeline): still a download.
      { fileType: 'html', bytes: html, type: 'application/octet-stream', fileName: 'page.html' },
      // A stored name that tries to break out of the header.
      {
        fileType: 'pdf',
        bytes: pdf,
        type: 'application/pdf',
        fileName: 'evil"\r\nSet-Cookie: pwned=1; x=".pdf',
      },
    ];
    for (const item of cases) {
      const deckId = await insertAnalyzedDeck(t.ctx, owner.id, {
        fileName: item.fileName,
        fileType: item.fileType,
      });
      const fileKey = `pitchDecks/${deckId}.${item.fileType}`;
      await t.ctx.storage.put(fileKey, item.bytes);
      await updateDeck(t.ctx.db, deckId, { fileKey });
      const response = await t.request({ method: 'GET', url: `/api/decks/${deckId}/file`, user: owner });
      expect(response.statusCode, item.fileName).toBe(200);
      expect(response.headers['content-type']).toBe(item.type);
      expect(String(response.headers['content-type'])).not.toMatch(
        /^(text\/|image\/svg|application\/(xhtml|javascript|xml|json))/,
      );
      expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="[^"\r\n]*"$/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(setCookies(response).some((cookie) => cookie.startsWith('pwned'))).toBe(false);
      expect(response.rawPayload.equals(Buffer.from(item.bytes))).toBe(true);
    }
  });
});

describe('behind TLS with rate limits on (APP_URL=https://…, RATE_LIMIT_ENABLED=true)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://decks.example.com', RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(() => t?.close());

  it('marks the session cookie Secure (with the __Secure- prefix)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { name: 'Tess TLS', email: 'tess@example.com', password: 'secret-password' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });

  it('answers the 11th sign-in attempt within a minute with 429 and the spec message', async () => {
    const attempt = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        body: { email: 'tess@example.com', password: 'not-the-password' },
      });
    for (let i = 1; i <= 10; i++) expect((await attempt()).statusCode, `attempt ${i}`).toBe(401);
    const eleventh = await attempt();
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: AUTH_ERRORS.tooManyRequests.message,
    });
    expect(AUTH_ERRORS.tooManyRequests.message).toBe(
      'Too many unsuccessful attempts. Please try again later or reset your password.',
    );
  });
});
