import type { FieldSources } from './contracts/decks.ts';

/**
 * What an investor's corrections teach the local engine (issue #30 item 4): each deck fact the investor
 * edited or confirmed is a label, written in the corpus's own columns (`labels.tsv` of the evaluation
 * corpus) so that one fit reads both. A fact nobody touched says nothing — the investor may simply not
 * have looked — so it is left blank, not taken as right.
 */
export const ENGINE_LABEL_COLUMNS = {
  companyName: 'company_name',
  industry: 'industry',
  stage: 'stage',
  roundSize: 'round_size',
  geography: 'location',
} as const;

export type EngineLabelField = keyof typeof ENGINE_LABEL_COLUMNS;
export type EngineLabelColumn = (typeof ENGINE_LABEL_COLUMNS)[EngineLabelField];

/** The corpus's word for "the document does not say": an emptied fact. */
export const UNSTATED_LABEL = 'unknown';

export interface DeckForLabels {
  /** SHA-256 of the deck's extracted text: names its text file in the export. */
  textSha256: string;
  fileName: string;
  values: Record<EngineLabelField, string>;
  fieldSources: FieldSources;
  /** The investor overruled "not a pitch deck" (ADR 11): the document is a deck. */
  addedAnyway: boolean;
}

export interface EngineLabelRow {
  file: string;
  sha256: string;
  isPitchDeck: 'yes' | '';
  labels: Partial<Record<EngineLabelColumn, string>>;
}

/** The labels one deck gives, or null when the investor taught nothing about it. */
export function engineLabelsOf(deck: DeckForLabels): EngineLabelRow | null {
  const labels: EngineLabelRow['labels'] = {};
  for (const [field, column] of Object.entries(ENGINE_LABEL_COLUMNS) as [EngineLabelField, EngineLabelColumn][]) {
    if (deck.fieldSources[field]?.status !== 'user') continue;
    const value = deck.values[field].trim();
    labels[column] = value === '' ? UNSTATED_LABEL : value;
  }
  if (Object.keys(labels).length === 0 && !deck.addedAnyway) return null;
  return {
    // File names repeat ("pitch.pdf"); the text's hash keeps each row's key unique.
    file: `${deck.textSha256.slice(0, 12)}-${deck.fileName}`,
    sha256: deck.textSha256,
    isPitchDeck: deck.addedAnyway ? 'yes' : '',
    labels,
  };
}

const TSV_HEADER = ['file', 'is_pitch_deck', ...Object.values(ENGINE_LABEL_COLUMNS), 'sha256', 'source'] as const;

/** A cell never holds the separators: a tab or a line break in a value becomes a space. */
const cell = (value: string) => value.replace(/[\t\r\n]+/g, ' ');

/** The rows as a `labels.tsv` the corpus readers parse (blank = no label for that column). */
export function engineLabelsTsv(rows: readonly EngineLabelRow[]): string {
  const lines = rows.map((row) =>
    [row.file, row.isPitchDeck, ...Object.values(ENGINE_LABEL_COLUMNS).map((column) => row.labels[column] ?? ''), row.sha256, 'investor correction']
      .map(cell)
      .join('\t'),
  );
  return [TSV_HEADER.join('\t'), ...lines].join('\n') + '\n';
}
