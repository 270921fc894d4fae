import type { AdminDeckSort, AdminUserSort, SortDirection } from '@pitchscope/domain/contracts/admin-lists';
import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import {
  afterCursor,
  decodeCursor,
  keyColumns,
  orderByKeys,
  pageOf,
  resolveKeys,
  type SortKey,
} from '../../platform/db/keyset.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { deckVersions, deepAnalyses, decks, uploads, user, userProfiles } from '../../db/schema.ts';

/** Queries of the admin back office across users and decks (they read other modules' tables directly). */

/** A user's number of decks, counted for the rows a query returns (decks_user_uploaded_idx). */
const userDeckCountExpr = sql<number>`(select count(*) from ${decks} where ${decks.userId} = ${user.id})::int`;

function selectUserRows(db: DbOrTx, extra: Record<string, SQL> = {}) {
  return db
    .select({
      ...extra,
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
      deckCount: userDeckCountExpr,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id));
}
export type UserRow = Awaited<ReturnType<typeof selectUserRows>>[number];

export interface PageInput<S extends string> {
  q?: string;
  sort: S;
  dir: SortDirection;
  limit: number;
  cursor?: string;
}
export interface RowsPage<R> {
  rows: R[];
  nextCursor: string | null;
}

/** The name the Users tab shows and sorts by: the display name, else the e-mail's local part. */
const userNameExpr = sql`lower(coalesce(nullif(btrim(${user.name}), ''), nullif(split_part(${user.email}, '@', 1), ''), ${user.email}))`;

/** Each Users sort's keys, most significant first; the user id ends them (a total order). */
const USER_SORT_KEYS: Record<AdminUserSort, SortKey[]> = {
  name: [{ expr: userNameExpr, type: 'text', dir: 'sort' }],
  email: [{ expr: sql`lower(${user.email})`, type: 'text', dir: 'sort' }],
  balance: [{ expr: sql`coalesce(${userProfiles.tokenBalance}, 0)`, type: 'int4', dir: 'sort' }],
  joined: [{ expr: sql`${user.createdAt}`, type: 'timestamptz', dir: 'sort' }],
  decks: [{ expr: userDeckCountExpr, type: 'int4', dir: 'sort' }],
};

/**
 * The Users search: a LIKE pattern on the shown name or the email. Each side has a trigram index (migration
 * 0012) on exactly this expression; admin-search-index.test.ts checks the planner can use them.
 */
export function userSearchMatches(pattern: string) {
  return or(sql`${userNameExpr} like ${pattern}`, sql`lower(${user.email}) like ${pattern}`);
}

/**
 * The All Pitch Decks search: company, industry or stage, each with its trigram index (migration 0012).
 * The industry and stage match only where the deck states them or its investor set them (issue #36): the
 * library keys say so (`industry_key` is null, `stage_rank` null, for a value assumed, not found or
 * awaiting a check; domain `deckListKeys`), so an assumed "Pre-Seed" is not found as if the deck said it.
 * A stated stage outside the spec's stages has no rank either: the library's stage filter lists it as
 * Unknown, and so it is not searched here. The company name is the deck's title and always matches.
 */
export function deckSearchMatches(pattern: string) {
  return or(
    sql`lower(${decks.companyName}) like ${pattern}`,
    and(isNotNull(decks.industryKey), sql`lower(${decks.industry}) like ${pattern}`),
    and(isNotNull(decks.stageRank), sql`lower(${decks.stage}) like ${pattern}`),
  );
}

