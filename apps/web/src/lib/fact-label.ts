import type { FieldSource } from '@pitchscope/domain/contracts/decks';
import { isUnstatedSource, needsCheck } from '@pitchscope/domain/field-sources';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';

/**
 * A fact as plain text for a header or a badge: " (assumed)" after a value the deck did not state,
 * " (check)" after one extraction is not sure of, and nothing for the product the spec defaults to "<Company>'s Platform" (a name we made up says nothing).
 */
export function factLabel(
  value: string | null | undefined,
  source: FieldSource | undefined,
  field?: 'product',
): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (!isUnstatedSource(source)) return text;
  // Read from the deck but not sure (ADR 0027): the value, marked until the investor confirms it.
  if (needsCheck(source)) return `${text} ${DECK_MESSAGES.factCheck.exportNote}`;
  if (field === 'product') return null;
  // "Not specified" says it already; a default such as "Pre-Seed" must not read as the deck's.
  return source?.status === 'assumed' ? `${text} (assumed)` : text;
}
