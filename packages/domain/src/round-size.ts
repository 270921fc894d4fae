/**
 * Reading funding amounts written by founders ("$1.5M", "€300,000", "1,2 mln", "USD 2 million") and
 * printing them back. Amounts are never converted between currencies: the fit rules compare a
 * round with the investor's USD ticket at face value, as the original product did.
 */

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
  'euros?|dollars?|pounds?|sterling|francs?|reais|zł|złotych|zloty|zl|руб|грн|€|£|\\$|¥|₹|₽|₪|₴|₦';

/** Magnitude words in the languages decks are written in ("2,5 Mio.", "1,2 millones", "5 crore"). */
const MAGNITUDE_WORDS: ReadonlyArray<[words: string, value: number]> = [
  ['trillions?', 1e12],
  ['bn|billions?|mld|mrd|млрд|b', 1e9],
  ['crores?', 1e7],
  [
    'mm|mln|mn|millions?|millones|millón|milhões|milhão|milioni|milione|miljoen|miljoner|miljon|milionów|miliony|milion|mio|млн|m',
    1e6,
  ],
  ['lakhs?|lacs?', 1e5],
  ['k|thousands?|tys|тыс|grand', 1e3],
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

function detectCurrency(text: string): Currency | null {
  const code = text.match(new RegExp(`\\b(${CURRENCIES.join('|')})\\b`, 'i'));
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

interface Figure {
  value: number;
  multiplier: number | null;
  /** Whether a currency sign or code sits right before or after the figure. */
  hasCurrency: boolean;
}

function readFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(NUMBER_PATTERN)) {
    const start = match.index;
    const end = start + match[0].length;
    let multiplier = magnitudeAt(text.slice(end))?.multiplier ?? null;
    // "2-3M": the first figure of a range shares the magnitude written after the second one.
    const connector = text.slice(end).match(RANGE_CONNECTOR);
    if (multiplier === null && connector) {
      const next = text.slice(end + connector[0].length).match(/^\d+(?:[.,]\d+)?/);
      if (next) multiplier = magnitudeAt(text.slice(end + connector[0].length + next[0].length))?.multiplier ?? null;
    }
    const before = text.slice(Math.max(0, start - 4), start);
    const after = text.slice(end, end + 12);
    const hasCurrency = detectCurrency(before) !== null || CURRENCY_AFTER_FIGURE.test(after);
    const value = toNumber(match[0], multiplier !== null);
    if (Number.isFinite(value)) figures.push({ value, multiplier, hasCurrency });
  }
  return figures;
}

/**
 * Reads the first amount of a text. A figure carrying a currency or a magnitude wins over bare
 * numbers, so "Series B 2024: $5M" reads as 5 million, not as the year.
 */
export function parseMoney(text: string | null | undefined): Money | null {
  if (!text) return null;
  const figures = readFigures(text);
  if (figures.length === 0) return null;
  const figure = figures.find((f) => f.multiplier !== null || f.hasCurrency) ?? figures[0];
  const amount = figure.multiplier !== null ? figure.value * figure.multiplier : bareAmount(figure.value);
  return { amount: Math.round(amount * 100) / 100, currency: detectCurrency(text) };
}

/** Spec §5.4: a bare number above 1000 is a raw amount; a smaller one is already in millions ("2" → 2M). */
function bareAmount(value: number): number {
  return value > 1000 ? value : value * 1e6;
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
 * A round as a person reads it, never with a currency the deck did not give: "$2M" → "$2M",
 * "€300,000" → "€300K", "150K" → "150K (currency not stated)"; the founder's own text when no figure
 * can be read.
 */
export function formatRoundSize(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  const money = parseMoney(trimmed);
  if (money === null || money.amount <= 0) return trimmed;
  const millions = money.amount / 1e6;
  if (money.currency === null) return `${formatMillions(millions, { symbol: '' })} (${CURRENCY_NOT_STATED})`;
  if (money.currency === 'USD') return formatMillions(millions);
  const symbol = CURRENCY_SYMBOLS[money.currency];
  return symbol ? formatMillions(millions, { symbol }) : `${money.currency} ${formatMillions(millions, { symbol: '' })}`;
}

/** The one-character symbols printed back; other currencies print their code ("PLN 1M"). */
const CURRENCY_SYMBOLS: Partial<Record<Currency, string>> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', INR: '₹' };

/** USD without decimals, grouped by thousands: 250000 → "$250,000". */
export function formatUsd(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}$${groupThousands(Math.abs(rounded))}`;
}
