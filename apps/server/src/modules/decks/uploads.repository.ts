import { and, eq, inArray, lt } from 'drizzle-orm';
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
