import type { AdminUserRow } from '@pitchscope/domain/contracts/admin';

export const USER_SORT_KEYS = ['name', 'email', 'balance', 'joined', 'decks'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export const USER_SORT_LABELS: Record<UserSortKey, string> = {
  name: 'Name',
  email: 'Email',
  balance: 'Balance',
  joined: 'Joined',
  decks: 'Decks',
};

/** A name to show and sort by: the display name, else the e-mail's local part. */
export function userDisplayName(user: Pick<AdminUserRow, 'displayName' | 'email'>): string {
  return user.displayName?.trim() || user.email.split('@')[0] || user.email;
}

/** Users whose name or e-mail contains the query (case-insensitive). */
export function filterUsers(users: readonly AdminUserRow[], query: string): AdminUserRow[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter(
    (user) =>
      userDisplayName(user).toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle),
  );
}

function compareBy(key: UserSortKey, a: AdminUserRow, b: AdminUserRow): number {
  switch (key) {
    case 'name':
      return userDisplayName(a).localeCompare(userDisplayName(b), undefined, { sensitivity: 'base' });
    case 'email':
      return a.email.localeCompare(b.email, undefined, { sensitivity: 'base' });
    case 'balance':
      return a.tokenBalance - b.tokenBalance;
    case 'joined':
      return new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
    case 'decks':
      return a.deckCount - b.deckCount;
  }
}

/** A sorted copy; ties keep a stable order by e-mail. */
export function sortUsers(
  users: readonly AdminUserRow[],
  key: UserSortKey,
  direction: SortDirection,
): AdminUserRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...users].sort((a, b) => sign * compareBy(key, a, b) || a.email.localeCompare(b.email));
}

/** Text columns start A→Z; numbers and dates start with the largest / newest. */
export function defaultDirection(key: UserSortKey): SortDirection {
  return key === 'name' || key === 'email' ? 'asc' : 'desc';
}
