import type { FastifyInstance } from 'fastify';
import {
  ASK_QUESTIONS_PER_MINUTE,
  askQuestionInputSchema,
  deckQuestionSchema,
  deckQuestionsResponseSchema,
} from '@pitchscope/domain/ask-deck';
import { slideSearchQuerySchema, slideSearchResponseSchema } from '@pitchscope/domain/slide-search';
import { actorOf } from '../../platform/http/access.ts';
import { perUserPerMinute } from '../../platform/http/rate-limit.ts';
import { API_TAGS, deckIdParam } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';
import { askDeck, listDeckQuestions, searchWorkspaceSlides } from './ask.service.ts';

export async function askRoutes(app: FastifyInstance, ctx: AnalysisAppContext) {
  const route = typedRoutes(app);
  const user = { access: 'user' as const };

  route.post(
    '/api/decks/:id/ask',
    { access: 'user', rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, ASK_QUESTIONS_PER_MINUTE) },
    {
      tag: API_TAGS.decks,
      summary: 'Ask the deck a question',
      params: deckIdParam,
      body: askQuestionInputSchema,
      response: deckQuestionSchema,
      notes:
        'Answer: `DeckQuestion` (`packages/domain/src/ask-deck.ts`), stored in the deck\'s question history. The answer quotes the slides it rests on, or says "The deck does not say." Whoever can read the deck may ask.',
    },
    ({ params, body }, request) => askDeck(ctx, actorOf(request), params.id, body),
  );

  route.get(
    '/api/decks/:id/questions',
    user,
    {
      tag: API_TAGS.decks,
      summary: "The deck's questions and answers, newest first",
      params: deckIdParam,
      response: deckQuestionsResponseSchema,
      notes:
        'Answer: `DeckQuestionsResponse`: the last 50 questions asked of the deck by its workspace, and `modelAnswers`: the asker\'s paid model answers left and how many a token buys (ADR 0060), null when questions cost nothing. Whoever can read the deck.',
    },
    ({ params }, request) => listDeckQuestions(ctx, actorOf(request), params.id),
  );

  route.get(
    '/api/slides/search',
    user,
    {
      tag: API_TAGS.decks,
      summary: "Search every slide of the current workspace's decks",
      query: slideSearchQuerySchema,
      response: slideSearchResponseSchema,
      notes:
        'Answer: `SlideSearchResponse` (`packages/domain/src/slide-search.ts`): up to 20 slides, best first (PostgreSQL full text, `websearch_to_tsquery` syntax: quotes, OR, -word), each with its deck, slide number and a snippet whose matched words are marked.',
    },
    ({ query }, request) => searchWorkspaceSlides(ctx, actorOf(request), query.q),
  );
}
