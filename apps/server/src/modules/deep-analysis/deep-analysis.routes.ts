import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANALYSIS_CALLS_PER_MINUTE } from '@pitchscope/domain/constants';
import { actorOf } from '../../platform/http/access.ts';
import { perUserPerMinute } from '../../platform/http/rate-limit.ts';
import { getDeck } from '../decks/decks.service.ts';
import { getDeckFigures } from '../figures/figures.service.ts';
import * as deepAnalysis from './deep-analysis.service.ts';
import {
  deepAnalysisAnswerSchema,
  startDeepAnalysisAnswerSchema,
} from '@pitchscope/domain/contracts/deep-analysis';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';
import { API_TAGS, deckIdParam } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';

export const deepAnalysisExportQuery = z.object({ format: z.enum(['md', 'json', 'pdf']).default('md') });
export const STARTS_PER_MINUTE = 20;

export async function deepAnalysisRoutes(app: FastifyInstance, ctx: AnalysisAppContext) {
  const route = typedRoutes(app);
  const user = { access: 'user' as const };

  route.post(
    '/api/decks/:id/deep-analysis',
    { access: 'user', rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, STARTS_PER_MINUTE) },
    {
      tag: API_TAGS.deep,
      summary: 'Start a deep analysis (spends a token)',
      params: deckIdParam,
      response: startDeepAnalysisAnswerSchema,
      notes: 'Answer: `StartDeepAnalysisResponse` (402 INSUFFICIENT_TOKENS, 409 ANALYSIS_ALREADY_RUNNING).',
    },
    ({ params }, request) => deepAnalysis.startDeepAnalysis(ctx, actorOf(request), params.id),
  );

  route.get(
    '/api/decks/:id/deep-analysis',
    user,
    {
      tag: API_TAGS.deep,
      summary: 'The deep analysis of a deck',
      params: deckIdParam,
      response: deepAnalysisAnswerSchema,
      notes:
        'Answer: `DeepAnalysis` (404 when none), with `factsEditedSince`: the facts edited after the report was written, each `{field, label, value, state, previousValue, previousState, editedAt}` (the report quotes the earlier values; it is not rewritten, ADR 0039).',
    },
    ({ params }, request) => deepAnalysis.getDeepAnalysis(ctx, actorOf(request), params.id),
  );

  // Each supporting analysis is a model call: a few a minute per user (ANALYSIS_CALLS_PER_MINUTE).
  const supporting = {
    access: 'user' as const,
    rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, ANALYSIS_CALLS_PER_MINUTE),
  };

  route.post(
    '/api/decks/:id/smart-questions',
    supporting,
    {
      tag: API_TAGS.deep,
      summary: 'Generate smart questions for the founders',
      params: deckIdParam,
      response: z.object({ smartQuestions: z.string() }),
      notes:
        "Answer: `{smartQuestions:string}` (generated and saved). Only once the deck's deep analysis was delivered (409 DEEP_ANALYSIS_REQUIRED before); 5 a minute per user (`ANALYSIS_CALLS_PER_MINUTE`, 429 RATE_LIMITED) (ADR 10).",
    },
    async ({ params }, request) => ({
      smartQuestions: await deepAnalysis.generateSupporting(
        ctx,
        actorOf(request),
        params.id,
        'smartQuestions',
      ),
    }),
  );

  route.post(
    '/api/decks/:id/data-freshness',
    supporting,
    {
      tag: API_TAGS.deep,
      summary: 'Check how fresh the deck’s data is',
      params: deckIdParam,
      response: z.object({ dataFreshness: z.string() }),
      notes: 'Answer: `{dataFreshness:string}`; same conditions as smart-questions.',
    },
    async ({ params }, request) => ({
      dataFreshness: await deepAnalysis.generateSupporting(ctx, actorOf(request), params.id, 'dataFreshness'),
    }),
  );

  route.post(
    '/api/decks/:id/news-intelligence',
    supporting,
    {
      tag: API_TAGS.deep,
      summary: 'News about the company',
      params: deckIdParam,
      response: z.object({ newsIntelligence: z.string() }),
      notes: 'Answer: `{newsIntelligence:string}`; same conditions as smart-questions.',
    },
    async ({ params }, request) => ({
      newsIntelligence: await deepAnalysis.generateSupporting(
        ctx,
        actorOf(request),
        params.id,
        'newsIntelligence',
      ),
    }),
  );

  route.get(
    '/api/decks/:id/deep-analysis/export',
    user,
    {
      tag: API_TAGS.deep,
      summary: 'Export the deep analysis (Markdown, JSON or PDF)',
      params: deckIdParam,
      query: deepAnalysisExportQuery,
      produces: ['text/markdown', 'application/json', 'application/pdf'],
      notes:
        'Input: `?format=md|json|pdf`. Answer: file download; Markdown and PDF carry "Overall fit: {label}", JSON `deck.investorFitLabel` (the deck\'s match label, or null). The PDF adds "The numbers": a line chart of each metric the deck states for two or more periods.',
    },
    async ({ params, query }, request, reply) => {
      const { id } = params;
      const { format } = query;
      const actor = actorOf(request);
      const [deck, analysis] = await Promise.all([
        getDeck(ctx, actor, id),
        deepAnalysis.getDeepAnalysis(ctx, actor, id),
      ]);
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
        // The PDF draws the deck's numbers as charts: its figure ledger and the checks' findings.
        const figures = await getDeckFigures(ctx, actor, id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${baseName}.pdf"`)
          .send(Buffer.from(await analysisToPdf(deck, analysis, figures)));
      }
      return reply
        .header('content-type', 'text/markdown; charset=utf-8')
        .header('content-disposition', `attachment; filename="${baseName}.md"`)
        .send(analysisToMarkdown(deck, analysis));
    },
  );
}
