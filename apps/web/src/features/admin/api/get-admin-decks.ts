import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { AdminDeckListPage } from '@pitchscope/domain/contracts/admin-lists';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admin/decks`: one page of every user's decks, newest first, searched by the server. */
export function getAdminDecks(q: string, cursor: string | null): Promise<AdminDeckListPage> {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  if (cursor) query.set('cursor', cursor);
  return api.get<AdminDeckListPage>(`/admin/decks${query.size ? `?${query}` : ''}`);
}

/** The All Pitch Decks table a page at a time. */
export const useAdminDecks = (q: string) =>
  useInfiniteQuery({
    queryKey: [...adminKeys.decks, 'list', q.trim()],
    queryFn: ({ pageParam }) => getAdminDecks(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** Removes a deck from every loaded page of the table. */
export function removeCachedDeckRow(queryClient: QueryClient, deckId: string): void {
  queryClient.setQueriesData<InfiniteData<AdminDeckListPage>>({ queryKey: [...adminKeys.decks, 'list'] }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((row) => row.id !== deckId) })) }
      : data,
  );
}
