import { conceptTerms, foldedWords, foldInPlace, PREFIX_MIN_LENGTH } from '../languages/vocabulary.ts';
import type { FigureMetric } from './figure.ts';
import { escapeRegExp as escape } from '../regexp.ts';

/**
 * The figure ledger in the deck's own language (issue #32): its metric words come from the shared
 * investor vocabulary (`languages/<lang>.json`, the one Ask the deck glosses with), its number format
 * from Intl, its currency signs from Intl. Only the deck's own language is read besides English: a
 * French stem ("tarif", a price) would find prices in an English deck's "tariffs".
 */

/** The vocabulary's concepts that name a ledger metric; sales are revenue here, as in English decks. */
const CONCEPT_METRICS: ReadonlyArray<[concept: string, metric: FigureMetric]> = [
  ['revenue', 'revenue'],
  ['sales', 'revenue'],
  ['profit', 'profit'],
  ['valuation', 'valuation'],
  ['raise', 'round_size'],
  ['market', 'market_size'],
  ['growth', 'growth'],
  ['employees', 'headcount'],
  ['customers', 'customers'],
  ['users', 'users'],
  ['price', 'price'],
];


/** A term of the vocabulary as a pattern over `foldInPlace` text: its last word a stem (four letters or more), as Ask reads it. */
function termPattern(term: string): string {
  const words = foldedWords(term);
  const last = words[words.length - 1];
  const ending = last.length >= PREFIX_MIN_LENGTH ? String.raw`\p{L}*` : String.raw`(?![\p{L}\p{N}])`;
  return String.raw`(?<![\p{L}\p{N}])${words.map(escape).join(String.raw`[^\p{L}\p{N}]{1,3}`)}${ending}`;
}

function termsRegex(language: string, concepts: string[]): RegExp | null {
  const terms = concepts.flatMap((concept) => conceptTerms(language, concept));
  return terms.length === 0 ? null : new RegExp(terms.map(termPattern).join('|'), 'gu');
}

export interface LanguageMetricWord {
  metric: FigureMetric;
  index: number;
  end: number;
}

export interface LedgerLanguage {
  language: string;
  /** The language's metric words in a line, positions into the line as written. */
  metricWords(line: string): LanguageMetricWord[];
  /** The language's words for a forecast or plan ("Prognose", "proyección"). */
  marksProjection(text: string): boolean;
  /** "1,234 Mio." is 1.234 million and "1.234 Mio." 1,234 million, as Intl writes the language's numbers. */
  decimalComma: boolean;
}

/** The decimal separator of the language's numbers, as Intl formats them. */
function decimalSeparator(language: string): string {
  return new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

const cache = new Map<string, LedgerLanguage>();

export function ledgerLanguage(language: string): LedgerLanguage {
  const cached = cache.get(language);
  if (cached) return cached;
  const metrics = CONCEPT_METRICS.map(([concept, metric]) => ({ metric, re: termsRegex(language, [concept]) })).filter(
    (m): m is { metric: FigureMetric; re: RegExp } => m.re !== null,
  );
  const projection = termsRegex(language, ['forecast']);
  const read: LedgerLanguage = {
    language,
    metricWords(line) {
      if (metrics.length === 0) return [];
      const folded = foldInPlace(line);
      return metrics.flatMap(({ metric, re }) =>
        [...folded.matchAll(re)].map((m) => ({ metric, index: m.index, end: m.index + m[0].length })),
      );
    },
    marksProjection(text) {
      if (!projection) return false;
      projection.lastIndex = 0;
      return projection.test(foldInPlace(text));
    },
    decimalComma: decimalSeparator(language) === ',',
  };
  cache.set(language, read);
  return read;
}

/**
 * Currency signs Intl writes that name one currency only ("Rp" IDR, "R$" BRL, "zł" PLN, "₺" TRY), with
 * their ISO codes. A sign of plain ASCII letters ("Rp", "RM", "Ft") is read only before a figure, where
 * "5 KM" or "3 Ft" cannot take it for a unit; a sign with a currency mark or a letter beyond ASCII is
 * read on either side.
 */
export interface CurrencySign {
  sign: string;
  currency: string;
  /** Plain ASCII letters: read before a figure only. */
  lettersOnly: boolean;
}

function intlCurrencySigns(): CurrencySign[] {
  const byWriting = new Map<string, Set<string>>();
  for (const currency of Intl.supportedValuesOf('currency')) {
    for (const currencyDisplay of ['narrowSymbol', 'symbol'] as const) {
      const sign = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay })
        .formatToParts(1)
        .find((part) => part.type === 'currency')?.value;
      if (!sign || sign === currency) continue;
      byWriting.set(sign, (byWriting.get(sign) ?? new Set()).add(currency));
    }
  }
  return [...byWriting]
    .filter(([sign, currencies]) => currencies.size === 1 && (sign.length >= 2 || !/^[A-Za-z]$/.test(sign)))
    .filter(([sign]) => !/^[a-z]+$/.test(sign))
    .map(([sign, currencies]) => ({ sign, currency: [...currencies][0], lettersOnly: /^[A-Za-z ]+$/.test(sign) }))
    .sort((a, b) => b.sign.length - a.sign.length);
}

export const CURRENCY_SIGNS: ReadonlyArray<CurrencySign> = intlCurrencySigns();

const signsPattern = (signs: ReadonlyArray<CurrencySign>) => signs.map(({ sign }) => escape(sign)).join('|');
/** A sign right before a figure ("Rp 5 juta", "R$ 40", "₺12"), in group 1. */
export const SIGN_BEFORE = new RegExp(String.raw`(?<![\p{L}\d])(${signsPattern(CURRENCY_SIGNS)})\.?\s?$`, 'u');
/** A sign right after a figure ("12 ₺", "40 R$"), in group 1: not one of plain letters. */
export const SIGN_AFTER = new RegExp(
  String.raw`^\s?(${signsPattern(CURRENCY_SIGNS.filter((s) => !s.lettersOnly))})(?![\p{L}\d])`,
  'u',
);
export const signCurrency = (sign: string) => CURRENCY_SIGNS.find((s) => s.sign === sign)?.currency ?? null;
