import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeckContent } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { deckQueryKey } from './get-deck';

/** `GET /api/decks/:id/content`: raw text and the page-by-page extraction. */
export function getDeckContent(id: string): Promise<DeckContent> {
  return api.get<DeckContent>(`/decks/${encodeURIComponent(id)}/content`);
}

export const deckContentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...deckQueryKey(id), 'content'] as const,
    queryFn: () => getDeckContent(id),
    staleTime: 5 * 60_000,
  });

export function useDeckContent(id: string) {
  return useQuery(deckContentQueryOptions(id));
}
