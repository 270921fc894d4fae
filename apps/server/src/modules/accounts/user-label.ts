import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import type { DbOrTx } from '../../platform/db/database.ts';
import { findUserNames } from './accounts.repository.ts';

/**
 * How an admin's edit is attributed on screen: the account's name, or its email when it has none. An
 * admin reads a person here, never a raw user id.
 */
export async function userLabel(db: DbOrTx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await findUserNames(db, [userId]);
  if (!row) return ADMIN_MESSAGES.deletedAccount;
  return row.name.trim() || row.email;
}
