/**
 * Reading funding amounts written by founders ("$1.5M", "€300,000", "1,2 mln", "USD 2 million",
 * "$20–25 Million", "₹4 crore") and printing them back as the deck writes them: amount, range and
 * currency kept. A round is converted to USD only to hold it against an investor's USD ticket, at the
 * fixed reference rates of exchange-rates.ts, and the rates' date is always said with the result.
 */
import { REFERENCE_RATES_DATE, toUsd } from './exchange-rates.ts';

export const CURRENCIES = [
  'USD', 'EUR', 'GBP', 'PLN', 'CHF', 'SEK', 'NOK', 'DKK', 'CAD', 'AUD', 'JPY', 'CNY', 'INR', 'RUB', 'SGD',
  'ILS', 'AED', 'BRL', 'UAH', 'CZK', 'HUF', 'NZD', 'HKD', 'NGN', 'KES', 'ZAR',
] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface Money {
  /** The amount in currency units (2.5M → 2_500_000). */
  amount: number;
  currency: Currency | null;
}

/** A round as stated: one amount, or a range from `low` to `high`, in the deck's currency. */
export interface RoundAmount {
  /** In currency units; the only amount when the deck states one figure. */
  low: number;
  /** The upper end of a range ("$20–25M"), or null for a single amount. */
  high: number | null;
  currency: Currency | null;
}

/** Symbols and words, checked in order: the longer, more specific spellings come first. */
const CURRENCY_MARKERS: ReadonlyArray<[RegExp, Currency]> = [
  [/\bNZ\$/i, 'NZD'],
  [/\bHK\$/i, 'HKD'],
  [/\b(?:CA|C)\$/i, 'CAD'],
  [/\b(?:AU|A)\$/i, 'AUD'],
  [/\bS\$/i, 'SGD'],
  [/\bR\$/i, 'BRL'],
  [/\bUS\$/i, 'USD'],
  [/\$/, 'USD'],
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/zł|\bzl\b|złotych|zloty/i, 'PLN'],
  [/¥/, 'JPY'],
  [/₹/, 'INR'],
  [/₽|руб/i, 'RUB'],
  [/₪/, 'ILS'],
  [/₴|грн/i, 'UAH'],
  [/₦/, 'NGN'],
  [/\bRs\b\.?|\brupees?\b/i, 'INR'],
  [/\breais\b/i, 'BRL'],
  [/\bdollars?\b/i, 'USD'],
  [/\beuros?\b/i, 'EUR'],
  [/\bpounds?\b|\bsterling\b/i, 'GBP'],
  [/\bfrancs?\b/i, 'CHF'],
];

/**
 * Currencies as written after a figure in words or signs ("50,000 euros", "1,5 mln zł", "500 000 €"),
 * as a regex alternation: what a text scanner must take in so that `parseMoney` sees the currency.
 */
export const CURRENCY_WORDS_PATTERN =
  'euros?|dollars?|pounds?|sterling|francs?|rupees?|reais|zł|złotych|zloty|zl|руб|грн|€|£|\\$|¥|₹|₽|₪|₴|₦';

/** Magnitude words in the languages decks are written in ("2,5 Mio.", "1,2 millones", "5 crore"). */
const MAGNITUDE_WORDS: ReadonlyArray<[words: string, value: number]> = [
  ['trillions?', 1e12],
  ['bn|billions?|milliards?|miliardów|miliardy|miliardi|miliardo|miliar|bilhões|bilhão|mld|mrd|млрд|b', 1e9],
  ['crores?|cr', 1e7],
  [
    'mm|mln|mn|millions?|millones|millón|milhões|milhão|milioni|milione|miljoen|miljoner|miljon|milionów|miliony|milion|mio|juta|jt|млн|m',
    1e6,
  ],
  ['lakhs?|lacs?', 1e5],
  ['k|thousands?|tys|tsd|mila|ribu|rb|тыс|grand', 1e3],
];
/** Every magnitude word as a regex alternation, for text scanners that locate figures. */
export const MAGNITUDE_WORDS_PATTERN = MAGNITUDE_WORDS.map(([words]) => words).join('|');

const MAGNITUDES: ReadonlyArray<[RegExp, number]> = MAGNITUDE_WORDS.map(([words, value]) => [
  new RegExp(`^(?:${words})(?![\\p{L}])`, 'iu'),
  value,
]);

