import type { DeckSummary, MetadataField } from '@pitchscope/domain/contracts/decks';
import { factStateOf, factText, type FactState } from '@pitchscope/domain/field-sources';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import { formatRoundSize } from '@pitchscope/domain/round-size';

/**
 * A fact as plain text for a header or a badge, marked by its state (domain factText): "Pre-Seed
 * (assumed)", "Seed (check)". A product the deck never named is left out: the spec's default
 * "<Company>'s Platform" is a name we made up and says nothing.
 */
export function factLabel(value: string | null | undefined, state: FactState, field?: 'product'): string | null {
  if (field === 'product' && (state === 'assumed' || state === 'not_found')) return null;
  return factText(value, state);
}

/** A fact of a deck as a chip shows it: its label (see factLabel) and its state, for `data-fact-state`. */
export interface FactChip {
  field: MetadataField;
  text: string;
  state: FactState;
  /** Said when pointed at: that the investor corrected it (the note is not in the label). */
  title?: string;
}

type DeckFacts = Pick<DeckSummary, 'product' | 'industry' | 'stage' | 'roundSize' | 'geography' | 'fieldSources' | 'factStates'>;

export function factChip(deck: DeckFacts, field: 'product' | 'industry' | 'stage' | 'roundSize' | 'geography'): FactChip | null {
  const state = factStateOf(deck, field);
  const value = field === 'roundSize' ? formatRoundSize(deck.roundSize) : deck[field];
  const text = factLabel(value, state, field === 'product' ? 'product' : undefined);
  if (text === null) return null;
  return { field, text, state, title: state === 'edited' ? `${text} (${DECK_MESSAGES.fieldEdit.editedInList})` : undefined };
}
