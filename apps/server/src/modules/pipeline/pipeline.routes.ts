import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import * as pipeline from './pipeline.service.ts';
import { API_TAGS, deckIdParam, describeRoute } from '../../platform/http/route-description.ts';
import { newNoteSchema, stageChangeSchema, stageListSchema } from '@pitchscope/domain/pipeline';
import {
  deckTimelineResponseSchema,
  pipelineBoardResponseSchema,
  pipelineStagesResponseSchema,
  stageChangeResponseSchema,
  timelineEntrySchema,
} from '@pitchscope/domain/contracts/pipeline';

const deckParams = z.object({ id: z.string().min(1).max(100) });
const noteParams = z.object({ id: z.string().min(1).max(100), noteId: z.string().min(1).max(100) });

/** The deal pipeline (ADR 0016): stages, the board, a deck's stage and its notes timeline. */
export async function pipelineRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = { config: { access: 'user' as const } };
  const admin = { config: { access: 'admin' as const } };

  app.get(
    '/api/pipeline/stages',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.pipeline,
        summary: 'The deal stages in board order',
        response: pipelineStagesResponseSchema,
      }),
    },
    () => pipeline.listPipelineStages(ctx),
  );
  app.get(
    '/api/pipeline/board',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.pipeline,
        summary: "Your active decks by deal stage (at most 100 per column) with each column's count",
        response: pipelineBoardResponseSchema,
      }),
    },
    (request) => pipeline.getBoard(ctx, actorOf(request)),
  );

  app.patch(
    '/api/decks/:id/pipeline',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.pipeline,
        summary: 'Move the deck to another deal stage (Passed needs a coded reason)',
        params: deckIdParam,
        body: stageChangeSchema,
        response: stageChangeResponseSchema,
        responseDescription: 'The stage change: the deck id, its new stage and the history entry written.',
      }),
    },
    (request) => {
      const { id } = parseInput(deckParams, request.params, 'params');
      return pipeline.changeDeckStage(ctx, actorOf(request), id, request.body);
    },
  );

  app.get(
    '/api/decks/:id/notes',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.pipeline,
        summary: "The deck's history: notes and stage changes, newest first",
        params: deckIdParam,
        response: deckTimelineResponseSchema,
      }),
    },
    (request) => {
      const { id } = parseInput(deckParams, request.params, 'params');
      return pipeline.getDeckTimeline(ctx, actorOf(request), id);
    },
  );
  app.post(
    '/api/decks/:id/notes',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.pipeline,
        summary: 'Add a note (markdown) to the deck',
        params: deckIdParam,
        body: newNoteSchema,
        status: 201,
        response: timelineEntrySchema,
        responseDescription: 'The note as a timeline entry.',
      }),
    },
    async (request, reply) => {
      const { id } = parseInput(deckParams, request.params, 'params');
      const entry = await pipeline.addDeckNote(ctx, actorOf(request), id, request.body);
      return reply.code(201).send(entry);
    },
  );
  app.delete(
    '/api/decks/:id/notes/:noteId',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.pipeline,
        summary: 'Delete one of your notes',
        params: { ...deckIdParam, noteId: { description: 'The note id' } },
        response: z.object({ deleted: z.literal(true) }),
      }),
    },
    async (request) => {
      const { id, noteId } = parseInput(noteParams, request.params, 'params');
      await pipeline.deleteDeckNote(ctx, actorOf(request), id, noteId);
      return { deleted: true };
    },
  );

  app.put(
    '/api/admin/pipeline/stages',
    {
      ...admin,
      schema: describeRoute({
        tag: API_TAGS.admin,
        summary: 'Save the deal stage list (a stage left out is removed; its decks move to New)',
        body: stageListSchema,
        response: pipelineStagesResponseSchema,
      }),
    },
    (request) => pipeline.saveStageList(ctx, actorOf(request), request.body),
  );
}
