import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { deepAnalyses, decks } from '../../db/schema.ts';

export type DeckRow = typeof decks.$inferSelect;
export type DeckInsert = typeof decks.$inferInsert;

// The list never carries slide texts: they can be megabytes per deck.
const { rawContent: _raw, pages: _pages, extraction: _extraction, wordSignature: _sig, ...listColumns } =
  getTableColumns(decks);
export type DeckListRow = Omit<DeckRow, 'rawContent' | 'pages' | 'extraction' | 'wordSignature'> & {
  hasDeepAnalysis: boolean;
};

const hasDeepAnalysis = sql<boolean>`exists (select 1 from ${deepAnalyses} where ${deepAnalyses.deckId} = ${decks.id} and ${deepAnalyses.rawAnalysis} <> '')`;

export function listVisibleDecks(db: DbOrTx, userId: string): Promise<DeckListRow[]> {
  return db
    .select({ ...listColumns, hasDeepAnalysis })
    .from(decks)
    .where(and(eq(decks.userId, userId), eq(decks.hiddenFromUser, false)))
    .orderBy(desc(decks.uploadedAt));
}

export async function findDeck(db: DbOrTx, deckId: string): Promise<(DeckRow & { hasDeepAnalysis: boolean }) | null> {
  const rows = await db
    .select({ ...getTableColumns(decks), hasDeepAnalysis })
    .from(decks)
    .where(eq(decks.id, deckId))
    .limit(1);
  return rows[0] ?? null;
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

/** What the duplicate check needs of every deck of a user: metadata and fingerprints, no slide texts. */
export function listDuplicateCandidates(db: DbOrTx, userId: string) {
  return db
    .select({
      id: decks.id,
      companyName: decks.companyName,
      industry: decks.industry,
      stage: decks.stage,
      roundSize: decks.roundSize,
      uploadedAt: decks.uploadedAt,
      nameKey: decks.nameKey,
      contentKey: decks.contentKey,
      wordSignature: decks.wordSignature,
    })
    .from(decks)
    .where(and(eq(decks.userId, userId), inArray(decks.status, ['Analyzed', 'Processing', 'Uploaded'])));
}

export async function loadRawContents(db: DbOrTx, deckIds: string[]): Promise<Map<string, string>> {
  if (deckIds.length === 0) return new Map();
  const rows = await db
    .select({ id: decks.id, rawContent: decks.rawContent })
    .from(decks)
    .where(inArray(decks.id, deckIds));
  return new Map(rows.map((row) => [row.id, row.rawContent]));
}
