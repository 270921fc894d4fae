import type { AdminUserRow } from '@pitchscope/domain/contracts/admin';
import type { AdminUserSort } from '@pitchscope/domain/contracts/admin-lists';

/** The Users table's sortable columns (the server sorts: `GET /api/admin/users?sort=&dir=`). */
export const USER_SORT_LABELS: Record<AdminUserSort, string> = {
  name: 'Name',
  email: 'Email',
  balance: 'Balance',
  joined: 'Joined',
  decks: 'Decks',
};

/** A name to show (the server sorts and searches by the same): the display name, else the e-mail's local part. */
export function userDisplayName(user: Pick<AdminUserRow, 'displayName' | 'email'>): string {
  return user.displayName?.trim() || user.email.split('@')[0] || user.email;
}
