import {
  CURRENCIES,
  CURRENCY_WORDS_PATTERN,
  formatRoundAmount,
  MAGNITUDE_WORDS_PATTERN,
  parseMoney,
  parseRoundSize,
  spellNumberWords,
  type Currency,
} from '@pitchscope/domain/round-size';

/**
 * Finding money amounts in deck text: "$2M", "€500K", "1,5 mln PLN", "Szukamy 1 000 000 PLN",
 * "USD 3.2 million", "50,000 euros". This module only locates the figures in a line; reading each one
 * (separators, magnitudes, currency) is the domain's `parseMoney`, so the server and the fit rules agree.
 */

export interface MoneyMention {
  /** Amount in currency units (not thousands). */
  amount: number;
  /** The currency the deck writes with the figure, or null when it gives none. */
  currency: Currency | null;
  /** The matched text. */
  raw: string;
  index: number;
  end: number;
  /** The upper end when the text gives a range ("$1–1.5M"); `amount` is then the lower end. */
  upper?: number;
}

const SCALE_RE = String.raw`(?:\s?(${MAGNITUDE_WORDS_PATTERN})\.?)?`;
const NUM_RE = String.raw`(\d{1,3}(?:(?:[ \u00a0]|,(?=\d{3}\b)|\.(?=\d{3}\b))\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)`;
const CURRENCY_CODES = CURRENCIES.join('|');
const PREFIX_RE = String.raw`(us\$|(?<![\p{L}])(?:ca|au|nz|hk|[rcas])\$|\$|€|£|¥|₹|₦|(?<![\p{L}])rs\.?|\b(?:${CURRENCY_CODES})\b)\s?`;
/** A currency after the figure: "500 000 €", "1,5 mln zł", "1,2 millones de euros". */
const SUFFIX_RE = String.raw`(?:\s?(?:(?:de|of)\s)?(${CURRENCY_CODES}|${CURRENCY_WORDS_PATTERN})(?![\p{L}\d]))?`;

const WITH_PREFIX = new RegExp(`${PREFIX_RE}${NUM_RE}${SCALE_RE}(?![\\p{L}\\d])`, 'giu');
const WITHOUT_PREFIX = new RegExp(`(?<![\\p{L}\\d$€£¥₹₦.,])${NUM_RE}${SCALE_RE}${SUFFIX_RE}(?![\\p{L}\\d%])`, 'giu');


/**
 * Reads one located figure. `parseMoney` treats a bare number up to 1000 as millions (a round-size
 * field convention); inside running text "$500" is five hundred, so small bare figures stay as written.
 */