/** A figure with thousands groups ("1,500,000", "2 000 000", "1.500.000") or a plain decimal ("2.5", "1,2"). */
const NUMBER_PATTERN = /\d{1,3}(?:[,. '\u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?/g;
const CURRENCY_AFTER_FIGURE = new RegExp(`^\\s*(?:${CURRENCIES.join('|')}|${CURRENCY_WORDS_PATTERN})`, 'i');
const RANGE_CONNECTOR = /^\s*(?:-|–|—|to|до)\s*/i;

const CURRENCY_CODE = new RegExp(`\\b(${CURRENCIES.join('|')})\\b`, 'i');

function detectCurrency(text: string): Currency | null {
  const code = text.match(CURRENCY_CODE);
  if (code) return code[1].toUpperCase() as Currency;
  for (const [pattern, currency] of CURRENCY_MARKERS) if (pattern.test(text)) return currency;
  return null;
}

/**
 * Decides which separator is the decimal one. One comma or dot followed by exactly three digits
 * is a thousands group ("300,000"), unless a magnitude follows ("$1.250M" means 1.25 million).
 */
function toNumber(token: string, hasMagnitude: boolean): number {
  const compact = token.replace(/[ '\u00a0\u202f]/g, '');
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    return Number(compact.split(grouping).join('').replace(decimal, '.'));
  }
  const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
  if (!separator) return Number(compact);
  const parts = compact.split(separator);
  const looksGrouped = parts.length > 2 || (parts[1].length === 3 && !(hasMagnitude && separator === '.'));
  return Number(looksGrouped ? parts.join('') : parts.join('.'));
}

function magnitudeAt(text: string): { multiplier: number; length: number } | null {
  const rest = text.match(/^\s*/)![0];
  const after = text.slice(rest.length);
  for (const [pattern, multiplier] of MAGNITUDES) {
    const found = after.match(pattern);
    if (found) return { multiplier, length: rest.length + found[0].length };
  }
  return null;
}

/**
 * Number words before a magnitude ("two million dollars"): rare in decks, so only single words
 * ("five hundred thousand" is left alone rather than read as a hundred thousand).
 */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50,
};
const NUMBER_WORD_BEFORE_MAGNITUDE = new RegExp(
  `\\b(${Object.keys(NUMBER_WORDS).join('|')})(?=\\s+(?:${MAGNITUDE_WORDS.map(([words]) => words).join('|')})\\b)`,
  'gi',
);

/**
 * "two million dollars" → "  2 million dollars": the number word as digits, padded to its length so
 * that a text scanner's positions still point into the original text.
 */
export function spellNumberWords(text: string): string {
  return text.replace(NUMBER_WORD_BEFORE_MAGNITUDE, (word) =>
    String(NUMBER_WORDS[word.toLowerCase()]).padStart(word.length, ' '),
  );
}

interface Figure {
  value: number;
  multiplier: number | null;
  /** The currency written right before or after the figure, if any. */
  currency: Currency | null;
  start: number;
  /** After the figure and its magnitude word. */
  end: number;
}

/** A currency sign, code or word written right before a figure ("CA$", "USD ", "Rs. "). */
function currencyBefore(text: string, start: number): Currency | null {
  const before = text.slice(Math.max(0, start - 5), start);
  const marker = before.match(/(?:[A-Za-z]{1,3}\$|[A-Za-z]{3}|Rs\.?|[^\s\d\p{L}])\s?$/u);
  return marker ? detectCurrency(marker[0]) : null;
}

function currencyAfter(text: string, end: number): Currency | null {
  const after = text.slice(end, end + 14).match(CURRENCY_AFTER_FIGURE);
  return after ? detectCurrency(after[0]) : null;
}

function readFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(NUMBER_PATTERN)) {
    const start = match.index;
    const numberEnd = start + match[0].length;
    const magnitude = magnitudeAt(text.slice(numberEnd));
    let multiplier = magnitude?.multiplier ?? null;
    // "2-3M": the first figure of a range shares the magnitude written after the second one.
    const connector = text.slice(numberEnd).match(RANGE_CONNECTOR);
    if (multiplier === null && connector) {
      const next = text.slice(numberEnd + connector[0].length).match(/^\d+(?:[.,]\d+)?/);
      if (next) multiplier = magnitudeAt(text.slice(numberEnd + connector[0].length + next[0].length))?.multiplier ?? null;
    }
    const end = numberEnd + (magnitude?.length ?? 0);
    const currency = currencyBefore(text, start) ?? currencyAfter(text, end);
    const value = toNumber(match[0], multiplier !== null);
    if (Number.isFinite(value)) figures.push({ value, multiplier, currency, start, end });
  }
  return figures;
}

/** Spec §5.4: a bare number above 1000 is a raw amount; a smaller one is already in millions ("2" → 2M). */
function bareAmount(value: number): number {
  return value > 1000 ? value : value * 1e6;
}

