import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { deckFiguresResponseSchema } from '@pitchscope/domain/figures/figure';
import { getDeckFigures } from './figures.service.ts';
import { API_TAGS, deckIdParam } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';

export async function figuresRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = typedRoutes(app);

  route.get(
    '/api/decks/:id/figures',
    { access: 'user' },
    {
      tag: API_TAGS.decks,
      summary: 'The figures the deck states (figure ledger)',
      params: deckIdParam,
      response: deckFiguresResponseSchema,
      notes:
        "Answer: `DeckFiguresResponse` (`packages/domain/src/figures/figure.ts`): the figure ledger made at ingestion (null for a deck with no text) and the checks' findings, judged at the request date. Owner, or an admin, as for the deck.",
    },
    ({ params }, request) => getDeckFigures(ctx, actorOf(request), params.id),
  );
}
