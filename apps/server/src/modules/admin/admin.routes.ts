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

/**
 * The admin back office (docs/api.md, /api/admin/*). Every route is admin-only; the access hook answers
 * 401 to visitors and 403 to users before a handler runs. Handlers validate (in the service, which owns
 * its input rules) and make one service call. The legal routes are in the legal module.
 */
type IdParams = { Params: { id: string } };
const admin = { config: { access: 'admin' as const } };

export async function adminRoutes(app: FastifyInstance, ctx: AnalysisAppContext) {
  // Users
  app.get('/api/admin/users', admin, (request) =>
    users.listUsers(ctx.db, actorOf(request), parseInput(adminUserListQuerySchema, request.query, 'query')),
  );
  app.post<IdParams>('/api/admin/users/:id/tokens', admin, (request) =>
    users.grantUserTokens(ctx.db, actorOf(request), request.params.id, request.body),
  );
  app.post<IdParams>('/api/admin/users/:id/recalculate-balance', admin, (request) =>
    users.recalculateBalance(ctx.db, actorOf(request), request.params.id),
  );
  app.delete<IdParams>('/api/admin/users/:id', admin, (request) =>
    users.deleteUser(ctx, actorOf(request), request.params.id),
  );

  // Decks
  app.get('/api/admin/decks', admin, (request) =>
    decks.listAllDecks(ctx, actorOf(request), parseInput(adminDeckListQuerySchema, request.query, 'query')),
  );
  app.get<IdParams>('/api/admin/decks/:id/raw', admin, (request) => decks.getDeckRaw(ctx, request.params.id));
  app.delete<IdParams>('/api/admin/decks/:id', admin, (request) =>
    decks.deleteDeck(ctx, actorOf(request), request.params.id),
  );
  app.post<IdParams>('/api/admin/decks/:id/deep-analysis', admin, (request) =>
    decks.triggerDeepAnalysis(ctx, actorOf(request), request.params.id),
  );

  // Overview
  app.get('/api/admin/analytics', admin, () => getAdminAnalytics(ctx.db, ctx.clock()));
  app.get('/api/admin/model-health', admin, () => analysisModelReport(ctx));
  app.get('/api/admin/engine-labels', admin, async (request, reply) => {
    const exported = await exportEngineLabels(ctx, actorOf(request));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${exported.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(exported.bytes));
  });

  // Application settings
  app.get('/api/admin/settings', admin, () => settings.readSettings(ctx.db));
  app.get('/api/admin/settings/server', admin, (): ServerCapabilities => ({
    slideRendering: { available: Boolean(ctx.soffice.path), sofficePath: ctx.soffice.path, reason: ctx.soffice.reason },
  }));
  app.put('/api/admin/settings', admin, (request) =>
    settings.updateSettings(ctx.db, actorOf(request), request.body),
  );

  // Prompts
  app.get('/api/admin/prompts', admin, () => prompts.listPrompts(ctx.db));
  app.put<IdParams>('/api/admin/prompts/:id', admin, (request) =>
    prompts.savePrompt(ctx.db, actorOf(request), request.params.id, request.body, ctx.clock()),
  );
  app.post('/api/admin/prompts/cleanup', admin, (request) =>
    prompts.cleanupPrompts(ctx.db, actorOf(request)),
  );

  // Industries
  app.get('/api/admin/industries', admin, () => industries.getIndustrySystem(ctx.db));
  app.get('/api/admin/industries/deep-research', admin, () => industries.getDeepResearch(ctx.db));
  app.put('/api/admin/industries/deep-research', admin, (request) =>
    industries.saveDeepResearch(ctx.db, actorOf(request), request.body, ctx.clock()),
  );
  app.get('/api/admin/industries/analysis-configs', admin, () => industries.getAnalysisConfigs(ctx.db));
  app.put('/api/admin/industries/analysis-configs', admin, (request) =>
    industries.saveAnalysisConfig(ctx.db, actorOf(request), request.body, ctx.clock()),
  );
  app.get('/api/admin/industries/categories', admin, () => industries.getCategories(ctx.db));
  app.put('/api/admin/industries/categories', admin, (request) =>
    industries.saveCategories(ctx.db, actorOf(request), request.body),
  );
  app.put<{ Params: { industry: string } }>('/api/admin/industries/analysis/:industry', admin, (request) =>
    industries.saveIndustryAnalysis(ctx.db, actorOf(request), request.params.industry, request.body),
  );

  // AI configuration
  app.get('/api/admin/ai-config', admin, () => aiConfig.getAiConfig(ctx));
  app.post('/api/admin/ai-config/test', admin, (request) => aiConfig.testAiConfig(ctx, request.body));
}
