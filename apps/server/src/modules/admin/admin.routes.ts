import type { ServerCapabilities } from '@pitchscope/domain/contracts/admin';
import { analysisModelReport } from '../analysis/model-health.ts';
import { adminDeckListQuerySchema, adminUserListQuerySchema } from '@pitchscope/domain/contracts/admin-lists';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
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
import { API_TAGS, deckIdParam, describeRoute, okResponse } from '../../platform/http/route-description.ts';
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
 * 401 to visitors and 403 to users before a handler runs. Handlers validate (in the service, which owns
 * its input rules) and make one service call. The legal routes are in the legal module.
 */
type IdParams = { Params: { id: string } };
const admin = { config: { access: 'admin' as const } };

export async function adminRoutes(app: FastifyInstance, ctx: AnalysisAppContext) {
  // Users
  app.get(
    '/api/admin/users',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'One page of all users: search and sort (keyset cursor)',
        query: adminUserListQuerySchema,
        response: adminUserListPageSchema,
        notes:
          'Answer: `{ items: AdminUserRow[], nextCursor }`: `limit` 1–100 (default 50), `cursor` from the previous page (opaque; a cursor of another sort is refused with 400), `q` matches part of the name (the display name, else the e-mail’s local part) or the e-mail, `sort` name | email | balance | joined (default) | decks with `dir` (A→Z for name and email, largest/newest first otherwise). Unknown parameters and bad values answer 400.',
      }),
    },
    (request) =>
      users.listUsers(ctx.db, actorOf(request), parseInput(adminUserListQuerySchema, request.query, 'query')),
  );
  app.post<IdParams>(
    '/api/admin/users/:id/tokens',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Grant tokens to a user',
        params: { id: { description: 'The user id' } },
        body: grantTokensSchema,
        response: adminUserRowSchema,
        notes: 'Input: `{amount,reason}`. Answer: `AdminUserRow`.',
      }),
    },
    (request) => users.grantUserTokens(ctx.db, actorOf(request), request.params.id, request.body),
  );
  app.post<IdParams>(
    '/api/admin/users/:id/recalculate-balance',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Recompute a user’s balance from the ledger',
        params: { id: { description: 'The user id' } },
        response: recalculationResultSchema,
        notes: 'Answer: `RecalculationResult`.',
      }),
    },
    (request) => users.recalculateBalance(ctx.db, actorOf(request), request.params.id),
  );
  app.delete<IdParams>(
    '/api/admin/users/:id',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Delete a user, their decks and files',
        params: { id: { description: 'The user id' } },
        response: okResponse,
        notes:
          'Answer: `{ok:true}` (409 for an admin); runs still in progress are refunded first, in the same transaction (ADR 10).',
      }),
    },
    (request) => users.deleteUser(ctx, actorOf(request), request.params.id),
  );

  // Decks
  app.get(
    '/api/admin/decks',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'One page of every user’s decks, newest first: search (keyset cursor)',
        query: adminDeckListQuerySchema,
        response: adminDeckListPageSchema,
        notes:
          'Answer: `{ items: AdminDeckRow[], nextCursor }` newest upload first (`dir=asc` for oldest first): `limit` 1–100 (default 50), `cursor` from the previous page (opaque; 400 when it is not one), `q` matches part of the company, industry or stage. Unknown parameters and bad values answer 400.',
      }),
    },
    (request) =>
      decks.listAllDecks(ctx, actorOf(request), parseInput(adminDeckListQuerySchema, request.query, 'query')),
  );
  app.get<IdParams>(
    '/api/admin/decks/:id/raw',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'A deck’s stored record',
        params: deckIdParam,
        response: deckRawAnswerSchema,
        notes: 'Answer: `{deck: Deck, content: DeckContent, deepAnalysis: DeepAnalysis|null}`.',
      }),
    },
    (request) => decks.getDeckRaw(ctx, request.params.id),
  );
  app.delete<IdParams>(
    '/api/admin/decks/:id',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Delete a deck and its file',
        params: deckIdParam,
        response: okResponse,
        notes:
          'Answer: `{ok:true}`; a run still in progress is failed and its token refunded in the same transaction (ADR 10).',
      }),
    },
    (request) => decks.deleteDeck(ctx, actorOf(request), request.params.id),
  );
  app.post<IdParams>(
    '/api/admin/decks/:id/deep-analysis',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Run a deep analysis for the owner',
        params: deckIdParam,
        response: deepAnalysisTriggerAnswerSchema,
        notes: 'Answer: manual trigger (no token), `{deckId,status}`.',
      }),
    },
    (request) => decks.triggerDeepAnalysis(ctx, actorOf(request), request.params.id),
  );

  // Overview
  app.get(
    '/api/admin/analytics',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Usage analytics',
        response: adminAnalyticsSchema,
        notes:
          'Answer: `AdminAnalytics`; `fieldCorrections`: of the decks with extracted facts, per fact how many their owner changed (`PATCH /api/decks/:id/fields` to a different value) and the share in percent (ADR 12).',
      }),
    },
    () => getAdminAnalytics(ctx.db, ctx.clock()),
  );
  app.get(
    '/api/admin/model-health',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: "The analysis model's state and last error",
        response: modelHealthAnswerSchema,
        notes:
          'Answer: `{state, provider, checkedAt, lastError:{message,at}|null}`: the analysis model as the last check or model call saw it (issue #38).',
      }),
    },
    () => analysisModelReport(ctx),
  );
  app.get(
    '/api/admin/engine-labels',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: "Investors' corrections as labelled data (zip)",
        produces: ['application/zip'],
        responseDescription: 'A zip of labels.tsv and the decks’ extracted texts.',
        notes:
          "Answer: a zip (`application/zip`): `labels.tsv` in the evaluation corpus's columns (one row per deck whose owner edited or confirmed a fact, or added a refused document anyway; blank = no label, `unknown` = the investor emptied the fact) and `texts/<sha256>.json`, each deck's extracted slides. Input of `npm run engine:fit`. Recorded in the admin audit log.",
      }),
    },
    async (request, reply) => {
      const exported = await exportEngineLabels(ctx, actorOf(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exported.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(exported.bytes));
    },
  );

  // Application settings
  app.get(
    '/api/admin/settings',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Application settings',
        response: appSettingsAnswerSchema,
        notes: 'Input: `Partial<AppSettings>`. Answer: `AppSettings`.',
      }),
    },
    () => settings.readSettings(ctx.db),
  );
  app.get(
    '/api/admin/settings/server',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'What this server can do (slide rendering through LibreOffice)',
        response: serverCapabilitiesSchema,
        notes:
          'Answer: `ServerCapabilities`: `{slideRendering:{available, sofficePath, reason}}`, found at start-up.',
      }),
    },
    (): ServerCapabilities => ({
      slideRendering: {
        available: Boolean(ctx.soffice.path),
        sofficePath: ctx.soffice.path,
        reason: ctx.soffice.reason,
      },
    }),
  );
  app.put(
    '/api/admin/settings',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Change application settings',
        body: appSettingsPatchSchema,
        response: appSettingsAnswerSchema,
        notes: 'Input: `Partial<AppSettings>`. Answer: `AppSettings`.',
      }),
    },
    (request) => settings.updateSettings(ctx.db, actorOf(request), request.body),
  );

  // Prompts
  app.get(
    '/api/admin/prompts',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Prompts',
        response: z.array(promptAnswerSchema),
        notes: 'Answer: `Prompt[]`.',
      }),
    },
    () => prompts.listPrompts(ctx.db),
  );
  app.put<IdParams>(
    '/api/admin/prompts/:id',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Save a prompt',
        params: { id: { description: 'The prompt id' } },
        body: promptUpdateSchema,
        response: promptAnswerSchema,
        notes: 'Input: `Prompt` fields. Answer: `Prompt`.',
      }),
    },
    (request) => prompts.savePrompt(ctx.db, actorOf(request), request.params.id, request.body, ctx.clock()),
  );
  app.post(
    '/api/admin/prompts/cleanup',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Remove prompts no feature uses',
        response: z.object({ removed: z.array(z.string()), active: z.number().int() }),
        notes: 'Answer: `{removed:string[], active:number}`.',
      }),
    },
    (request) => prompts.cleanupPrompts(ctx.db, actorOf(request)),
  );

  // Industries
  app.get(
    '/api/admin/industries',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'The industry system',
        response: industrySystemAnswerSchema,
        notes: 'Answer: `{success,data:{hierarchy,total_industries,total_sub_industries}}`.',
      }),
    },
    () => industries.getIndustrySystem(ctx.db),
  );
  app.get(
    '/api/admin/industries/deep-research',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Deep-research instructions per industry',
        response: deepResearchListAnswerSchema,
        notes: 'Input: `{industry_name,deep_research}`. Answer: `{success,data}` keyed by industry.',
      }),
    },
    () => industries.getDeepResearch(ctx.db),
  );
  app.put(
    '/api/admin/industries/deep-research',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Save deep-research instructions',
        body: deepResearchUpdateSchema,
        response: deepResearchSavedAnswerSchema,
        notes: 'Input: `{industry_name,deep_research}`. Answer: `{success,data}` keyed by industry.',
      }),
    },
    (request) => industries.saveDeepResearch(ctx.db, actorOf(request), request.body, ctx.clock()),
  );
  app.get(
    '/api/admin/industries/analysis-configs',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Analysis configurations per industry',
        response: analysisConfigListAnswerSchema,
        notes:
          "Input: `{industry_name,sub_industry_name?,specific_analysis,specific_sections,specific_metrics,specific_focus}`. Answer: `{success,data:{data}}` keyed by industry or 'industry:sub'.",
      }),
    },
    () => industries.getAnalysisConfigs(ctx.db),
  );
  app.put(
    '/api/admin/industries/analysis-configs',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Save an analysis configuration',
        body: analysisConfigUpdateSchema,
        response: analysisConfigSavedAnswerSchema,
        notes:
          "Input: `{industry_name,sub_industry_name?,specific_analysis,specific_sections,specific_metrics,specific_focus}`. Answer: `{success,data:{data}}` keyed by industry or 'industry:sub'.",
      }),
    },
    (request) => industries.saveAnalysisConfig(ctx.db, actorOf(request), request.body, ctx.clock()),
  );
  app.get(
    '/api/admin/industries/categories',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Industry categories',
        response: categoriesAnswerSchema,
        notes: 'Answer: `{categories, specific_analysis}`.',
      }),
    },
    () => industries.getCategories(ctx.db),
  );
  app.put(
    '/api/admin/industries/categories',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Save industry categories',
        body: categoriesUpdateSchema,
        response: savedAnswerSchema,
        notes: 'Input: `{categories}`. Answer: `{success}`.',
      }),
    },
    (request) => industries.saveCategories(ctx.db, actorOf(request), request.body),
  );
  app.put<{ Params: { industry: string } }>(
    '/api/admin/industries/analysis/:industry',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Save one industry’s analysis',
        params: { industry: { description: 'The industry name' } },
        body: industryAnalysisUpdateSchema,
        response: savedAnswerSchema,
        notes: 'Input: `{name,key_metrics,focus_areas,critical_questions}`. Answer: `{success}`.',
      }),
    },
    (request) =>
      industries.saveIndustryAnalysis(ctx.db, actorOf(request), request.params.industry, request.body),
  );

  // AI configuration
  app.get(
    '/api/admin/ai-config',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'AI configuration',
        response: aiConfigAnswerSchema,
        notes: 'Answer: `{success,data:{models,configurations,prompts,message}}`.',
      }),
    },
    () => aiConfig.getAiConfig(ctx),
  );
  app.post(
    '/api/admin/ai-config/test',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Send a test prompt to the provider',
        body: aiConfigTestSchema,
        response: aiConfigTestAnswerSchema,
        notes: 'Input: `{service,configType,testPrompt}`. Answer: `{success,data}`.',
      }),
    },
    (request) => aiConfig.testAiConfig(ctx, request.body),
  );
}
