import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dealFlowQuerySchema, type DealFlowQuery, type DealFlowResponse } from '@pitchscope/domain/contracts/deal-flow';
import { api } from '@/lib/api-client';
import { DECKS_QUERY_KEY } from '@/lib/query-keys';

/** Under the decks' key: whatever refreshes the library after a change refreshes the charts too. */
export const dealFlowQuery = (query: DealFlowQuery, params: URLSearchParams) =>
  queryOptions({
    queryKey: [...DECKS_QUERY_KEY, 'deal-flow', query] as const,
    queryFn: () => api.get<DealFlowResponse>(`/deal-flow${params.size ? `?${params}` : ''}`),
  });

/** Reads the URL leniently (as the library does): a parameter the API would refuse is left out. */
export function readDealFlowQuery(search: URLSearchParams): { query: DealFlowQuery; params: URLSearchParams } {
  const query: Record<string, unknown> = {};
  const params = new URLSearchParams();
  for (const [key, schema] of Object.entries(dealFlowQuerySchema.shape)) {
    const raw = search.get(key);
    if (raw === null) continue;
    const parsed = schema.safeParse(raw);
    if (parsed.success && parsed.data !== undefined) {
      query[key] = parsed.data;
      params.set(key, raw);
    }
  }
  return { query: query as DealFlowQuery, params };
}

/**
 * Asks for the charts of this address as soon as the route is matched, beside the page's code (issue #37):
 * the page's own query then finds the request under way. Not awaited, so the page shows its loading state
 * meanwhile; a failure is the page's to show.
 */
export function prefetchDealFlow(queryClient: QueryClient, search: URLSearchParams): void {
  const { query, params } = readDealFlowQuery(search);
  void queryClient.prefetchQuery(dealFlowQuery(query, params));
}
