import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { deepAnalyses, decks, uploads, user, userProfiles } from '../../db/schema.ts';

/** Queries of the admin back office across users and decks (they read other modules' tables directly). */

const deckCounts = (db: DbOrTx) =>
  db
    .select({ userId: decks.userId, deckCount: count().as('deck_count') })
    .from(decks)
    .groupBy(decks.userId)
    .as('deck_counts');

function selectUserRows(db: DbOrTx) {
  const counts = deckCounts(db);
  return db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      createdAt: user.createdAt,
      isAdmin: userProfiles.isAdmin,
      lastLogin: userProfiles.lastLogin,
      decksAnalyzed: userProfiles.decksAnalyzed,
      tokenBalance: userProfiles.tokenBalance,
      totalTokensEarned: userProfiles.totalTokensEarned,
      totalTokensSpent: userProfiles.totalTokensSpent,
      deckCount: counts.deckCount,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .leftJoin(counts, eq(counts.userId, user.id));
}
export type UserRow = Awaited<ReturnType<typeof selectUserRows>>[number];

export function listUserRows(db: DbOrTx): Promise<UserRow[]> {
  return selectUserRows(db).orderBy(desc(user.createdAt), user.id);
}

export async function findUserRow(db: DbOrTx, userId: string): Promise<UserRow | null> {
  const rows = await selectUserRows(db).where(eq(user.id, userId)).limit(1);
  return rows[0] ?? null;
}

/** Ids of a user's decks (to remove what was drawn for them: converted PDFs and page images). */
export async function listUserDeckIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ id: decks.id }).from(decks).where(eq(decks.userId, userId));
  return rows.map((row) => row.id);
}

/** Storage keys of everything a user has on file: deck files and staged uploads not yet moved. */
export async function listUserFileKeys(db: DbOrTx, userId: string): Promise<string[]> {
  const deckKeys = await db
    .select({ key: decks.fileKey })
    .from(decks)
    .where(sql`${decks.userId} = ${userId} and ${decks.fileKey} is not null`);
  const stagedKeys = await db
    .select({ key: uploads.stagingKey })
    .from(uploads)
    .where(sql`${uploads.userId} = ${userId} and ${uploads.stagingKey} is not null`);
  return [...deckKeys, ...stagedKeys].map((row) => row.key).filter((key): key is string => Boolean(key));
}

/** Deletes the user; the foreign keys cascade to the profile, sessions, decks, uploads and transactions. */
export async function deleteUserRow(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
  return rows.length > 0;
}

// ---- decks ----

const deckRowColumns = {
  id: decks.id,
  companyName: decks.companyName,
  industry: decks.industry,
  stage: decks.stage,
  roundSize: decks.roundSize,
  geography: decks.geography,
  uploadedAt: decks.uploadedAt,
  status: decks.status,
  fileKey: decks.fileKey,
  product: decks.product,
  shortDescription: decks.shortDescription,
  executiveSummary: decks.executiveSummary,
  userId: decks.userId,
  userEmail: user.email,
  deepAnalysisStatus: decks.deepAnalysisStatus,
  hasDeepAnalysis: sql<boolean>`${deepAnalyses.deckId} is not null`,
};

function selectDeckRows(db: DbOrTx) {
  return db
    .select(deckRowColumns)
    .from(decks)
    .leftJoin(user, eq(user.id, decks.userId))
    .leftJoin(deepAnalyses, eq(deepAnalyses.deckId, decks.id));
}
export type DeckListRow = Awaited<ReturnType<typeof selectDeckRows>>[number];

/** All decks of all users, newest upload first. */
export function listDeckRows(db: DbOrTx, limit?: number): Promise<DeckListRow[]> {
  const query = selectDeckRows(db).orderBy(desc(decks.uploadedAt), desc(decks.id));
  return limit === undefined ? query : query.limit(limit);
}

export type DeckRecord = typeof decks.$inferSelect;
export type DeepAnalysisRecord = typeof deepAnalyses.$inferSelect;

export async function findDeck(db: DbOrTx, deckId: string): Promise<DeckRecord | null> {
  const rows = await db.select().from(decks).where(eq(decks.id, deckId)).limit(1);
  return rows[0] ?? null;
}

export async function findDeepAnalysis(db: DbOrTx, deckId: string): Promise<DeepAnalysisRecord | null> {
  const rows = await db.select().from(deepAnalyses).where(eq(deepAnalyses.deckId, deckId)).limit(1);
  return rows[0] ?? null;
}

export async function deleteDeckRow(db: DbOrTx, deckId: string): Promise<boolean> {
  const rows = await db.delete(decks).where(eq(decks.id, deckId)).returning({ id: decks.id });
  return rows.length > 0;
}
