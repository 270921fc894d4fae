import { CURRENCIES, CURRENCY_WORDS_PATTERN, MAGNITUDE_WORDS_PATTERN, parseMoney } from '../round-size.ts';
import type { Figure, FigureLedger, FigureMetric, FigurePer, FigurePeriod, FigureUnit } from './figure.ts';
import { detectLanguage } from '../languages/vocabulary.ts';
import { isGibberish } from '../text-quality.ts';
import { ledgerLanguage, SIGN_AFTER, SIGN_BEFORE, signCurrency, type LedgerLanguage } from './languages.ts';
import { findDateSpans, findDeckDate, findPeriods, type PeriodMention } from './periods.ts';

/**
 * The figure ledger's extractor: reads every figure of a deck's pages ("$1.2M ARR", "3,000+ customers",
 * "growing 20% MoM", "TAM $50B", "18 months of runway") into rows with their metric, unit, currency,
 * period, actual-or-projected status and page. Pure: the server runs it at ingestion on extracted text.
 *
 * What is not a figure: years and other dates ("2014", "Q3 2015", "Sept. 2014" are periods), phone
 * numbers, web and mail addresses, clock times, numbers glued to letters ("B2B", "4G", "COVID-19",
 * "1st"), and bare numbers with no unit and nothing saying what they count (page numbers, "5 steps").
 */

export interface PageText {
  page: number;
  text: string;
}

export interface ExtractFiguresOptions {
  /** When the ledger is made; the reference for "future" when the deck gives no date of its own. */
  asOf: Date;
  /** The deck's own date (ISO). Undefined: read from the cover; null: the deck has none. */
  deckDate?: string | null;
  /** The deck's language (its metric words and number format besides English's). Undefined: read from the pages. */
  language?: string;
}

type UnitClass = FigureUnit;

interface Keyword {
  metric: FigureMetric;
  re: RegExp;
}

/** Earlier entries win where two overlap ("gross margin" before "margin", "cash burn" before "cash"). */
const KEYWORDS: Keyword[] = [
  { metric: 'ltv_cac', re: /\bltv\s?(?:[:/]|to)\s?cac\b/giu },
  { metric: 'mrr', re: /\bmrr\b|monthly recurring revenue/giu },
  { metric: 'arr', re: /\barr\b|annual(?:i[sz]ed)? recurring revenue|(?:annual )?run[- ]?rate/giu },
  {
    metric: 'gmv',
    re: /\bgmv\b|gross merchandise|\btpv\b|(?:transaction|payment|trading) volume|\bprocess(?:ed|es|ing)?\b|in transactions/giu,
  },
  { metric: 'profit', re: /\b(?:ebitda|ebit|net|operating|profit|contribution) margins?\b/giu },
  { metric: 'gross_margin', re: /gross margins?|\bmargins?\b|marża|marge brute/giu },
  {
    metric: 'profit',
    re: /\bebitda\b|net income|net profit|\bprofits?\b|net loss|operating income|\bzysk/giu,
  },
  { metric: 'burn', re: /(?:cash |net |monthly )?burn(?: rate)?|monthly spend/giu },
  { metric: 'runway', re: /runway/giu },
  { metric: 'cash', re: /\bcash\b(?! ?flow)|in the bank|on hand/giu },
  { metric: 'arpu', re: /\barpu\b|\barpa\b|average revenue per/giu },
  {
    metric: 'cac',
    re: /\bcac\b|acquisition costs?|cost per (?:acquisition|customer|install)|cost of (?:user |customer )?acquisition|(?:user|customer) acquisition|\bcp[ai]\b/giu,
  },
  { metric: 'ltv', re: /\bltv\b|\bclv\b|lifetime value/giu },
  {
    metric: 'revenue',
    re: /revenues?|\bsales\b|turnover|bookings|billings|\bincome\b|przych\p{L}*|chiffre d.affaires|revenus?|receitas?|faturamento|ingresos|umsatz|pendapatan/giu,
  },
  { metric: 'churn', re: /churn/giu },
  { metric: 'retention', re: /retention|retained|retain/giu },
  { metric: 'conversion', re: /conversion|\bconvert(?:s|ed|ing)?\b/giu },
  { metric: 'cagr', re: /\bcagr\b/giu },
  {
    metric: 'growth',
    re: /growth|growing|grow|grew|increased?|increases|\bup\b(?! to\b)|\bmom\b|\byoy\b|\bqoq\b|[myq]\/[myq]|wzrost|croissance|crescimento/giu,
  },
  { metric: 'tam', re: /\btam\b|total (?:addressable|available) market|total addressable/giu },
  { metric: 'sam', re: /\bsam\b|serviceable (?:addressable|available)(?: market)?|addressable market/giu },
  { metric: 'som', re: /\bsom\b|serviceable obtainable(?: market)?|obtainable market/giu },
  { metric: 'market_size', re: /\bmarkets?\b|industry|rynek|rynku|marché|mercado|pasar/giu },
  // A token sale's "hard cap" and "soft cap" bound the raise; they price nothing.
  { metric: 'valuation', re: /valuation|valued at|pre-?\s?money|post-?\s?money|(?<!\b(?:hard|soft)[\s-])\bcap\b/giu },
  {
    metric: 'funding_raised',
    re: /\braised\b|funding to date|\bfunded\b|backed|invested|secured|previous(?:ly)? (?:round|funding)/giu,
  },
  {
    metric: 'round_size',
    re: /raising|\braise\b|seeking|looking for|\bthe ask\b|\bask\b|investment of|\bround\b|\bseed\b|series [a-d]\b|funding (?:needed|required|request)|(?:required|total) investment|(?:investment|funding|capital) (?:needed|required|sought)|we need|convertible(?: note)?|\bsafe\b|szukamy|pozyskać|levée|lev(?:er|ons)/giu,
  },
  {
    metric: 'headcount',
    re: /employees|\bftes?\b|headcount|team of|\bstaff\b|team members|engineers|developers|pracownik\p{L}*|salariés|funcionários|karyawan/giu,
  },
  { metric: 'downloads', re: /downloads?|installs?/giu },
  {
    metric: 'customers',
    re: /customers?|clients?|merchants?|businesses|companies|brands|paying|enterprises|\bsmbs?\b|restaurants|stores|shops|hospitals|clinics|schools|retailers|partners|klient\p{L}*|clientes?|pelanggan|firm\p{L}*/giu,
  },
  {
    metric: 'users',
    re: /users?|\bmau\b|\bdau\b|subscribers?|members|players|visitors|patients|students|drivers|riders|active accounts|accounts|registrations|sign-?ups|\bpeople\b|użytkownik\p{L}*|utilisateurs|usuários|usuarios|pengguna/giu,
  },
  {
    metric: 'price',
    re: /\bprice[ds]?\b|pricing|per user|per seat|\/\s?(?:user|seat)|subscription|\bfees?\b|licen[cs]e/giu,
  },
];

