import type { FastifyInstance } from 'fastify';
import { comparablesResponseSchema } from '@pitchscope/domain/comparables';
import { actorOf } from '../../platform/http/access.ts';
import { API_TAGS, deckIdParam } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import type { AppContext } from '../../platform/context.ts';
import { getComparables } from './comparables.service.ts';

export async function comparablesRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = typedRoutes(app);

  route.get(
    '/api/decks/:id/comparables',
    { access: 'user' },
    {
      tag: API_TAGS.decks,
      summary: 'Decks of the workspace like this one, and earlier decks of the same company or founders',
      params: deckIdParam,
      response: comparablesResponseSchema,
      notes:
        'Answer: `ComparablesResponse` (`packages/domain/src/comparables.ts`): `comparables`, up to 5 decks of the deck\'s workspace scored on sector, stage, round size and wording (`score` 0..1 with its `reasons`), each with its fit and pipeline stage; `seenBefore`, decks uploaded earlier of the same company (name or website) or the same founders (key people), newest first, each with its outcome ("Passed: traction, 2025-03"). Whoever can read the deck.',
    },
    ({ params }, request) => getComparables(ctx, actorOf(request), params.id),
  );
}
