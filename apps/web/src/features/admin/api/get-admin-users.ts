import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { AdminUserRow } from '@pitchscope/domain/contracts/admin';
import type { AdminUserListPage, AdminUserSort, SortDirection } from '@pitchscope/domain/contracts/admin-lists';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export interface AdminUserListParams {
  q: string;
  sort: AdminUserSort;
  dir: SortDirection;
}

/** `GET /api/admin/users`: one page of the Users table, searched and sorted by the server. */
export function getAdminUsers(params: AdminUserListParams, cursor: string | null): Promise<AdminUserListPage> {
  const query = new URLSearchParams({ sort: params.sort, dir: params.dir });
  if (params.q.trim()) query.set('q', params.q.trim());
  if (cursor) query.set('cursor', cursor);
  return api.get<AdminUserListPage>(`/admin/users?${query}`);
}

/** The Users table a page at a time (the next page when the end of the table scrolls into view). */
export const useAdminUsers = (params: AdminUserListParams) =>
  useInfiniteQuery({
    queryKey: [...adminKeys.users, 'list', params.q.trim(), params.sort, params.dir],
    queryFn: ({ pageParam }) => getAdminUsers(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** Changes a user row in every loaded page of the Users table; `change` returning null removes it. */
export function updateCachedUserRows(
  queryClient: QueryClient,
  userId: string,
  change: (row: AdminUserRow) => AdminUserRow | null,
): void {
  queryClient.setQueriesData<InfiniteData<AdminUserListPage>>({ queryKey: [...adminKeys.users, 'list'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.flatMap((row) => (row.id === userId ? (change(row) ?? []) : [row])),
          })),
        }
      : data,
  );
}
