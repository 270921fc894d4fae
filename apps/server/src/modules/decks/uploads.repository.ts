import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { uploads } from '../../db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: DbOrTx, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

export async function findUpload(db: DbOrTx, uploadId: string): Promise<UploadRow | null> {
  const rows = await db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  return rows[0] ?? null;
}

export async function updateUpload(db: DbOrTx, uploadId: string, values: Partial<typeof uploads.$inferInsert>) {
  await db
    .update(uploads)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(uploads.id, uploadId));
}

export function listStaleUploads(db: DbOrTx, olderThan: Date) {
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.status, ['pending', 'uploading']), lt(uploads.updatedAt, olderThan)));
}

/** The user's uploads that did not become decks and whose file is kept ("Not added"), newest first. */
export function listNotAddedUploads(db: DbOrTx, userId: string): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.status, 'error'), isNotNull(uploads.stagingKey)))
    .orderBy(desc(uploads.createdAt), desc(uploads.id));
}

/**
 * Puts a refused upload back in the queue's hands, only if it is still refused with its file kept (two
 * clicks, or two tabs, add it once). Returns whether it did.
 */
export async function reopenRefusedUpload(db: DbOrTx, uploadId: string, addedAnywayAt: Date): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ status: 'uploading', progress: 0, currentStep: 'queued', error: null, attempts: 0, addedAnywayAt, updatedAt: new Date() })
    .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'error'), isNotNull(uploads.stagingKey)))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** Deletes an upload row that ended in an error; returns it (for its kept file), or null when it did not. */
export async function deleteFailedUpload(db: DbOrTx, uploadId: string): Promise<UploadRow | null> {
  const rows = await db
    .delete(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'error')))
    .returning();
  return rows[0] ?? null;
}
