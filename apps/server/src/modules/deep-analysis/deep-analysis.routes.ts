import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANALYSIS_CALLS_PER_MINUTE } from '@pitchscope/domain/constants';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { perUserPerMinute } from '../../platform/http/rate-limit.ts';
import { getDeck } from '../decks/decks.service.ts';
import * as deepAnalysis from './deep-analysis.service.ts';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';

const deckParams = z.object({ id: z.string().min(1).max(100) });
export const deepAnalysisExportQuery = z.object({ format: z.enum(['md', 'json', 'pdf']).default('md') });
export const STARTS_PER_MINUTE = 20;

export async function deepAnalysisRoutes(app: FastifyInstance, ctx: AnalysisAppContext) {
  const user = { config: { access: 'user' as const } };

  app.post(
    '/api/decks/:id/deep-analysis',
    {
      config: {
        access: 'user',
        rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, STARTS_PER_MINUTE),
      },
    },
    (request) => {
      const { id } = parseInput(deckParams, request.params, 'params');
      return deepAnalysis.startDeepAnalysis(ctx, actorOf(request), id);
    },
  );

  app.get('/api/decks/:id/deep-analysis', user, (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    return deepAnalysis.getDeepAnalysis(ctx, actorOf(request), id);
  });

  // Each supporting analysis is a model call: a few a minute per user (ANALYSIS_CALLS_PER_MINUTE).
  const supporting = {
    config: { access: 'user' as const, rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, ANALYSIS_CALLS_PER_MINUTE) },
  };

  app.post('/api/decks/:id/smart-questions', supporting, async (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    return { smartQuestions: await deepAnalysis.generateSupporting(ctx, actorOf(request), id, 'smartQuestions') };
  });

  app.post('/api/decks/:id/data-freshness', supporting, async (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    return { dataFreshness: await deepAnalysis.generateSupporting(ctx, actorOf(request), id, 'dataFreshness') };
  });

  app.post('/api/decks/:id/news-intelligence', supporting, async (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    return { newsIntelligence: await deepAnalysis.generateSupporting(ctx, actorOf(request), id, 'newsIntelligence') };
  });

  app.get('/api/decks/:id/deep-analysis/export', user, async (request, reply) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    const { format } = parseInput(deepAnalysisExportQuery, request.query, 'query');
    const actor = actorOf(request);
    const [deck, analysis] = await Promise.all([getDeck(ctx, actor, id), deepAnalysis.getDeepAnalysis(ctx, actor, id)]);
    const { analysisToJson, analysisToMarkdown, analysisToPdf } = await import('./export.ts');
    const baseName = `${deck.companyName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'deck'}-deep-analysis`;
    reply.header('cache-control', 'private, no-store');
    if (format === 'json') {
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${baseName}.json"`)
        .send(analysisToJson(deck, analysis));
    }
    if (format === 'pdf') {
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${baseName}.pdf"`)
        .send(Buffer.from(await analysisToPdf(deck, analysis)));
    }
    return reply
      .header('content-type', 'text/markdown; charset=utf-8')
      .header('content-disposition', `attachment; filename="${baseName}.md"`)
      .send(analysisToMarkdown(deck, analysis));
  });
}
