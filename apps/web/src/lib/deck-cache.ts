import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { DeckListPage } from '@pitchscope/domain/contracts/deck-list';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import { DECKS_QUERY_KEY } from './query-keys';

type Cached = InfiniteData<DeckListPage> | DeckSummary[] | DeckSummary | undefined;

/**
 * An infinite query's pages. `pageParams` tells them from other answers cached under the decks key that
 * also have `pages` (a deck's extracted content is `{ pages: ExtractedPage[] }`).
 */
function isPages(data: unknown): data is InfiniteData<DeckListPage> {
  return (
    typeof data === 'object' &&
    data !== null &&
    'pageParams' in data &&
    'pages' in data &&
    Array.isArray((data as { pages: unknown }).pages)
  );
}

/**
 * Changes a deck wherever the decks cache holds it: the library's pages (infinite queries), a plain list,
 * or the deck itself. `change` returning null removes it from lists.
 */
export function updateCachedDeck(
  queryClient: QueryClient,
  deckId: string,
  change: (deck: DeckSummary) => DeckSummary | null,
): void {
  queryClient.setQueriesData<Cached>({ queryKey: DECKS_QUERY_KEY }, (data) => {
    if (!data) return data;
    if (isPages(data)) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.flatMap((deck) => (deck.id === deckId ? (change(deck) ?? []) : [deck])),
        })),
      };
    }
    if (Array.isArray(data)) return data.flatMap((deck) => (deck.id === deckId ? (change(deck) ?? []) : [deck]));
    if (typeof data === 'object' && 'id' in data && data.id === deckId && 'status' in data) return change(data) ?? data;
    return data;
  });
}

/** Every deck a cached answer holds (a page list, a list, or one deck). */
export function decksInCache(data: unknown): DeckSummary[] {
  if (isPages(data)) return data.pages.flatMap((page) => page.items);
  if (Array.isArray(data)) return data as DeckSummary[];
  return typeof data === 'object' && data !== null && 'id' in data ? [data as DeckSummary] : [];
}
