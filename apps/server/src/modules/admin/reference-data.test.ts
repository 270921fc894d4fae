import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AI_CONFIG_BOUNDS,
  DEFAULT_MODELS,
  INDUSTRIES,
  PROMPT_EDITOR_BOUNDS,
} from '@pitchscope/domain/constants';
import { promptSchema } from '@pitchscope/domain/contracts/admin';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { industries, legalDocuments, prompts } from '../../db/schema.ts';
import { DEFAULT_PROMPTS, PROMPT_VARIABLES, templateVariables } from './default-prompts.ts';
import { INDUSTRY_SEED } from './industry-seed.ts';
import { seedReferenceData } from './seed.ts';
import { syncDefaultPrompts } from './prompts.service.ts';
import { defaultConfigurations } from './ai-config.service.ts';

describe('built-in reference data', () => {
  it('has the eight default prompts, valid, within the editor bounds, using only the spec variables', () => {
    expect(DEFAULT_PROMPTS.map((prompt) => prompt.id)).toEqual([
      'deck-extraction',
      'enhanced-metadata-analysis',
      'deep-research',
      'data-freshness',
      'smart-questions',
      'investor-fit-analysis',
      'news-intelligence',
      'pitch-deck-validation',
    ]);
    for (const prompt of DEFAULT_PROMPTS) {
      expect(promptSchema.safeParse(prompt).success, prompt.id).toBe(true);
      const { maxTokens, temperature, topK } = PROMPT_EDITOR_BOUNDS;
      expect(prompt.aiConfig.maxTokens % maxTokens.step, prompt.id).toBe(0);
      expect(prompt.aiConfig.maxTokens).toBeGreaterThanOrEqual(maxTokens.min);
      expect(prompt.aiConfig.maxTokens).toBeLessThanOrEqual(maxTokens.max);
      expect(prompt.aiConfig.temperature).toBeLessThanOrEqual(temperature.max);
      expect(prompt.aiConfig.topK).toBeLessThanOrEqual(topK.max);
      expect(prompt.variables.length, prompt.id).toBeGreaterThan(0);
      expect(prompt.variables).toEqual(templateVariables(prompt.template));
      for (const variable of prompt.variables)
        expect(PROMPT_VARIABLES, `${prompt.id}: ${variable}`).toContain(variable);
    }
  });

  it('fences deck text off as data in every template that receives it', () => {
    for (const prompt of DEFAULT_PROMPTS.filter((p) => p.variables.includes('PITCH_DECK_DATA'))) {
      expect(prompt.template, prompt.id).toMatch(
        /<pitch_deck_data>\n\{\{PITCH_DECK_DATA\}\}\n<\/pitch_deck_data>/,
      );
      expect(prompt.template, prompt.id).toMatch(/strictly as DATA/);
    }
  });

  it('asks the deep research for the report sections, confidence, tier, verdict and stale-data flags, without advice', () => {
    const template = DEFAULT_PROMPTS.find((prompt) => prompt.id === 'deep-research')!.template;
    for (const heading of [
      '## Executive Summary',
      '## Critical Analysis',
      '## Holistic Due Diligence',
      '## Strengths and Weaknesses',
      '## Risks and Uncertainties',
      '## Follow-up Questions for Founders',
      '## Contextualization',
      '## Initial Verdict',
    ]) {
      expect(template).toContain(heading);
    }
    expect(template).toMatch(/High, Medium or Low/);
    expect(template).toMatch(/Tier 1 \(Priority Review\).*Tier 4 \(Pass\)/);
    expect(template).toMatch(/Hot, Promising, Needs Work, Pass/);
    expect(template).toMatch(/Stale data/);
    expect(template).toMatch(/Do not give an investment recommendation/);
    for (const variable of ['INDUSTRY_SPECIFIC_ANALYSIS', 'INDUSTRY_SPECIFIC_METRICS', 'CURRENT_DATE']) {
      expect(template).toContain(`{{${variable}}}`);
    }
  });

  it('seeds every industry but Industry Agnostic with a real hierarchy and knowledge', () => {
    expect(INDUSTRY_SEED.map((industry) => industry.name)).toEqual(
      INDUSTRIES.filter((name) => name !== 'Industry Agnostic'),
    );
    for (const industry of INDUSTRY_SEED) {
      expect(industry.subIndustries.length, industry.name).toBeGreaterThanOrEqual(3);
      expect(industry.subIndustries.length, industry.name).toBeLessThanOrEqual(6);
      expect(new Set(industry.subIndustries.map((sub) => sub.name)).size).toBe(industry.subIndustries.length);
      expect(industry.subIndustries.every((sub) => sub.description.length > 20)).toBe(true);
      expect(industry.deepResearch.length, industry.name).toBeGreaterThan(400);
      expect(industry.keyMetrics.length).toBeGreaterThanOrEqual(5);
      expect(industry.focusAreas.length).toBeGreaterThanOrEqual(4);
      expect(industry.criticalQuestions.every((question) => question.endsWith('?'))).toBe(true);
    }
  });

  it('keeps the default AI configurations within the admin bounds', () => {
    for (const configuration of Object.values(defaultConfigurations())) {
      expect(configuration.temperature).toBeLessThanOrEqual(AI_CONFIG_BOUNDS.temperature.max);
      expect(configuration.maxOutputTokens).toBeLessThanOrEqual(AI_CONFIG_BOUNDS.maxOutputTokens.max);
      expect(configuration.topK).toBeLessThanOrEqual(AI_CONFIG_BOUNDS.topK.max);
      expect(configuration.topP).toBeLessThanOrEqual(AI_CONFIG_BOUNDS.topP.max);
    }
  });
});

