import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { pitchDeckSlides } from '../../test/factories.ts';
import { deepResearch, generateContent } from './analysis-api.service.ts';

/** The spec's analysis API is the admin's tools (ADR 10): a user cannot get the paid analysis through it. */
describe('analysis API (/api/analysis/*)', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  const deckText = pitchDeckSlides({ company: 'Brightloop' })
    .map((slide, index) => `--- Slide ${index + 1} ---\n${slide}`)
    .join('\n\n');

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ name: 'Ada Admin' });
    user = await t.signUp({ name: 'Uma User' });
  });
  afterAll(() => t.close());

  const calls = () => [
    { method: 'GET' as const, url: '/api/analysis/health' },
    { method: 'POST' as const, url: '/api/analysis/deep-research', body: { pitchDeckData: deckText, industry: 'Energy / Cleantech' } },
    { method: 'POST' as const, url: '/api/analysis/data-freshness', body: { pitchDeckData: deckText } },
    { method: 'POST' as const, url: '/api/analysis/smart-questions', body: { industry: 'Energy', companyName: 'Brightloop', analysisResults: deckText } },
    { method: 'POST' as const, url: '/api/analysis/news-intelligence', body: { companyName: 'Brightloop', industry: 'Energy' } },
    { method: 'POST' as const, url: '/api/analysis/generateContent', body: { prompt: 'Summarise: Brightloop sells sensors.' } },
    { method: 'POST' as const, url: '/api/analysis/extract-metadata', body: { pitchDeckData: deckText } },
    { method: 'POST' as const, url: '/api/analysis/validate-pitch-deck', body: { pitchDeckData: deckText } },
  ];

  it('refuses a signed-in user with 403, without calling the engine or touching the balance', async () => {
    for (const call of calls()) {
      const response = await t.request({ ...call, user });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json().error, call.url).toEqual({ code: 'ADMIN_REQUIRED', message: ADMIN_MESSAGES.adminRequired });
      expect(response.body, call.url).not.toContain('Executive Summary');
    }
    const me = (await t.request({ method: 'GET', url: '/api/me', user })).json();
    expect(me.tokenBalance).toBe(2);
  });

  it("answers the admin's tools in the spec's envelope", async () => {
    const research = await t.request({ ...calls()[1]!, user: admin });
    expect(research.statusCode).toBe(200);
    expect(research.json()).toMatchObject({ success: true, message: 'OK', data: { estimatedTime: '2-3 minutes' } });
    expect(research.json().data.response).toContain('Brightloop');
    const health = await t.request({ method: 'GET', url: '/api/analysis/health', user: admin });
    expect(health.json()).toMatchObject({ success: true, data: { healthy: true } });
  });

  it('authorizes in the service too, whoever calls it', async () => {
    const notAdmin = { userId: user.id, isAdmin: false };
    await expect(deepResearch(t.ctx, notAdmin, { pitchDeckData: deckText })).rejects.toMatchObject({ code: 'ADMIN_REQUIRED' });
    await expect(generateContent(t.ctx, notAdmin, { prompt: 'Hello' })).rejects.toMatchObject({ code: 'ADMIN_REQUIRED' });
  });
});
