import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { DeckListPage, SortDirection } from '@pitchscope/domain/contracts/deck-list';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import { DEEP_ANALYSIS_POLL_MS } from '@pitchscope/domain/constants';
import { api } from '@/lib/api-client';
import { decksInCache } from '@/lib/deck-cache';
import { ANALYSIS_DECKS_QUERY_KEY } from '@/lib/query-keys';

/** The Analysis list's orderings (spec deep-analysis §2.2: date or company name, either way). */
export type AnalysisListSort = 'uploaded' | 'company';

export interface AnalysisListParams {
  q: string;
  sort: AnalysisListSort;
  dir: SortDirection;
}

/**
 * One page of the Analysis list: `GET /api/decks?section=analyzed` (added to the list, not archived),
 * searched and ordered by the server (ADR 18).
 */
export function getAnalysisDeckPage(params: AnalysisListParams, cursor: string | null): Promise<DeckListPage> {
  const query = new URLSearchParams({ section: 'analyzed', sort: params.sort, dir: params.dir });
  if (params.q.trim()) query.set('q', params.q.trim());
  if (cursor) query.set('cursor', cursor);
  return api.get<DeckListPage>(`/decks?${query}`);
}

export const decksQueryKey = ANALYSIS_DECKS_QUERY_KEY;

/**
 * Only decks added to the Analysis list and not archived (spec deep-analysis §2.2): the server lists no
 * other, and a deck archived from this page leaves the cached pages at once.
 */
export function selectDashboardDecks(decks: DeckSummary[]): DeckSummary[] {
  return decks.filter((deck) => deck.inDashboard && !deck.isArchived);
}

/**
 * The Analysis list a page at a time (the next page when its end scrolls into view). It reloads on
 * screen entry; while a loaded deck has a deep analysis Processing it polls, so its badge and button
 * move to 'Complete' without a manual refresh.
 */
export function useDashboardDecks(params: AnalysisListParams) {
  return useInfiniteQuery({
    queryKey: [...decksQueryKey, params.q.trim(), params.sort, params.dir],
    queryFn: ({ pageParam }) => getAnalysisDeckPage(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
    // A new search or order keeps the cards on screen until its first page arrives.
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      selectDashboardDecks(decksInCache(query.state.data)).some((deck) => deck.deepAnalysisStatus === 'Processing')
        ? DEEP_ANALYSIS_POLL_MS
        : false,
  });
}
