import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import * as pipeline from './pipeline.service.ts';
import { API_TAGS, deckIdParam } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import { newNoteSchema, stageChangeSchema, stageListSchema } from '@pitchscope/domain/pipeline';
import {
  deckTimelineResponseSchema,
  pipelineBoardResponseSchema,
  pipelineStagesResponseSchema,
  stageChangeResponseSchema,
  timelineEntrySchema,
} from '@pitchscope/domain/contracts/pipeline';

/** The deal pipeline (ADR 0016): stages, the board, a deck's stage and its notes timeline. */
export async function pipelineRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = typedRoutes(app);
  const user = { access: 'user' as const };
  const admin = { access: 'admin' as const };

  route.get(
    '/api/pipeline/stages',
    user,
    {
      tag: API_TAGS.pipeline,
      summary: 'The deal stages in board order',
      response: pipelineStagesResponseSchema,
    },
    () => pipeline.listPipelineStages(ctx),
  );
  route.get(
    '/api/pipeline/board',
    user,
    {
      tag: API_TAGS.pipeline,
      summary: "Your active decks by deal stage (at most 100 per column) with each column's count",
      response: pipelineBoardResponseSchema,
    },
    (_input, request) => pipeline.getBoard(ctx, actorOf(request)),
  );

  route.patch(
    '/api/decks/:id/pipeline',
    user,
    {
      tag: API_TAGS.pipeline,
      summary: 'Move the deck to another deal stage (Passed needs a coded reason)',
      params: deckIdParam,
      body: stageChangeSchema,
      response: stageChangeResponseSchema,
      responseDescription: 'The stage change: the deck id, its new stage and the history entry written.',
    },
    ({ params, body }, request) => pipeline.changeDeckStage(ctx, actorOf(request), params.id, body),
  );

  route.get(
    '/api/decks/:id/notes',
    user,
    {
      tag: API_TAGS.pipeline,
      summary: "The deck's history: notes and stage changes, newest first",
      params: deckIdParam,
      response: deckTimelineResponseSchema,
    },
    ({ params }, request) => pipeline.getDeckTimeline(ctx, actorOf(request), params.id),
  );
  route.post(
    '/api/decks/:id/notes',
    user,
    {
      tag: API_TAGS.pipeline,
      summary: 'Add a note (markdown) to the deck',
      params: deckIdParam,
      body: newNoteSchema,
      status: 201,
      response: timelineEntrySchema,
      responseDescription: 'The note as a timeline entry.',
    },
    ({ params, body }, request) => pipeline.addDeckNote(ctx, actorOf(request), params.id, body),
  );
  route.delete(
    '/api/decks/:id/notes/:noteId',
    user,
    {
      tag: API_TAGS.pipeline,
      summary: 'Delete one of your notes',
      params: { ...deckIdParam, noteId: { description: 'The note id', schema: z.string().min(1).max(100) } },
      response: z.object({ deleted: z.literal(true) }),
    },
    async ({ params }, request) => {
      await pipeline.deleteDeckNote(ctx, actorOf(request), params.id, params.noteId);
      return { deleted: true as const };
    },
  );

  route.put(
    '/api/admin/pipeline/stages',
    admin,
    {
      tag: API_TAGS.admin,
      summary: 'Save the deal stage list (a stage left out is removed; its decks move to New)',
      body: stageListSchema,
      response: pipelineStagesResponseSchema,
    },
    ({ body }, request) => pipeline.saveStageList(ctx, actorOf(request), body),
  );
}
