import { queryOptions } from '@tanstack/react-query';
import type { DealFlowQuery, DealFlowResponse } from '@pitchscope/domain/contracts/deal-flow';
import { api } from '@/lib/api-client';
import { DECKS_QUERY_KEY } from '@/lib/query-keys';

/** Under the decks' key: whatever refreshes the library after a change refreshes the charts too. */
export const dealFlowQuery = (query: DealFlowQuery, params: URLSearchParams) =>
  queryOptions({
    queryKey: [...DECKS_QUERY_KEY, 'deal-flow', query] as const,
    queryFn: () => api.get<DealFlowResponse>(`/deal-flow${params.size ? `?${params}` : ''}`),
  });
