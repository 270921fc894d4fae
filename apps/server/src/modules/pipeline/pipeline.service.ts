import { factStates } from '@pitchscope/domain/field-sources';
import type {
  DeckTimelineResponse,
  PipelineBoardResponse,
  PipelineStage,
  PipelineStagesResponse,
  StageChangeResponse,
  TimelineEntry,
} from '@pitchscope/domain/contracts/pipeline';
import {
  BOARD_COLUMN_LIMIT,
  NEW_STAGE_ID,
  PIPELINE_MESSAGES,
  SYSTEM_STAGE_IDS,
  checkStageChange,
  newNoteSchema,
  planStageList,
  stageChangeSchema,
  stageListSchema,
  stageOf,
} from '@pitchscope/domain/pipeline';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import type { AppContext } from '../../platform/context.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { loadAccessibleDeck, loadOwnDeck } from '../decks/decks.service.ts';
import { recordAdminAction } from '../admin/audit.service.ts';
import { deckEventSummary } from '../webhooks/webhooks.service.ts';
import { currentWorkspaceOf } from '../workspaces/workspaces.service.ts';
import * as repo from './pipeline.repository.ts';

/**
 * The deal pipeline (issue #19 item 3, ADR 0016). Reading follows the deck (owner, or any admin);
 * changing the stage and writing notes is the owner's, as every other change of a deck.
 */

async function stages(ctx: Pick<AppContext, 'db'>): Promise<PipelineStage[]> {
  const rows = await repo.listStages(ctx.db);
  return rows.map((row, position) => ({
    id: row.id,
    name: row.name,
    position,
    system: SYSTEM_STAGE_IDS.includes(row.id),
  }));
}

function toEntry(row: repo.TimelineRow, actor: Actor): TimelineEntry {
  const authorName = row.authorId
    ? row.authorName?.trim() || row.authorEmail || ADMIN_MESSAGES.deletedAccount
    : ADMIN_MESSAGES.deletedAccount;
  return {
    id: row.id,
    kind: row.kind,
    authorId: row.authorId,
    authorName,
    createdAt: row.createdAt.toISOString(),
    text: row.text,
    fromStage: row.fromStageId ? { id: row.fromStageId, name: row.fromStageName ?? row.fromStageId } : null,
    toStage: row.toStageId ? { id: row.toStageId, name: row.toStageName ?? row.toStageId } : null,
    passReason: row.passReason,
    canDelete: row.kind === 'note' && row.authorId === actor.userId,
  };
}

/** `GET /api/pipeline/stages`. */
export async function listPipelineStages(ctx: AppContext): Promise<PipelineStagesResponse> {
  return { stages: await stages(ctx) };
}

/** `GET /api/pipeline/board`: the caller's own active decks by stage. */
export async function getBoard(ctx: AppContext, actor: Actor): Promise<PipelineBoardResponse> {
  const [list, board] = await Promise.all([stages(ctx), repo.loadBoard(ctx.db, (await currentWorkspaceOf(ctx.db, actor.userId)).id, BOARD_COLUMN_LIMIT)]);
  return {
    stages: list.map((stage) => ({ ...stage, count: board.counts.get(stage.id) ?? 0 })),
    decks: board.rows.map(({ fieldSources, ...row }) => ({
      ...row,
      pipelineUpdatedAt: row.pipelineUpdatedAt.toISOString(),
      factStates: factStates(fieldSources),
    })),
  };
}

/** `PATCH /api/decks/:id/pipeline`: moves the deck and writes the change (and its note) to the timeline. */
export async function changeDeckStage(
  ctx: AppContext,
  actor: Actor,
  deckId: string,
  body: unknown,
): Promise<StageChangeResponse> {
  const deck = await loadOwnDeck(ctx, actor, deckId);
  const input = parseInput(stageChangeSchema, body);
  const entryId = newId();
  const result = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockDeckStage(tx, deckId);
    if (!current) throw new AppError('DECK_NOT_FOUND', 'Deck not found');
    const list = await repo.listStages(tx);
    const check = checkStageChange(list, current.pipelineStageId, input);
    if (!check.ok) throw new AppError('VALIDATION_FAILED', check.message);
    const from = stageOf(list, current.pipelineStageId);
    const at = ctx.clock();
    await repo.setDeckStage(tx, deckId, { stageId: check.stage.id, passReason: check.passReason, at });
    await repo.insertTimelineEntries(tx, [
      {
        id: entryId,
        deckId,
        authorId: actor.userId,
        kind: 'stage',
        text: check.note,
        fromStageId: from.id,
        fromStageName: from.name,
        toStageId: check.stage.id,
        toStageName: check.stage.name,
        passReason: check.passReason,
        createdAt: at,
      },
    ]);
    await ctx.webhooks.publish(
      {
        type: 'deck.stage_changed',
        workspaceId: deck.workspaceId,
        data: {
          deck: deckEventSummary(ctx.config, deck),
          from: { id: from.id, name: from.name },
          to: { id: check.stage.id, name: check.stage.name },
          passReason: check.passReason,
          note: check.note,
        },
      },
      { tx },
    );
    return { stageId: check.stage.id, passReason: check.passReason };
  });
  const entry = await repo.findTimelineEntry(ctx.db, entryId);
  return { deckId, pipelineStage: result.stageId, passReason: result.passReason, entry: toEntry(entry!, actor) };
}