const MONEY_METRICS = new Set<FigureMetric>([
  'arr',
  'mrr',
  'revenue',
  'profit',
  'gmv',
  'cac',
  'ltv',
  'arpu',
  'burn',
  'cash',
  'tam',
  'sam',
  'som',
  'market_size',
  'round_size',
  'funding_raised',
  'valuation',
  'price',
]);
const PERCENT_METRICS = new Set<FigureMetric>([
  'growth',
  'cagr',
  'churn',
  'retention',
  'conversion',
  'gross_margin',
  'profit',
]);
const COUNT_METRICS = new Set<FigureMetric>(['users', 'customers', 'downloads', 'headcount']);
const MULTIPLE_METRICS = new Set<FigureMetric>(['growth', 'ltv_cac']);

function accepts(metric: FigureMetric, unit: UnitClass): boolean {
  switch (unit) {
    case 'money':
      return MONEY_METRICS.has(metric);
    case 'percent':
      return PERCENT_METRICS.has(metric);
    case 'count':
      return COUNT_METRICS.has(metric);
    case 'multiple':
      return MULTIPLE_METRICS.has(metric);
    case 'months':
      return metric === 'runway';
  }
}

const CODES = CURRENCIES.join('|');
const CURRENCY_BEFORE = new RegExp(
  String.raw`(?:US\$|(?<![\p{L}])(?:CA|AU|NZ|HK|[RCAS])\$|\$|€|£|¥|₹|₦|\b(?:${CODES})\b)\s?$`,
  'iu',
);
const NUMBER =
  /(?<![\p{L}\d.,_/]|[\p{L}\d]-)(?:[1-9]\d{0,2}(?:[ \u00a0\u202f](?=\d{3}(?!\d))\d{3}(?!\d))+|\d{1,3}(?:[,.]\d{3}(?!\d))+)(?:[.,]\d+)?|(?<![\p{L}\d.,_/]|[\p{L}\d]-)\d+(?:[.,]\d+)?/gu;
const MAGNITUDE = new RegExp(String.raw`^\s?(tn|trn|t|${MAGNITUDE_WORDS_PATTERN})\.?(?![\p{L}\d])`, 'iu');
const RANGE = /^\s?(?:-|–|—|to|do|à)\s?/iu;
/** A unit after a figure; "2 milioni di euro", "1,2 millones de euros" join the currency with "di" or "de". */
const SUFFIX = new RegExp(
  String.raw`^\s?(%|percent\b|pct\b|procent\b|x(?![\p{L}\d])|×|(?:(?:de|di)\s)?(?:${CODES})(?![\p{L}])|(?:(?:de|di)\s)?(?:${CURRENCY_WORDS_PATTERN})(?![\p{L}])(?!\s?\d)|months?(?![\p{L}])|mos?\b|mths?\b|miesięcy|mois|meses|years?(?![\p{L}])|yrs?\b)`,
  'iu',
);
const PER_AFTER =
  /^\s?(?:(?:\/|per|a|each|every|na)\s?(month|mo|mth|miesiąc|mies|mois|mês|mes|bulan|year|yr|annum|rok|an|année|ano|año|tahun|quarter|qtr)(?![\p{L}])|(monthly|annually|annual|yearly|quarterly|mom|m\/m|yoy|y\/y|qoq|q\/q|p\.?m\.?|p\.?a\.?|pcm)\b)/iu;