function amountOf(figure: Figure): number {
  return figure.multiplier !== null ? figure.value * figure.multiplier : bareAmount(figure.value);
}

function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** What may stand between the two ends of a range: a dash or "to", and the upper end's currency sign. */
const RANGE_GAP = new RegExp(
  `^\\s*(?:-|–|—|to|and|до|bis|à)\\s*(?:[A-Za-z]{1,3}\\$|(?:${CURRENCIES.join('|')})\\s?|Rs\\.?\\s?|[^\\s\\d\\p{L}])?\\s*$`,
  'iu',
);

/**
 * The upper end of a range starting at `low`: the next figure, joined by a dash or "to" ("$2–3M",
 * "$500K to $1M"), or by "and" after "between" ("between $1M and $1.5M"), in the same currency.
 */
function rangeEnd(text: string, low: Figure, next: Figure | undefined): Figure | null {
  if (!next) return null;
  const gap = text.slice(low.end, next.start);
  if (!RANGE_GAP.test(gap)) return null;
  if (/\band\b/i.test(gap) && !/\bbetween\s+(?:\S+\s?)?$/i.test(text.slice(0, low.start))) return null;
  if (low.currency && next.currency && low.currency !== next.currency) return null;
  return next;
}

/**
 * Reads the round a text states: the first amount carrying a currency or a magnitude (so "Series B
 * 2024: $5M" reads 5 million, not the year), with the upper end when a range follows. The currency is
 * the one written with the figure, else the one the rest of the text names outside brackets (so
 * "₹2–4 Cr (~$250–500K)" stays in rupees).
 */
export function parseRoundSize(text: string | null | undefined): RoundAmount | null {
  if (!text) return null;
  const spelled = spellNumberWords(text);
  const figures = readFigures(spelled);
  if (figures.length === 0) return null;
  const index = Math.max(0, figures.findIndex((f) => f.multiplier !== null || f.currency !== null));
  const low = figures[index];
  const high = rangeEnd(spelled, low, figures[index + 1]);
  // "$1 to $2M": a lower end written without its unit takes the upper end's.
  const lowAmount =
    high && low.multiplier === null && high.multiplier !== null && low.value < high.value
      ? low.value * high.multiplier
      : amountOf(low);
  const highAmount = high ? amountOf(high) : null;
  const currency =
    low.currency ?? high?.currency ?? detectCurrency(spelled.replace(/\([^)]*\)/g, ''));
  return {
    low: roundCents(lowAmount),
    high: highAmount !== null && highAmount > lowAmount ? roundCents(highAmount) : null,
    currency,
  };
}

/** The first amount a text states (the lower end of a range), in its currency. */
export function parseMoney(text: string | null | undefined): Money | null {
  const round = parseRoundSize(text);
  return round === null ? null : { amount: round.low, currency: round.currency };
}

/** The round in millions ("500K" → 0.5, "€300,000" → 0.3, "2" → 2), or null when no figure is found. */
export function parseRoundSizeToMillions(text: string | null | undefined): number | null {
  const money = parseMoney(text);
  return money === null ? null : money.amount / 1e6;
}

function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function trimDecimals(value: number, digits: number): string {
  return value.toFixed(digits).replace(/\.?0+$/, '');
}

/**
 * Raise amounts "shown as $K or $M": 2 → "$2M", 1.25 → "$1.25M", 0.5 → "$500K". `symbol: ''` prints
 * the amount alone, for a round whose deck states no currency (the "$" would be ours).
 */
export function formatMillions(millions: number | null | undefined, { symbol = '$' } = {}): string {
  if (millions === null || millions === undefined || !Number.isFinite(millions)) return '';
  const sign = millions < 0 ? '-' : '';
  const value = Math.abs(millions);
  const thousands = Math.round(value * 1000);
  if (thousands < 1000) return `${sign}${symbol}${thousands}K`;
  const [whole, fraction] = trimDecimals(value, 2).split('.');
  return `${sign}${symbol}${groupThousands(Number(whole))}${fraction ? `.${fraction}` : ''}M`;
}

/** Said next to an amount the deck gives without a currency. */
export const CURRENCY_NOT_STATED = 'currency not stated';

/**
 * The signs printed before an amount, read back by `parseMoney`; other currencies print their code
 * ("PLN 1M").
 */
const CURRENCY_SYMBOLS: Partial<Record<Currency, string>> = {
  USD: '$', EUR: '€', GBP: '£', JPY: '¥', INR: '₹', CAD: 'CA$', AUD: 'A$', NZD: 'NZ$', HKD: 'HK$', SGD: 'S$', BRL: 'R$',
};