function readAmount(raw: string, hasMagnitude: boolean): { amount: number; currency: Currency | null } | null {
  const money = parseMoney(raw);
  if (!money) return null;
  if (!hasMagnitude) {
    const digits = Number(raw.replace(/[^\d.,]/g, '').replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.'));
    if (Number.isFinite(digits) && digits <= 1000) return { amount: digits, currency: money.currency };
  }
  return { amount: money.amount, currency: money.currency };
}

/** Every money amount in a text. Bare numbers count only with a scale word or a currency. */
export function findMoney(original: string): MoneyMention[] {
  // "two million dollars" is scanned as "  2 million dollars": the same length, so positions hold.
  const text = spellNumberWords(original);
  const found: MoneyMention[] = [];
  // The prefix or suffix is part of the match, so `parseMoney` reads the currency from it.
  for (const m of text.matchAll(WITH_PREFIX)) {
    const read = readAmount(m[0], m[3] !== undefined);
    if (!read || !Number.isFinite(read.amount)) continue;
    found.push({ ...read, raw: m[0].trim(), index: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(WITHOUT_PREFIX)) {
    if (found.some((f) => m.index >= f.index && m.index < f.end)) continue;
    const scaleWord = m[2]?.toLowerCase();
    // "2M" or "500K" alone is money often enough in a deck; "5 b", "3 cr" or "2 trillion" alone is not,
    // but "4 Cr" closing a range ("₹2–4 Cr") takes the currency of its lower end.
    const closesRange = /(?:-|–|—|\bto)\s*$/i.test(text.slice(0, m.index));
    const bareScaleOk =
      scaleWord !== undefined && !/^(b|trillions?)$/.test(scaleWord) && (scaleWord !== 'cr' || closesRange);
    if (m[3] === undefined && !bareScaleOk) continue;
    const read = readAmount(m[0], scaleWord !== undefined);
    if (!read || !Number.isFinite(read.amount)) continue;
    found.push({ ...read, raw: m[0].trim(), index: m.index, end: m.index + m[0].length });
  }
  return withBareRangeEnds(joinRanges(found.sort((a, b) => a.index - b.index), text), text);
}

/** A range's ends are of one order: "$100K–$2M" may be a range, "7 – $2M" is a count and a sum. */
const MAX_RANGE_RATIO = 10;
const BARE_LOW_END = new RegExp(String.raw`(?<![\p{L}\d$€£¥₹₦.,])(between\s+)?${NUM_RE}\s*(-|–|—|to|and)\s*$`, 'iu');
const BARE_HIGH_END = new RegExp(String.raw`^\s*(?:-|–|—|to)\s*${NUM_RE}(?![\p{L}\d%]|[.,]\d|\s*[€£¥₹₦$]|\s+\p{L})`, 'iu');

/** The number a figure writes, its separators read ("100,000" → 100000, "1,5" → 1.5), its scale word aside. */
function digitsOf(raw: string): number {
  return Number(raw.replace(/[^\d.,]/g, '').replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.'));
}

/**
 * A range that writes its currency or scale once, at the far end: "100,000 - 200,000 USD",
 * "1.5 to 2 million dollars", "between 1 and 2 million euros", or at the near end only: "USD 100,000 -
 * 200,000", "€ 60.000 - 90.000". The bare end takes the written end's currency, and its scale when it
 * writes a smaller number than the scaled end ("1.5" before "2 million").
 */
function withBareRangeEnds(found: MoneyMention[], text: string): MoneyMention[] {
  return found.map((m, k) => {
    if (m.upper !== undefined || !m.currency) return m;
    const previousEnd = k > 0 ? found[k - 1].end : 0;
    const before = BARE_LOW_END.exec(text.slice(previousEnd, m.index));
    // "2019 – 20,000 USD" is a year and a sum.
    const year = before !== null && /^(?:19|20)\d\d$/.test(before[2]);
    if (before && !year && (before[3].toLowerCase() !== 'and' || before[1])) {
      const low = digitsOf(before[2]);
      const written = digitsOf(m.raw);
      const scale = written > 0 ? m.amount / written : 1;
      const amount = low < written ? low * scale : low;
      if (amount > 0 && amount < m.amount && m.amount / amount <= MAX_RANGE_RATIO)
        return { ...m, amount, upper: m.amount, raw: text.slice(previousEnd + before.index, m.end), index: previousEnd + before.index };
    }
    const nextStart = k < found.length - 1 ? found[k + 1].index : text.length;
    const after = BARE_HIGH_END.exec(text.slice(m.end, nextStart));
    if (after && digitsOf(m.raw) === m.amount) {
      const upper = digitsOf(after[1]);
      if (upper > m.amount && upper / m.amount <= MAX_RANGE_RATIO)
        return { ...m, upper, raw: text.slice(m.index, m.end + after[0].length), end: m.end + after[0].length };
    }
    return m;
  });
}

const RANGE_GAP = /^\s*(?:-|–|—|to|and)\s*$/i;

/**
 * "$1–1.5M", "$500K to $1M", "€2-3M", "between $1M and $1.5M": one mention from the lower end to the
 * upper. The pair is read by the domain's `parseRoundSize`, so a lower end written without its unit
 * ("$1" in "$1–1.5M") takes the upper end's magnitude as there; a pair it reads otherwise stays apart.
 */
function joinRanges(found: MoneyMention[], text: string): MoneyMention[] {
  const joined: MoneyMention[] = [];
  for (let i = 0; i < found.length; i++) {
    const low = found[i];
    const high = found[i + 1];
    const gap = high ? text.slice(low.end, high.index) : '';
    const sameCurrency = !low.currency || !high?.currency || low.currency === high.currency;
    // "and" joins a range only after "between": "$1M and $2M" may be two sums.
    const between = /\bbetween\s+$/i.test(text.slice(0, low.index));
    const round =
      high && sameCurrency && RANGE_GAP.test(gap) && (between || !/\band\b/i.test(gap))
        ? parseRoundSize(`${between ? 'between ' : ''}${text.slice(low.index, high.end)}`)
        : null;
    if (!high || round?.high == null || Math.abs(round.high - high.amount) > 0.01 * high.amount) {
      joined.push(low);
      continue;
    }
    joined.push({
      amount: round.low,
      upper: round.high,
      currency: low.currency ?? high.currency,
      raw: text.slice(low.index, high.end),
      index: low.index,
      end: high.end,
    });
    i += 1;
  }
  return joined;
}

/** A plain number that is large enough to be a round ("150,000"), for asks written without currency. */
export function findPlainAmounts(text: string): MoneyMention[] {
  const out: MoneyMention[] = [];
  // "80,000 transactions" counts things, not money: a figure followed by a word is not an amount,
  // unless the word is a preposition ("100,000 - 200,000 for the pilot").
  for (const m of text.matchAll(
    /(?<![\p{L}\d$€£.,])(\d{1,3}(?:[, \u00a0]\d{3})+)(?![\d%]|[.,]\d|\s*[×x]|\s+(?!(?:for|to|in|of|from|on|by|with|at)\b)\p{L})/gu,
  )) {
    const amount = parseMoney(m[1])?.amount ?? Number.NaN;
    if (amount >= 10_000) out.push({ amount, currency: null, raw: m[0], index: m.index, end: m.index + m[0].length });
  }
  return joinRanges(out, text);
}

/** "$500K", "€1.5M", "PLN 1M", "₹2–4 Cr", "150K" (no currency): as the domain prints a round. */
export function formatMoney(amount: number, currency: Currency | null, upper?: number): string {
  return formatRoundAmount({ low: amount, high: upper ?? null, currency });
}
