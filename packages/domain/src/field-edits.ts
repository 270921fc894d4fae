/**
 * Investors correct deck facts (issue #22 item 6, ADR 0012). A corrected fact takes the source `user`,
 * which counts as stated for the investor fit (investor-fit.ts isStatedValue); the value it replaced goes
 * into the deck's history, so the extracted value is never lost; and a later extraction leaves it alone.
 */
import { FIELD_HISTORY_EDITS_PER_FIELD } from './constants.ts';
import {
  METADATA_FIELDS,
  type DeckFieldsPatch,
  type FieldEdit,
  type FieldSource,
  type FieldSources,
  type MetadataField,
} from './contracts/decks.ts';

export type DeckFacts = Record<MetadataField, string>;

/** The source of a corrected fact: the investor, on no slide. */
export const USER_SOURCE: FieldSource = { status: 'user', slides: [] };

export function isUserEdited(source: FieldSource | null | undefined): boolean {
  return source?.status === 'user';
}

export interface FieldEditResult {
  /** The facts whose value changes (only those). */
  values: Partial<DeckFacts>;
  fieldSources: FieldSources;
  fieldHistory: FieldEdit[];
  /** Every field the edit touched: a new value, or an extracted value the investor confirmed. */
  edited: MetadataField[];
}

/**
 * Applies the investor's corrections. A field is edited when its value changes, or when the investor
 * confirms a value they did not give yet (an assumed "Pre-Seed" confirmed becomes stated): it takes the
 * `user` source and its previous value and source are appended to the history. Giving a value the field
 * already holds from the investor changes nothing.
 */
export function applyFieldEdits(
  current: { facts: DeckFacts; fieldSources: FieldSources; fieldHistory: FieldEdit[] },
  patch: DeckFieldsPatch,
  at: Date,
  by?: { id: string; name: string },
): FieldEditResult {
  const values: Partial<DeckFacts> = {};
  const fieldSources: FieldSources = { ...current.fieldSources };
  let fieldHistory = [...current.fieldHistory];
  const edited: MetadataField[] = [];
  for (const field of METADATA_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    const previousValue = current.facts[field];
    const previousSource = current.fieldSources[field] ?? null;
    if (value === previousValue && isUserEdited(previousSource)) continue;
    if (value !== previousValue) values[field] = value;
    // A confirmed value still rests on the slides it was read from; a new value rests on none.
    fieldSources[field] =
      value === previousValue ? { ...USER_SOURCE, slides: previousSource?.slides ?? [] } : { ...USER_SOURCE };
    fieldHistory.push({ field, previousValue, previousSource, value, at: at.toISOString(), ...(by ? { by } : {}) });
    fieldHistory = trimFieldHistory(fieldHistory, field);
    edited.push(field);
  }
  return { values, fieldSources, fieldHistory, edited };
}

/**
 * Bounds the history of one field: the entries that hold an extracted value (previous source not the
 * investor's) are always kept; of the investor's own earlier values only the latest are.
 */
export function trimFieldHistory(history: FieldEdit[], field: MetadataField): FieldEdit[] {
  const userEntries = history.filter((entry) => entry.field === field && isUserEdited(entry.previousSource));
  const excess = userEntries.length - FIELD_HISTORY_EDITS_PER_FIELD;
  if (excess <= 0) return history;
  const dropped = new Set(userEntries.slice(0, excess));
  return history.filter((entry) => !dropped.has(entry));
}

/** The value extraction gave a field the investor corrected (the last one, if extraction ran again). */
export function extractedValueOf(history: readonly FieldEdit[], field: MetadataField): FieldEdit | null {
  const machine = history.filter((entry) => entry.field === field && !isUserEdited(entry.previousSource));
  return machine.at(-1) ?? null;
}

/**
 * What an extraction may write over a deck: every fact and source it found, except the facts the
 * investor corrected, which keep the investor's value and source. The extracted value of such a fact
 * is not lost: it goes into the history, as the value the correction replaced.
 */
export function keepUserEdits(
  extracted: { facts: Partial<DeckFacts>; fieldSources: FieldSources },
  current: { facts: DeckFacts; fieldSources: FieldSources; fieldHistory: FieldEdit[] },
  at: Date,
): { facts: Partial<DeckFacts>; fieldSources: FieldSources; fieldHistory: FieldEdit[] } {
  const facts: Partial<DeckFacts> = {};
  const fieldSources: FieldSources = {};
  const fieldHistory = [...current.fieldHistory];
  for (const field of METADATA_FIELDS) {
    const userSource = current.fieldSources[field];
    if (isUserEdited(userSource)) {
      fieldSources[field] = userSource;
      const value = extracted.facts[field];
      if (value !== undefined) {
        fieldHistory.push({
          field,
          previousValue: value,
          previousSource: extracted.fieldSources[field] ?? null,
          value: current.facts[field],
          at: at.toISOString(),
        });
      }
      continue;
    }
    if (extracted.facts[field] !== undefined) facts[field] = extracted.facts[field];
    if (extracted.fieldSources[field]) fieldSources[field] = extracted.fieldSources[field];
  }
  return { facts, fieldSources, fieldHistory };
}

/**
 * Whether an edit confirmed the value extraction gave (ADR 0027: "Confirm" on a Check fact, or an
 * assumed value given again) rather than changing it. Confirmations are not corrections.
 */
export function isConfirmation(edit: FieldEdit): boolean {
  return edit.value === edit.previousValue && !isUserEdited(edit.previousSource);
}

/** The last edit of `field` (a correction or a confirmation), or null when it was never edited. */
export function lastEditOf(history: readonly FieldEdit[], field: MetadataField): FieldEdit | null {
  for (let index = history.length - 1; index >= 0; index--) {
    if (history[index]!.field === field) return history[index]!;
  }
  return null;
}

/** Who made the last correction of `field` (null when it was never edited or the edit predates names). */
export function lastEditorOf(history: readonly FieldEdit[], field: MetadataField): { id: string; name: string } | null {
  return lastEditOf(history, field)?.by ?? null;
}
