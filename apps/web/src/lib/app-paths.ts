/** The deck page of the app (the route `pitch-decks/:id`), linked from every feature that names a deck. */
export function deckPagePath(id: string): string {
  return `/pitch-decks/${encodeURIComponent(id)}`;
}