/** `GET /api/decks/:id/notes`: the deck's history, notes and stage changes, newest first. */
export async function getDeckTimeline(ctx: AppContext, actor: Actor, deckId: string): Promise<DeckTimelineResponse> {
  const deck = await loadAccessibleDeck(ctx, actor, deckId);
  const rows = await repo.listTimeline(ctx.db, deckId);
  return {
    deckId,
    pipelineStage: deck.pipelineStageId,
    passReason: deck.pipelinePassReason,
    entries: rows.map((row) => toEntry(row, actor)),
  };
}

/** `POST /api/decks/:id/notes`. */
export async function addDeckNote(ctx: AppContext, actor: Actor, deckId: string, body: unknown): Promise<TimelineEntry> {
  await loadOwnDeck(ctx, actor, deckId);
  const input = parseInput(newNoteSchema, body);
  const id = newId();
  await repo.insertTimelineEntries(ctx.db, [
    { id, deckId, authorId: actor.userId, kind: 'note', text: input.text, createdAt: ctx.clock() },
  ]);
  return toEntry((await repo.findTimelineEntry(ctx.db, id))!, actor);
}

/** `DELETE /api/decks/:id/notes/:noteId`: one's own note; stage changes stay in the history. */
export async function deleteDeckNote(ctx: AppContext, actor: Actor, deckId: string, noteId: string): Promise<void> {
  await loadOwnDeck(ctx, actor, deckId);
  const deleted = await repo.deleteOwnNote(ctx.db, deckId, noteId, actor.userId);
  if (!deleted) throw new AppError('NOT_FOUND', PIPELINE_MESSAGES.noteNotFound);
}

/**
 * `PUT /api/admin/pipeline/stages`: the whole list in order. Stages left out are removed and their decks
 * move to New, each move written to the deck's history with the admin as author (ADR 0016).
 */
export async function saveStageList(ctx: AppContext, actor: Actor, body: unknown): Promise<PipelineStagesResponse> {
  const input = parseInput(stageListSchema, body);
  await ctx.db.transaction(async (tx) => {
    const current = await repo.listStages(tx);
    const plan = planStageList(current, input.stages);
    if (!plan.ok) throw new AppError('VALIDATION_FAILED', plan.message);
    await repo.saveStages(tx, plan.stages);
    const removedIds = plan.removed.map((stage) => stage.id);
    const at = ctx.clock();
    const moved = await repo.moveDecksOutOf(tx, removedIds, NEW_STAGE_ID, at);
    const newStage = stageOf(plan.stages, NEW_STAGE_ID);
    await repo.insertTimelineEntries(
      tx,
      moved.map((deck) => {
        const from = plan.removed.find((stage) => stage.id === deck.fromStageId)!;
        return {
          id: newId(),
          deckId: deck.id,
          authorId: actor.userId,
          kind: 'stage' as const,
          text: `The stage "${from.name}" was removed by an administrator.`,
          fromStageId: from.id,
          fromStageName: from.name,
          toStageId: newStage.id,
          toStageName: newStage.name,
          passReason: null,
          createdAt: at,
        };
      }),
    );
    await repo.deleteStages(tx, removedIds);
    await recordAdminAction(tx, {
      adminId: actor.userId,
      action: 'pipeline.stages.save',
      targetType: 'settings',
      targetId: 'pipeline-stages',
      details: { stages: plan.stages, removed: removedIds, decksMoved: moved.length },
    });
  });
  return listPipelineStages(ctx);
}
