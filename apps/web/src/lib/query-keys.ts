/**
 * The user's decks: the list is cached under this key and each deck under [...DECKS_QUERY_KEY, id], by the
 * Pitch Decks pages and the Analysis pages alike, so a change seen by one is seen by the other.
 */
export const DECKS_QUERY_KEY = ['decks'] as const;
