import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { pitchDeckSlides } from '../../test/factories.ts';
import { deepResearch, deepResearchInput, generateContent, generateContentInput } from './analysis-api.service.ts';

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
    { method: 'POST' as const, url: '/api/analysis/structured-analysis', body: { pitchDeckData: deckText, companyName: 'Brightloop' } },
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

  it('answers the structured analysis (§7.1) of a deck, or of an analysis given as text', async () => {
    const fromDeck = await t.request({ ...calls()[8]!, user: admin });
    expect(fromDeck.statusCode).toBe(200);
    const structured = fromDeck.json().data.structuredAnalysis;
    expect(fromDeck.json()).toMatchObject({ success: true, message: 'OK' });
    expect(structured.rawAnalysis).toContain('Brightloop');
    expect(structured.executiveSummary).not.toBe('');
    expect(Object.keys(structured.teamAnalysis)).toEqual(['strengths', 'weaknesses']);

    const analysis = [
      '## Executive Summary',
      'Brightloop sells grid sensors to utilities.',
      '## Critical Analysis',
      '### Team',
      '- Strengths: two founders who built grid software before',
      '- Weaknesses: no sales lead',
      '### Market',
      '- Market size: EUR 4bn in Europe',
      '## Risks and Uncertainties',
      '- Utility sales cycles are long',
      '- Mitigation: pilots paid upfront',
    ].join('\n');
    const fromText = await t.request({
      method: 'POST',
      url: '/api/analysis/structured-analysis',
      body: { companyName: 'Brightloop', analysis },
      user: admin,
    });
    expect(fromText.json().data.structuredAnalysis).toMatchObject({
      executiveSummary: 'Brightloop sells grid sensors to utilities.',
      teamAnalysis: { strengths: 'two founders who built grid software before', weaknesses: 'no sales lead' },
      marketAnalysis: { size: 'EUR 4bn in Europe', growth: '' },
      riskAssessment: { mitigationStrategies: 'pilots paid upfront' },
    });

    const empty = await t.request({ method: 'POST', url: '/api/analysis/structured-analysis', body: { companyName: 'X' }, user: admin });
    expect(empty.statusCode).toBe(400);
  });

  it('authorizes in the service too, whoever calls it', async () => {
    const notAdmin = { userId: user.id, isAdmin: false };
    const research = deepResearchInput.parse({ pitchDeckData: deckText });
    await expect(deepResearch(t.ctx, notAdmin, research)).rejects.toMatchObject({ code: 'ADMIN_REQUIRED' });
    const prompt = generateContentInput.parse({ prompt: 'Hello' });
    await expect(generateContent(t.ctx, notAdmin, prompt)).rejects.toMatchObject({ code: 'ADMIN_REQUIRED' });
  });
});
