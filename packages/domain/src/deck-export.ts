import type { DeckSummary, FieldSources, MetadataField } from './contracts/decks.ts';
import { fitCriterionLabel, fitMatchLabel } from './investor-fit.ts';
import { formatRoundSize, formatUsdEquivalent } from './round-size.ts';
import { factState, factText, isUnstatedSource } from './field-sources.ts';

export const DECK_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type DeckExportFormat = (typeof DECK_EXPORT_FORMATS)[number];

export type ExportedDeck = Pick<
  DeckSummary,
  | 'id'
  | 'companyName'
  | 'product'
  | 'industry'
  | 'stage'
  | 'roundSize'
  | 'geography'
  | 'website'
  | 'shortDescription'
  | 'status'
  | 'deepAnalysisStatus'
  | 'investorFit'
  | 'fieldSources'
  | 'starred'
  | 'isArchived'
  | 'uploadedAt'
  | 'fileName'
>;

interface Column {
  header: string;
  value: (deck: ExportedDeck, deckUrl: string) => string;
}

/**
 * A fact the deck does not state is exported as the spec's display value, marked as such; one extraction
 * is not sure of is marked "(check)", as the app marks it until the investor confirms it. `format`
 * prints the value as the app shows it.
 */
function fact(field: MetadataField, format: (value: string) => string = (value) => value) {
  return (deck: ExportedDeck) => {
    const value = format((deck[field as keyof ExportedDeck] as string | null | undefined) ?? '');
    // As every view prints it (factText): "Not specified" says it already, other unstated values carry a note.
    return factText(value, factState(deck.fieldSources?.[field])) ?? value;
  };
}

function isUnstated(sources: FieldSources | null | undefined, field: MetadataField): boolean {
  return isUnstatedSource(sources?.[field]);
}

/** The columns of a deck export (CSV and Excel), in order: the list's facts, the fit and its reasons, the link. */
export const DECK_EXPORT_COLUMNS: readonly Column[] = [
  { header: 'Company', value: fact('companyName') },
  { header: 'Product', value: fact('product') },
  { header: 'Industry', value: fact('industry') },
  { header: 'Stage', value: fact('stage') },
  // As the app shows it: a round without a currency reads "150K (currency not stated)", never as dollars.
  { header: 'Round size', value: fact('roundSize', formatRoundSize) },
  // What the check-size fit compared, with the rates' date: only for a stated round in another currency.
  {
    header: 'Round size in USD',
    value: (deck) => (isUnstated(deck.fieldSources, 'roundSize') ? '' : formatUsdEquivalent(deck.roundSize)),
  },
  { header: 'Location', value: fact('geography') },
  { header: 'Website', value: fact('website') },
  { header: 'Short description', value: fact('shortDescription') },
  { header: 'Overall fit', value: (deck) => fitMatchLabel(deck.investorFit?.overallMatch) ?? '' },
  { header: 'Stage fit', value: (deck) => criterion(deck, 'stageFit') },
  { header: 'Check size fit', value: (deck) => criterion(deck, 'checkSizeFit') },
  { header: 'Sector fit', value: (deck) => criterion(deck, 'sectorAlignment') },
  { header: 'Geography fit', value: (deck) => criterion(deck, 'geographyFit') },
  { header: 'Stage fit reason', value: (deck) => deck.investorFit?.rationale.stageFitReason ?? '' },
  { header: 'Check size fit reason', value: (deck) => deck.investorFit?.rationale.checkSizeReason ?? '' },
  { header: 'Sector fit reason', value: (deck) => deck.investorFit?.rationale.sectorReason ?? '' },
  { header: 'Geography fit reason', value: (deck) => deck.investorFit?.rationale.geographyReason ?? '' },
  { header: 'Status', value: (deck) => deck.status },
  { header: 'Deep analysis', value: (deck) => deck.deepAnalysisStatus },
  { header: 'Starred', value: (deck) => (deck.starred ? 'yes' : 'no') },
  { header: 'Archived', value: (deck) => (deck.isArchived ? 'yes' : 'no') },
  { header: 'Uploaded', value: (deck) => deck.uploadedAt.slice(0, 10) },
  { header: 'File', value: (deck) => deck.fileName },
  { header: 'Link', value: (_deck, deckUrl) => deckUrl },
];

function criterion(deck: ExportedDeck, key: 'stageFit' | 'checkSizeFit' | 'sectorAlignment' | 'geographyFit'): string {
  return deck.investorFit ? fitCriterionLabel(deck.investorFit[key]) : '';
}

export function deckExportRow(deck: ExportedDeck, deckUrl: string): string[] {
  return DECK_EXPORT_COLUMNS.map((column) => neutraliseFormula(column.value(deck, deckUrl)));
}

/**
 * Deck text is untrusted: a cell that starts like a formula (=, +, -, @, tab, carriage return) would be
 * run by a spreadsheet (OWASP "CSV injection"), so it is prefixed with an apostrophe.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV record (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled. */
export function csvLine(fields: readonly string[]): string {
  return fields.map((field) => (/[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field)).join(',') + '\r\n';
}