const PER_WORDS: [RegExp, FigurePer][] = [
  [
    /\b(?:monthly|per month|a month|\/\s?mo(?:nth)?|mom|m\/m|month[- ]over[- ]month|month on month)\b/iu,
    'month',
  ],
  [/\b(?:quarterly|per quarter|qoq|q\/q|quarter[- ]over[- ]quarter)\b/iu, 'quarter'],
  [
    /\b(?:annual|annually|yearly|per year|a year|per annum|p\.a\.|yoy|y\/y|year[- ]over[- ]year|year on year)\b/iu,
    'year',
  ],
];
const PROJECTION_WORDS =
  /\b(?:projected|projections?|forecasts?|forecasted|expected|expect|expects|targets?|targeted|planned|plan|goal|goals|will|budget(?:ed)?|anticipated|aim(?:ing)?|by the end of|prognoz\p{L}*|prévision\p{L}*|projeção|projeções)\b/iu;
/** A forecast or plan word in English or in the deck's own language. */
function marksProjection(text: string, language: LedgerLanguage): boolean {
  return PROJECTION_WORDS.test(text) || language.marksProjection(text);
}
const PAST_TENSE =
  /\b(?:reached|achieved|generated|hit|did|made|closed|grew|signed|acquired|earned|booked|delivered)\b/iu;
/** The deck says a figure is history, not a plan. */
const ACTUAL_WORDS = /\b(?:actuals?|audited|historical|historic|to date|year to date|ytd|realised|realized)\b/iu;

/**
 * A table's column headers with what they say of themselves: a header that calls its columns actuals
 * ("2018 2019 Actual") marks them all; in a series that marks its later columns as forecasts
 * ("2014 2015 2016E"), the unmarked columns before the first forecast are the actuals.
 */
function readHeader(line: Line, language: LedgerLanguage): PeriodMention[] {
  if (ACTUAL_WORDS.test(line.text) && !marksProjection(line.text, language))
    return line.periods.map((p) => (p.projection ? p : { ...p, actual: true }));
  const firstForecast = line.periods.find((p) => p.projection);
  if (!firstForecast) return line.periods;
  return line.periods.map((p) =>
    !p.projection && p.period.end < firstForecast.period.start ? { ...p, actual: true } : p,
  );
}

/** The dates a figure's status is judged against: the deck's own, else the day the ledger is made. */
interface Dating {
  deckDate: string | null;
  asOf: string;
  language: LedgerLanguage;
}

/**
 * Actual, projected or unknown (see `figureSchema.status`). Without a deck date, "past" only means
 * before the day the deck is read, which says nothing of when the deck was written: a past period is
 * an actual only where the deck marks it so.
 */
function figureStatus(
  period: FigurePeriod | null,
  marks: { projection: boolean; actual: boolean },
  dating: Dating,
): Figure['status'] {
  if (marks.projection) return 'projected';
  if (period === null) return 'actual';
  if (period.end > (dating.deckDate ?? dating.asOf)) return 'projected';
  return dating.deckDate !== null || marks.actual ? 'actual' : 'unknown';
}
/** Hard clause breaks: a figure takes its metric from its own clause first. */
const HARD_BREAK = /[;|•·●▪■◦►✓✔]|\s[-–—]\s|[.!?](?=\s+\p{Lu})/gu;
const SOFT_BREAK = /,\s|\sand\s|\(|\)|\s{3,}|\t/giu;

const NOT_FIGURES = [
  /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+|\b[\w-]+\.(?:com|io|ai|co|org|net|app|pl|fr|de|uk|id|br)\b\S*/giu,
  /\+\d[\d ().-]{7,}\d|\(\d{2,4}\)\s?\d{3}[ .-]\d{3,4}|\b\d{3}[.-]\d{3}[.-]\d{4}\b/gu,
];

interface Token {
  index: number;
  end: number;
  raw: string;
  value: number;
  upper: number | null;
  unit: UnitClass | 'bare' | 'magnitude';
  currency: string | null;
  atLeast: boolean;
  grouped: boolean;
}

interface Span {
  index: number;
  end: number;
}

function blank(text: string, spans: ReadonlyArray<Span>): string {
  let out = text;
  for (const { index, end } of spans) out = out.slice(0, index) + ' '.repeat(end - index) + out.slice(end);
  return out;
}

/**
 * "1,5" and "1.5" are decimals; "1,500" and "1.500" are thousands unless a magnitude follows: then the
 * deck's decimal separator decides, "$1.250M" in English and "1,250 Mio." in German are 1.25 million.
 */
function toNumber(token: string, hasMagnitude: boolean, decimalComma: boolean): number {
  const compact = token.replace(/[ \u00a0\u202f]/g, '');
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    return Number(
      compact
        .split(decimal === ',' ? '.' : ',')
        .join('')
        .replace(decimal, '.'),
    );
  }
  const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
  if (!separator) return Number(compact);
  const parts = compact.split(separator);
  const decimal = decimalComma ? ',' : '.';
  const grouped = parts.length > 2 || (parts[1].length === 3 && !(hasMagnitude && separator === decimal));
  return Number(grouped ? parts.join('') : parts.join('.'));
}