/** One page of users in the sort order, after `cursor` (a `nextCursor` of this same sort). */
export async function listUserPage(db: DbOrTx, input: PageInput<AdminUserSort>): Promise<RowsPage<UserRow>> {
  const keys = resolveKeys(USER_SORT_KEYS[input.sort], sql`${user.id}`, input.dir);
  const after = input.cursor ? afterCursor(keys, decodeCursor(input.cursor, input.sort, input.dir, keys)) : undefined;
  const pattern = input.q ? containsPattern(input.q) : undefined;
  const matches = pattern ? userSearchMatches(pattern) : undefined;
  const rows = (await selectUserRows(db, keyColumns(keys))
    .where(and(matches, after))
    .orderBy(...orderByKeys(keys))
    .limit(input.limit + 1)) as Array<UserRow & Record<string, unknown>>;
  return pageOf(rows, input.limit, { sort: input.sort, dir: input.dir, keys });
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
  // Earlier versions' files (ADR 0051); the current version's is the deck's own key above.
  const versionKeys = await db
    .select({ key: deckVersions.fileKey })
    .from(deckVersions)
    .innerJoin(decks, eq(decks.id, deckVersions.deckId))
    .where(sql`${decks.userId} = ${userId} and ${deckVersions.fileKey} is not null`);
  return [...new Set([...deckKeys, ...stagedKeys, ...versionKeys].map((row) => row.key).filter((key): key is string => Boolean(key)))];
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
  fieldSources: decks.fieldSources,
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

/** The latest uploads of all users, newest first (the Overview's recent decks). */
export function listRecentDeckRows(db: DbOrTx, limit: number): Promise<DeckListRow[]> {
  return selectDeckRows(db).orderBy(desc(decks.uploadedAt), desc(decks.id)).limit(limit);
}

const DECK_SORT_KEYS: Record<AdminDeckSort, SortKey[]> = {
  uploaded: [{ expr: sql`${decks.uploadedAt}`, type: 'timestamptz', dir: 'sort' }],
};

/**
 * One page of every user's decks in the sort order, after `cursor`. Two steps, as the library: the
 * page's ids and keys from narrow rows, then the listed columns of those rows alone.
 */
export async function listDeckPage(db: DbOrTx, input: PageInput<AdminDeckSort>): Promise<RowsPage<DeckListRow>> {
  const keys = resolveKeys(DECK_SORT_KEYS[input.sort], sql`${decks.id}`, input.dir);
  const after = input.cursor ? afterCursor(keys, decodeCursor(input.cursor, input.sort, input.dir, keys)) : undefined;
  const pattern = input.q ? containsPattern(input.q) : undefined;
  const matches = pattern ? deckSearchMatches(pattern) : undefined;
  const ordered = (await db
    .select({ id: decks.id, ...keyColumns(keys) })
    .from(decks)
    .where(and(matches, after))
    .orderBy(...orderByKeys(keys))
    .limit(input.limit + 1)) as Array<{ id: string } & Record<string, string>>;
  const { rows: onPage, nextCursor } = pageOf(ordered, input.limit, { sort: input.sort, dir: input.dir, keys });
  const details = onPage.length ? await selectDeckRows(db).where(inArray(decks.id, onPage.map((row) => row.id))) : [];
  const byId = new Map(details.map((row) => [row.id, row]));
  // In the sort order; a deck deleted between the two reads is left out.
  return { rows: onPage.flatMap((row) => byId.get(row.id) ?? []), nextCursor };
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

/**
 * The decks an investor taught something (issue #30 item 4): a fact they edited or confirmed (source
 * `user`), or a refused document they added anyway. Keyset-paged by id so an export of a large library
 * holds one page of deck texts at a time.
 */
export function listTaughtDeckPage(db: DbOrTx, afterId: string | null, limit: number) {
  const taught = sql`(exists (select 1 from jsonb_each(${decks.fieldSources}) as source where source.value->>'status' = 'user')
    or exists (select 1 from ${uploads} where ${uploads.deckId} = ${decks.id} and ${uploads.addedAnywayAt} is not null))`;
  return db
    .select({
      id: decks.id,
      fileName: decks.fileName,
      companyName: decks.companyName,
      industry: decks.industry,
      stage: decks.stage,
      roundSize: decks.roundSize,
      geography: decks.geography,
      fieldSources: decks.fieldSources,
      rawContent: decks.rawContent,
      pages: decks.pages,
      addedAnyway: sql<boolean>`exists (select 1 from ${uploads} where ${uploads.deckId} = ${decks.id} and ${uploads.addedAnywayAt} is not null)`,
    })
    .from(decks)
    .where(and(taught, afterId === null ? undefined : sql`${decks.id} > ${afterId}`))
    .orderBy(decks.id)
    .limit(limit);
}
