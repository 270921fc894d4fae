/**
 * What the corpus evaluations share: the labels file, the extraction cache (by file hash, so that
 * iterating on the rules re-runs only the rules) and how a field's answer is compared with its label.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRoundSize } from '@pitchscope/domain/round-size';
import { canonicalStage } from '@pitchscope/domain/stages';
import { extractDocument } from '../src/platform/extraction/extract-document.ts';

export type Label = Record<string, string>;

export function parseTsv(text: string): Map<string, Label> {
  const [header, ...rows] = text.split(/\r?\n/).filter((l) => l.trim().length > 0);
  const columns = header.split('\t');
  const out = new Map<string, Label>();
  for (const row of rows) {
    const cells = row.split('\t');
    const label = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
    out.set(label.file, label);
  }
  return out;
}

export interface CachedExtraction {
  pages: { pageNumber: number; rawText: string; notes?: string }[];
  rawContent: string;
  ocrPageCount: number;
}

/**
 * Names the OCR text a cached extraction holds: bumped whenever the text OCR gives changes (session 32: lines
 * in reading order from the word boxes), so that a cache from before is not read as today's OCR.
 */
const OCR_TEXT_VERSION = 'ocr-reading-order';

export async function extractCached(
  filePath: string,
  sha: string,
  ocr: boolean,
  cacheDir: string | null,
): Promise<CachedExtraction> {
  const cacheFile = cacheDir ? path.join(cacheDir, `${sha}${ocr ? `.${OCR_TEXT_VERSION}` : '.no-ocr'}.json`) : null;
  if (cacheFile) {
    try {
      return JSON.parse(await readFile(cacheFile, 'utf8')) as CachedExtraction;
    } catch {
      // Not cached yet.
    }
  }
  const doc = await extractDocument({ path: filePath }, { ocr });
  const result: CachedExtraction = {
    pages: doc.pages.map((p) => ({
      pageNumber: p.pageNumber,
      rawText: p.rawText,
      ...(p.notes ? { notes: p.notes } : {}),
    })),
    rawContent: doc.rawContent,
    ocrPageCount: doc.ocrPageCount,
  };
  if (cacheFile) await writeFile(cacheFile, JSON.stringify(result));
  return result;
}

export function isUnknown(v: string | undefined): boolean {
  return !v || /^(unknown|n\/a|none|-)$/i.test(v.trim());
}

/**
 * What a label says of the deck's stage. A stage is one of the spec's stages (the investor profile's
 * options, read as `canonicalStage` reads them); a label naming something else — "ICO", a token sale —
 * records how the deck raises, which the spec has no stage for, so the deck states no stage the engine
 * could report (ADR 0042). A stage the labeller inferred (no stage word in the deck) is not stated either.
 */
export type LabelledStage = 'stated' | 'inferred' | 'outside the spec' | 'silent';

export function labelledStage(label: Label): LabelledStage {
  if (isUnknown(label.stage)) return 'silent';
  if (canonicalStage(label.stage) === null) return 'outside the spec';
  return /^inferred/i.test(label.stage_basis ?? '') ? 'inferred' : 'stated';
}

/** Normalised name variants of a label: "AirBed&Breakfast (Airbnb)" → ["airbedandbreakfast", "airbnb"]. */
export function nameVariants(label: string): string[] {
  return label
    .split(/[()/;]|,(?!\s*inc)/i)
    .map((x) => normalize(x))
    .filter((x) => x.length >= 2);
}
export function normalize(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\b(inc|ltd|llc|corp|gmbh|the)\b\.?/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}
const GENERIC_NAME_WORDS = new Set([
  'system',
  'systems',
  'network',
  'app',
  'the',
  'inc',
  'company',
  'team',
  'language',
  'programming',
  'student',
  'homes',
  'pay',
]);
export function namesMatch(label: string, got: string): boolean {
  const g = normalize(got);
  if (!g) return false;
  const variants = nameVariants(label);
  if (variants.some((v) => v === g || (g.length >= 3 && v.includes(g)) || (v.length >= 3 && g.includes(v))))
    return true;
  const tokens = (s: string) =>
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((t) => t.length >= 3 && !GENERIC_NAME_WORDS.has(t));
  const gotTokens = new Set(tokens(got));
  return tokens(label).some((t) => gotTokens.has(t));
}
/**
 * A round answer against its label: the same amount within 5 %, both ends of a range when the label
 * states one (a range answered with its lower end alone is a miss), and the label's currency when it
 * states one. A label's bracketed note ("(token sale target)") is not part of the amount.
 */
export function roundsMatch(label: string, got: string): boolean {
  const expected = parseRoundSize(label.replace(/\(.*\)/, ''));
  const actual = parseRoundSize(got);
  if (!expected || !actual) return false;
  const close = (want: number, have: number) => Math.abs(want - have) <= 0.05 * want;
  const sameEnds =
    close(expected.low, actual.low) &&
    (expected.high === null ? actual.high === null : actual.high !== null && close(expected.high, actual.high));
  const currencyStated = !/currency not stated/i.test(label) && expected.currency !== null;
  return sameEnds && (!currencyStated || expected.currency === actual.currency);
}
/** An industry answer against its label: the labelled industry or one of its alternatives (bracketed notes aside). */
export function industryMatches(label: Label, got: string): boolean {
  return [label.industry, ...(label.industry_alternatives ?? '').split(';')]
    .map((x) => (x ?? '').replace(/\(.*\)/, '').trim().toLowerCase())
    .filter(Boolean)
    .includes(got.toLowerCase());
}

/**
 * Whether the deck states the labelled stage. A stage the labeller inferred (no stage word in the deck,
 * e.g. read from the instrument) is not stated: an engine stating one claims what the deck does not say.
 */
export function labelStatesStage(label: Label): boolean {
  return labelledStage(label) === 'stated';
}

export function stagesMatch(label: string, got: string): boolean {
  return label.toLowerCase() === got.toLowerCase();
}

export function placesMatch(label: string, got: string): boolean {
  const aliases: Record<string, string> = {
    us: 'usa',
    'u.s.': 'usa',
    'united states': 'usa',
    sf: 'san francisco',
  };
  const tokens = (s: string) =>
    s
      .toLowerCase()
      .split(/[,;()]+/)
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => aliases[t] ?? t);
  const g = new Set(tokens(got));
  return tokens(label).some((t) => g.has(t));
}
