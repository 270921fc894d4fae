import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { deckFiguresResponseSchema } from '@pitchscope/domain/figures/figure';
import { getDeckFigures } from './figures.service.ts';
import { API_TAGS, deckIdParam, describeRoute } from '../../platform/http/route-description.ts';

const deckParams = z.object({ id: z.string().min(1).max(100) });

export async function figuresRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = { config: { access: 'user' as const } };

  app.get(
    '/api/decks/:id/figures',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.decks,
        summary: 'The figures the deck states (figure ledger)',
        params: deckIdParam,
        response: deckFiguresResponseSchema,
        notes:
          "Answer: `DeckFiguresResponse` (`packages/domain/src/figures/figure.ts`): the figure ledger made at ingestion (null for a deck with no text) and the checks' findings, judged at the request date. Owner, or an admin, as for the deck.",
      }),
    },
    (request) => {
      const { id } = parseInput(deckParams, request.params, 'params');
      return getDeckFigures(ctx, actorOf(request), id);
    },
  );
}
