import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DeckListCounts, DeckListPage, DeckSection } from '@pitchscope/domain/contracts/deck-list';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { decksInCache } from '@/lib/deck-cache';
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

/** A section's decks, a page at a time (the next page when the user scrolls to the end). */
export function useDeckPages(params: URLSearchParams, section: DeckSection, enabled = true) {
  const query = new URLSearchParams(params);
  query.set('section', section);
  query.sort();
  const key = query.toString();
  return useInfiniteQuery({
    queryKey: [...DECK_LIST_QUERY_KEY, key],
    queryFn: ({ pageParam }) => getDeckPage(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (hasDeckInFlight(decksInCache(q.state.data)) ? DECK_LIST_POLL_MS : false),
  });
}

/** The counts for these filters; polled while a deck is processing, so the cards follow it. */
export function useDeckCounts(params: URLSearchParams) {
  const query = new URLSearchParams(params);
  query.sort();
  return useQuery({
    queryKey: [...DECK_COUNTS_QUERY_KEY, query.toString()],
    queryFn: () => getDeckCounts(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data && q.state.data.all.processing > 0 ? DECK_LIST_POLL_MS : false),
  });
}
