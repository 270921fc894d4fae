import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { comparablesResponseSchema } from '@pitchscope/domain/comparables';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { API_TAGS, deckIdParam, describeRoute } from '../../platform/http/route-description.ts';
import type { AppContext } from '../../platform/context.ts';
import { getComparables } from './comparables.service.ts';

const deckParams = z.object({ id: z.string().min(1).max(100) });

export async function comparablesRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/api/decks/:id/comparables',
    {
      config: { access: 'user' },
      schema: describeRoute({
        tag: API_TAGS.decks,
        summary: 'Decks of the workspace like this one, and earlier decks of the same company or founders',
        params: deckIdParam,
        response: comparablesResponseSchema,
        notes:
          'Answer: `ComparablesResponse` (`packages/domain/src/comparables.ts`): `comparables`, up to 5 decks of the deck\'s workspace scored on sector, stage, round size and wording (`score` 0..1 with its `reasons`), each with its fit and pipeline stage; `seenBefore`, decks uploaded earlier of the same company (name or website) or the same founders (key people), newest first, each with its outcome ("Passed: traction, 2025-03"). Whoever can read the deck.',
      }),
    },
    (request) => {
      const { id } = parseInput(deckParams, request.params, 'params');
      return getComparables(ctx, actorOf(request), id);
    },
  );
}
