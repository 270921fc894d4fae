/**
 * A workspace's portfolio and the decks that compete with it (issue #32 item 4, ADR 0054). Pure rules:
 * reading the portfolio CSV (an error per bad row), and when a deck competes with a holding — same sector
 * and overlapping product words, or a competition slide that names the holding.
 */
import { z } from 'zod';
import { nameKeysAtLeast, normalizeCompanyName, similarityKey } from './duplicates.ts';
import { SAME_COMPANY_NAME_SIMILARITY, websiteDomain } from './comparables.ts';

/** A fund's portfolio is tens to a few hundred companies; this bounds an import and the conflict check. */
export const PORTFOLIO_MAX_COMPANIES = 1000;
/** A CSV of a thousand rows of one-liners is well under this. */
export const PORTFOLIO_CSV_MAX_CHARS = 1_000_000;
export const PORTFOLIO_FIELD_MAX = { name: 200, website: 200, sector: 100, description: 300 } as const;
/** Product words a deck and a holding of the same sector must share to compete. */
export const CONFLICT_MIN_SHARED_WORDS = 2;
/** Shorter holding names ("AI", "Go") are found inside too many unrelated sentences to be matched on. */
export const CONFLICT_MIN_NAME_LENGTH = 3;
/** The most decks one conflicts request checks (the list's page of cards). */
export const CONFLICTS_DECKS_MAX = 200;

export const PORTFOLIO_MESSAGES = {
  noNameColumn: 'The first line must name the columns, one of them "name" (also: website, sector, description).',
  emptyFile: 'The file has no companies.',
  nameMissing: 'The company name is empty.',
  tooLong: (field: string, max: number) => `The ${field} is longer than ${max} characters.`,
  badWebsite: (value: string) => `"${value}" is not a website address.`,
  repeatedName: (line: number) => `The same company is already on line ${line}.`,
  unclosedQuote: 'A quoted field is not closed.',
  tooManyCompanies: `A portfolio holds at most ${PORTFOLIO_MAX_COMPANIES} companies.`,
  notFound: 'This portfolio company does not exist.',
} as const;

// CSV ---------------------------------------------------------------------------------------------

interface CsvRecord {
  /** The line of the file the record starts on (1-based), for the error messages. */
  line: number;
  fields: string[];
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function csvRecords(text: string): { records: CsvRecord[]; unclosedAtLine: number | null } {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((value) => value.trim() !== '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      field = '';
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += c;
  }
  if (quoted) return { records, unclosedAtLine: quoteLine };
  endRecord();
  return { records, unclosedAtLine: null };
}

const COLUMN_NAMES: Record<string, 'name' | 'website' | 'sector' | 'description'> = {
  name: 'name',
  company: 'name',
  'company name': 'name',
  website: 'website',
  url: 'website',
  domain: 'website',
  sector: 'sector',
  industry: 'sector',
  description: 'description',
  'one-line description': 'description',
  'one line description': 'description',
  'one-liner': 'description',
  summary: 'description',
};

export const portfolioCompanyInputSchema = z.object({
  name: z.string().trim().min(1).max(PORTFOLIO_FIELD_MAX.name),
  website: z.string().trim().max(PORTFOLIO_FIELD_MAX.website),
  sector: z.string().trim().max(PORTFOLIO_FIELD_MAX.sector),
  description: z.string().trim().max(PORTFOLIO_FIELD_MAX.description),
});
export type PortfolioCompanyInput = z.infer<typeof portfolioCompanyInputSchema>;

export const portfolioRowErrorSchema = z.object({ line: z.number().int().positive(), message: z.string() });
export type PortfolioRowError = z.infer<typeof portfolioRowErrorSchema>;

export interface ParsedPortfolio {
  companies: PortfolioCompanyInput[];
  errors: PortfolioRowError[];
}

/**
 * The companies of a portfolio CSV whose first line names the columns (name, website, sector,
 * description; a few common spellings; others ignored). A bad row is left out with its line and reason,
 * the good rows are kept; a second row of the same company (by its normalised name) is a bad row.
 */
export function parsePortfolioCsv(text: string): ParsedPortfolio {
  const { records, unclosedAtLine } = csvRecords(text.replace(/^\uFEFF/, ''));
  const errors: PortfolioRowError[] = [];
  if (unclosedAtLine !== null) errors.push({ line: unclosedAtLine, message: PORTFOLIO_MESSAGES.unclosedQuote });
  const [header, ...rows] = records;
  if (!header) return { companies: [], errors: [{ line: 1, message: PORTFOLIO_MESSAGES.emptyFile }] };
  const columns = header.fields.map((name) => COLUMN_NAMES[name.trim().toLowerCase().replace(/[_\s]+/g, ' ')] ?? null);
  if (!columns.includes('name')) return { companies: [], errors: [{ line: header.line, message: PORTFOLIO_MESSAGES.noNameColumn }] };
  if (rows.length === 0) return { companies: [], errors: errors.length > 0 ? errors : [{ line: header.line, message: PORTFOLIO_MESSAGES.emptyFile }] };

  const companies: PortfolioCompanyInput[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const value = { name: '', website: '', sector: '', description: '' };
    columns.forEach((column, index) => {
      if (column && !value[column]) value[column] = (row.fields[index] ?? '').replace(/\s+/g, ' ').trim();
    });
    const problem = rowProblem(value);
    if (problem) {
      errors.push({ line: row.line, message: problem });
      continue;
    }
    const key = normalizeCompanyName(value.name);
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      errors.push({ line: row.line, message: PORTFOLIO_MESSAGES.repeatedName(earlier) });
      continue;
    }
    firstLineOf.set(key, row.line);
    companies.push(value);
  }
  return { companies, errors: errors.sort((a, b) => a.line - b.line) };
}

