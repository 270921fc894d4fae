import { FACT_CONFIDENCE_THRESHOLD } from './constants.ts';
import { METADATA_FIELDS, type FieldSource, type FieldSources, type MetadataField } from './contracts/decks.ts';

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
 * Whether the deck left a fact unsaid, or extraction is not sure it said it: a spec default was assumed,
 * nothing was found, or the fact awaits the investor's check. Such a value is marked wherever it is shown
 * and never drives a rating.
 */
export function isUnstatedSource(source: FieldSource | null | undefined): boolean {
  return source?.status === 'assumed' || source?.status === 'not_found' || needsCheck(source);
}

/** The facts of a deck in the Check state, in the order the deck page lists them. */
export function factsToCheck(sources: FieldSources | null | undefined): MetadataField[] {
  return METADATA_FIELDS.filter((field) => needsCheck(sources?.[field]));
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
