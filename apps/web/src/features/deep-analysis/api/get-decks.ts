import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import { DEEP_ANALYSIS_POLL_MS } from '@pitchscope/domain/constants';
import { api } from '@/lib/api-client';
import { DECKS_QUERY_KEY } from '@/lib/query-keys';

/** `GET /api/decks`: the signed-in user's decks (not hidden), newest first, as cards show them. */
export function getDecks(): Promise<DeckSummary[]> {
  return api.get<DeckSummary[]>('/decks');
}

export const decksQueryKey = DECKS_QUERY_KEY;

export function decksQueryOptions() {
  return queryOptions({ queryKey: decksQueryKey, queryFn: getDecks });
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
