/**
 * The initial analysis's "Facts read from the deck" block: each fact with its value and where it comes
 * from. It is written when the deck is analysed, but it is read with the deck's current facts
 * (`withCurrentFacts`), so an investor's edit shows there too instead of the value it replaced.
 */
import type { FieldSource, FieldSources, MetadataField } from './contracts/decks.ts';
import { factState } from './field-sources.ts';
import { METADATA_FIELD_LABELS } from './messages.ts';

export const FACTS_READ_HEADING = '**Facts read from the deck**';

/** The facts the block lists (and a text about the deck quotes), in its order, each named as the deck page names it. */
export const FACTS_LISTED: readonly MetadataField[] = ['companyName', 'industry', 'stage', 'roundSize', 'geography', 'website', 'keyPeople'];

/** "(slide 4)" without brackets: "slide 4", "slides 2, 3", the first six and "…" beyond. */
function slidesOf(slides: readonly number[]): string {
  const list = [...new Set(slides)].sort((a, b) => a - b);
  if (list.length === 0) return '';
  if (list.length === 1) return `slide ${list[0]}`;
  const shown = list.slice(0, 6);
  return `slides ${shown.join(', ')}${list.length > shown.length ? ', …' : ''}`;
}

/** "stated, slide 4", "inferred from slides 2, 3", "assumed: the deck does not state it", "edited by the investor". */
export function factProvenance(source: FieldSource | null | undefined): string {
  if (!source) return 'source unknown';
  const state = factState(source);
  if (state === 'edited') return 'edited by the investor';
  if (state === 'assumed') return 'assumed: the deck does not state it';
  if (state === 'not_found') return 'not found in the deck';
  const where = slidesOf(source.slides);
  const read =
    source.status === 'inferred' ? (where ? `inferred from ${where}` : 'inferred') : where ? `stated, ${where}` : 'stated';
  return state === 'check' ? `${read}; not sure, to check` : read;
}

/** The block's text for these facts and sources. */
export function factsReadBlock(facts: Partial<Record<MetadataField, string>>, sources: FieldSources | null | undefined): string {
  const lines = FACTS_LISTED.map((field) => {
    const value = String(facts[field] ?? '').trim();
    return `- ${METADATA_FIELD_LABELS[field]}: ${value || 'Not specified'} (${factProvenance(sources?.[field])})`;
  });
  return `${FACTS_READ_HEADING}\n${lines.join('\n')}`;
}

/**
 * A detailed analysis with its facts block written again from the deck's current facts: the block runs
 * from its heading to the next blank line. A text without the block (written by a model, or before the
 * block existed) is returned as it is.
 */
export function withCurrentFacts(
  detailedAnalysis: string,
  facts: Partial<Record<MetadataField, string>>,
  sources: FieldSources | null | undefined,
): string {
  const start = detailedAnalysis.indexOf(FACTS_READ_HEADING);
  if (start === -1) return detailedAnalysis;
  const end = detailedAnalysis.indexOf('\n\n', start);
  const after = end === -1 ? '' : detailedAnalysis.slice(end);
  return `${detailedAnalysis.slice(0, start)}${factsReadBlock(facts, sources)}${after}`;
}
