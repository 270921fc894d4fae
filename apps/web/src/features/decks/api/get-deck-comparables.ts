import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComparablesResponse } from '@pitchscope/domain/comparables';
import { api } from '@/lib/api-client';
import { deckQueryKey } from './get-deck';

/** `GET /api/decks/:id/comparables`: the workspace's decks most like this one, and earlier decks of the same company or founders. */
export const deckComparablesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...deckQueryKey(id), 'comparables'] as const,
    queryFn: () => api.get<ComparablesResponse>(`/decks/${encodeURIComponent(id)}/comparables`),
    staleTime: 60_000,
  });

export function useDeckComparables(id: string) {
  return useQuery(deckComparablesQueryOptions(id));
}
