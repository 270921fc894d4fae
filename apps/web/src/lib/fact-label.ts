import type { FieldSource } from '@pitchscope/domain/contracts/decks';

/** Whether the deck left this fact unsaid: a default was assumed, or nothing was found. */
export function isUnstated(source: FieldSource | undefined): boolean {
  return source?.status === 'assumed' || source?.status === 'not_found';
}

/**
 * A fact as plain text for a header or a badge: " (assumed)" after a value the deck did not state, and
 * nothing for the product the spec defaults to "<Company>'s Platform" (a name we made up says nothing).
 */
export function factLabel(
  value: string | null | undefined,
  source: FieldSource | undefined,
  field?: 'product',
): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (!isUnstated(source)) return text;
  if (field === 'product') return null;
  // "Not specified" says it already; a default such as "Pre-Seed" must not read as the deck's.
  return source?.status === 'assumed' ? `${text} (assumed)` : text;
}
