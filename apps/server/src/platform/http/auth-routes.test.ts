import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CREDENTIAL_ATTEMPTS_PER_MINUTE, DISPLAY_NAME_MAX_LENGTH } from '@pitchscope/domain/constants';
import { ACCOUNT_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { user as userTable } from '../../db/schema.ts';
import { AUTH_BODY_LIMIT_BYTES } from './auth-routes.ts';

const MB = 1024 * 1024;

/** A JSON-looking body of `size` bytes, produced on demand; `pulled()` tells how much was read. */
function endlessBody(size: number) {
  let produced = 0;
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const stream = new Readable({
    read() {
      if (produced === 0) {
        produced += 9;
        this.push('{"name":"');
        return;
      }
      if (produced >= size) return this.push(null);
      produced += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, pulled: () => produced };
}

describe('/api/auth/* input limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const findUser = async (email: string) =>
    (await t.ctx.db.select().from(userTable).where(eq(userTable.email, email)))[0];

  it('refuses a streamed body over the limit after reading no more than the limit', async () => {
    const body = endlessBody(40 * MB);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.appUrl, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: body.stream,
    });
    expect(response.statusCode).toBe(413);
    // What was pulled is the limit plus what the stream buffers: nothing like the 40 MB offered.
    expect(body.pulled()).toBeLessThan(4 * AUTH_BODY_LIMIT_BYTES);
  });

  it('refuses a declared body over the limit, and stores nothing', async () => {
    const email = 'huge-name@example.com';
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { name: 'n'.repeat(3 * MB), email, password: 'secret-password' },
    });
    expect(response.statusCode).toBe(413);
    expect(await findUser(email)).toBeUndefined();
  });

  it(`refuses a sign-up name longer than ${DISPLAY_NAME_MAX_LENGTH} characters with a clear message`, async () => {
    const email = 'long-name@example.com';
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { name: 'n'.repeat(DISPLAY_NAME_MAX_LENGTH + 1), email, password: 'secret-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.nameTooLong);
    expect(await findUser(email)).toBeUndefined();

    const fits = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { name: 'n'.repeat(DISPLAY_NAME_MAX_LENGTH), email, password: 'secret-password' },
    });
    expect(fits.statusCode).toBe(200);
  });

  it('refuses a long name through Better Auth’s own update-user endpoint too', async () => {
    const user = await t.signUp({ name: 'Short Name' });
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/update-user',
      user,
      body: { name: 'n'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) },
    });
    expect(response.statusCode).toBe(400);
    expect((await findUser(user.email))!.name).toBe('Short Name');
  });

  it('cuts a name from an identity provider to the limit instead of storing it whole', async () => {
    const internal = (await t.ctx.auth.$context).internalAdapter;
    const email = 'google-long-name@example.com';
    await internal.createUser(
      { name: 'g'.repeat(5000), email, emailVerified: true },
      { method: 'oauth', oauth: { providerId: 'google' } },
    );
    expect((await findUser(email))!.name).toHaveLength(DISPLAY_NAME_MAX_LENGTH);
  });
});

describe('/api/auth/change-password rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(() => t.close());

  it(`allows ${CREDENTIAL_ATTEMPTS_PER_MINUTE} guesses of the current password a minute, like sign-in`, async () => {
    const user = await t.signUp();
    const guess = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/change-password',
        user,
        body: { currentPassword: 'guess-password', newPassword: 'harbour-lantern-47' },
      });
    for (let i = 0; i < CREDENTIAL_ATTEMPTS_PER_MINUTE; i++) expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);
  });
});
