import { asc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { prompts } from '../../db/schema.ts';

export type PromptRow = typeof prompts.$inferSelect;
export type PromptInsert = typeof prompts.$inferInsert;

export function listPromptRows(db: DbOrTx): Promise<PromptRow[]> {
  return db.select().from(prompts).orderBy(asc(prompts.id));
}

export async function findPromptRow(db: DbOrTx, id: string): Promise<PromptRow | null> {
  const rows = await db.select().from(prompts).where(eq(prompts.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Inserts the prompts whose id is not stored yet; returns the ids inserted. */
export async function insertMissingPrompts(db: DbOrTx, rows: PromptInsert[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(prompts)
    .values(rows)
    .onConflictDoNothing({ target: prompts.id })
    .returning({ id: prompts.id });
  return inserted.map((row) => row.id);
}

export async function upsertPrompt(db: DbOrTx, row: PromptInsert): Promise<PromptRow> {
  const { id: _id, ...values } = row;
  const [saved] = await db
    .insert(prompts)
    .values(row)
    .onConflictDoUpdate({ target: prompts.id, set: values })
    .returning();
  return saved!;
}

/** Deletes every stored prompt whose id is not in `keepIds`; returns the ids removed. */
export async function deletePromptsExcept(db: DbOrTx, keepIds: readonly string[]): Promise<string[]> {
  const where = keepIds.length ? notInArray(prompts.id, [...keepIds]) : undefined;
  const removed = await db.delete(prompts).where(where).returning({ id: prompts.id });
  return removed.map((row) => row.id).sort();
}
