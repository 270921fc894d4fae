import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { getDeckFigures } from './figures.service.ts';

const deckParams = z.object({ id: z.string().min(1).max(100) });

export async function figuresRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = { config: { access: 'user' as const } };

  app.get('/api/decks/:id/figures', user, (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    return getDeckFigures(ctx, actorOf(request), id);
  });
}
