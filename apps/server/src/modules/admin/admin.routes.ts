import type { ServerCapabilities } from '@pitchscope/domain/contracts/admin';
import { analysisModelReport } from '../analysis/model-health.ts';
import { adminDeckListQuerySchema, adminUserListQuerySchema } from '@pitchscope/domain/contracts/admin-lists';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/http/access.ts';
import * as users from './admin-users.service.ts';
import * as decks from './admin-decks.service.ts';
import * as settings from './settings.service.ts';
import * as prompts from './prompts.service.ts';
import * as industries from './industries.service.ts';
import * as aiConfig from './ai-config.service.ts';
import { getAdminAnalytics } from './analytics.service.ts';
import { exportEngineLabels } from './engine-labels.service.ts';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';
import { z } from 'zod';
import { API_TAGS, deckIdParam, okResponse } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import { adminDeckListPageSchema, adminUserListPageSchema } from '@pitchscope/domain/contracts/admin-lists';
import {
  adminAnalyticsSchema,
  adminUserRowSchema,
  recalculationResultSchema,
  appSettingsAnswerSchema,
  appSettingsPatchSchema,
  grantTokensSchema,
  promptAnswerSchema,
  serverCapabilitiesSchema,
} from '@pitchscope/domain/contracts/admin';
import { promptUpdateSchema } from './prompts.service.ts';
import {
  analysisConfigUpdateSchema,
  categoriesUpdateSchema,
  deepResearchUpdateSchema,
  industryAnalysisUpdateSchema,
} from './industries.service.ts';
import { aiConfigTestSchema } from './ai-config.service.ts';
import {
  aiConfigAnswerSchema,
  aiConfigTestAnswerSchema,
  analysisConfigListAnswerSchema,
  analysisConfigSavedAnswerSchema,
  categoriesAnswerSchema,
  deckRawAnswerSchema,
  deepAnalysisTriggerAnswerSchema,
  deepResearchListAnswerSchema,
  deepResearchSavedAnswerSchema,
  industrySystemAnswerSchema,
  modelHealthAnswerSchema,
  savedAnswerSchema,
} from './admin-answers.ts';

/**
 * The admin back office (docs/api.md, /api/admin/*). Every route is admin-only; the access hook answers
 * 401 to visitors and 403 to users before a handler runs. Each handler gets its input parsed by its
 * description's schemas and makes one service call. The legal routes are in the legal module.
 */
const admin = { access: 'admin' as const };

