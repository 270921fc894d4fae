/**
 * Response shapes of the pipeline API (issue #19 item 3); request schemas are in `../pipeline.ts`. Zod
 * schemas, so the API reference documents the very shapes the code is typed with (ADR 0045).
 */
import { z } from 'zod';
import { PASS_REASONS } from '../pipeline.ts';
import { factStatesSchema } from './answer-parts.ts';

/** `GET /api/pipeline/stages` and `PUT /api/admin/pipeline/stages`: the stages in board order. */
export const pipelineStageSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  /** New and Passed: the rules rely on them, so they can be renamed but not removed. */
  system: z.boolean(),
});
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

export const pipelineStagesResponseSchema = z.object({ stages: z.array(pipelineStageSchema) });
export type PipelineStagesResponse = z.infer<typeof pipelineStagesResponseSchema>;

const passReasonSchema = z.enum(PASS_REASONS);
const stageNameSchema = z.object({ id: z.string(), name: z.string() });

/** One entry of a deck's history: a note, or a stage change (with its optional note). */
export const timelineEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['note', 'stage']),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  /** Markdown (rendered without raw HTML). */
  text: z.string().nullable(),
  /** Stage changes only; names as they were at the time (a later rename or removal keeps the history readable). */
  fromStage: stageNameSchema.nullable(),
  toStage: stageNameSchema.nullable(),
  passReason: passReasonSchema.nullable(),
  /** True for the caller's own notes (stage changes are history and stay). */
  canDelete: z.boolean(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** `GET /api/decks/:id/notes`: notes and stage changes, newest first. */
export const deckTimelineResponseSchema = z.object({
  deckId: z.string(),
  pipelineStage: z.string(),
  passReason: passReasonSchema.nullable(),
  entries: z.array(timelineEntrySchema),
});
export type DeckTimelineResponse = z.infer<typeof deckTimelineResponseSchema>;

/** `PATCH /api/decks/:id/pipeline`. */
export const stageChangeResponseSchema = z.object({
  deckId: z.string(),
  pipelineStage: z.string(),
  passReason: passReasonSchema.nullable(),
  entry: timelineEntrySchema,
});
export type StageChangeResponse = z.infer<typeof stageChangeResponseSchema>;

/** A deck as a board card shows it. */
export const boardDeckSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  industry: z.string(),
  stage: z.string(),
  roundSize: z.string(),
  pipelineStage: z.string(),
  passReason: passReasonSchema.nullable(),
  pipelineUpdatedAt: z.string(),
  overallFit: z.string().nullable(),
  /** Each fact's state (field-sources.ts factState): the card marks an assumed value as the deck card does. */
  factStates: factStatesSchema,
});
export type BoardDeck = z.infer<typeof boardDeckSchema>;

/** `GET /api/pipeline/board`: the caller's active decks by stage (at most BOARD_COLUMN_LIMIT per column). */
export const pipelineBoardResponseSchema = z.object({
  stages: z.array(pipelineStageSchema.extend({ count: z.number().int() })),
  decks: z.array(boardDeckSchema),
});
export type PipelineBoardResponse = z.infer<typeof pipelineBoardResponseSchema>;
