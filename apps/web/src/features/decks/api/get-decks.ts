import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';

import { DECKS_QUERY_KEY } from '@/lib/query-keys';

export { DECKS_QUERY_KEY };

/** While a deck is being read or analysed its status changes on the server; the list follows it. */
export const DECK_LIST_POLL_MS = 3000;

/** `GET /api/decks`: the user's decks (not hidden), newest first, as cards show them. */
export function getDecks(): Promise<DeckSummary[]> {
  return api.get<DeckSummary[]>('/decks');
}

export function hasDeckInFlight(decks: readonly DeckSummary[] | undefined): boolean {
  return (decks ?? []).some(
    (deck) =>
      deck.status === 'Processing' || deck.status === 'Uploaded' || deck.deepAnalysisStatus === 'Processing',
  );
}

export const decksQueryOptions = queryOptions({
  queryKey: DECKS_QUERY_KEY,
  queryFn: getDecks,
  refetchInterval: (query) => (hasDeckInFlight(query.state.data) ? DECK_LIST_POLL_MS : false),
});

export function useDecks() {
  return useQuery(decksQueryOptions);
}
