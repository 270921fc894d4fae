import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DealFlowQuery, DealFlowResponse } from '@pitchscope/domain/contracts/deal-flow';
import { api } from '@/lib/api-client';
import { DECKS_QUERY_KEY } from '@/lib/query-keys';

/** Under the decks' key: whatever refreshes the library after a change refreshes the charts too. */
export const dealFlowQuery = (query: DealFlowQuery, params: URLSearchParams) =>
  queryOptions({
    queryKey: [...DECKS_QUERY_KEY, 'deal-flow', query] as const,
    queryFn: () => api.get<DealFlowResponse>(`/deal-flow${params.size ? `?${params}` : ''}`),
  });

/**
 * Asks for the charts of this address as soon as the route is matched, beside the page's code (issue #37):
 * the page's own query then finds the request under way. Not awaited, so the page shows its loading state
 * meanwhile; a failure is the page's to show. This module is in the first bundle (the router's), so it
 * imports no contracts: an address without parameters (the sidebar's link) is the unfiltered query, asked
 * at once; one with filters waits for the contracts that read them, which the page loads anyway.
 */
export function prefetchDealFlow(queryClient: QueryClient, search: URLSearchParams): void {
  if (search.size === 0) {
    void queryClient.prefetchQuery(dealFlowQuery({}, new URLSearchParams()));
    return;
  }
  void import('./read-deal-flow-query').then(({ readDealFlowQuery }) => {
    const { query, params } = readDealFlowQuery(search);
    void queryClient.prefetchQuery(dealFlowQuery(query, params));
  }, () => undefined);
}