function magnitudeOf(word: string): number {
  if (/^(?:tn|trn|t)$/i.test(word)) return 1e12;
  const money = parseMoney(`1 ${word}`);
  return money ? money.amount : 1;
}

function currencyOf(text: string): string | null {
  return parseMoney(`${text} 1`)?.currency ?? parseMoney(`1 ${text}`)?.currency ?? null;
}

/** Every number of a line with what is written around it: currency, magnitude, range, %, x, months, "+". */
function scanNumbers(line: string, skip: ReadonlyArray<Span>, decimalComma: boolean): Token[] {
  const tokens: Token[] = [];
  let consumedTo = -1;
  for (const m of line.matchAll(NUMBER)) {
    const index = m.index;
    if (index < consumedTo) continue;
    if (skip.some((s) => index < s.end && index + m[0].length > s.index)) continue;
    const before =
      line.slice(Math.max(0, index - 5), index).match(CURRENCY_BEFORE) ??
      line.slice(Math.max(0, index - 7), index).match(SIGN_BEFORE);
    const start = before ? index - before[0].length : index;
    let currency = before ? (currencyOf(before[0].trim()) ?? (before[1] ? signCurrency(before[1]) : null)) : null;
    let pos = index + m[0].length;
    let atLeast = false;
    let multiplier: number | null = null;
    let upperText: string | null = null;
    let upperMultiplier: number | null = null;
    let suffix: string | null = null;
    const rest = () => line.slice(pos);
    const take = (re: RegExp): RegExpMatchArray | null => {
      const found = rest().match(re);
      if (found) pos += found[0].length;
      return found;
    };
    if (take(/^\+/)) atLeast = true;
    const magnitude = take(MAGNITUDE);
    if (magnitude) multiplier = magnitudeOf(magnitude[1]);
    if (take(/^\+/)) atLeast = true;
    const rangeStart = pos;
    // "-256,701 -868,426": a minus with a space before and none after starts the next, negative figure.
    const range = /^\s[-−]\S/u.test(rest()) ? null : rest().match(RANGE);
    // "from $1M to $3M" is a change, not a range.
    const isChange =
      range !== null &&
      /to/i.test(range[0]) &&
      /\bfrom\s?\S*$/i.test(line.slice(Math.max(0, start - 12), start));
    if (range && !isChange) {
      const after = line.slice(pos + range[0].length);
      const second = after.match(new RegExp(String.raw`^(?:(?:US\$|\$|€|£|¥|₹)\s?)?(\d+(?:[.,]\d+)?)`, 'u'));
      if (second) {
        pos += range[0].length + second[0].length;
        upperText = second[1];
        const secondMagnitude = take(MAGNITUDE);
        if (secondMagnitude) upperMultiplier = magnitudeOf(secondMagnitude[1]);
      }
      if (upperText === null) pos = rangeStart;
    }
    if (take(/^\+/)) atLeast = true;
    const unitWord = take(SUFFIX);
    if (unitWord) suffix = unitWord[1].toLowerCase();
    const signAfter = unitWord || currency ? null : take(SIGN_AFTER);
    if (signAfter) currency = signCurrency(signAfter[1]);
    // "3%-13%", "2x–3x": a range whose ends both carry the unit.
    if (upperText === null && unitWord && /^(%|x|×)$/.test(suffix ?? '')) {
      const second = rest().match(/^\s?[-–—]\s?(\d+(?:[.,]\d+)?)\s?(?:%|x|×)(?![\p{L}\d])/u);
      if (second) {
        upperText = second[1];
        pos += second[0].length;
      }
    }
    if (take(/^\+/)) atLeast = true;
    // "1. Problem", "5)": list numbering, not a figure.
    if (
      !before &&
      !magnitude &&
      !unitWord &&
      upperText === null &&
      /^\s*$/.test(line.slice(0, index)) &&
      /^[.)](?:\s|$)/.test(rest())
    )
      continue;
    // "4G", "3D", "24h", "1st", "5min": a number glued to letters is a name or another unit.
    if (/^[\p{L}\d]/u.test(rest())) continue;
    // "5 km", "3 h", "20 GB": not glued, but a physical unit of their own.
    if (
      !magnitude &&
      !unitWord &&
      /^\s?(?:h|s|km|kg|cm|mm|ms|gb|mb|kb|tb|kw|kwh|mw|min|hrs?|mins?)\b/iu.test(rest())
    )
      continue;
    let unit: Token['unit'] = 'bare';
    if (suffix) {
      if (suffix === '%' || /^(percent|pct|procent)$/.test(suffix)) unit = 'percent';
      else if (suffix === 'x' || suffix === '×') unit = 'multiple';
      else if (/^(months?|mos?|mths?|miesięcy|mois|meses)$/.test(suffix)) unit = 'months';
      else if (/^(years?|yrs?)$/.test(suffix)) unit = 'months';
      else {
        unit = 'money';
        currency = currency ?? currencyOf(suffix);
      }
    }
    if (unit === 'bare' && currency) unit = 'money';
    if (unit === 'bare' && multiplier !== null) unit = 'magnitude';
    if (unit === 'multiple' && currency) unit = 'money';
    const plain = unit === 'percent' || unit === 'multiple' || unit === 'months';
    const months = /^(years?|yrs?)$/.test(suffix ?? '') ? 12 : 1;
    const lowerScale = plain ? months : (multiplier ?? upperMultiplier ?? 1);
    // "-$212,832", "-15%": a minus sign makes the figure negative.
    const sign = /(?:^|[\s(:])[-−]$/u.test(line.slice(0, start)) ? -1 : 1;
    const value = sign * toNumber(m[0], (multiplier ?? upperMultiplier) !== null, decimalComma) * lowerScale;
    const upper =
      upperText === null
        ? null
        : sign * toNumber(upperText, true, decimalComma) * (plain ? months : (upperMultiplier ?? multiplier ?? 1));
    if (!Number.isFinite(value)) continue;
    tokens.push({
      index: start,
      end: pos,
      raw: line.slice(start, pos).trim(),
      value: Math.round(value * 1000) / 1000,
      upper: upper === null || !Number.isFinite(upper) ? null : Math.round(upper * 1000) / 1000,
      unit,
      currency: unit === 'money' || unit === 'magnitude' ? currency : null,
      atLeast,
      grouped: /\d[,. \u00a0\u202f]\d{3}(?!\d)/u.test(m[0]),
    });
    consumedTo = pos;
  }
  return tokens;
}

