import { DECK_PAGE_PATH, DEEP_ANALYSIS_PATH } from '@pitchscope/domain/constants';

/** The deck page of the app (the route `pitch-decks/:id`), linked from every feature that names a deck. */
export function deckPagePath(id: string): string {
  return `${DECK_PAGE_PATH}${encodeURIComponent(id)}`;
}

/** Where tokens are bought: the sidebar's path, not the spec's redirect alias (which lands here anyway). */
export const CREDITS_PATH = '/credits-and-subscriptions';

/** A deck's deep analysis page (the route `dashboard/deep/:id`), also the link of its notifications. */
export function deepAnalysisPath(deckId: string): string {
  return `${DEEP_ANALYSIS_PATH}${encodeURIComponent(deckId)}`;
}