function rowProblem(value: PortfolioCompanyInput): string | null {
  if (!value.name) return PORTFOLIO_MESSAGES.nameMissing;
  for (const field of ['name', 'website', 'sector', 'description'] as const) {
    if (value[field].length > PORTFOLIO_FIELD_MAX[field]) return PORTFOLIO_MESSAGES.tooLong(field, PORTFOLIO_FIELD_MAX[field]);
  }
  if (value.website && !websiteDomain(value.website)) return PORTFOLIO_MESSAGES.badWebsite(value.website);
  return null;
}

// Conflicts ---------------------------------------------------------------------------------------

/** Words of a competition slide's title or text: a holding named there is named as a competitor. */
const COMPETITION_WORDS =
  /(?<![\p{L}])(competitors?|competition|competitive|landscape|alternatives|incumbents?|versus|vs\.?|compared to|how we (?:compare|win)|differentiation)(?![\p{L}])/iu;

/**
 * Words that say nothing about what a company makes ("platform", "solution", "customers"): sharing them
 * is not competing. Words of three letters or fewer are never product words.
 */
const GENERIC_WORDS = new Set(
  `about across after also based best better build builds built business businesses companies company customer
  customers data digital easy enable enables every first from global help helps into large leading made make makes
  management market more most next online over platform platforms power powered product products provide provides
  service services simple small smart software solution solutions system systems team teams than that their them
  they this through tool tools using users with without world your`.split(/\s+/),
);
/** Sector words that do not name a market by themselves ("Energy / Cleantech and other services"). */
const GENERIC_SECTOR_WORDS = new Set(['and', 'other', 'services', 'technology', 'tech', 'software', 'the', 'of', 'for']);

