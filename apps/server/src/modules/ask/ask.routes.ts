import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ASK_QUESTIONS_PER_MINUTE, askQuestionInputSchema, deckQuestionSchema, deckQuestionsResponseSchema } from '@pitchscope/domain/ask-deck';
import { slideSearchQuerySchema, slideSearchResponseSchema } from '@pitchscope/domain/slide-search';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { perUserPerMinute } from '../../platform/http/rate-limit.ts';
import { API_TAGS, deckIdParam, describeRoute } from '../../platform/http/route-description.ts';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';
import { askDeck, listDeckQuestions, searchWorkspaceSlides } from './ask.service.ts';

const deckParams = z.object({ id: z.string().min(1).max(100) });

export async function askRoutes(app: FastifyInstance, ctx: AnalysisAppContext) {
  const user = { config: { access: 'user' as const } };

  app.post(
    '/api/decks/:id/ask',
    {
      config: { access: 'user', rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, ASK_QUESTIONS_PER_MINUTE) },
      schema: describeRoute({
        tag: API_TAGS.decks,
        summary: 'Ask the deck a question',
        params: deckIdParam,
        body: askQuestionInputSchema,
        response: deckQuestionSchema,
        notes:
          'Answer: `DeckQuestion` (`packages/domain/src/ask-deck.ts`), stored in the deck\'s question history. The answer quotes the slides it rests on, or says "The deck does not say." Whoever can read the deck may ask.',
      }),
    },
    (request) => {
      const { id } = parseInput(deckParams, request.params, 'params');
      const input = parseInput(askQuestionInputSchema, request.body, 'body');
      return askDeck(ctx, actorOf(request), id, input);
    },
  );

  app.get(
    '/api/decks/:id/questions',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.decks,
        summary: "The deck's questions and answers, newest first",
        params: deckIdParam,
        response: deckQuestionsResponseSchema,
        notes: 'Answer: `DeckQuestionsResponse`: the last 50 questions asked of the deck by its workspace. Whoever can read the deck.',
      }),
    },
    (request) => {
      const { id } = parseInput(deckParams, request.params, 'params');
      return listDeckQuestions(ctx, actorOf(request), id);
    },
  );

  app.get(
    '/api/slides/search',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.decks,
        summary: "Search every slide of the current workspace's decks",
        query: slideSearchQuerySchema,
        response: slideSearchResponseSchema,
        notes:
          'Answer: `SlideSearchResponse` (`packages/domain/src/slide-search.ts`): up to 20 slides, best first (PostgreSQL full text, `websearch_to_tsquery` syntax: quotes, OR, -word), each with its deck, slide number and a snippet whose matched words are marked.',
      }),
    },
    (request) => {
      const { q } = parseInput(slideSearchQuerySchema, request.query, 'query');
      return searchWorkspaceSlides(ctx, actorOf(request), q);
    },
  );
}
