import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { legalDocuments } from '../../db/schema.ts';

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;

export async function findLegalDocument(db: DbOrTx, id: string): Promise<LegalDocumentRow | null> {
  const rows = await db.select().from(legalDocuments).where(eq(legalDocuments.id, id)).limit(1);
  return rows[0] ?? null;
}

export function listLegalDocumentRows(db: DbOrTx): Promise<LegalDocumentRow[]> {
  return db.select().from(legalDocuments).orderBy(asc(legalDocuments.title), asc(legalDocuments.id));
}

/** Inserts a document unless one with its id exists; an edited document is never overwritten. */
export async function insertLegalDocumentIfAbsent(
  db: DbOrTx,
  row: { id: string; title: string; content: string },
): Promise<void> {
  await db
    .insert(legalDocuments)
    .values({ ...row, version: 1, isActive: true, updatedBy: null })
    .onConflictDoNothing({ target: legalDocuments.id });
}

/** Saves an edit: the version goes up by one in the same statement, so two saves never share one. */
export async function updateLegalDocument(
  db: DbOrTx,
  id: string,
  values: { title: string; content: string; isActive?: boolean; updatedBy: string; lastUpdated: Date },
): Promise<LegalDocumentRow | null> {
  const rows = await db
    .update(legalDocuments)
    .set({ ...values, version: sql`${legalDocuments.version} + 1` })
    .where(eq(legalDocuments.id, id))
    .returning();
  return rows[0] ?? null;
}