export async function adminRoutes(app: FastifyInstance, ctx: AnalysisAppContext) {
  const route = typedRoutes(app);
  // Users
  route.get(
    '/api/admin/users',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'One page of all users: search and sort (keyset cursor)',
      query: adminUserListQuerySchema,
      response: adminUserListPageSchema,
      notes:
        'Answer: `{ items: AdminUserRow[], nextCursor }`: `limit` 1–100 (default 50), `cursor` from the previous page (opaque; a cursor of another sort is refused with 400), `q` matches part of the name (the display name, else the e-mail’s local part) or the e-mail, `sort` name | email | balance | joined (default) | decks with `dir` (A→Z for name and email, largest/newest first otherwise). Unknown parameters and bad values answer 400.',
    },
    ({ query }, request) => users.listUsers(ctx.db, actorOf(request), query),
  );
  route.post(
    '/api/admin/users/:id/tokens',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Grant tokens to a user',
      params: { id: { description: 'The user id' } },
      body: grantTokensSchema,
      response: adminUserRowSchema,
      notes: 'Input: `{amount,reason}`. Answer: `AdminUserRow`.',
    },
    // The grant has its own refusal messages (a missing field before a bad amount, without the field's path):
    // the service reads the body with `readGrant`, not the description's schema.
    ({ params }, request) => users.grantUserTokens(ctx.db, actorOf(request), params.id, request.body),
  );
  route.post(
    '/api/admin/users/:id/recalculate-balance',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Recompute a user’s balance from the ledger',
      params: { id: { description: 'The user id' } },
      response: recalculationResultSchema,
      notes: 'Answer: `RecalculationResult`.',
    },
    ({ params }, request) => users.recalculateBalance(ctx.db, actorOf(request), params.id),
  );
  route.delete(
    '/api/admin/users/:id',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Delete a user, their decks and files',
      params: { id: { description: 'The user id' } },
      response: okResponse,
      notes:
        'Answer: `{ok:true}` (409 for an admin); runs still in progress are refunded first, in the same transaction (ADR 10).',
    },
    ({ params }, request) => users.deleteUser(ctx, actorOf(request), params.id),
  );

  // Decks
  route.get(
    '/api/admin/decks',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'One page of every user’s decks, newest first: search (keyset cursor)',
      query: adminDeckListQuerySchema,
      response: adminDeckListPageSchema,
      notes:
        'Answer: `{ items: AdminDeckRow[], nextCursor }` newest upload first (`dir=asc` for oldest first): `limit` 1–100 (default 50), `cursor` from the previous page (opaque; 400 when it is not one), `q` matches part of the company, industry or stage. Unknown parameters and bad values answer 400.',
    },
    ({ query }, request) => decks.listAllDecks(ctx, actorOf(request), query),
  );
  route.get(
    '/api/admin/decks/:id/raw',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'A deck’s stored record',
      params: deckIdParam,
      response: deckRawAnswerSchema,
      notes: 'Answer: `{deck: Deck, content: DeckContent, deepAnalysis: DeepAnalysis|null}`.',
    },
    ({ params }) => decks.getDeckRaw(ctx, params.id),
  );
  route.delete(
    '/api/admin/decks/:id',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Delete a deck and its file',
      params: deckIdParam,
      response: okResponse,
      notes:
        'Answer: `{ok:true}`; a run still in progress is failed and its token refunded in the same transaction (ADR 10).',
    },
    ({ params }, request) => decks.deleteDeck(ctx, actorOf(request), params.id),
  );
  route.post(
    '/api/admin/decks/:id/deep-analysis',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Run a deep analysis for the owner',
      params: deckIdParam,
      response: deepAnalysisTriggerAnswerSchema,
      notes: 'Answer: manual trigger (no token), `{deckId,status}`.',
    },
    ({ params }, request) => decks.triggerDeepAnalysis(ctx, actorOf(request), params.id),
  );

  // Overview
  route.get(
    '/api/admin/analytics',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Usage analytics',
      response: adminAnalyticsSchema,
      notes:
        'Answer: `AdminAnalytics`; `fieldCorrections`: of the decks with extracted facts, per fact how many their owner changed (`PATCH /api/decks/:id/fields` to a different value) and the share in percent (ADR 12).',
    },
    () => getAdminAnalytics(ctx.db, ctx.clock()),
  );
  route.get(
    '/api/admin/model-health',
    admin,
    {
      tag: API_TAGS.admin,
      summary: "The analysis model's state and last error",
      response: modelHealthAnswerSchema,
      notes:
        'Answer: `{state, provider, checkedAt, lastError:{message,at}|null}`: the analysis model as the last check or model call saw it (issue #38).',
    },
    () => analysisModelReport(ctx),
  );
  route.get(
    '/api/admin/engine-labels',
    admin,
    {
      tag: API_TAGS.admin,
      summary: "Investors' corrections as labelled data (zip)",
      produces: ['application/zip'],
      responseDescription: 'A zip of labels.tsv and the decks’ extracted texts.',
      notes:
        "Answer: a zip (`application/zip`): `labels.tsv` in the evaluation corpus's columns (one row per deck whose owner edited or confirmed a fact, or added a refused document anyway; blank = no label, `unknown` = the investor emptied the fact) and `texts/<sha256>.json`, each deck's extracted slides. Input of `npm run engine:fit`. Recorded in the admin audit log.",
    },
    async (_input, request, reply) => {
      const exported = await exportEngineLabels(ctx, actorOf(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exported.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(exported.bytes));
    },
  );

  // Application settings
  route.get(
    '/api/admin/settings',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Application settings',
      response: appSettingsAnswerSchema,
      notes: 'Input: `Partial<AppSettings>`. Answer: `AppSettings`.',
    },
    () => settings.readSettings(ctx.db),
  );
  route.get(
    '/api/admin/settings/server',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'What this server can do (slide rendering through LibreOffice)',
      response: serverCapabilitiesSchema,
      notes:
        'Answer: `ServerCapabilities`: `{slideRendering:{available, sofficePath, reason}}`, found at start-up.',
    },
    (): ServerCapabilities => ({
      slideRendering: {
        available: Boolean(ctx.soffice.path),
        sofficePath: ctx.soffice.path,
        reason: ctx.soffice.reason,
      },
    }),
  );
  route.put(
    '/api/admin/settings',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Change application settings',
      body: appSettingsPatchSchema,
      response: appSettingsAnswerSchema,
      notes: 'Input: `Partial<AppSettings>`. Answer: `AppSettings`.',
    },
    ({ body }, request) => settings.updateSettings(ctx.db, actorOf(request), body),
  );

  // Prompts
  route.get(
    '/api/admin/prompts',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Prompts',
      response: z.array(promptAnswerSchema),
      notes: 'Answer: `Prompt[]`.',
    },
    () => prompts.listPrompts(ctx.db),
  );
  route.put(
    '/api/admin/prompts/:id',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Save a prompt',
      params: { id: { description: 'The prompt id' } },
      body: promptUpdateSchema,
      response: promptAnswerSchema,
      notes: 'Input: `Prompt` fields. Answer: `Prompt`.',
    },
    ({ params, body }, request) => prompts.savePrompt(ctx.db, actorOf(request), params.id, body, ctx.clock()),
  );
  route.post(
    '/api/admin/prompts/cleanup',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Remove prompts no feature uses',
      response: z.object({ removed: z.array(z.string()), active: z.number().int() }),
      notes: 'Answer: `{removed:string[], active:number}`.',
    },
    (_input, request) => prompts.cleanupPrompts(ctx.db, actorOf(request)),
  );

  // Industries
  route.get(
    '/api/admin/industries',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'The industry system',
      response: industrySystemAnswerSchema,
      notes: 'Answer: `{success,data:{hierarchy,total_industries,total_sub_industries}}`.',
    },
    () => industries.getIndustrySystem(ctx.db),
  );
  route.get(
    '/api/admin/industries/deep-research',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Deep-research instructions per industry',
      response: deepResearchListAnswerSchema,
      notes: 'Input: `{industry_name,deep_research}`. Answer: `{success,data}` keyed by industry.',
    },
    () => industries.getDeepResearch(ctx.db),
  );
  route.put(
    '/api/admin/industries/deep-research',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Save deep-research instructions',
      body: deepResearchUpdateSchema,
      response: deepResearchSavedAnswerSchema,
      notes: 'Input: `{industry_name,deep_research}`. Answer: `{success,data}` keyed by industry.',
    },
    ({ body }, request) => industries.saveDeepResearch(ctx.db, actorOf(request), body, ctx.clock()),
  );
  route.get(
    '/api/admin/industries/analysis-configs',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Analysis configurations per industry',
      response: analysisConfigListAnswerSchema,
      notes:
        "Input: `{industry_name,sub_industry_name?,specific_analysis,specific_sections,specific_metrics,specific_focus}`. Answer: `{success,data:{data}}` keyed by industry or 'industry:sub'.",
    },
    () => industries.getAnalysisConfigs(ctx.db),
  );
  route.put(
    '/api/admin/industries/analysis-configs',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Save an analysis configuration',
      body: analysisConfigUpdateSchema,
      response: analysisConfigSavedAnswerSchema,
      notes:
        "Input: `{industry_name,sub_industry_name?,specific_analysis,specific_sections,specific_metrics,specific_focus}`. Answer: `{success,data:{data}}` keyed by industry or 'industry:sub'.",
    },
    ({ body }, request) => industries.saveAnalysisConfig(ctx.db, actorOf(request), body, ctx.clock()),
  );
  route.get(
    '/api/admin/industries/categories',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Industry categories',
      response: categoriesAnswerSchema,
      notes: 'Answer: `{categories, specific_analysis}`.',
    },
    () => industries.getCategories(ctx.db),
  );
  route.put(
    '/api/admin/industries/categories',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Save industry categories',
      body: categoriesUpdateSchema,
      response: savedAnswerSchema,
      notes: 'Input: `{categories}`. Answer: `{success}`.',
    },
    ({ body }, request) => industries.saveCategories(ctx.db, actorOf(request), body),
  );
  route.put(
    '/api/admin/industries/analysis/:industry',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Save one industry’s analysis',
      params: { industry: { description: 'The industry name' } },
      body: industryAnalysisUpdateSchema,
      response: savedAnswerSchema,
      notes: 'Input: `{name,key_metrics,focus_areas,critical_questions}`. Answer: `{success}`.',
    },
    ({ params, body }, request) => industries.saveIndustryAnalysis(ctx.db, actorOf(request), params.industry, body),
  );

  // AI configuration
  route.get(
    '/api/admin/ai-config',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'AI configuration',
      response: aiConfigAnswerSchema,
      notes: 'Answer: `{success,data:{models,configurations,prompts,message}}`.',
    },
    () => aiConfig.getAiConfig(ctx),
  );
  route.post(
    '/api/admin/ai-config/test',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Send a test prompt to the provider',
      body: aiConfigTestSchema,
      response: aiConfigTestAnswerSchema,
      notes: 'Input: `{service,configType,testPrompt}`. Answer: `{success,data}`.',
    },
    ({ body }) => aiConfig.testAiConfig(ctx, body),
  );
}
