import { factText, type FactState } from '@pitchscope/domain/field-sources';

/**
 * A fact as plain text for a header or a badge, marked by its state (domain factText): "Pre-Seed
 * (assumed)", "Seed (check)". A product the deck never named is left out: the spec's default
 * "<Company>'s Platform" is a name we made up and says nothing.
 */
export function factLabel(value: string | null | undefined, state: FactState, field?: 'product'): string | null {
  if (field === 'product' && (state === 'assumed' || state === 'not_found')) return null;
  return factText(value, state);
}
