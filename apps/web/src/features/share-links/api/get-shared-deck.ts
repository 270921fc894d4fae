import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedDeck } from '@pitchscope/domain/contracts/share-links';
import { api, isApiError } from '@/lib/api-client';

/** `GET /api/share/:token`: a shared deck, for anyone holding the link (no session). */
export const sharedDeckQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared-deck', token] as const,
    queryFn: () => api.get<SharedDeck>(`/share/${encodeURIComponent(token)}`),
    // Each fetch counts a view: no refetch on focus; a revoked or expired link is not retried.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
  });

export function useSharedDeck(token: string) {
  return useQuery(sharedDeckQuery(token));
}
