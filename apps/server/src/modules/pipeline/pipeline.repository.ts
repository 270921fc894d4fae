import type { FieldSources } from '@pitchscope/domain/contracts/decks';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PassReason, PipelineStageDef } from '@pitchscope/domain/pipeline';
import type { DbOrTx } from '../../platform/db/database.ts';
import { deckTimeline, decks, pipelineStages, user } from '../../db/schema.ts';

export type TimelineRow = typeof deckTimeline.$inferSelect & { authorName: string | null; authorEmail: string | null };
export type TimelineInsert = typeof deckTimeline.$inferInsert;

export function listStages(db: DbOrTx): Promise<(PipelineStageDef & { position: number })[]> {
  return db
    .select({ id: pipelineStages.id, name: pipelineStages.name, position: pipelineStages.position })
    .from(pipelineStages)
    .orderBy(asc(pipelineStages.position), asc(pipelineStages.id));
}

/** Writes the new list: existing ids are renamed and reordered, new ones inserted. Removal is separate. */
export async function saveStages(db: DbOrTx, stages: readonly PipelineStageDef[]): Promise<void> {
  for (const [position, stage] of stages.entries()) {
    await db
      .insert(pipelineStages)
      .values({ id: stage.id, name: stage.name, position })
      .onConflictDoUpdate({ target: pipelineStages.id, set: { name: stage.name, position } });
  }
}

export async function deleteStages(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pipelineStages).where(inArray(pipelineStages.id, [...ids]));
}

/** Every deck in one of `fromIds` moves to `toId`; answers the moved decks with the stage they left. */
export async function moveDecksOutOf(
  db: DbOrTx,
  fromIds: readonly string[],
  toId: string,
  at: Date,
): Promise<{ id: string; fromStageId: string }[]> {
  if (fromIds.length === 0) return [];
  const moving = await db
    .select({ id: decks.id, fromStageId: decks.pipelineStageId })
    .from(decks)
    .where(inArray(decks.pipelineStageId, [...fromIds]))
    .for('update');
  if (moving.length === 0) return [];
  await db
    .update(decks)
    .set({ pipelineStageId: toId, pipelinePassReason: null, pipelineUpdatedAt: at })
    .where(inArray(decks.pipelineStageId, [...fromIds]));
  return moving;
}

/** The deck's stage, locked until the transaction ends, so two changes never both read the same "from". */
export async function lockDeckStage(
  db: DbOrTx,
  deckId: string,
): Promise<{ pipelineStageId: string; pipelinePassReason: PassReason | null } | null> {
  const rows = await db
    .select({ pipelineStageId: decks.pipelineStageId, pipelinePassReason: decks.pipelinePassReason })
    .from(decks)
    .where(eq(decks.id, deckId))
    .for('update');
  return rows[0] ?? null;
}

export async function setDeckStage(
  db: DbOrTx,
  deckId: string,
  values: { stageId: string; passReason: PassReason | null; at: Date },
): Promise<void> {
  await db
    .update(decks)
    .set({ pipelineStageId: values.stageId, pipelinePassReason: values.passReason, pipelineUpdatedAt: values.at })
    .where(eq(decks.id, deckId));
}