type Unit = { value: number; suffix: string };
const COMPACT_UNITS: readonly Unit[] = [
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
];
/** Rupee amounts as Indian decks write them: crore and lakh. */
const INDIAN_UNITS: readonly Unit[] = [
  { value: 1e7, suffix: ' Cr' },
  { value: 1e5, suffix: ' lakh' },
  { value: 1e3, suffix: 'K' },
];

function unitOf(amount: number, units: readonly Unit[]): Unit {
  // 999,999.9 reads as 1M, not 1000K.
  return units.find((unit) => Math.round(amount / unit.value) >= 1 && amount >= unit.value * 0.9995) ?? {
    value: 1,
    suffix: '',
  };
}

function figureIn(amount: number, unit: Unit): string {
  const scaled = amount / unit.value;
  const [whole, fraction] = trimDecimals(scaled, unit.value === 1 ? 0 : 2).split('.');
  return `${groupThousands(Number(whole))}${fraction ? `.${fraction}` : ''}`;
}

/** "$2M", "€60–90K", "$750K–1.5M", "₹2–4 Cr": the ends share one unit when they can. */
function compactAmount(low: number, high: number | null, units: readonly Unit[]): string {
  const lowUnit = unitOf(low, units);
  if (high === null) return `${figureIn(low, lowUnit)}${lowUnit.suffix}`;
  const highUnit = unitOf(high, units);
  if (lowUnit === highUnit) return `${figureIn(low, lowUnit)}–${figureIn(high, highUnit)}${highUnit.suffix}`;
  return `${figureIn(low, lowUnit)}${lowUnit.suffix}–${figureIn(high, highUnit)}${highUnit.suffix}`;
}

/** A round printed as the deck states it: "CA$4M", "₹2–4 Cr", "€60–90K", "PLN 1–2M", "150K". */
export function formatRoundAmount(round: RoundAmount): string {
  const amount = compactAmount(round.low, round.high, round.currency === 'INR' ? INDIAN_UNITS : COMPACT_UNITS);
  if (round.currency === null) return amount;
  const symbol = CURRENCY_SYMBOLS[round.currency];
  return symbol ? `${symbol}${amount}` : `${round.currency} ${amount}`;
}

/**
 * A round as a person reads it, as the deck states it and never with a currency the deck did not give:
 * "$2M" → "$2M", "€300,000" → "€300K", "$20–25 Million" → "$20–25M", "150K" → "150K (currency not
 * stated)"; the founder's own text when no figure can be read.
 */
export function formatRoundSize(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  const round = parseRoundSize(trimmed);
  if (round === null || round.low <= 0) return trimmed;
  const amount = formatRoundAmount(round);
  return round.currency === null ? `${amount} (${CURRENCY_NOT_STATED})` : amount;
}

/** A round in US dollars at the reference rates; `rateDate` is null when the deck states it in USD. */
export interface UsdRound {
  low: number;
  high: number | null;
  rateDate: string | null;
}

/**
 * The round in USD, for holding it against a USD ticket. Null when no amount can be read or the deck
 * states no currency: converting then would rest on a currency we assumed.
 */
export function roundSizeInUsd(text: string | null | undefined): UsdRound | null {
  const round = parseRoundSize(text);
  if (round === null || round.low <= 0 || round.currency === null) return null;
  if (round.currency === 'USD') return { low: round.low, high: round.high, rateDate: null };
  const { currency } = round;
  return {
    low: toUsd(round.low, currency),
    high: round.high === null ? null : toUsd(round.high, currency),
    rateDate: REFERENCE_RATES_DATE,
  };
}

/** An approximation keeps two significant digits: $2,857,142 → $2.9M. */
function approximate(amount: number): number {
  if (amount <= 0) return amount;
  const step = 10 ** (Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / step) * step;
}

/**
 * What a round stated in another currency comes to in USD, with the rates' date:
 * "CA$4M" → "≈ $2.9M at the rate of 2026-11-01". Empty for a USD round, a round without a currency or
 * a text without an amount, where there is nothing to convert.
 */
export function formatUsdEquivalent(text: string | null | undefined): string {
  const usd = roundSizeInUsd(text);
  if (usd === null || usd.rateDate === null) return '';
  const amount = formatRoundAmount({
    low: approximate(usd.low),
    high: usd.high === null ? null : approximate(usd.high),
    currency: 'USD',
  });
  return `≈ ${amount} at the rate of ${usd.rateDate}`;
}

/** USD without decimals, grouped by thousands: 250000 → "$250,000". */
export function formatUsd(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}$${groupThousands(Math.abs(rounded))}`;
}
