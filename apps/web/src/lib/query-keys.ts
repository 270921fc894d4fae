/**
 * The user's decks: the list is cached under this key and each deck under [...DECKS_QUERY_KEY, id], by the
 * Pitch Decks pages and the Analysis pages alike, so a change seen by one is seen by the other.
 */
export const DECKS_QUERY_KEY = ['decks'] as const;

/** Pages of the library list (`GET /api/decks`), one infinite query per section and filter set. */
export const DECK_LIST_QUERY_KEY = [...DECKS_QUERY_KEY, 'list'] as const;
/** The summary counts (`GET /api/decks/counts`) per filter set. */
export const DECK_COUNTS_QUERY_KEY = [...DECKS_QUERY_KEY, 'counts'] as const;
/** The Analysis list's decks (the analyzed section). */
export const ANALYSIS_DECKS_QUERY_KEY = [...DECKS_QUERY_KEY, 'analysis'] as const;

/**
 * The current workspace's uploads that were not added (`GET /api/uploads/not-added`): dropped with the
 * decks when the current workspace changes.
 */
export const NOT_ADDED_QUERY_KEY = ['uploads', 'not-added'] as const;

/** The deal pipeline (ADR 0016): its stages, board and each deck's timeline are cached under this key. */
export const PIPELINE_QUERY_KEY = ['pipeline'] as const;