interface KeywordHit extends Span {
  metric: FigureMetric;
}

function findKeywords(text: string, language: LedgerLanguage): KeywordHit[] {
  const hits: KeywordHit[] = [];
  const add = (hit: KeywordHit) => {
    if (!hits.some((h) => hit.index < h.end && hit.end > h.index)) hits.push(hit);
  };
  for (const { metric, re } of KEYWORDS) {
    for (const m of text.matchAll(re)) add({ metric, index: m.index, end: m.index + m[0].length });
  }
  language.metricWords(text).forEach(add);
  return hits;
}

function breaks(text: string, re: RegExp): number[] {
  return [...text.matchAll(re)].map((m) => m.index);
}

/** The [start, end) of the clause around `at`, cut at the given break positions. */
function clauseAround(at: number, cuts: number[], length: number): Span {
  let index = 0;
  let end = length;
  for (const cut of cuts) {
    if (cut < at) index = Math.max(index, cut);
    else if (cut >= at) {
      end = Math.min(end, cut);
      break;
    }
  }
  return { index, end };
}

function distance(a: Span, b: Span): number {
  if (a.end <= b.index) return b.index - a.end;
  if (b.end <= a.index) return a.index - b.end;
  return 0;
}

function nearest<T extends Span>(items: T[], target: Span, within: Span): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const item of items) {
    if (item.index < within.index || item.end > within.end) continue;
    // A label before its figure ("ARR $1M") is slightly preferred to one after it at the same distance.
    const d = distance(item, target) + (item.index > target.index ? 0.5 : 0);
    if (d < bestDistance) {
      best = item;
      bestDistance = d;
    }
  }
  return best;
}

function perOf(after: string, clause: string, metric: FigureMetric): FigurePer | null {
  const direct = after.match(PER_AFTER);
  if (direct) {
    const word = (direct[1] ?? direct[2]).toLowerCase().replace(/\./g, '');
    if (/^(month|mo|mth|miesiąc|mies|mois|mês|mes|bulan|monthly|mom|m\/m|pm|pcm)$/.test(word)) return 'month';
    if (/^(quarter|qtr|quarterly|qoq|q\/q)$/.test(word)) return 'quarter';
    return 'year';
  }
  if (metric === 'mrr') return 'month';
  if (metric === 'arr') return 'year';
  for (const [re, per] of PER_WORDS) if (re.test(clause)) return per;
  return null;
}

interface Line {
  text: string;
  masked: string;
  tokens: Token[];
  keywords: KeywordHit[];
  periods: PeriodMention[];
  /** Holds figures and little else (big-number layouts put the label on the line above or below). */
  figureOnly: boolean;
  /** Holds no figure, only words: may be the label of a figure-only line next to it. */
  labelOnly: boolean;
  /** Holds nothing but two or more periods: a table's column headers. */
  header: boolean;
}

function readLine(text: string, language: LedgerLanguage): Line {
  const masked = blank(
    text,
    NOT_FIGURES.flatMap((re) =>
      [...text.matchAll(re)].map((m) => ({ index: m.index, end: m.index + m[0].length })),
    ),
  );
  const dateSpans = findDateSpans(masked);
  const periods = findPeriods(masked);
  const tokens = scanNumbers(masked, dateSpans, language.decimalComma);
  const keywords = findKeywords(masked, language);
  const withoutFigures = blank(masked, [...tokens, ...dateSpans]);
  const words = withoutFigures.replace(/[^\p{L}]+/gu, ' ').trim();
  return {
    text,
    masked,
    tokens,
    keywords,
    periods,
    figureOnly: tokens.length > 0 && keywords.length === 0 && words.length <= 12,
    labelOnly:
      tokens.length === 0 && keywords.length > 0 && text.length <= 60 && !/\d/.test(blank(masked, dateSpans)),
    header:
      periods.length >= 2 &&
      tokens.length === 0 &&
      // A row label may head the column titles ("FYE June  FY2019  FY2020"), but no sentence.
      words
        .replace(/\b(?:year|yr|actual|forecast|projected|plan|budget|estimate[ds]?|e|f)\b/giu, '')
        .trim()
        .split(/\s+/)
        .filter(Boolean).length <= 3,
  };
}

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 160 ? `${oneLine.slice(0, 157)}…` : oneLine;
}

