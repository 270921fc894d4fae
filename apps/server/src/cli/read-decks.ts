import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ACCEPTED_EXTENSIONS } from '@pitchscope/domain/constants';
import { investorProfileSchema, type InvestorProfile } from '@pitchscope/domain/contracts/accounts';
import type { InvestorFit } from '@pitchscope/domain/contracts/decks';
import type { DeckFacts } from '@pitchscope/domain/field-edits';
import { investorFitOf } from '@pitchscope/domain/investor-fit';
import type { AnalysisProvider, ValidationResult } from '../modules/analysis/analysis.provider.ts';
import { factsOfMetadata } from '../modules/decks/deck-reading.ts';
import { readDeckFile } from '../platform/extraction/read-deck-file.ts';
import type { DocumentSandbox } from '../platform/extraction/sandbox/document-sandbox.ts';

/** What `pitchscope read` says of one file: the is-it-a-deck verdict, the facts read and the fit. */
export interface DeckReport {
  file: string;
  pages: number;
  isPitchDeck: boolean;
  verdict: ValidationResult;
  /** The facts the server would store for this deck (null for a file that is not a deck or not read). */
  facts: DeckFacts | null;
  /** The fit against the profile given with --profile (the domain's local rules), else null. */
  fit: InvestorFit | null;
  /** Why the file could not be read (an unsupported, broken or over-budget file). */
  error?: string;
}

export interface ReadDecksOptions {
  ocr: boolean;
  soffice: string | null;
  profile: InvestorProfile | null;
  now: Date;
}

const isDeckFile = (name: string) => (ACCEPTED_EXTENSIONS as readonly string[]).includes(path.extname(name).slice(1).toLowerCase());

/** The deck files named: files as given, folders for their PDF and PowerPoint files (not their sub-folders), in name order. */
export async function deckFilesOf(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const given of paths) {
    if ((await stat(given)).isDirectory()) {
      const entries = await readdir(given, { withFileTypes: true });
      files.push(
        ...entries
          .filter((entry) => entry.isFile() && isDeckFile(entry.name))
          .map((entry) => path.join(given, entry.name))
          .sort((a, b) => a.localeCompare(b)),
      );
    } else files.push(given);
  }
  return files;
}

/** The investor profile of a JSON file, with the app's defaults for what it leaves out. */
export async function readProfile(file: string): Promise<InvestorProfile> {
  return investorProfileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/**
 * Reads one file as an upload is read: the sandboxed readers (with a LibreOffice conversion of a legacy
 * .ppt when one is configured), the engine's is-it-a-deck verdict, its facts and the domain's fit.
 */
export async function readDeck(
  sandbox: Pick<DocumentSandbox, 'extract' | 'convertToPdf'>,
  engine: AnalysisProvider,
  file: string,
  options: ReadDecksOptions,
): Promise<DeckReport> {
  const base = { file: path.basename(file), pages: 0, isPitchDeck: false, facts: null, fit: null };
  let reading;
  try {
    reading = await readDeckFile(sandbox, file, { ocr: options.ocr, soffice: options.soffice });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...base, verdict: { isValid: false, reasoning: `Not read: ${message}` }, error: message };
  }
  try {
    const { document } = reading;
    const deckText = {
      fileName: base.file,
      pages: document.pages.map((page) => ({ pageNumber: page.pageNumber, text: page.rawText, notes: page.notes })),
    };
    const analysisContext = { now: options.now };
    const verdict = await engine.validatePitchDeck(deckText, analysisContext);
    const read = { ...base, pages: document.pageCount, isPitchDeck: verdict.isValid, verdict };
    if (!verdict.isValid) return read;
    const metadata = await engine.extractMetadata(deckText, analysisContext);
    const facts = factsOfMetadata(metadata);
    const fit = options.profile ? investorFitOf(facts, options.profile, null, metadata.fieldSources) : null;
    return { ...read, facts, fit };
  } finally {
    await reading.convertedPdf?.discard();
  }
}

const TABLE_COLUMNS = ['file', 'deck', 'company', 'industry', 'stage', 'round', 'geography', 'fit'] as const;
type Row = Record<(typeof TABLE_COLUMNS)[number], string>;

function rowOf(report: DeckReport): Row {
  return {
    file: report.file,
    deck: report.error ? 'unread' : report.isPitchDeck ? 'yes' : 'no',
    company: report.facts?.companyName ?? '',
    industry: report.facts?.industry ?? '',
    stage: report.facts?.stage ?? '',
    round: report.facts?.roundSize ?? '',
    geography: report.facts?.geography ?? '',
    fit: report.fit?.overallMatch ?? '',
  };
}

const MAX_CELL = 28;
const cell = (value: string) => {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_CELL ? `${flat.slice(0, MAX_CELL - 1)}…` : flat;
};

/** A fixed-width table for reading in a terminal, with a total line. */
export function formatTable(reports: DeckReport[]): string {
  const rows = reports.map((report) => Object.fromEntries(TABLE_COLUMNS.map((column) => [column, cell(rowOf(report)[column])])) as Row);
  const widths = TABLE_COLUMNS.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i]!)).join('  ').trimEnd();
  const decks = reports.filter((report) => report.isPitchDeck).length;
  const unread = reports.filter((report) => report.error).length;
  return [
    line([...TABLE_COLUMNS]),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(TABLE_COLUMNS.map((column) => row[column]))),
    `${reports.length} files: ${decks} decks, ${reports.length - decks - unread} not decks, ${unread} unread`,
  ].join('\n');
}

const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** One CSV row per file (RFC 4180 quoting), the table's columns plus the verdict's reasoning. */
export function formatCsv(reports: DeckReport[]): string {
  const header = [...TABLE_COLUMNS, 'reasoning'];
  const lines = reports.map((report) => {
    const row = rowOf(report);
    return [...TABLE_COLUMNS.map((column) => row[column]), report.verdict.reasoning].map(csvField).join(',');
  });
  return [header.join(','), ...lines].join('\n');
}
