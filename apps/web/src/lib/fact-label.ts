import type { FieldSource } from '@pitchscope/domain/contracts/decks';
import { isUnstatedSource } from '@pitchscope/domain/field-sources';

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
  if (!isUnstatedSource(source)) return text;
  if (field === 'product') return null;
  // "Not specified" says it already; a default such as "Pre-Seed" must not read as the deck's.
  return source?.status === 'assumed' ? `${text} (assumed)` : text;
}