function unitFor(token: Token, metric: FigureMetric | null): UnitClass | null {
  if (token.unit === 'magnitude') return metric && COUNT_METRICS.has(metric) ? 'count' : 'money';
  if (token.unit === 'bare')
    return metric && COUNT_METRICS.has(metric)
      ? 'count'
      : metric && MONEY_METRICS.has(metric)
        ? 'money'
        : null;
  return token.unit;
}

const ORDINAL_BEFORE =
  /\b(?:top|step|phase|stage|no\.?|level|tier|version|day|week|slide|page|chapter|part|gen|generation|grade|class|round|series)\s?#?$|#$/iu;

const COUNT_MODIFIERS = new Set([
  'paying',
  'active',
  'monthly',
  'daily',
  'weekly',
  'new',
  'registered',
  'full-time',
  'fulltime',
  'part-time',
  'happy',
  'enterprise',
  'b2b',
  'b2c',
  'corporate',
  'total',
  'unique',
  'loyal',
  'repeat',
  'verified',
  'premium',
  'pilot',
  'live',
  'signed',
  'satisfied',
  'recurring',
  'app',
  'mobile',
  'beta',
  'current',
  'existing',
  'global',
  'organic',
  'retail',
]);

/**
 * A bare number counts something only when its noun is right beside it: "3,000+ paying customers",
 * "Customers: 3,000", "team of 12"; in "3,000 customers in 12 countries" the 12 counts countries.
 */
function adjacentCount(line: string, token: Span, keyword: Span): boolean {
  if (keyword.index >= token.end) {
    const gap = line.slice(token.end, keyword.index).trim().toLowerCase();
    return (
      gap === '' || (gap.split(/\s+/).length <= 2 && gap.split(/\s+/).every((w) => COUNT_MODIFIERS.has(w)))
    );
  }
  const gap = line.slice(keyword.end, token.index).trim().toLowerCase();
  // A table row: "Active users 0 5,171 12,528": the label counts every figure of its row.
  if (/^[:=–—-]?\s*[\d.,\s+-]+$/u.test(gap)) return true;
  return /^[:=–—-]?\s*(?:(?:over|more than|of|about|around|nearly|almost|approx\.?|ca\.?|>|~|\+)\s*)?$/u.test(
    gap,
  );
}

function pickMetric(token: Token, keywords: KeywordHit[], clauses: Span[], line: string): KeywordHit | null {
  const compatible = keywords.filter((k) => {
    if (
      (token.unit === 'bare' || token.unit === 'magnitude') &&
      COUNT_METRICS.has(k.metric) &&
      !adjacentCount(line, token, k)
    )
      return false;
    if (token.unit === 'magnitude') return MONEY_METRICS.has(k.metric) || COUNT_METRICS.has(k.metric);
    if (token.unit === 'bare') return COUNT_METRICS.has(k.metric) || MONEY_METRICS.has(k.metric);
    return accepts(k.metric, token.unit);
  });
  for (const clause of clauses) {
    const hit = nearest(compatible, token, clause);
    if (hit) return hit;
  }
  return null;
}

/**
 * "| Revenue | $284K | $1.45M |": a table row whose first cell holds only words naming what every
 * other cell of the row holds. Its span, or null.
 */
function rowLabelCell(line: Line): Span | null {
  const m = /^\s*\|?\s*([^|]+?)\s*\|/u.exec(line.masked);
  if (!m) return null;
  const index = m.index + m[0].indexOf(m[1]);
  const end = index + m[1].length;
  if (line.tokens.some((t) => t.index < end)) return null;
  return line.keywords.some((k) => k.index >= index && k.end <= end) ? { index, end } : null;
}

/**
 * A column of figures one per line under its label ("Growth Rate / 1000% / 600% / 200%"): the label
 * line above the run of figure-only lines that holds this one, if every line between holds one figure.
 */
const MAX_COLUMN_RUN = 12;
function columnLabel(lines: Line[], i: number): number | null {
  for (let k = i - 1; k >= 0 && k >= i - MAX_COLUMN_RUN; k--) {
    // A heading, not the tail of a sentence broken over lines ("… underpenetrated / industry").
    if (lines[k].labelOnly) return /^\p{Ll}/u.test(lines[k].text) ? null : k;
    if (!lines[k].figureOnly || lines[k].tokens.length !== 1) return null;
  }
  return null;
}

/** Text with no line breaks (some extractions) is cut at sentence ends or spaces, so the work per line stays bounded. */
const MAX_LINE = 400;
function splitLongLine(line: string): string[] {
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > MAX_LINE) {
    const window = rest.slice(0, MAX_LINE);
    const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('; '));
    const space = window.lastIndexOf(' ');
    const cut = sentence > MAX_LINE / 2 ? sentence + 1 : space > MAX_LINE / 2 ? space : MAX_LINE;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  pieces.push(rest);
  return pieces;
}

