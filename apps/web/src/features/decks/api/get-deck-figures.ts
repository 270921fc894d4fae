import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeckFiguresResponse } from '@pitchscope/domain/figures/figure';
import { api } from '@/lib/api-client';
import { deckQueryKey } from './get-deck';

/** `GET /api/decks/:id/figures`: the figure ledger and the checks' findings. */
export function getDeckFigures(id: string): Promise<DeckFiguresResponse> {
  return api.get<DeckFiguresResponse>(`/decks/${encodeURIComponent(id)}/figures`);
}

export const deckFiguresQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...deckQueryKey(id), 'figures'] as const,
    queryFn: () => getDeckFigures(id),
    staleTime: 5 * 60_000,
  });

export function useDeckFigures(id: string, enabled = true) {
  return useQuery({ ...deckFiguresQueryOptions(id), enabled });
}
