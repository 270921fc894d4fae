import { useSyncExternalStore } from 'react';

/**
 * Decks whose deep-analysis start is in flight in this browser session (spec §4.1: "only one analysis
 * at a time per deck within a session; a second start is refused"). Module state, so the list and the
 * deep page agree, and it lasts as long as the page does.
 */
const activeDeckIds = new Set<string>();
const listeners = new Set<() => void>();
let snapshot: ReadonlySet<string> = new Set();

function emit() {
  snapshot = new Set(activeDeckIds);
  for (const listener of listeners) listener();
}

export function markAnalysisActive(deckId: string): boolean {
  if (activeDeckIds.has(deckId)) return false;
  activeDeckIds.add(deckId);
  emit();
  return true;
}

export function clearAnalysisActive(deckId: string): void {
  if (activeDeckIds.delete(deckId)) emit();
}

export function isAnalysisActive(deckId: string): boolean {
  return activeDeckIds.has(deckId);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The set of deck ids with a start in flight, re-rendering when it changes. */
export function useActiveAnalyses(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

/** For tests: forget every marker. */
export function resetActiveAnalyses(): void {
  activeDeckIds.clear();
  emit();
}