/** Reads the ledger rows of one page. */
function readPage(page: PageText, dating: Dating): Figure[] {
  const reference = dating.deckDate ?? dating.asOf;
  const lines = page.text
    .split(/\r?\n/)
    .flatMap(splitLongLine)
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((text) => readLine(text, dating.language));
  // "Traction (Q3 2015)": a period in the slide's title dates the figures below that give none.
  const titleLine = lines.slice(0, 2).find((l) => l.tokens.length === 0 && l.periods.length === 1);
  const titlePeriod = titleLine ? titleLine.periods[0] : null;
  const titleMarksProjection = lines
    .slice(0, 2)
    .some((l) => marksProjection(l.text, dating.language) && l.tokens.length === 0);
  const figures: Figure[] = [];
  const usedLabels = new Set<number>();
  let header: PeriodMention[] | null = null;

  lines.forEach((line, i) => {
    if (line.header) {
      header = readHeader(line, dating.language);
      return;
    }
    if (line.tokens.length === 0) return;
    const hard = breaks(line.masked, HARD_BREAK);
    const soft = [...hard, ...breaks(line.masked, SOFT_BREAK)].sort((a, b) => a - b);
    // Big-number layouts: "$1.2M" with "ARR" on the line above or below.
    let label: Line | null = null;
    // Only a lone figure takes a neighbouring line as its label: "9 0 ¢" is OCR noise, not two counts.
    if (line.figureOnly && (line.tokens.length === 1 || line.tokens.every((t) => t.unit !== 'bare'))) {
      // A table's header row may stand between its label and its figures: "Revenue / 2019 2020 / $1M $3M".
      const above = i >= 2 && lines[i - 1].header ? i - 2 : i - 1;
      const candidates = [above, i + 1].filter(
        (j) => j >= 0 && j < lines.length && lines[j].labelOnly && !usedLabels.has(j),
      );
      const fits = (c: number) =>
        line.tokens.every((t) =>
          pickMetric(t, lines[c].keywords, [{ index: 0, end: lines[c].masked.length }], ''),
        );
      // Further down a column, the label above it is shared by every figure of it (even the last
      // figure, which sits right above the next column's label).
      // Only figures that carry their own unit ("600%", "$4.2M"): a bare number in a column is as often a
      // slide number or a count of something the label does not name.
      const ownUnit = line.tokens.length === 1 && line.tokens[0].unit !== 'bare' && line.tokens[0].unit !== 'magnitude';
      const column = ownUnit && i >= 1 && lines[i - 1].figureOnly ? columnLabel(lines, i) : null;
      const j = candidates.find(fits);
      if (column !== null && fits(column)) label = lines[column];
      else if (j !== undefined) {
        usedLabels.add(j);
        label = lines[j];
      }
    }
    const rowLabel = rowLabelCell(line);
    const columns: PeriodMention[] | null =
      header && (header as PeriodMention[]).length === line.tokens.length ? header : null;
    const lineProjection = marksProjection(line.text, dating.language);

    line.tokens.forEach((token, n) => {
      const softClause = clauseAround(token.index, soft, line.masked.length);
      const hardClause = clauseAround(token.index, hard, line.masked.length);
      const whole = { index: 0, end: line.masked.length };
      // The whole line is a clause of its own only when nothing breaks it ("Revenue   $1M   $3M").
      let hit = pickMetric(
        token,
        line.keywords,
        hard.length === 0
          ? [softClause, hardClause, whole]
          : rowLabel
            ? [softClause, hardClause, rowLabel]
            : [softClause, hardClause],
        line.masked,
      );
      let metric: FigureMetric | null = hit?.metric ?? null;
      // A small bare number under a heading is more often numbering or noise than a count.
      if (!metric && label && !(token.unit === 'bare' && token.value < 10)) {
        hit = pickMetric(token, label.keywords, [{ index: 0, end: label.masked.length }], '');
        metric = hit?.metric ?? null;
      }
      const unit = unitFor(token, metric);
      if (unit === null) return;
      if (token.unit === 'bare') {
        // "02", "06": numbering in a layout, not quantities.
        if (/^0\d/.test(token.raw)) return;
        // A slide's own number alone on a line, and ranks and steps ("Top 4", "Step 2"), count nothing.
        if (token.value === page.page && line.masked.trim() === token.raw) return;
        if (ORDINAL_BEFORE.test(line.masked.slice(0, token.index))) return;
      }
      if (!metric) {
        // A bare count or an amount of nothing in particular says too little to be a ledger row.
        // Durations are runway or nothing: "setup takes 3 months" is not a figure.
        if (token.unit === 'bare' || token.unit === 'magnitude' || unit === 'months') return;
        metric = 'other';
      }
      // "Revenue 2019: 450" is too small to be money without a currency or magnitude; "5 steps" is no count.
      if (token.unit === 'bare' && unit === 'money' && !token.grouped && token.value < 1000) return;
      // "to reach 80,000 transactions": a bare number followed by its own noun counts that noun, not money.
      if (token.unit === 'bare' && unit === 'money' && /^\s\p{L}{3,}s\b/u.test(line.masked.slice(token.end)))
        return;

      const clauseText = line.masked.slice(hardClause.index, hardClause.end);
      const per = perOf(
        line.masked.slice(token.end),
        line.masked.slice(softClause.index, softClause.end),
        metric,
      );
      if (metric === 'other' && unit === 'money' && per && token.value < 10_000) metric = 'price';

      let of: FigureMetric | null = null;
      if (unit === 'percent' || unit === 'multiple') {
        if (metric === 'growth' || metric === 'cagr' || metric === 'churn' || metric === 'retention') {
          const subjects = line.keywords.filter(
            (k) => MONEY_METRICS.has(k.metric) || COUNT_METRICS.has(k.metric),
          );
          of = (nearest(subjects, token, softClause) ?? nearest(subjects, token, hardClause))?.metric ?? null;
        }
      }

      // A period with another figure between it and this one belongs to that figure.
      const ownPeriods = line.periods.filter(
        (p) =>
          !line.tokens.some(
            (o) =>
              o !== token && o.index >= Math.min(p.end, token.end) && o.end <= Math.max(p.index, token.index),
          ),
      );
      const mention =
        nearest(ownPeriods, token, softClause) ??
        nearest(ownPeriods, token, hardClause) ??
        (columns ? columns[n] : null) ??
        (label ? (label.periods[0] ?? null) : null) ??
        titlePeriod;
      const period: FigurePeriod | null = mention ? mention.period : null;
      const future = period !== null && period.end > reference;
      const markedAsProjection =
        (mention?.projection ?? false) ||
        marksProjection(clauseText, dating.language) ||
        (lineProjection && line.tokens.length === 1) ||
        (titleMarksProjection && (period === null || future));

      figures.push({
        id: `p${page.page}-${figures.length + 1}`,
        metric,
        of,
        value: token.value,
        upper: token.upper,
        unit,
        currency: unit === 'money' ? token.currency : null,
        per: unit === 'months' ? null : per,
        atLeast: token.atLeast,
        period,
        status: figureStatus(
          period,
          {
            projection: markedAsProjection,
            // A past-tense verb dates a claim as history ("we reached $1M in 2019"), as does an "A" or "actual".
            actual:
              (mention?.actual ?? false) ||
              ACTUAL_WORDS.test(clauseText) ||
              PAST_TENSE.test(clauseText) ||
              (label !== null && ACTUAL_WORDS.test(label.text)),
          },
          dating,
        ),
        markedAsProjection,
        page: page.page,
        raw: token.raw,
        context: clip(label ? `${label.text} · ${line.text}` : line.text),
      });
    });
  });
  return figures;
}

