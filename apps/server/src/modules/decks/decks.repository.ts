import { workspaceIdOf } from '@pitchscope/domain/workspaces';
import { and, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm';
import type { DECK_DETAIL_FIELDS } from '@pitchscope/domain/contracts/decks';
import { METADATA_DEFAULTS } from '@pitchscope/domain/constants';
import { DECK_LIST_KEYS_VERSION, deckListKeys, type DeckListKeys } from '@pitchscope/domain/deck-list-keys';
import type { DbOrTx, Tx } from '../../platform/db/database.ts';
import { deckSignatureBands, deepAnalyses, decks, user } from '../../db/schema.ts';

export type DeckRow = typeof decks.$inferSelect;
export type DeckInsert = typeof decks.$inferInsert;

// The list carries what deck cards show: never the slide texts (megabytes per deck), nor the initial
// analysis and fit working that only the deck page shows (half of a record, all of it JSON to parse).
const {
  rawContent: _raw,
  pages: _pages,
  extraction: _extraction,
  wordSignature: _sig,
  analysis: _analysis,
  quickAssessment: _quickAssessment,
  metadataHighlights: _highlights,
  investorProfileUsed: _profileUsed,
  fieldHistory: _fieldHistory,
  fitOverall: _fitOverall,
  fitStage: _fitStage,
  fitRound: _fitRound,
  fitIndustry: _fitIndustry,
  fitLocation: _fitLocation,
  fitRank: _fitRank,
  roundSizeMillions: _roundSizeMillions,
  stageKey: _stageKey,
  stageRank: _stageRank,
  industryKey: _industryKey,
  locationKey: _locationKey,
  listKeysVersion: _listKeysVersion,
  ...listColumns
} = getTableColumns(decks);
export { listColumns };
export type DeckListRow = Omit<
  DeckRow,
  | 'rawContent'
  | 'pages'
  | 'extraction'
  | 'wordSignature'
  | 'analysis'
  | (typeof DECK_DETAIL_FIELDS)[number]
  | keyof DeckListKeys
> & {
  hasDeepAnalysis: boolean;
  analysisSummary: string | null;
  /** The uploader's display name (workspaces: the deck DTOs name who uploaded it). */
  uploaderName?: string | null;
};

/** The one part of the initial analysis a card shows, read inside the database. */
export const analysisSummary = sql<string | null>`${decks.analysis}->>'summary'`;

export const uploaderName = sql<string | null>`(select ${user.name} from ${user} where ${user.id} = ${decks.userId})`;

export const hasDeepAnalysis = sql<boolean>`exists (select 1 from ${deepAnalyses} where ${deepAnalyses.deckId} = ${decks.id} and ${deepAnalyses.rawAnalysis} <> '')`;

export async function findDeck(
  db: DbOrTx,
  deckId: string,
): Promise<(DeckRow & { hasDeepAnalysis: boolean; uploaderName: string | null }) | null> {
  const rows = await db
    .select({ ...getTableColumns(decks), hasDeepAnalysis, uploaderName })
    .from(decks)
    .where(eq(decks.id, deckId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The deck's facts, their sources and correction history, locked until the transaction ends: an
 * investor's correction and an extraction's write never interleave (ADR 0012).
 */
export async function lockDeckFacts(tx: DbOrTx, deckId: string) {
  const rows = await tx
    .select({
      companyName: decks.companyName,
      product: decks.product,
      industry: decks.industry,
      stage: decks.stage,
      roundSize: decks.roundSize,
      geography: decks.geography,
      website: decks.website,
      keyPeople: decks.keyPeople,
      shortDescription: decks.shortDescription,
      executiveSummary: decks.executiveSummary,
      fieldSources: decks.fieldSources,
      fieldHistory: decks.fieldHistory,
    })
    .from(decks)
    .where(eq(decks.id, deckId))
    .for('update');
  const row = rows[0];
  if (!row) return null;
  const { fieldSources, fieldHistory, ...facts } = row;
  return { facts, fieldSources: fieldSources ?? {}, fieldHistory: fieldHistory ?? [] };
}

/**
 * Writes a new deck. The upload service passes the uploader's current workspace; without one (test
 * fixtures, older callers) the deck goes to the uploader's personal workspace.
 */
export async function insertDeck(db: DbOrTx, values: Omit<DeckInsert, 'workspaceId'> & { workspaceId?: string }) {
  const keys = deckListKeys({
    // The columns' defaults where the caller leaves them out (schema.ts writes the same ones).
    companyName: values.companyName ?? METADATA_DEFAULTS.companyName,
    product: values.product ?? METADATA_DEFAULTS.product,
    stage: values.stage,
    industry: values.industry,
    roundSize: values.roundSize,
    geography: values.geography,
    investorFit: values.investorFit ?? null,
    fieldSources: values.fieldSources ?? {},
  });
  await db
    .insert(decks)
    .values({ ...values, workspaceId: workspaceIdOf(values), ...keys });
}

/** The writes after which the library keys are computed again (`deckListKeys` reads these). */
const LIST_KEY_INPUTS = ['investorFit', 'fieldSources', 'companyName', 'product', 'stage', 'industry', 'roundSize', 'geography'] as const;

export async function updateDeck(db: DbOrTx, deckId: string, values: Partial<DeckInsert>) {
  const rows = await db
    .update(decks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(decks.id, deckId))
    .returning({ id: decks.id });
  if (rows.length > 0 && LIST_KEY_INPUTS.some((key) => key in values)) await refreshListKeys(db, [deckId]);
  return rows.length > 0;
}

/** Writes the library keys (filters and sorts of the list) of these decks from their stored fit and facts. */
export async function refreshListKeys(db: DbOrTx, deckIds: string[]) {
  if (deckIds.length === 0) return;
  const rows = await db
    .select({
      id: decks.id,
      investorFit: decks.investorFit,
      fieldSources: decks.fieldSources,
      companyName: decks.companyName,
      product: decks.product,
      stage: decks.stage,
      industry: decks.industry,
      roundSize: decks.roundSize,
      geography: decks.geography,
    })
    .from(decks)
    .where(inArray(decks.id, deckIds));
  for (const row of rows) await db.update(decks).set(deckListKeys(row)).where(eq(decks.id, row.id));
}

/**
 * Keys the decks written before the current key rules (after migration 0005, or a rule change), a batch
 * at a time; returns how many were keyed. Run at start-up, after the migrations.
 */
export async function backfillListKeys(db: DbOrTx, batch = 500): Promise<number> {
  let done = 0;
  for (;;) {
    const stale = await db
      .select({ id: decks.id })
      .from(decks)
      .where(lt(decks.listKeysVersion, DECK_LIST_KEYS_VERSION))
      .limit(batch);
    if (stale.length === 0) return done;
    await db.transaction((tx) => refreshListKeys(tx, stale.map((row) => row.id)));
    done += stale.length;
  }
}

export async function deleteDeckRow(db: DbOrTx, deckId: string) {
  await db.delete(decks).where(eq(decks.id, deckId));
}

export async function insertSignatureBands(db: DbOrTx, deckId: string, userId: string, bandKeys: number[]) {
  if (bandKeys.length === 0) return;
  const [deck] = await db.select({ workspaceId: decks.workspaceId }).from(decks).where(eq(decks.id, deckId));
  const workspaceId = workspaceIdOf({ workspaceId: deck?.workspaceId, userId });
  await db
    .insert(deckSignatureBands)
    .values([...new Set(bandKeys)].map((bandKey) => ({ deckId, userId, workspaceId, bandKey })))
    .onConflictDoNothing();
}

const activeStatuses = ['Analyzed', 'Processing', 'Uploaded'] as const;

/**
 * Holds, until the transaction ends, the right to decide whether a file is a new deck of this workspace:
 * lanes of every worker process checking for duplicates and inserting the deck take turns, so two copies
 * read at once cannot both find no deck yet. On PGlite transactions already take turns; the lock is
 * harmless there.
 */
export async function lockWorkspaceDeckCreation(tx: Tx, workspaceId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`deck-creation:${workspaceId}`}, 0))`);
}

/**
 * Duplicates are looked for among the decks the user can see: a deck hidden for good does not block a
 * new upload, nor does a message tell the user to delete a deck they cannot reach.
 *
 * Decks of the workspace (ADR 0022: duplicates are looked for among the decks every member sees) whose
 * text hashes the same or whose signature shares an index band (look-alikes). */
export async function findContentLookalikes(
  db: DbOrTx,
  workspaceId: string,
  contentKey: string,
  bandKeys: number[],
) {
  const byBand = db
    .selectDistinct({ id: deckSignatureBands.deckId })
    .from(deckSignatureBands)
    .where(and(eq(deckSignatureBands.workspaceId, workspaceId), inArray(deckSignatureBands.bandKey, bandKeys)));
  const rows = await db
    .select({ id: decks.id })
    .from(decks)
    .where(
      and(
        eq(decks.workspaceId, workspaceId),
        inArray(decks.status, [...activeStatuses]),
        eq(decks.hiddenFromUser, false),
        or(eq(decks.contentKey, contentKey), inArray(decks.id, byBand)),
      ),
    );
  return rows.map((row) => row.id);
}

/** Every deck's normalised company name: narrow rows, for the same-round name comparison. */
export function listNameKeys(db: DbOrTx, workspaceId: string) {
  return db
    .select({ id: decks.id, nameKey: decks.nameKey })
    .from(decks)
    .where(and(eq(decks.workspaceId, workspaceId), inArray(decks.status, [...activeStatuses]), eq(decks.hiddenFromUser, false)));
}

/** What the duplicate rules need of the shortlisted decks. */
export async function loadDuplicateCandidates(db: DbOrTx, deckIds: string[]) {
  if (deckIds.length === 0) return [];
  return db
    .select({
      id: decks.id,
      companyName: decks.companyName,
      industry: decks.industry,
      stage: decks.stage,
      roundSize: decks.roundSize,
      uploadedAt: decks.uploadedAt,
      uploaderId: decks.userId,
      uploaderName,
      contentKey: decks.contentKey,
      wordSignature: decks.wordSignature,
      fieldSources: decks.fieldSources,
    })
    .from(decks)
    .where(inArray(decks.id, deckIds));
}

export async function loadRawContents(db: DbOrTx, deckIds: string[]): Promise<Map<string, string>> {
  if (deckIds.length === 0) return new Map();
  const rows = await db
    .select({ id: decks.id, rawContent: decks.rawContent })
    .from(decks)
    .where(inArray(decks.id, deckIds));
  return new Map(rows.map((row) => [row.id, row.rawContent]));
}
