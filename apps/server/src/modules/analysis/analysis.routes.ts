import type { FastifyInstance } from 'fastify';
import { ANALYSIS_CALLS_PER_MINUTE } from '@pitchscope/domain/constants';
import { actorOf } from '../../platform/http/access.ts';
import { perUserPerMinute } from '../../platform/http/rate-limit.ts';
import * as analysisApi from './analysis-api.service.ts';
import type { AnalysisAppContext } from './analysis.service.ts';

/**
 * The spec's analysis HTTP API (deep-analysis-admin §7.1), admin-only (ADR 10); each call that reaches
 * the model is also limited per admin. The service validates its input and answers in the spec's envelope.
 */
export async function analysisRoutes(app: FastifyInstance, ctx: AnalysisAppContext) {
  const admin = { config: { access: 'admin' as const } };
  const modelCall = {
    config: { access: 'admin' as const, rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, ANALYSIS_CALLS_PER_MINUTE) },
  };

  app.get('/api/analysis/health', admin, (request) => analysisApi.analysisHealth(ctx, actorOf(request)));
  app.post('/api/analysis/extract-metadata', modelCall, (request) =>
    analysisApi.extractMetadata(ctx, actorOf(request), request.body),
  );
  app.post('/api/analysis/validate-pitch-deck', modelCall, (request) =>
    analysisApi.validatePitchDeck(ctx, actorOf(request), request.body),
  );
  app.post('/api/analysis/investor-fit-analysis', modelCall, (request) =>
    analysisApi.investorFitAnalysis(ctx, actorOf(request), request.body),
  );
  app.post('/api/analysis/deep-research', modelCall, (request) => analysisApi.deepResearch(ctx, actorOf(request), request.body));
  app.post('/api/analysis/smart-questions', modelCall, (request) =>
    analysisApi.smartQuestions(ctx, actorOf(request), request.body),
  );
  app.post('/api/analysis/data-freshness', modelCall, (request) =>
    analysisApi.dataFreshness(ctx, actorOf(request), request.body),
  );
  app.post('/api/analysis/news-intelligence', modelCall, (request) =>
    analysisApi.newsIntelligence(ctx, actorOf(request), request.body),
  );
  app.post('/api/analysis/structured-analysis', modelCall, (request) =>
    analysisApi.structuredAnalysis(ctx, actorOf(request), request.body),
  );
  app.post('/api/analysis/generateContent', modelCall, (request) =>
    analysisApi.generateContent(ctx, actorOf(request), request.body),
  );
}
