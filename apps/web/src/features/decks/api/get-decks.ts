import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { DECK_SECTIONS, type DeckListCounts, type DeckListPage, type DeckSection } from '@pitchscope/domain/contracts/deck-list';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { decksInCache } from '@/lib/deck-cache';
import { readListState } from '../lib/list-url-state';
import { DECK_COUNTS_QUERY_KEY, DECK_LIST_QUERY_KEY, DECKS_QUERY_KEY } from '@/lib/query-keys';

export { DECKS_QUERY_KEY };

/** While a deck is being read or analysed its status changes on the server; the list follows it. */
export const DECK_LIST_POLL_MS = 3000;

/** `GET /api/decks?…`: one page of the user's decks for these list parameters (filters, sort, dir). */
export function getDeckPage(params: URLSearchParams, cursor: string | null): Promise<DeckListPage> {
  const query = new URLSearchParams(params);
  if (cursor) query.set('cursor', cursor);
  return api.get<DeckListPage>(`/decks?${query}`);
}

/** `GET /api/decks/counts?…`: the summary cards and the filters' matches by section. */
export function getDeckCounts(filters: URLSearchParams): Promise<DeckListCounts> {
  const query = new URLSearchParams(filters);
  query.delete('sort');
  query.delete('dir');
  query.delete('section');
  return api.get<DeckListCounts>(`/decks/counts${query.size ? `?${query}` : ''}`);
}

export function hasDeckInFlight(decks: readonly DeckSummary[] | undefined): boolean {
  return (decks ?? []).some(
    (deck) =>
      deck.status === 'Processing' || deck.status === 'Uploaded' || deck.deepAnalysisStatus === 'Processing',
  );
}

/** The query of a section's decks for these list parameters: shared by the page and its prefetch. */
export function deckPagesQueryOptions(params: URLSearchParams, section: DeckSection) {
  const query = new URLSearchParams(params);
  query.set('section', section);
  query.sort();
  return infiniteQueryOptions({
    queryKey: [...DECK_LIST_QUERY_KEY, query.toString()],
    queryFn: ({ pageParam }) => getDeckPage(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: DeckListPage) => last.nextCursor,
  });
}

/** A section's decks, a page at a time (the next page when the user scrolls to the end). */
export function useDeckPages(params: URLSearchParams, section: DeckSection, enabled = true) {
  return useInfiniteQuery({
    ...deckPagesQueryOptions(params, section),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (hasDeckInFlight(decksInCache(q.state.data)) ? DECK_LIST_POLL_MS : false),
  });
}

/** The query of the counts for these filters: shared by the page and its prefetch. */
export function deckCountsQueryOptions(params: URLSearchParams) {
  const query = new URLSearchParams(params);
  query.sort();
  return queryOptions({
    queryKey: [...DECK_COUNTS_QUERY_KEY, query.toString()],
    queryFn: () => getDeckCounts(query),
  });
}

/** The counts for these filters; polled while a deck is processing, so the cards follow it. */
export function useDeckCounts(params: URLSearchParams) {
  return useQuery({
    ...deckCountsQueryOptions(params),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data && q.state.data.all.processing > 0 ? DECK_LIST_POLL_MS : false),
  });
}

/**
 * Asks for the library's counts and each section's first page as soon as the route is matched, beside the
 * page's code (issue #37), as the page itself asks before it knows the counts. Not awaited: the page shows
 * its loading state meanwhile, and a failure is the page's to show.
 */
export function prefetchDeckList(queryClient: QueryClient, search: URLSearchParams): void {
  const { params } = readListState(search);
  void queryClient.prefetchQuery(deckCountsQueryOptions(params));
  for (const section of DECK_SECTIONS) void queryClient.prefetchInfiniteQuery(deckPagesQueryOptions(params, section));
}
