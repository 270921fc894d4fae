import { eq, inArray } from 'drizzle-orm';
import type { DuplicateInfo } from '@pitchscope/domain/contracts/decks';
import { decks, uploads, user, workspaces } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/db/database.ts';

export interface ReceiptUploadRow {
  id: string;
  status: 'pending' | 'uploading' | 'completed' | 'error' | 'duplicate';
  error: string | null;
  duplicateInfo: DuplicateInfo | null;
  company: string | null;
}

/** A message's uploads as they stand, with the name of the deck each became. */
export async function receiptUploads(db: DbOrTx, uploadIds: string[]): Promise<ReceiptUploadRow[]> {
  if (uploadIds.length === 0) return [];
  return db
    .select({
      id: uploads.id,
      status: uploads.status,
      error: uploads.error,
      duplicateInfo: uploads.duplicateInfo,
      company: decks.companyName,
    })
    .from(uploads)
    .leftJoin(decks, eq(decks.id, uploads.deckId))
    .where(inArray(uploads.id, uploadIds));
}

/** Where the receipt goes (the sender's account email) and the workspace it names; null once either is gone. */
export async function receiptAddressee(
  db: DbOrTx,
  userId: string,
  workspaceId: string,
): Promise<{ email: string; workspaceName: string } | null> {
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  return account && workspace ? { email: account.email, workspaceName: workspace.name } : null;
}
