import { and, desc, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm';
import type { DECK_DETAIL_FIELDS } from '@pitchscope/domain/contracts/decks';
import type { DbOrTx } from '../../platform/db/database.ts';
import { deckSignatureBands, deepAnalyses, decks } from '../../db/schema.ts';

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
  ...listColumns
} = getTableColumns(decks);
export type DeckListRow = Omit<
  DeckRow,
  'rawContent' | 'pages' | 'extraction' | 'wordSignature' | 'analysis' | (typeof DECK_DETAIL_FIELDS)[number]
> & {
  hasDeepAnalysis: boolean;
  analysisSummary: string | null;
};

/** The one part of the initial analysis a card shows, read inside the database. */
const analysisSummary = sql<string | null>`${decks.analysis}->>'summary'`;

const hasDeepAnalysis = sql<boolean>`exists (select 1 from ${deepAnalyses} where ${deepAnalyses.deckId} = ${decks.id} and ${deepAnalyses.rawAnalysis} <> '')`;

export function listVisibleDecks(db: DbOrTx, userId: string): Promise<DeckListRow[]> {
  return db
    .select({ ...listColumns, hasDeepAnalysis, analysisSummary })
    .from(decks)
    .where(and(eq(decks.userId, userId), eq(decks.hiddenFromUser, false)))
    .orderBy(desc(decks.uploadedAt));
}

/**
 * One page of the user's visible decks, newest first, after `after` (keyset on upload time and id): an
 * export of thousands of decks reads them a page at a time instead of all at once.
 */
export function listVisibleDecksAfter(
  db: DbOrTx,
  userId: string,
  after: { uploadedAt: Date; id: string } | null,
  limit: number,
): Promise<DeckListRow[]> {
  const page = after
    ? or(lt(decks.uploadedAt, after.uploadedAt), and(eq(decks.uploadedAt, after.uploadedAt), lt(decks.id, after.id)))
    : undefined;
  return db
    .select({ ...listColumns, hasDeepAnalysis, analysisSummary })
    .from(decks)
    .where(and(eq(decks.userId, userId), eq(decks.hiddenFromUser, false), page))
    .orderBy(desc(decks.uploadedAt), desc(decks.id))
    .limit(limit);
}

export async function findDeck(
  db: DbOrTx,
  deckId: string,
): Promise<(DeckRow & { hasDeepAnalysis: boolean }) | null> {
  const rows = await db
    .select({ ...getTableColumns(decks), hasDeepAnalysis })
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

export async function insertDeck(db: DbOrTx, values: DeckInsert) {
  await db.insert(decks).values(values);
}

export async function updateDeck(db: DbOrTx, deckId: string, values: Partial<DeckInsert>) {
  const rows = await db
    .update(decks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(decks.id, deckId))
    .returning({ id: decks.id });
  return rows.length > 0;
}

export async function deleteDeckRow(db: DbOrTx, deckId: string) {
  await db.delete(decks).where(eq(decks.id, deckId));
}

export async function insertSignatureBands(db: DbOrTx, deckId: string, userId: string, bandKeys: number[]) {
  if (bandKeys.length === 0) return;
  await db
    .insert(deckSignatureBands)
    .values([...new Set(bandKeys)].map((bandKey) => ({ deckId, userId, bandKey })))
    .onConflictDoNothing();
}

const activeStatuses = ['Analyzed', 'Processing', 'Uploaded'] as const;

/**
 * Duplicates are looked for among the decks the user can see: a deck hidden for good does not block a
 * new upload, nor does a message tell the user to delete a deck they cannot reach.
 *
 * Decks of the user whose text hashes the same or whose signature shares an index band (look-alikes). */
export async function findContentLookalikes(
  db: DbOrTx,
  userId: string,
  contentKey: string,
  bandKeys: number[],
) {
  const byBand = db
    .selectDistinct({ id: deckSignatureBands.deckId })
    .from(deckSignatureBands)
    .where(and(eq(deckSignatureBands.userId, userId), inArray(deckSignatureBands.bandKey, bandKeys)));
  const rows = await db
    .select({ id: decks.id })
    .from(decks)
    .where(
      and(
        eq(decks.userId, userId),
        inArray(decks.status, [...activeStatuses]),
        eq(decks.hiddenFromUser, false),
        or(eq(decks.contentKey, contentKey), inArray(decks.id, byBand)),
      ),
    );
  return rows.map((row) => row.id);
}

/** Every deck's normalised company name: narrow rows, for the same-round name comparison. */
export function listNameKeys(db: DbOrTx, userId: string) {
  return db
    .select({ id: decks.id, nameKey: decks.nameKey })
    .from(decks)
    .where(and(eq(decks.userId, userId), inArray(decks.status, [...activeStatuses]), eq(decks.hiddenFromUser, false)));
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
