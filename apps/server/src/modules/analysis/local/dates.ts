import { DATA_FRESHNESS_MONTHS } from '@pitchscope/domain/constants';
import type { Slide } from './text.ts';

/**
 * Dated data points of a deck, for the freshness rules of spec deep-analysis-admin §9: financial data is
 * outdated after 3 months, market data after 6 months, both measured from the end of the period a
 * figure describes ("Q3 2022" ends 30 Sep 2022, "2019" ends 31 Dec 2019) to "now".
 */

export type DataKind = 'financial' | 'market' | 'other';

export interface DatedPoint {
  slide: number;
  kind: DataKind;
  /** The line the figure is on, clipped. */
  what: string;
  /** The date as the deck writes it. */
  dateText: string;
  periodEnd: Date;
  ageMonths: number;
  /** The period ends after "now": a projection or plan, never stale. */
  future: boolean;
  stale: boolean;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_RE = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;

const DATE_PATTERNS: { re: RegExp; end: (m: RegExpExecArray) => Date | null }[] = [
  {
    re: /\b(q[1-4])\s?['’]?\s?(20\d\d|\d\d)\b/gi,
    end: (m) => quarterEnd(Number(m[1][1]), fullYear(m[2])),
  },
  {
    re: /\b([1-4])q\s?(20\d\d)\b/gi,
    end: (m) => quarterEnd(Number(m[1]), Number(m[2])),
  },
  {
    re: /\b(?:fy|cy)\s?['’]?(20\d\d|\d\d)\b/gi,
    end: (m) => monthEnd(fullYear(m[1]), 11),
  },
  {
    re: new RegExp(String.raw`\b${MONTH_RE}\.?\s?['’]?(20\d\d|19\d\d)\b`, 'gi'),
    end: (m) => monthEnd(Number(m[2]), MONTHS.indexOf(m[1].slice(0, 3).toLowerCase())),
  },
  {
    re: /\b(0?[1-9]|1[0-2])[/.](20\d\d)\b/g,
    end: (m) => monthEnd(Number(m[2]), Number(m[1]) - 1),
  },
  {
    re: /(?<![$€£\d.,/-])\b(199\d|20\d\d)(?:\s?[ef]\b)?(?![\d%,.]\d)/gi,
    end: (m) => monthEnd(Number(m[1]), 11),
  },
];

const FINANCIAL_TERMS =
  /\b(revenue|revenues|sales|profit|ebitda|income|burn|cash|arr|mrr|gmv|bookings|margin|cost|costs|expenses|p&l|turnover|earnings|funding|raised|valuation|financials?|cash ?flow|opex|capex|users|customers|subscribers|growth)\b/i;
const MARKET_TERMS = /\b(market|tam|sam|som|cagr|industry|sector|addressable|forecast to|expected to reach|projected to reach|report|statista|gartner|forrester|mckinsey|idc)\b/i;
const NON_DATA = /\b(founded|established|est\.|since|copyright|©|all rights reserved|born|graduat|joined|in business since)\b/i;

function fullYear(y: string): number {
  const n = Number(y);
  return n < 100 ? 2000 + n : n;
}
function monthEnd(year: number, monthIndex: number): Date | null {
  if (monthIndex < 0 || monthIndex > 11) return null;
  return new Date(Date.UTC(year, monthIndex + 1, 0));
}
function quarterEnd(q: number, year: number): Date | null {
  return monthEnd(year, q * 3 - 1);
}

export function monthsBetween(from: Date, to: Date): number {
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
}

function classify(line: string, slide: Slide): DataKind {
  const hasNumber = /\d[\d.,]*\s?(%|k|m|bn|b|million|billion|x)?/i.test(line.replace(/\b(19|20)\d\d\b/g, ''));
  if (MARKET_TERMS.test(line)) return 'market';
  if (FINANCIAL_TERMS.test(line) && hasNumber) return 'financial';
  if (/[$€£¥₹]|\b(usd|eur|gbp|pln)\b/i.test(line)) return MARKET_TERMS.test(slide.lower.slice(0, 120)) ? 'market' : 'financial';
  return 'other';
}

/** Every dated figure of the deck, one per slide line and date; the newest date of a line wins. */
export function findDatedPoints(slides: Slide[], now: Date): DatedPoint[] {
  const points: DatedPoint[] = [];
  for (const slide of slides) {
    slide.lines.forEach((line, i) => {
      if (NON_DATA.test(line)) return;
      let best: { text: string; end: Date } | null = null;
      const taken: [number, number][] = [];
      for (const pattern of DATE_PATTERNS) {
        pattern.re.lastIndex = 0;
        let m: RegExpExecArray | null;
        while ((m = pattern.re.exec(line)) !== null) {
          const start = m.index;
          const stop = m.index + m[0].length;
          if (taken.some(([a, b]) => start < b && stop > a)) continue;
          taken.push([start, stop]);
          const end = pattern.end(m);
          if (!end || end.getUTCFullYear() < 1990) continue;
          if (!best || end > best.end) best = { text: m[0].trim(), end };
        }
      }
      if (!best) return;
      // A bare year on a heading-like line takes its meaning from the figure below it.
      const withoutDates = line.replace(/\b(19|20)\d\d\b|\bq[1-4]\b/gi, '');
      const context = line.length < 25 && !/\d/.test(withoutDates) && slide.lines[i + 1] ? `${line} ${slide.lines[i + 1]}` : line;
      const kind = classify(context, slide);
      if (kind === 'other') return;
      const ageMonths = Math.max(0, monthsBetween(best.end, now));
      const future = best.end.getTime() > now.getTime();
      const limit = kind === 'financial' ? DATA_FRESHNESS_MONTHS.financial : DATA_FRESHNESS_MONTHS.market;
      points.push({
        slide: slide.n,
        kind,
        what: context.length > 140 ? `${context.slice(0, 137)}…` : context,
        dateText: best.text,
        periodEnd: best.end,
        ageMonths: future ? 0 : ageMonths,
        future,
        stale: !future && ageMonths > limit,
      });
    });
  }
  return points;
}

export interface HistoryGap {
  latestYear: number;
  lastCalendarYear: number;
  slides: number[];
}

/**
 * Spec deep-analysis-admin §1: flag history shown without the last calendar year. A deck shows history
 * when it has financial figures for past years; the gap exists when none of them is for last year or later.
 */
export function findHistoryGap(points: DatedPoint[], now: Date): HistoryGap | null {
  const lastCalendarYear = now.getUTCFullYear() - 1;
  const history = points.filter((p) => p.kind === 'financial' && !p.future);
  if (history.length === 0) return null;
  const latestYear = Math.max(...history.map((p) => p.periodEnd.getUTCFullYear()));
  if (latestYear >= lastCalendarYear) return null;
  return { latestYear, lastCalendarYear, slides: [...new Set(history.map((p) => p.slide))] };
}
