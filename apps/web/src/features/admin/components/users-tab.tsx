import { ArrowDown, ArrowUp, ArrowUpDown, Coins, RefreshCw, Search, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminUserRow, RecalculationResult } from '@pitchscope/domain/contracts/admin';
import {
  ADMIN_USER_SORT_DIRECTION,
  type AdminUserSort,
  type SortDirection,
} from '@pitchscope/domain/contracts/admin-lists';
import { DELETE_USER_CONFIRMATION } from '@pitchscope/domain/constants';
import { formatDeckDate } from '@pitchscope/domain/format';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/hooks/use-toast';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/get-admin-users';
import { useRecalculateBalance } from '../api/recalculate-balance';
import { USER_SORT_LABELS, userDisplayName } from '../utils/users';
import { FixBalanceDialog } from './fix-balance-dialog';
import { GrantTokensDialog } from './grant-tokens-dialog';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';

function SortHeader({
  column,
  sort,
  onSort,
  className,
}: {
  column: AdminUserSort;
  sort: { key: AdminUserSort; direction: SortDirection };
  onSort: (key: AdminUserSort) => void;
  className?: string;
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={className}
    >
      <Button variant="ghost" size="sm" className="-ml-3 h-8" onClick={() => onSort(column)}>
        {USER_SORT_LABELS[column]}
        <Icon className={active ? undefined : 'opacity-40'} aria-hidden />
      </Button>
    </TableHead>
  );
}

/** What the card's description says of the rows loaded so far (the server has the rest). */
function describeRows(count: number, more: boolean, searching: boolean): string {
  const rows = `${count} ${count === 1 ? 'user' : 'users'}`;
  if (more) return `First ${rows}; more load as you scroll`;
  if (!searching) return rows;
  return `${rows} ${count === 1 ? 'matches' : 'match'} your search`;
}

export function UsersTab() {
  const recalculate = useRecalculateBalance();
  const deleteUser = useDeleteAdminUser();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ key: AdminUserSort; direction: SortDirection }>({
    key: 'joined',
    direction: 'desc',
  });
  const [grantFor, setGrantFor] = useState<AdminUserRow | null>(null);
  const [fixResult, setFixResult] = useState<{
    user: AdminUserRow;
    recalculation: RecalculationResult;
  } | null>(null);
  const [fixingId, setFixingId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminUserRow | null>(null);
  const searchId = useId();
  const search = useDebouncedValue(query).trim();
  const users = useAdminUsers({ q: search, sort: sort.key, dir: sort.direction });
  const visible = users.data?.pages.flatMap((page) => page.items) ?? [];

  const onSort = (key: AdminUserSort) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: ADMIN_USER_SORT_DIRECTION[key] },
    );

  async function fixBalance(user: AdminUserRow) {
    setFixingId(user.id);
    try {
      const recalculation = await recalculate.mutateAsync(user.id);
      setFixResult({ user, recalculation });
    } catch {
      toast({ title: 'Error', description: ADMIN_MESSAGES.fixBalanceFailed, variant: 'destructive' });
    } finally {
      setFixingId(null);
    }
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    try {
      await deleteUser.mutateAsync(pendingDelete.id);
      toast({
        title: 'User Deleted',
        description: `${pendingDelete.email} and all their data were deleted.`,
      });
    } catch (error) {
      toast({ title: 'Error', description: ADMIN_MESSAGES.deleteUserFailed, variant: 'destructive' });
      throw error;
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
        <CardDescription>
          {users.data ? describeRows(visible.length, users.hasNextPage, Boolean(search)) : 'Every registered account'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="relative max-w-md">
          <label htmlFor={searchId} className="sr-only">
            Search users
          </label>
          <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            id={searchId}
            type="search"
            placeholder="Search by name or email..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-8"
          />
        </div>

        {users.isPending ? (
          <ListSkeleton label="Loading users" />
        ) : users.isError ? (
          <LoadError message={ADMIN_MESSAGES.loadDashboardFailed} onRetry={() => void users.refetch()} />
        ) : visible.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            {search ? 'No users match your search.' : 'No users yet.'}
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <SortHeader column="name" sort={sort} onSort={onSort} />
                <SortHeader column="email" sort={sort} onSort={onSort} />
                <SortHeader column="balance" sort={sort} onSort={onSort} />
                <TableHead className="hidden 2xl:table-cell">Earned / Spent</TableHead>
                <SortHeader column="decks" sort={sort} onSort={onSort} />
                <SortHeader column="joined" sort={sort} onSort={onSort} />
                <TableHead className="hidden 2xl:table-cell">Last login</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {visible.map((user) => (
                <TableRow key={user.id} data-testid="user-row">
                  <TableCell className="font-medium">
                    <span className="flex items-center gap-2">
                      {userDisplayName(user)}
                      {user.isAdmin && <Badge variant="secondary">Admin</Badge>}
                    </span>
                  </TableCell>
                  <TableCell className="max-w-56 truncate" title={user.email}>
                    {user.email}
                  </TableCell>
                  <TableCell className="tabular-nums">{user.tokenBalance}</TableCell>
                  <TableCell className="hidden tabular-nums text-muted-foreground 2xl:table-cell">
                    {user.totalTokensEarned} / {user.totalTokensSpent}
                  </TableCell>
                  <TableCell className="tabular-nums">
                    {user.deckCount}
                    <span className="ml-1 text-xs text-muted-foreground">
                      ({user.decksAnalyzed} analyzed)
                    </span>
                  </TableCell>
                  <TableCell>{formatDeckDate(user.createdAt, 'N/A')}</TableCell>
                  <TableCell className="hidden 2xl:table-cell">
                    {formatDeckDate(user.lastLogin, 'Never')}
                  </TableCell>
                  <TableCell>
                    {/* Icon buttons (named by aria-label, titled for sighted users), so the actions are never cut off
                        at the card's edge. */}
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setGrantFor(user)}
                        aria-label={`Grant tokens to ${user.email}`}
                        title="Grant Tokens"
                      >
                        <Coins aria-hidden />
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => void fixBalance(user)}
                        disabled={fixingId === user.id}
                        aria-label={`Fix balance of ${user.email}`}
                        title="Fix Balance"
                      >
                        <RefreshCw
                          className={fixingId === user.id ? 'animate-spin' : undefined}
                          aria-hidden
                        />
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        className="text-destructive"
                        onClick={() => setPendingDelete(user)}
                        disabled={user.isAdmin}
                        title={user.isAdmin ? ADMIN_MESSAGES.cannotDeleteAdmin : 'Delete'}
                        aria-label={
                          user.isAdmin
                            ? `Delete ${user.email} (${ADMIN_MESSAGES.cannotDeleteAdmin})`
                            : `Delete ${user.email}`
                        }
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {users.hasNextPage && (
          <LoadMore
            onLoad={() => void (users.isFetchingNextPage || users.fetchNextPage())}
            loading={users.isFetchingNextPage}
          />
        )}
      </CardContent>

      <GrantTokensDialog user={grantFor} onOpenChange={(open) => !open && setGrantFor(null)} />
      <FixBalanceDialog result={fixResult} onOpenChange={(open) => !open && setFixResult(null)} />
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete this user?"
        description={
          pendingDelete
            ? `This permanently deletes ${pendingDelete.email} together with all their decks and token transactions. This cannot be undone.`
            : undefined
        }
        confirmLabel="Delete User"
        requireText={DELETE_USER_CONFIRMATION}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
