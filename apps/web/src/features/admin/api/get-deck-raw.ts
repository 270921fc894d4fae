import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deck, DeckContent } from '@pitchscope/domain/contracts/decks';
import type { DeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import { api, isApiError } from '@/lib/api-client';
import { adminKeys, seg } from './query-keys';

/** Everything stored for one deck, for the admin raw-data view and the manual tools. */
export interface DeckRawData {
  deck: Deck;
  content: DeckContent;
  deepAnalysis: DeepAnalysis | null;
}

export const getDeckRaw = (deckId: string) => api.get<DeckRawData>(`/admin/decks/${seg(deckId)}/raw`);

/** True when the API answered that the deck does not exist. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

export const getDeckRawQueryOptions = (deckId: string) =>
  queryOptions({
    queryKey: adminKeys.deckRaw(deckId),
    queryFn: () => getDeckRaw(deckId),
    // A missing deck stays missing: do not retry a 404.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 2,
  });

export const useDeckRaw = (deckId: string) =>
  useQuery({ ...getDeckRawQueryOptions(deckId), enabled: deckId !== '' });