/** A light stemmer for matching product words: "restaurants" → "restaurant", "batteries" → "battery". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The product words of a text: longer than three letters, not generic, stemmed. */
export function productWords(text: string | null | undefined): Set<string> {
  const words = (text ?? '').toLowerCase().replace(/['’]s\b/g, '').match(/\p{L}[\p{L}\p{N}-]*/gu) ?? [];
  return new Set(words.filter((word) => word.length > 3 && !GENERIC_WORDS.has(word)).map(stem));
}

/** A sector as sameSector compares it: its market words, and its letters run together. */
interface SectorKey {
  words: Set<string>;
  squashed: string;
}

function sectorKey(sector: string | null | undefined): SectorKey {
  const words = (sector ?? '').toLowerCase().match(/\p{L}+/gu) ?? [];
  return {
    words: new Set(words.filter((word) => !GENERIC_SECTOR_WORDS.has(word)).map(stem)),
    squashed: plainWords(sector ?? '').join(''),
  };
}

function sectorKeysMatch(a: SectorKey, b: SectorKey): boolean {
  if (a.squashed && a.squashed === b.squashed) return true;
  for (const word of b.words) if (a.words.has(word)) return true;
  return false;
}

/**
 * Same sector: the two sectors share a word that names a market ("Energy / Cleantech" and "Cleantech"),
 * or are written alike but for spacing and hyphens ("Clean tech", "Ed-Tech" and "Cleantech", "EdTech").
 */
export function sameSector(a: string | null | undefined, b: string | null | undefined): boolean {
  return sectorKeysMatch(sectorKey(a), sectorKey(b));
}

/** Lowercase words without accents: "Volt Café" and "VOLT CAFE" read alike. */
function plainWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** A name as one run of letters: spaces, hyphens, accents and a trailing legal form ("Inc.") dropped. */
function squashedName(name: string): string {
  return normalizeCompanyName(plainWords(name).join(' ')).replace(/\s+/g, '');
}

/** Second-level labels under a country's domain ("acme.co.uk"): the name is the label before them. */
const SECOND_LEVEL_LABELS = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu']);

/** The name a website carries: "https://app.voltcafe.co.uk/" → "voltcafe". */
function websiteName(website: string | null | undefined): string {
  const labels = websiteDomain(website).split('.');
  if (labels.length < 2) return '';
  labels.pop();
  if (labels.length > 1 && SECOND_LEVEL_LABELS.has(labels.at(-1)!)) labels.pop();
  return labels.at(-1)!.replace(/-/g, '');
}

/** How far a name may be split on a slide ("Volt Café Group" is three words): runs of up to this many words. */
const NAME_MAX_WORDS = 4;

/**
 * Every run of one to four consecutive words of a slide, joined without spaces: a holding is named on the
 * slide when one of its names is such a run. Whole words only, so "Wattson" is not found in "Wattsonia",
 * while "Voltcafe", "Volt Café", "volt-cafe" and "voltcafe.com" all name the same holding.
 */
function wordRuns(text: string): Set<string> {
  const words = plainWords(text);
  const runs = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    let run = '';
    for (let end = start; end < Math.min(words.length, start + NAME_MAX_WORDS); end++) runs.add((run += words[end]));
  }
  return runs;
}

/** What the conflict rules read of a holding, worked out once per holding object: one request checks every listed deck against the same list. */
interface HoldingKeys {
  /** The names a slide may call it by: its name squashed and its website's name, none shorter than CONFLICT_MIN_NAME_LENGTH. */
  names: string[];
  nameKey: string;
  sector: SectorKey;
  productWords: string[];
}

const holdingKeys = new WeakMap<ConflictHolding, HoldingKeys>();
function keysOf(holding: ConflictHolding): HoldingKeys {
  let keys = holdingKeys.get(holding);
  if (!keys) {
    keys = {
      names: [...new Set([squashedName(holding.name), websiteName(holding.website)])].filter(
        (name) => name.length >= CONFLICT_MIN_NAME_LENGTH,
      ),
      nameKey: similarityKey(holding.name),
      sector: sectorKey(holding.sector),
      productWords: [...productWords(holding.description)],
    };
    holdingKeys.set(holding, keys);
  }
  return keys;
}

export interface ConflictHolding {
  id: string;
  name: string;
  /** Its website, when the portfolio lists one: a slide may name the holding by its domain. */
  website?: string | null;
  sector: string;
  description: string;
}

export interface ConflictDeck {
  companyName: string;
  /** The deck's industry as stated (null or '' when it does not state one). */
  industry: string | null;
  product: string;
  shortDescription: string;
  slides: ReadonlyArray<{ page: number; text: string }>;
}

export type ConflictKind = 'named-competitor' | 'same-market';

export interface PortfolioConflict {
  companyId: string;
  companyName: string;
  kind: ConflictKind;
  /** The slide that shows it: the competition slide naming the holding, or the one using most shared words. */
  page: number | null;
  /** The product words both use (same-market), stemmed, in the holding's order. */
  words: string[];
  reason: string;
}

export function conflictReason(conflict: Pick<PortfolioConflict, 'companyName' | 'kind' | 'page' | 'words'>, sector = ''): string {
  const slide = conflict.page !== null ? ` (slide ${conflict.page})` : '';
  if (conflict.kind === 'named-competitor') return `Names ${conflict.companyName} as a competitor${slide}`;
  return `Same sector${sector ? ` (${sector})` : ''} as ${conflict.companyName}, and the same product words: ${conflict.words.join(', ')}${slide}`;
}

/**
 * The holdings a deck competes with, at most one conflict per holding (a competition slide naming it
 * first: it is the deck's own word). The deck of a holding itself (its name as close as the same company)
 * competes with nothing of its own.
 */
export function detectConflicts(deck: ConflictDeck, holdings: readonly ConflictHolding[]): PortfolioConflict[] {
  const conflicts: PortfolioConflict[] = [];
  const deckWords = productWords(`${deck.product} ${deck.shortDescription}`);
  const competitionSlides = deck.slides
    .filter((slide) => COMPETITION_WORDS.test(slide.text))
    .map((slide) => ({ page: slide.page, runs: wordRuns(slide.text) }));
  const ownName = squashedName(deck.companyName);
  const ownNameKey = similarityKey(deck.companyName);
  const deckSector = sectorKey(deck.industry);
  let slideWords: Array<{ page: number; words: Set<string> }> | null = null;
  for (const holding of holdings) {
    const keys = keysOf(holding);
    if (nameKeysAtLeast(ownNameKey, keys.nameKey, SAME_COMPANY_NAME_SIMILARITY)) continue;
    if (ownName && keys.names.includes(ownName)) continue;
    const named = competitionSlides.find((slide) => keys.names.some((name) => slide.runs.has(name)));
    if (named) {
      const found = { companyId: holding.id, companyName: holding.name, kind: 'named-competitor' as const, page: named.page, words: [] };
      conflicts.push({ ...found, reason: conflictReason(found) });
      continue;
    }
    if (!sectorKeysMatch(deckSector, keys.sector)) continue;
    const shared = keys.productWords.filter((word) => deckWords.has(word));
    if (shared.length < CONFLICT_MIN_SHARED_WORDS) continue;
    slideWords ??= deck.slides.map((slide) => ({ page: slide.page, words: productWords(slide.text) }));
    let page: number | null = null;
    let most = 0;
    for (const slide of slideWords) {
      const count = shared.filter((word) => slide.words.has(word)).length;
      if (count > most) [page, most] = [slide.page, count];
    }
    const found = { companyId: holding.id, companyName: holding.name, kind: 'same-market' as const, page, words: shared };
    conflicts.push({ ...found, reason: conflictReason(found, holding.sector) });
  }
  return conflicts;
}

// Contracts ---------------------------------------------------------------------------------------

export const portfolioCompanySchema = portfolioCompanyInputSchema.extend({
  id: z.string(),
  createdAt: z.string(),
});
export type PortfolioCompany = z.infer<typeof portfolioCompanySchema>;

export const portfolioListResponseSchema = z.object({ companies: z.array(portfolioCompanySchema) });
export type PortfolioListResponse = z.infer<typeof portfolioListResponseSchema>;

export const portfolioImportInputSchema = z.object({
  csv: z.string().min(1, { message: PORTFOLIO_MESSAGES.emptyFile }).max(PORTFOLIO_CSV_MAX_CHARS),
});
export type PortfolioImportInput = z.infer<typeof portfolioImportInputSchema>;

export const portfolioImportResponseSchema = z.object({
  /** New companies added, and companies already in the portfolio (same name) whose details were replaced. */
  added: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  errors: z.array(portfolioRowErrorSchema),
});
export type PortfolioImportResponse = z.infer<typeof portfolioImportResponseSchema>;

export const deckConflictSchema = z.object({
  deckId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  kind: z.enum(['named-competitor', 'same-market']),
  page: z.number().int().positive().nullable(),
  words: z.array(z.string()),
  reason: z.string(),
});
export type DeckConflict = z.infer<typeof deckConflictSchema>;

export const deckConflictsResponseSchema = z.object({ conflicts: z.array(deckConflictSchema) });
export type DeckConflictsResponse = z.infer<typeof deckConflictsResponseSchema>;

export const conflictsQuerySchema = z.object({
  /** Comma-separated deck ids (the list's visible page). */
  deckIds: z
    .string()
    .max(CONFLICTS_DECKS_MAX * 40)
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(100)).max(CONFLICTS_DECKS_MAX)),
});
