import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { apiKeys } from '../../db/schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: DbOrTx, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [created] = await db.insert(apiKeys).values(row).returning();
  return created!;
}

export async function countUserApiKeys(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  return row?.n ?? 0;
}

export function listUserApiKeys(db: DbOrTx, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** Deletes one of the user's keys; false when the user has no such key. */
export async function deleteUserApiKey(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return deleted.length > 0;
}

export async function findApiKeyByHash(db: DbOrTx, keyHash: string): Promise<ApiKeyRow | null> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)).limit(1);
  return rows[0] ?? null;
}

/** Records a use, unless one was recorded since `staleBefore` (another request may have just written it). */
export async function touchApiKey(db: DbOrTx, id: string, now: Date, staleBefore: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}
