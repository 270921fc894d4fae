import type { FieldSource } from './contracts/decks.ts';

/**
 * Whether the deck left a fact unsaid: a spec default was assumed, or nothing was found. Such a value is
 * marked wherever it is shown and never drives a rating.
 */
export function isUnstatedSource(source: FieldSource | null | undefined): boolean {
  return source?.status === 'assumed' || source?.status === 'not_found';
}