/** A past-tense verb in the figure's context ("reached", "generated"): used by the projection check. */
export function readsAsAchieved(figure: Pick<Figure, 'context'>): boolean {
  return PAST_TENSE.test(figure.context);
}

/**
 * The deck's language, told from its readable lines: a broken font encoding's gibberish can pass for a
 * language's function words ("do", "na", "e").
 */
function deckLanguage(pages: ReadonlyArray<PageText>): string {
  const readable = pages.flatMap((p) => p.text.split(/\r?\n/)).filter((line) => !isGibberish(line));
  return detectLanguage(readable.join('\n'));
}

/** Every figure of the deck, in page order. */
export function extractFigures(pages: ReadonlyArray<PageText>, opts: ExtractFiguresOptions): Figure[] {
  const deckDate = opts.deckDate === undefined ? findDeckDate(pages) : opts.deckDate;
  const language = ledgerLanguage(opts.language ?? deckLanguage(pages));
  const dating = { deckDate, asOf: opts.asOf.toISOString().slice(0, 10), language };
  const figures = [...pages].sort((a, b) => a.page - b.page).flatMap((page) => readPage(page, dating));
  return deckDate === null ? actualsBeforeForecasts(figures) : figures;
}

/**
 * A deck with no date that marks some periods as forecasts ("2016E", "forecast 2017") tells its history
 * by contrast: the unmarked periods that end before its first forecast are its actuals.
 */
function actualsBeforeForecasts(figures: Figure[]): Figure[] {
  const forecastStarts = figures.filter((f) => f.markedAsProjection && f.period).map((f) => f.period!.start);
  if (forecastStarts.length === 0) return figures;
  const firstForecast = forecastStarts.reduce((a, b) => (b < a ? b : a));
  return figures.map((f) =>
    f.status === 'unknown' && f.period!.end < firstForecast ? { ...f, status: 'actual' } : f,
  );
}

/** Rows kept per deck: a real deck states hundreds; thousands are a data dump, kept in slide order up to this. */
export const MAX_LEDGER_FIGURES = 3000;

/** The ledger as stored: the figures with the date it was made and the deck's own date. */
export function buildFigureLedger(pages: ReadonlyArray<PageText>, opts: ExtractFiguresOptions): FigureLedger {
  const deckDate = opts.deckDate === undefined ? findDeckDate(pages) : opts.deckDate;
  const figures = extractFigures(pages, { ...opts, deckDate });
  return {
    asOf: opts.asOf.toISOString(),
    deckDate,
    figures: figures.slice(0, MAX_LEDGER_FIGURES),
    truncated: figures.length > MAX_LEDGER_FIGURES,
  };
}
