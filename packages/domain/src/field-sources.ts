import { FACT_CONFIDENCE_THRESHOLD } from './constants.ts';
import { DECK_MESSAGES } from './messages.ts';
import { METADATA_FIELDS, type Deck, type FieldSource, type FieldSources, type MetadataField } from './contracts/decks.ts';

/**
 * Whether extraction found a value but is not sure of it (issue #30 item 2, ADR 0027): a stated or
 * inferred fact whose confidence is below FACT_CONFIDENCE_THRESHOLD. A fact without a confidence is
 * confident; one the investor confirmed or corrected has the source `user` and never needs a check.
 */
export function needsCheck(source: FieldSource | null | undefined): boolean {
  if (source?.status !== 'stated' && source?.status !== 'inferred') return false;
  return source.confidence !== undefined && source.confidence < FACT_CONFIDENCE_THRESHOLD;
}

/**
 * The state of a deck fact, the one truth every view, sort, filter, export and the API render from
 * (issue #36):
 * - `stated`: read from the deck (stated or inferred), confidently; also a value stored before sources were.
 * - `assumed`: the deck states none; the value is the spec's default (EXTRACTION_FALLBACKS).
 * - `not_found`: the deck states none and no default applies ("Not specified").
 * - `check`: read from the deck, but extraction is not sure (ADR 0027) until the investor confirms it.
 * - `edited`: the investor corrected or confirmed it (ADR 0012); an emptied one is "not stated" by them.
 * Everything about a fact's state follows from its source: an edit writes the source `user`, a
 * confidence lives in the source, a default is written as `assumed`.
 */
export const FACT_STATES = ['stated', 'assumed', 'not_found', 'check', 'edited'] as const;
export type FactState = (typeof FACT_STATES)[number];

export function factState(source: FieldSource | null | undefined): FactState {
  switch (source?.status) {
    case 'user':
      return 'edited';
    case 'assumed':
      return 'assumed';
    case 'not_found':
      return 'not_found';
    default:
      return needsCheck(source) ? 'check' : 'stated';
  }
}

/** Each fact's state, keyed by field (the API's `Deck.factStates`, list and detail alike). */
export function factStates(sources: FieldSources | null | undefined): Record<MetadataField, FactState> {
  return Object.fromEntries(METADATA_FIELDS.map((field) => [field, factState(sources?.[field])])) as Record<
    MetadataField,
    FactState
  >;
}

/**
 * A fact's state from a deck as the API gives it: from its sources when it carries them (a deck, a list
 * row), else its `factStates` (the board's and the admin's rows, which carry only the states).
 */
export function factStateOf(
  deck: { factStates?: Partial<Record<MetadataField, FactState>> | null; fieldSources?: FieldSources | null },
  field: MetadataField,
): FactState {
  if (deck.fieldSources) return factState(deck.fieldSources[field]);
  return deck.factStates?.[field] ?? 'stated';
}

/**
 * Whether a state is a value the deck did not plainly state: assumed, not found, or awaiting a check.
 * Such a value is marked wherever it is shown, sorted and filtered as missing, and never rated.
 */
export function isUnstatedState(state: FactState): boolean {
  return state === 'assumed' || state === 'not_found' || state === 'check';
}

/**
 * Whether the deck left a fact unsaid, or extraction is not sure it said it: a spec default was assumed,
 * nothing was found, or the fact awaits the investor's check. Such a value is marked wherever it is shown
 * and never drives a rating.
 */
export function isUnstatedSource(source: FieldSource | null | undefined): boolean {
  return isUnstatedState(factState(source));
}

/** The note after a value in each state, where one is shown as plain text (a list cell, a header, an export). */
export const FACT_STATE_NOTES: Record<FactState, string | null> = {
  stated: null,
  edited: null,
  assumed: '(assumed)',
  not_found: '(not found)',
  check: DECK_MESSAGES.factCheck.exportNote,
};

/**
 * A fact as plain text: the value with its state's note ("Pre-Seed (assumed)", "Seed (check)"); null when
 * there is no value. "Not specified" says it already, so a fact not found reads as its value alone.
 */
export function factText(value: string | null | undefined, state: FactState): string | null {
  const text = value?.trim();
  if (!text) return null;
  const note = state === 'not_found' ? null : FACT_STATE_NOTES[state];
  return note ? `${text} ${note}` : text;
}

/** The facts of a deck in the Check state, in the order the deck page lists them. */
export function factsToCheck(sources: FieldSources | null | undefined): MetadataField[] {
  return METADATA_FIELDS.filter((field) => needsCheck(sources?.[field]));
}

/**
 * A deck's fact fields in the API, all from its sources, built here only. `fieldSources` is no copy of
 * `factStates`: it carries what a state does not (slides, evidence, confidence, the extracted value beside
 * an edit, who confirmed), which the deck page, card and table show. The states and the facts to check are
 * read from it, so the three cannot disagree.
 */
export function deckFactFields(
  sources: FieldSources | null | undefined,
): Pick<Deck, 'fieldSources' | 'factStates' | 'factsToCheck'> {
  return { fieldSources: sources ?? {}, factStates: factStates(sources), factsToCheck: factsToCheck(sources) };
}

/**
 * Whether the investor can confirm a fact as it is (one click, ADR 0027): a value extraction found or
 * assumed, or one stored before sources were recorded; confirming the investor's own value again
 * changes nothing. Nothing found is nothing to confirm.
 */
export function isConfirmable(source: FieldSource | null | undefined): boolean {
  return source?.status !== 'not_found';
}

/** The slide a fact's evidence is on: the quoted one, else the first slide it rests on. */
export function evidenceSlideOf(source: FieldSource | null | undefined): number | null {
  return source?.evidence?.slide ?? source?.slides[0] ?? null;
}
