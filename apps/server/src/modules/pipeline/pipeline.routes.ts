import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import * as pipeline from './pipeline.service.ts';

const deckParams = z.object({ id: z.string().min(1).max(100) });
const noteParams = z.object({ id: z.string().min(1).max(100), noteId: z.string().min(1).max(100) });

/** The deal pipeline (ADR 0016): stages, the board, a deck's stage and its notes timeline. */
export async function pipelineRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = { config: { access: 'user' as const } };
  const admin = { config: { access: 'admin' as const } };

  app.get('/api/pipeline/stages', user, () => pipeline.listPipelineStages(ctx));
  app.get('/api/pipeline/board', user, (request) => pipeline.getBoard(ctx, actorOf(request)));

  app.patch('/api/decks/:id/pipeline', user, (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    return pipeline.changeDeckStage(ctx, actorOf(request), id, request.body);
  });

  app.get('/api/decks/:id/notes', user, (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    return pipeline.getDeckTimeline(ctx, actorOf(request), id);
  });
  app.post('/api/decks/:id/notes', user, async (request, reply) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    const entry = await pipeline.addDeckNote(ctx, actorOf(request), id, request.body);
    return reply.code(201).send(entry);
  });
  app.delete('/api/decks/:id/notes/:noteId', user, async (request) => {
    const { id, noteId } = parseInput(noteParams, request.params, 'params');
    await pipeline.deleteDeckNote(ctx, actorOf(request), id, noteId);
    return { deleted: true };
  });

  app.put('/api/admin/pipeline/stages', admin, (request) =>
    pipeline.saveStageList(ctx, actorOf(request), request.body),
  );
}
