import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { appDocuments } from '../../db/schema.ts';

/** Small named JSON documents of the admin (industry categories, AI configurations). */
export const APP_DOCUMENT_KEYS = {
  industryCategories: 'industry-categories',
  aiConfigurations: 'ai-configurations',
} as const;

export async function readAppDocument<T>(db: DbOrTx, key: string): Promise<T | null> {
  const rows = await db
    .select({ value: appDocuments.value })
    .from(appDocuments)
    .where(eq(appDocuments.key, key))
    .limit(1);
  return (rows[0]?.value as T | undefined) ?? null;
}

export async function writeAppDocument(
  db: DbOrTx,
  key: string,
  value: unknown,
  updatedBy: string | null,
): Promise<void> {
  const values = { key, value, updatedBy, updatedAt: new Date() };
  await db.insert(appDocuments).values(values).onConflictDoUpdate({ target: appDocuments.key, set: values });
}

/** Writes a document only when none is stored under its key (safe when several processes start at once). */
export async function insertAppDocumentIfAbsent(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(appDocuments)
    .values({ key, value, updatedBy: null })
    .onConflictDoNothing({ target: appDocuments.key });
}
