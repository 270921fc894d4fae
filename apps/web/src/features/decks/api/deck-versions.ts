import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import type { DeckVersionAnswer } from '@pitchscope/domain/deck-versions';
import { api } from '@/lib/api-client';
import { deckQueryKey } from './get-deck';

/** `GET /api/decks/:id/versions`: v1, v2… and the facts that changed between them. */
export function getDeckVersions(id: string): Promise<DeckVersionAnswer[]> {
  return api.get<DeckVersionAnswer[]>(`/decks/${encodeURIComponent(id)}/versions`);
}

export const deckVersionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...deckQueryKey(id), 'versions'] as const,
    queryFn: () => getDeckVersions(id),
  });

export function useDeckVersions(id: string, enabled = true) {
  return useQuery({ ...deckVersionsQueryOptions(id), enabled });
}

/** `POST /api/uploads/:id/add-as-version` (202): the offered upload runs again as the deck's next version. */
export function addUploadAsVersion(id: string): Promise<UploadItem> {
  return api.post<UploadItem>(`/uploads/${encodeURIComponent(id)}/add-as-version`);
}

/** `POST /api/uploads/:id/keep-separate` (202): the offered upload runs again as a deck of its own. */
export function keepUploadAsSeparateDeck(id: string): Promise<UploadItem> {
  return api.post<UploadItem>(`/uploads/${encodeURIComponent(id)}/keep-separate`);
}
