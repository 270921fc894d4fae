import { and, asc, eq, max } from 'drizzle-orm';
import { deckSignatureBands, deckVersions, decks, user } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/db/database.ts';

export type DeckVersionRow = typeof deckVersions.$inferSelect;
export type DeckVersionInsert = typeof deckVersions.$inferInsert;

/** The deck's versions, oldest first, with the name of who uploaded each. */
export async function listVersions(db: DbOrTx, deckId: string) {
  return db
    .select({ version: deckVersions, uploaderName: user.name })
    .from(deckVersions)
    .leftJoin(user, eq(user.id, deckVersions.uploadedBy))
    .where(eq(deckVersions.deckId, deckId))
    .orderBy(asc(deckVersions.number));
}

export async function findVersion(db: DbOrTx, deckId: string, number: number): Promise<DeckVersionRow | null> {
  const rows = await db
    .select()
    .from(deckVersions)
    .where(and(eq(deckVersions.deckId, deckId), eq(deckVersions.number, number)))
    .limit(1);
  return rows[0] ?? null;
}

/** The version an upload wrote, if it did: a retried job finds its work done here. */
export async function findVersionOfUpload(db: DbOrTx, uploadId: string): Promise<DeckVersionRow | null> {
  const rows = await db.select().from(deckVersions).where(eq(deckVersions.uploadId, uploadId)).limit(1);
  return rows[0] ?? null;
}

/** The highest version number stored for the deck; 0 when it has none stored yet (it is then v1). */
export async function latestNumber(db: DbOrTx, deckId: string): Promise<number> {
  const [row] = await db.select({ latest: max(deckVersions.number) }).from(deckVersions).where(eq(deckVersions.deckId, deckId));
  return row?.latest ?? 0;
}

export async function insertVersion(db: DbOrTx, values: DeckVersionInsert): Promise<void> {
  await db.insert(deckVersions).values(values);
}

/** Holds the deck row until the transaction ends, so two uploads added as versions at once take numbers in turn. */
export async function lockDeck(tx: DbOrTx, deckId: string): Promise<boolean> {
  const rows = await tx.select({ id: decks.id }).from(decks).where(eq(decks.id, deckId)).for('update');
  return rows.length > 0;
}

/** The files of every version of these decks (for whoever deletes the decks). */
export async function versionFileKeys(db: DbOrTx, deckId: string): Promise<string[]> {
  const rows = await db.select({ fileKey: deckVersions.fileKey }).from(deckVersions).where(eq(deckVersions.deckId, deckId));
  return rows.map((row) => row.fileKey).filter((key): key is string => key !== null);
}

/** A new version's text replaces the deck's in the duplicate index. */
export async function deleteSignatureBands(db: DbOrTx, deckId: string): Promise<void> {
  await db.delete(deckSignatureBands).where(eq(deckSignatureBands.deckId, deckId));
}
