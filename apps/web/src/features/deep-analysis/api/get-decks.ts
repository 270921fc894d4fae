import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeckListPage } from '@pitchscope/domain/contracts/deck-list';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import { DECK_LIST_MAX_LIMIT, DEEP_ANALYSIS_POLL_MS } from '@pitchscope/domain/constants';
import { api } from '@/lib/api-client';
import { ANALYSIS_DECKS_QUERY_KEY } from '@/lib/query-keys';

/**
 * The Analysis list's decks: `GET /api/decks?section=analyzed` (in the dashboard, not archived), page
 * after page. The list holds only decks the user ran a paid deep analysis for, so it stays short; the
 * library's own list reads one page at a time.
 */
export async function getAnalysisDecks(): Promise<DeckSummary[]> {
  const decks: DeckSummary[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ section: 'analyzed', limit: String(DECK_LIST_MAX_LIMIT) });
    if (cursor) params.set('cursor', cursor);
    const page: DeckListPage = await api.get<DeckListPage>(`/decks?${params}`);
    decks.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return decks;
}

export const decksQueryKey = ANALYSIS_DECKS_QUERY_KEY;

export function decksQueryOptions() {
  return queryOptions({ queryKey: decksQueryKey, queryFn: getAnalysisDecks });
}

/** Only decks added to the Analysis list and not archived (spec deep-analysis §2.2). */
export function selectDashboardDecks(decks: DeckSummary[]): DeckSummary[] {
  return decks.filter((deck) => deck.inDashboard && !deck.isArchived);
}

/**
 * The Analysis list's decks. While any of them has a deep analysis Processing the list polls, so its
 * badge and button move to 'Complete' without a manual refresh.
 */
export function useDashboardDecks() {
  return useQuery({
    ...decksQueryOptions(),
    select: selectDashboardDecks,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      query.state.data?.some(
        (deck) => deck.inDashboard && !deck.isArchived && deck.deepAnalysisStatus === 'Processing',
      )
        ? DEEP_ANALYSIS_POLL_MS
        : false,
  });
}
