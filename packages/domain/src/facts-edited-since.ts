/**
 * Texts written from a deck's facts at one moment (the deep report, its questions and data review) are
 * records: a model wrote them, or they quote the facts as they were read, so they are not rewritten when
 * the investor edits a fact afterwards (ADR 0039). Instead every view of such a text lists the facts
 * edited since it was written, each with its value now and the value the text was written from.
 */
import type { FieldEdit, FieldSources, MetadataField } from './contracts/decks.ts';
import { factState, FACT_STATE_NOTES, type FactState } from './field-sources.ts';
import { FACTS_LISTED } from './facts-read.ts';
import { METADATA_FIELD_LABELS } from './messages.ts';
import { formatRoundSize } from './round-size.ts';

export interface FactEditedSince {
  field: MetadataField;
  label: string;
  /** The value now, as the app shows it; "" when the investor emptied it. */
  value: string;
  state: FactState;
  /** The value the text was written from, and its state then. */
  previousValue: string;
  previousState: FactState;
  /** When it was last edited. */
  editedAt: string;
}

const shown = (field: MetadataField, value: string) => (field === 'roundSize' ? formatRoundSize(value) : value.trim());

/**
 * The facts edited after `writtenAt` whose value or state now differs from the one the text was written
 * from (the value before the first of those edits), in the order the facts block lists them. An edit put
 * back to the value written from, still stated, is no change to the text.
 */
export function factsEditedSince(
  deck: Partial<Record<MetadataField, string>> & { fieldSources: FieldSources | null; fieldHistory: readonly FieldEdit[] },
  writtenAt: string,
): FactEditedSince[] {
  const written = Date.parse(writtenAt);
  const after = deck.fieldHistory.filter((edit) => Date.parse(edit.at) > written);
  return FACTS_LISTED.flatMap((field) => {
    const label = METADATA_FIELD_LABELS[field];
    const edits = after.filter((edit) => edit.field === field);
    if (edits.length === 0) return [];
    const first = edits[0];
    const previousValue = shown(field, first.previousValue);
    const previousState = first.previousSource ? factState(first.previousSource) : 'stated';
    const value = shown(field, deck[field] ?? '');
    const state = factState(deck.fieldSources?.[field]);
    const unchanged = value === previousValue && (previousState === 'stated' || previousState === 'edited');
    if (unchanged) return [];
    return [{ field, label, value, state, previousValue, previousState, editedAt: edits[edits.length - 1].at }];
  });
}

/** "Stage: Seed (was Pre-Seed, assumed)"; "Location: not stated (was Oslo, Norway)". */
export function factEditedSinceLine(change: FactEditedSince): string {
  const now = change.value || 'not stated';
  const note = FACT_STATE_NOTES[change.previousState]?.replace(/^\((.*)\)$/, '$1');
  const was = change.previousValue ? `${change.previousValue}${note ? `, ${note}` : ''}` : 'not stated';
  return `${change.label}: ${now} (was ${was})`;
}

/** The heading every view gives the list (a note on the deep page, a section of the exports). */
export const FACTS_EDITED_SINCE_HEADING = 'Facts edited since this report was written';
/** The same above the deck page's first analysis. */
export const FACTS_EDITED_SINCE_ANALYSIS_HEADING = 'Facts edited since this analysis was written';

/**
 * The texts a list of edits can stand above: the deep report, the deck page's first analysis, and the
 * report's supporting texts, each dated by when it was written (ADR 0048).
 */
export type TextWrittenFromFacts = 'report' | 'analysis' | 'smartQuestions' | 'dataFreshness' | 'newsIntelligence';

const EDITED_SINCE: Record<TextWrittenFromFacts, { heading: string; quotes: string }> = {
  report: { heading: FACTS_EDITED_SINCE_HEADING, quotes: 'the report quotes the values it was written from' },
  analysis: {
    heading: FACTS_EDITED_SINCE_ANALYSIS_HEADING,
    quotes: 'the analysis and summaries below quote the values they were written from',
  },
  smartQuestions: {
    heading: 'Facts edited since these questions were written',
    quotes: 'the questions may quote the values they were written from',
  },
  dataFreshness: {
    heading: 'Facts edited since this review was written',
    quotes: 'the review may quote the values it was written from',
  },
  newsIntelligence: {
    heading: 'Facts edited since this research was written',
    quotes: 'the research may quote the values it was written from',
  },
};

/** The heading of the list above a text. */
export function factsEditedSinceHeading(text: TextWrittenFromFacts = 'report'): string {
  return EDITED_SINCE[text].heading;
}

/** What the list means, after the date the text was written. */
export function factsEditedSinceIntro(writtenOn: string, text: TextWrittenFromFacts = 'report'): string {
  return `Written on ${writtenOn}, before these edits: ${EDITED_SINCE[text].quotes}. The deck's facts now:`;
}

/**
 * The changes whose earlier value one of these texts still quotes (case-insensitive): on the deck page the
 * analysis and summaries sit beside the facts, so only an edit they contradict is worth a note there.
 */
export function quotedEarlierValues(
  changes: readonly FactEditedSince[],
  texts: ReadonlyArray<string | null | undefined>,
): FactEditedSince[] {
  const all = texts.filter(Boolean).join('\n').toLowerCase();
  return changes.filter((change) => change.previousValue && all.includes(change.previousValue.toLowerCase()));
}
