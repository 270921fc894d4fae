import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@pitchscope/domain/constants';
import { ACCOUNT_MESSAGES, LEDGER_REASONS } from '@pitchscope/domain/messages';
import { createTestApp, cookieFrom, type TestApp, type TestUser } from '../../test/test-app.ts';
import { saveAppSettings } from '../admin/app-settings.service.ts';

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
    expect(response.json()).toEqual({ status: 'ok' });
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

  it('refuses to take another account’s email', async () => {
    const response = await t.request({ method: 'PATCH', url: '/api/me', user: investor, body: { email: admin.email } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('An account already exists with this email. Please sign in instead.');
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
});
