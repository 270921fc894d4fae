import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@pitchscope/domain/constants';
import { ACCOUNT_MESSAGES, AUTH_ERRORS, LEDGER_REASONS } from '@pitchscope/domain/messages';
import { createTestApp, cookieFrom, type TestApp, type TestUser } from '../../test/test-app.ts';
import { CREDENTIAL_ATTEMPTS_PER_MINUTE } from '@pitchscope/domain/constants';
import { saveAppSettings } from '../admin/app-settings.service.ts';
import { recordDeckAnalyzed, uploaderInvestorProfile } from './accounts.service.ts';

describe('accounts API', () => {
  let t: TestApp;
  let admin: TestUser;
  let investor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ name: 'Ada Admin' });
    investor = await t.signUp({ name: 'Ivan Investor' });
  });
  afterAll(() => t.close());

  it('answers the health check', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      // The local engine (no model configured) is always there.
      details: { slideRendering: t.ctx.soffice.path ? 'available' : 'unavailable', analysisModel: 'ok' },
    });
  });

  it('makes the first account admin and later ones not', async () => {
    const first = (await t.request({ method: 'GET', url: '/api/me', user: admin })).json();
    const second = (await t.request({ method: 'GET', url: '/api/me', user: investor })).json();
    expect(first.isAdmin).toBe(true);
    expect(second.isAdmin).toBe(false);
    expect(second).toMatchObject({
      displayName: 'Ivan Investor',
      subscriptionPlan: 'none',
      subscriptionStatus: 'inactive',
      credits: 0,
      decksAnalyzed: 0,
      investorProfile: null,
    });
  });

  it('grants the welcome bonus of 2 tokens exactly once, across sign-ins', async () => {
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: investor.email, password: 'secret-password' },
    });
    expect(signIn.statusCode).toBe(200);
    const me = (await t.request({ method: 'GET', url: '/api/me', user: { ...investor, cookie: cookieFrom(signIn) } })).json();
    expect(me.tokenBalance).toBe(2);
    expect(me.lastLogin).not.toBeNull();
    const transactions = (await t.request({ method: 'GET', url: '/api/me/transactions', user: investor })).json();
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({ type: 'granted', amount: 2, reason: LEDGER_REASONS.welcomeBonus });
  });

  it('uses the configured new-user credits, and 2 when the setting is zero', async () => {
    await saveAppSettings(t.ctx.db, { newUserFreeCredits: 5 }, admin.id);
    const rich = await t.signUp();
    expect((await t.request({ method: 'GET', url: '/api/me', user: rich })).json().tokenBalance).toBe(5);
    await saveAppSettings(t.ctx.db, { newUserFreeCredits: 0 }, admin.id);
    const defaulted = await t.signUp();
    expect((await t.request({ method: 'GET', url: '/api/me', user: defaulted })).json().tokenBalance).toBe(2);
  });

  it('refuses /api/me to a visitor', async () => {
    const response = await t.request({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it(`refuses a password shorter than ${PASSWORD_MIN_LENGTH} characters at sign-up`, async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { name: 'Short', email: 'short@example.com', password: 'x7#kQ2p'.slice(0, PASSWORD_MIN_LENGTH - 1) },
    });
    expect(response.statusCode).toBe(400);
  });

  it('saves the investor profile, name and password', async () => {
    const user = await t.signUp({ name: 'Paula Profile' });
    const response = await t.request({
      method: 'PATCH',
      url: '/api/me',
      user,
      body: {
        displayName: 'Paula P.',
        password: 'new-password-1',
        currentPassword: 'secret-password',
        investorProfile: { investmentFocus: ['Fintech'], investmentStages: ['Seed'], investorType: 'Angel Investor', targetOwnershipMin: 'abc' },
      },
    });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me.displayName).toBe('Paula P.');
    expect(me.investorProfile).toMatchObject({
      investmentFocus: ['Fintech'],
      investmentStages: ['Seed'],
      ticketSizeMin: 250000,
      ticketSizeMax: 2000000,
      // A non-numeric ownership entry becomes 0 (spec accounts §5).
      targetOwnershipMin: 0,
    });
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: user.email, password: 'new-password-1' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it(`refuses a display name longer than ${DISPLAY_NAME_MAX_LENGTH} characters`, async () => {
    const user = await t.signUp({ name: 'Norma Name' });
    const response = await t.request({
      method: 'PATCH',
      url: '/api/me',
      user,
      body: { displayName: 'n'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(`displayName: ${ACCOUNT_MESSAGES.nameTooLong}`);
    expect((await t.request({ method: 'GET', url: '/api/me', user })).json().displayName).toBe('Norma Name');
  });

  it('activates a subscription at checkout with 40 credits for one month', async () => {
    const response = await t.request({ method: 'POST', url: '/api/checkout', user: investor, body: { plan: 'subscription' } });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toMatchObject({ subscriptionPlan: 'subscription', subscriptionStatus: 'active', credits: 40 });
    const start = new Date(me.billingCycleStart);
    const end = new Date(me.billingCycleEnd);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    const payg = (await t.request({ method: 'POST', url: '/api/checkout', user: investor, body: { plan: 'payg' } })).json();
    expect(payg).toMatchObject({ subscriptionPlan: 'payg', credits: 0 });
  });

  it('rejects an unknown plan', async () => {
    const response = await t.request({ method: 'POST', url: '/api/checkout', user: investor, body: { plan: 'gold' } });
    expect(response.statusCode).toBe(400);
  });

  it("gives a job the uploader's investor profile, and counts each deck analysed for them", async () => {
    const meOf = async () => (await t.request({ method: 'GET', url: '/api/me', user: investor })).json();
    const profile = { investmentThesis: 'B2B software in the Nordics' };
    expect((await t.request({ method: 'PATCH', url: '/api/me', user: investor, body: { investorProfile: profile } })).statusCode).toBe(200);
    const before = await meOf();
    expect(await uploaderInvestorProfile(t.ctx.db, investor.id)).toEqual(before.investorProfile);
    expect(before.investorProfile).toMatchObject(profile);

    await recordDeckAnalyzed(t.ctx.db, investor.id);
    expect((await meOf()).decksAnalyzed).toBe(before.decksAnalyzed + 1);
    await expect(uploaderInvestorProfile(t.ctx.db, 'no-such-user')).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});

describe('PATCH /api/me: email and password changes', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp({ name: 'Olga Owner' });
  });
  afterAll(() => t.close());

  const patchMe = (user: TestUser, body: unknown) => t.request({ method: 'PATCH', url: '/api/me', user, body });
  const signIn = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email, password } });
  const meOf = async (user: TestUser) => (await t.request({ method: 'GET', url: '/api/me', user })).json();

  it('asks for the current password before changing the password or the email', async () => {
    const user = await t.signUp();
    for (const body of [{ password: 'harbour-lantern-47' }, { email: 'new-address@example.com' }]) {
      const response = await patchMe(user, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(`currentPassword: ${ACCOUNT_MESSAGES.currentPasswordRequired}`);
    }
    expect((await meOf(user)).email).toBe(user.email);
    expect((await signIn(user.email, 'secret-password')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with the catalogue’s message, and changes nothing', async () => {
    const user = await t.signUp();
    for (const body of [{ password: 'harbour-lantern-47' }, { email: 'other-address@example.com' }]) {
      const response = await patchMe(user, { ...body, displayName: 'Changed', currentPassword: 'not-my-password' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'INVALID_PASSWORD',
        message: AUTH_ERRORS.wrongPassword.message,
        // The settings form says it under the current password field.
        details: [{ path: 'currentPassword', message: AUTH_ERRORS.wrongPassword.message }],
      });
    }
    const me = await meOf(user);
    expect(me.email).toBe(user.email);
    expect(me.displayName).not.toBe('Changed');
    expect((await signIn(user.email, 'secret-password')).statusCode).toBe(200);
  });

  it('changes the password, ends every other session and keeps this one', async () => {
    const user = await t.signUp();
    const otherDevice = { ...user, cookie: cookieFrom(await signIn(user.email, 'secret-password')) };
    expect((await t.request({ method: 'GET', url: '/api/me', user: otherDevice })).statusCode).toBe(200);

    const response = await patchMe(user, { password: 'harbour-lantern-47', currentPassword: 'secret-password' });
    expect(response.statusCode).toBe(200);

    expect((await t.request({ method: 'GET', url: '/api/me', user })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/me', user: otherDevice })).statusCode).toBe(401);
    expect((await signIn(user.email, 'secret-password')).statusCode).toBe(401);
    expect((await signIn(user.email, 'harbour-lantern-47')).statusCode).toBe(200);
  });

  it('refuses a common new password', async () => {
    const user = await t.signUp();
    const response = await patchMe(user, { password: 'baseball1', currentPassword: 'secret-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(AUTH_ERRORS.commonPassword.message);
    expect(response.json().error.details).toEqual([{ path: 'password', message: AUTH_ERRORS.commonPassword.message }]);
  });

  it('names the field of a malformed email with the catalogue’s message', async () => {
    const user = await t.signUp();
    const response = await patchMe(user, { email: 'not-an-address', currentPassword: 'secret-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ path: 'email', message: AUTH_ERRORS.invalidEmail.message }]);
  });

  it('changes the email with the current password', async () => {
    const user = await t.signUp();
    const response = await patchMe(user, { email: 'Moved-Here@Example.com', currentPassword: 'secret-password' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('moved-here@example.com');
    expect((await meOf(user)).email).toBe('moved-here@example.com');
    expect((await signIn('moved-here@example.com', 'secret-password')).statusCode).toBe(200);
  });

  it('answers a taken address exactly as a free one, and leaves it with its owner', async () => {
    const prober = await t.signUp({ name: 'Pia Prober' });
    const control = await t.signUp({ name: 'Pia Prober' });
    const taken = await patchMe(prober, { email: owner.email, currentPassword: 'secret-password' });
    const free = await patchMe(control, { email: 'never-used@example.com', currentPassword: 'secret-password' });

    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.statusCode).toBe(200);
    // Same answer but for the fields that name the caller (id, dates) and the address each asked for.
    const comparable = (body: Record<string, unknown>, email: string) => ({
      ...body,
      uid: 'caller',
      createdAt: 'date',
      updatedAt: 'date',
      lastLogin: 'date',
      // The personal workspace's id is derived from the caller's id (ADR 0022).
      currentWorkspace: { ...(body.currentWorkspace as object), id: 'caller personal workspace' },
      email: body.email === email ? 'the requested address' : body.email,
    });
    expect(comparable(taken.json(), owner.email)).toEqual(comparable(free.json(), 'never-used@example.com'));

    // The address stays its owner's: the owner signs in with it, the prober's own address is unchanged.
    expect((await signIn(owner.email, 'secret-password')).statusCode).toBe(200);
    expect((await meOf(prober)).email).toBe(prober.email);
    expect((await meOf(owner)).email).toBe(owner.email);
  });
});

describe('PATCH /api/me: rate limit on email and password changes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(() => t.close());

  it(`allows ${CREDENTIAL_ATTEMPTS_PER_MINUTE} attempts a minute, and leaves profile saves alone`, async () => {
    const user = await t.signUp();
    const attempt = () =>
      t.request({ method: 'PATCH', url: '/api/me', user, body: { email: 'probe@example.com', currentPassword: 'guess-password' } });
    for (let i = 0; i < CREDENTIAL_ATTEMPTS_PER_MINUTE; i++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(AUTH_ERRORS.tooManyRequests.message);

    // Auto-saves of the investor profile (every 2 s while the user types) are not credential attempts.
    for (let i = 0; i < CREDENTIAL_ATTEMPTS_PER_MINUTE + 2; i++) {
      const save = await t.request({ method: 'PATCH', url: '/api/me', user, body: { investorProfile: { investmentThesis: `v${i}` } } });
      expect(save.statusCode).toBe(200);
    }
  });
});