export async function insertTimelineEntries(db: DbOrTx, entries: TimelineInsert[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(deckTimeline).values(entries);
}

const timelineColumns = {
  id: deckTimeline.id,
  deckId: deckTimeline.deckId,
  authorId: deckTimeline.authorId,
  kind: deckTimeline.kind,
  text: deckTimeline.text,
  fromStageId: deckTimeline.fromStageId,
  fromStageName: deckTimeline.fromStageName,
  toStageId: deckTimeline.toStageId,
  toStageName: deckTimeline.toStageName,
  passReason: deckTimeline.passReason,
  createdAt: deckTimeline.createdAt,
  seq: deckTimeline.seq,
  authorName: user.name,
  authorEmail: user.email,
};

/** The deck's history, newest first (same-millisecond entries in the order they were written). */
export function listTimeline(db: DbOrTx, deckId: string): Promise<TimelineRow[]> {
  return db
    .select(timelineColumns)
    .from(deckTimeline)
    .leftJoin(user, eq(user.id, deckTimeline.authorId))
    .where(eq(deckTimeline.deckId, deckId))
    .orderBy(desc(deckTimeline.createdAt), desc(deckTimeline.seq));
}

export async function findTimelineEntry(db: DbOrTx, entryId: string): Promise<TimelineRow | null> {
  const rows = await db
    .select(timelineColumns)
    .from(deckTimeline)
    .leftJoin(user, eq(user.id, deckTimeline.authorId))
    .where(eq(deckTimeline.id, entryId))
    .limit(1);
  return rows[0] ?? null;
}

/** Deletes a note of `authorId` on `deckId`; stage changes are history and are never deleted. */
export async function deleteOwnNote(db: DbOrTx, deckId: string, noteId: string, authorId: string): Promise<boolean> {
  const deleted = await db
    .delete(deckTimeline)
    .where(
      and(
        eq(deckTimeline.id, noteId),
        eq(deckTimeline.deckId, deckId),
        eq(deckTimeline.authorId, authorId),
        eq(deckTimeline.kind, 'note'),
      ),
    )
    .returning({ id: deckTimeline.id });
  return deleted.length > 0;
}

export interface BoardRow {
  id: string;
  companyName: string;
  industry: string;
  stage: string;
  roundSize: string;
  pipelineStage: string;
  passReason: PassReason | null;
  pipelineUpdatedAt: Date;
  overallFit: string | null;
  fieldSources: FieldSources | null;
}

/**
 * The workspace's active decks (not archived, not hidden) for the board, at most `perColumn` per stage,
 * most recently moved first, and the count of each stage (ADR 0022: the board is the workspace's).
 */
export async function loadBoard(
  db: DbOrTx,
  workspaceId: string,
  perColumn: number,
): Promise<{ rows: BoardRow[]; counts: Map<string, number> }> {
  const active = and(eq(decks.workspaceId, workspaceId), eq(decks.hiddenFromUser, false), eq(decks.isArchived, false));
  const movedAt = sql<Date>`coalesce(${decks.pipelineUpdatedAt}, ${decks.uploadedAt})`;
  const ranked = db
    .select({
      id: decks.id,
      companyName: decks.companyName,
      industry: decks.industry,
      stage: decks.stage,
      roundSize: decks.roundSize,
      pipelineStage: decks.pipelineStageId,
      passReason: decks.pipelinePassReason,
      pipelineUpdatedAt: movedAt.as('moved_at'),
      overallFit: sql<string | null>`${decks.investorFit}->>'overallMatch'`.as('overall_fit'),
      fieldSources: decks.fieldSources,
      rank: sql<number>`row_number() over (partition by ${decks.pipelineStageId} order by ${movedAt} desc, ${decks.id})`.as(
        'rank',
      ),
    })
    .from(decks)
    .where(active)
    .as('ranked');
  const rows = await db
    .select({
      id: ranked.id,
      companyName: ranked.companyName,
      industry: ranked.industry,
      stage: ranked.stage,
      roundSize: ranked.roundSize,
      pipelineStage: ranked.pipelineStage,
      passReason: ranked.passReason,
      pipelineUpdatedAt: ranked.pipelineUpdatedAt,
      overallFit: ranked.overallFit,
      fieldSources: ranked.fieldSources,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perColumn}`)
    .orderBy(desc(ranked.pipelineUpdatedAt), asc(ranked.id));
  const countRows = await db
    .select({ stageId: decks.pipelineStageId, count: sql<number>`count(*)::int` })
    .from(decks)
    .where(active)
    .groupBy(decks.pipelineStageId);
  return {
    rows: rows.map((row) => ({ ...row, pipelineUpdatedAt: new Date(row.pipelineUpdatedAt) })),
    counts: new Map(countRows.map((row) => [row.stageId, Number(row.count)])),
  };
}