describe('prompts, industries and AI configuration API', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp();
    await t.signUp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.request({ method: 'GET', url, user: admin });
  const put = (url: string, body: unknown) => t.request({ method: 'PUT', url, user: admin, body });

  it('seeds reference data idempotently, never overwriting edits', async () => {
    // The app seeds at startup; start again from empty tables to see what the seed adds.
    await t.ctx.db.delete(prompts);
    await t.ctx.db.delete(industries);
    await t.ctx.db.delete(legalDocuments);
    const first = await seedReferenceData(t.ctx.db);
    expect(first.promptsAdded).toHaveLength(8);
    expect(first.industriesAdded).toBe(24);
    expect(await t.ctx.db.select().from(legalDocuments)).toHaveLength(2);

    await t.ctx.db.update(prompts).set({ name: 'Edited' }).where(eq(prompts.id, 'deep-research'));
    await t.ctx.db.update(industries).set({ description: 'Edited' }).where(eq(industries.name, 'Fintech'));
    const second = await seedReferenceData(t.ctx.db);
    expect(second).toEqual({ promptsAdded: [], industriesAdded: 0 });
    const [deepResearch] = await t.ctx.db.select().from(prompts).where(eq(prompts.id, 'deep-research'));
    expect(deepResearch!.name).toBe('Edited');
    const [fintech] = await t.ctx.db.select().from(industries).where(eq(industries.name, 'Fintech'));
    expect(fintech!.description).toBe('Edited');
  });

  describe('prompts', () => {
    it('lists the prompts, defaults first in their order', async () => {
      const response = await get('/api/admin/prompts');
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.map((prompt: { id: string }) => prompt.id)).toEqual(
        DEFAULT_PROMPTS.map((prompt) => prompt.id),
      );
      expect(list[0]).toMatchObject({ category: 'extraction', isActive: true, lastUpdated: null });
    });

    it('saves an edit merged over the stored prompt, stamping lastUpdated', async () => {
      const response = await put('/api/admin/prompts/smart-questions', {
        template: 'Questions for {{COMPANY_NAME}}',
        aiConfig: { model: DEFAULT_MODELS[1]!.id, temperature: 0.4, maxTokens: 2048, topK: 20, topP: 0.9 },
      });
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json();
      expect(saved).toMatchObject({
        id: 'smart-questions',
        name: 'Smart Questions',
        template: 'Questions for {{COMPANY_NAME}}',
        aiConfig: { temperature: 0.4, maxTokens: 2048 },
      });
      expect(saved.lastUpdated).not.toBeNull();
      const again = await put('/api/admin/prompts/smart-questions', { ...saved, isActive: false });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ isActive: false, template: 'Questions for {{COMPANY_NAME}}' });
    });

    it.each([
      [{ aiConfig: { model: 'm', temperature: 1.5, maxTokens: 2048, topK: 40, topP: 0.8 } }],
      [{ aiConfig: { model: 'm', temperature: 0.5, maxTokens: 1000, topK: 40, topP: 0.8 } }],
      [{ aiConfig: { model: 'm', temperature: 0.5, maxTokens: 16384, topK: 40, topP: 0.8 } }],
      [{ category: 'poetry' }],
      [{ id: 'another-prompt' }],
    ])('refuses an invalid edit %j', async (body) => {
      expect((await put('/api/admin/prompts/smart-questions', body)).statusCode).toBe(400);
    });

    it('refuses to save an unknown prompt id', async () => {
      const response = await put('/api/admin/prompts/made-up', { name: 'Made up' });
      expect(response.statusCode).toBe(404);
    });

    it('cleanup removes obsolete prompts and restores missing defaults', async () => {
      const base = DEFAULT_PROMPTS[0]!;
      await t.ctx.db.insert(prompts).values([
        { ...base, id: 'legacy-analysis' },
        { ...base, id: 'old-structured-analysis' },
      ]);
      await t.ctx.db.delete(prompts).where(eq(prompts.id, 'news-intelligence'));
      const response = await t.request({ method: 'POST', url: '/api/admin/prompts/cleanup', user: admin });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ removed: ['legacy-analysis', 'old-structured-analysis'], active: 8 });
      const ids = (await get('/api/admin/prompts')).json().map((prompt: { id: string }) => prompt.id);
      expect(ids).toEqual(DEFAULT_PROMPTS.map((prompt) => prompt.id));
      // The edit made earlier survives the cleanup.
      const [smart] = await t.ctx.db.select().from(prompts).where(eq(prompts.id, 'smart-questions'));
      expect(smart!.template).toBe('Questions for {{COMPANY_NAME}}');
    });

    it('startup sync inserts a missing default and keeps the rest', async () => {
      await t.ctx.db.delete(prompts).where(eq(prompts.id, 'data-freshness'));
      expect(await syncDefaultPrompts(t.ctx.db)).toEqual(['data-freshness']);
      expect(await syncDefaultPrompts(t.ctx.db)).toEqual([]);
    });
  });

  describe('industries', () => {
    it('answers the hierarchy with totals', async () => {
      const response = await get('/api/admin/industries');
      expect(response.statusCode).toBe(200);
      const { success, data } = response.json();
      expect(success).toBe(true);
      expect(data.total_industries).toBe(24);
      expect(data.total_sub_industries).toBe(
        INDUSTRY_SEED.reduce((sum, industry) => sum + industry.subIndustries.length, 0),
      );
      expect(Object.keys(data.hierarchy)[0]).toBe('SaaS / Software');
      expect(data.hierarchy['Fintech'].sub_industries['Payments']).toMatch(/Payment processing/);
    });

    it('reads and saves the deep research of an industry', async () => {
      const before = (await get('/api/admin/industries/deep-research')).json();
      expect(before.success).toBe(true);
      expect(before.data['Gaming']).toMatchObject({ industry_name: 'Gaming', last_updated: null });
      expect(before.data['Gaming'].deep_research).toMatch(/retention/);

      const saved = await put('/api/admin/industries/deep-research', {
        industry_name: 'Gaming',
        deep_research: 'Check D1 retention.',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = (await get('/api/admin/industries/deep-research')).json();
      expect(after.data['Gaming'].deep_research).toBe('Check D1 retention.');
      expect(after.data['Gaming'].last_updated).not.toBeNull();

      const unknown = await put('/api/admin/industries/deep-research', {
        industry_name: 'Knitting',
        deep_research: 'x',
      });
      expect(unknown.statusCode).toBe(404);
      expect((await put('/api/admin/industries/deep-research', { deep_research: 'x' })).statusCode).toBe(400);
    });

    it('saves analysis configurations keyed by industry or industry:sub-industry', async () => {
      const industryLevel = await put('/api/admin/industries/analysis-configs', {
        industry_name: 'Fintech',
        specific_analysis: 'Licences and partner banks.',
        specific_sections: 'Regulatory',
        specific_metrics: 'TPV, take rate',
        specific_focus: 'Fraud',
      });
      expect(industryLevel.statusCode, industryLevel.body).toBe(200);
      const subLevel = await put('/api/admin/industries/analysis-configs', {
        industry_name: 'Fintech',
        sub_industry_name: 'Payments',
        specific_metrics: 'Net take rate',
      });
      expect(subLevel.statusCode, subLevel.body).toBe(200);
      // A partial save keeps the other texts.
      await put('/api/admin/industries/analysis-configs', {
        industry_name: 'Fintech',
        specific_focus: 'Fraud and AML',
      });

      const response = (await get('/api/admin/industries/analysis-configs')).json();
      expect(response.success).toBe(true);
      expect(response.data.data['Fintech']).toMatchObject({
        industry_name: 'Fintech',
        sub_industry_name: null,
        specific_analysis: 'Licences and partner banks.',
        specific_metrics: 'TPV, take rate',
        specific_focus: 'Fraud and AML',
      });
      expect(response.data.data['Fintech:Payments']).toMatchObject({
        sub_industry_name: 'Payments',
        specific_metrics: 'Net take rate',
        specific_analysis: '',
      });
      const wrongSub = await put('/api/admin/industries/analysis-configs', {
        industry_name: 'Fintech',
        sub_industry_name: 'Mobile Games',
      });
      expect(wrongSub.statusCode).toBe(404);
    });

    it('reads and saves categories, refusing empty and duplicate names', async () => {
      const initial = (await get('/api/admin/industries/categories')).json();
      expect(initial.categories).toHaveLength(24);
      expect(initial.specific_analysis['Edtech']).toMatchObject({ name: 'Edtech' });
      expect(initial.specific_analysis['Edtech'].key_metrics.length).toBeGreaterThan(0);

      const saved = await put('/api/admin/industries/categories', {
        categories: [' Fintech ', 'Space Tech'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ success: true });
      expect((await get('/api/admin/industries/categories')).json().categories).toEqual([
        'Fintech',
        'Space Tech',
      ]);

      expect(
        (await put('/api/admin/industries/categories', { categories: ['Fintech', '  '] })).statusCode,
      ).toBe(400);
      expect(
        (await put('/api/admin/industries/categories', { categories: ['Fintech', 'Fintech '] })).statusCode,
      ).toBe(400);
      // Case and spacing variants are the same category: "fintech" next to "Fintech" would split the decks.
      const variant = await put('/api/admin/industries/categories', { categories: ['Fintech', 'fintech', 'Space  Tech'] });
      expect(variant.statusCode).toBe(400);
      expect(variant.json().error.message).toContain('"fintech" is already present');
      expect((await put('/api/admin/industries/categories', { categories: ['Space Tech', 'space tech'] })).statusCode).toBe(400);
    });

    it('saves the specific analysis of an industry, splitting text lists', async () => {
      const url = `/api/admin/industries/analysis/${encodeURIComponent('SaaS / Software')}`;
      const response = await put(url, {
        name: 'SaaS / Software',
        key_metrics: 'ARR, NRR , , Burn multiple',
        focus_areas: ['Retention', ' '],
        critical_questions: 'What is your NRR?\n\nWhat is your CAC payback?',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const analysis = (await get('/api/admin/industries/categories')).json().specific_analysis[
        'SaaS / Software'
      ];
      expect(analysis).toEqual({
        name: 'SaaS / Software',
        key_metrics: ['ARR', 'NRR', 'Burn multiple'],
        focus_areas: ['Retention'],
        critical_questions: ['What is your NRR?', 'What is your CAC payback?'],
      });
      expect((await put('/api/admin/industries/analysis/Knitting', { key_metrics: ['x'] })).statusCode).toBe(
        404,
      );
    });
  });

  describe('AI configuration', () => {
    it('answers the service with models, configurations and prompts by type', async () => {
      const response = await get('/api/admin/ai-config');
      expect(response.statusCode).toBe(200);
      const { success, data } = response.json();
      expect(success).toBe(true);
      expect(data.service).toEqual({ id: 'primary', name: 'Primary Intelligence' });
      expect(data.models.map((model: { id: string }) => model.id)).toEqual(
        DEFAULT_MODELS.map((model) => model.id),
      );
      expect(Object.keys(data.configurations)).toEqual(['extraction', 'analysis', 'generation']);
      expect(data.configurations.generation).toMatchObject({ maxOutputTokens: 4096, topK: 40, topP: 0.8 });
      expect(data.prompts['deep-research']).toMatchObject({
        name: expect.any(String),
        variables: expect.any(Array),
      });
      expect(typeof data.message).toBe('string');
    });

    it('adds the configured ANALYSIS_MODEL to the model list', async () => {
      const other = await createTestApp({ env: { ANALYSIS_MODEL: 'qwen2.5-7b-instruct' } });
      try {
        const owner = await other.signUp();
        const data = (await other.request({ method: 'GET', url: '/api/admin/ai-config', user: owner })).json()
          .data;
        expect(data.models[0]).toMatchObject({ id: 'qwen2.5-7b-instruct', isCustom: false });
        expect(data.configurations.analysis.model).toBe('qwen2.5-7b-instruct');
      } finally {
        await other.close();
      }
    });

    it('tests a configuration on the current provider', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/ai-config/test',
        user: admin,
        body: {
          service: 'primary',
          configType: 'extraction',
          testPrompt: 'Summarise: Brightloop sells sensors.',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { success, data } = response.json();
      expect(success).toBe(true);
      expect(typeof data.response).toBe('string');
      expect(data.response.length).toBeGreaterThan(0);
      expect(data).toMatchObject({ configType: 'extraction', service: 'Primary Intelligence' });
    });

    it.each([
      [{ service: 'primary', configType: 'extraction', testPrompt: '' }, 400],
      [{ service: 'primary', configType: 'poetry', testPrompt: 'Hi' }, 400],
      [{ service: 'secondary', configType: 'analysis', testPrompt: 'Hi' }, 404],
    ])('refuses an invalid test %j', async (body, status) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/ai-config/test',
        user: admin,
        body,
      });
      expect(response.statusCode).toBe(status);
    });
  });
});
