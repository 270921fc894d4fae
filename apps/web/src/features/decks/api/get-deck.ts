import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { DECK_LIST_POLL_MS, DECKS_QUERY_KEY, hasDeckInFlight } from './get-decks';

/** A deck read offline is looked at again this often, so the model's new reading shows when it lands. */
const READ_OFFLINE_POLL_MS = 30_000;

export const deckQueryKey = (id: string) => [...DECKS_QUERY_KEY, id] as const;

/** `GET /api/decks/:id`. */
export function getDeck(id: string): Promise<Deck> {
  return api.get<Deck>(`/decks/${encodeURIComponent(id)}`);
}

export const deckQueryOptions = (id: string) =>
  queryOptions({
    queryKey: deckQueryKey(id),
    queryFn: () => getDeck(id),
    refetchInterval: (query) => {
      const deck = query.state.data;
      if (!deck) return false;
      if (hasDeckInFlight([deck])) return DECK_LIST_POLL_MS;
      return deck.readOffline ? READ_OFFLINE_POLL_MS : false;
    },
  });

export function useDeck(id: string) {
  return useQuery(deckQueryOptions(id));
}
