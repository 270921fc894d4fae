import type { FigurePeriod } from './figure.ts';

/**
 * Dates and periods as decks write them: "Q3 2015", "3Q15", "H1 2024", "FY23", "Sept. 2014",
 * "09/2014", "2014", "2026E", "by 2027", "Year 3". Each becomes calendar bounds, so a figure's age and
 * whether it lies in the future can be computed. Years are dates, never figures.
 */

export interface PeriodMention {
  period: FigurePeriod;
  index: number;
  end: number;
  /** The deck marks this period as a forecast: "2026E", "2025F", "by 2027", "Year 3". */
  projection: boolean;
  /** The deck marks this period as an actual: "2019A", "FY23A". */
  actual: boolean;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORD = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const YEAR = String.raw`((?:19|20)\d\d)`;
const SHORT_OR_LONG_YEAR = String.raw`(?:['’]?(\d\d)|(?:19|20)(\d\d))`;

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}
function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1));
}
function monthEnd(year: number, month: number): Date {
  return new Date(Date.UTC(year, month + 1, 0));
}
function span(text: string, year: number, firstMonth: number, lastMonth: number): FigurePeriod {
  return { text, start: iso(monthStart(year, firstMonth)), end: iso(monthEnd(year, lastMonth)) };
}
function twoDigitYear(short: string | undefined, long: string | undefined): number {
  return 2000 + Number(short ?? long);
}

interface PeriodPattern {
  re: RegExp;
  read: (m: RegExpMatchArray) => { period: FigurePeriod; projection: boolean; actual?: boolean } | null;
}

const PATTERNS: PeriodPattern[] = [
  {
    // "Q3 2015", "Q3'15", "Q3-15"
    re: new RegExp(String.raw`\bQ([1-4])\s?[-/]?\s?${SHORT_OR_LONG_YEAR}\b`, 'gi'),
    read: (m) => {
      const q = Number(m[1]);
      return { period: span(m[0], twoDigitYear(m[2], m[3]), q * 3 - 3, q * 3 - 1), projection: false };
    },
  },
  {
    // "3Q15", "3Q 2015"
    re: /\b([1-4])Q\s?(?:(\d\d)|(?:19|20)(\d\d))\b/gi,
    read: (m) => {
      const q = Number(m[1]);
      return { period: span(m[0], twoDigitYear(m[2], m[3]), q * 3 - 3, q * 3 - 1), projection: false };
    },
  },
  {
    // "H1 2024", "H2'23", "1H24"
    re: new RegExp(
      String.raw`\b(?:H([12])\s?${SHORT_OR_LONG_YEAR}|([12])H\s?(?:(\d\d)|(?:19|20)(\d\d)))\b`,
      'gi',
    ),
    read: (m) => {
      const half = Number(m[1] ?? m[4]);
      const year = m[1] ? twoDigitYear(m[2], m[3]) : twoDigitYear(m[5], m[6]);
      return { period: span(m[0], year, half === 1 ? 0 : 6, half === 1 ? 5 : 11), projection: false };
    },
  },
  {
    // "FY23", "FY 2023", "FY'23", "CY2024", "FY23E", "FY2019A" (an actual: the A is glued to the year)
    re: /\b(?:FY|CY)\s?['’]?(?:(\d\d)|(?:19|20)(\d\d))(?:\s?([EFPB])|(A))?\b/gi,
    read: (m) => ({
      period: span(m[0], twoDigitYear(m[1], m[2]), 0, 11),
      projection: m[3] !== undefined,
      actual: m[4] !== undefined,
    }),
  },
  {
    // "Sept. 2014", "September 2014", "Sep '14", "Sep-14"
    re: new RegExp(String.raw`\b${MONTH_WORD}\.?,?\s?(?:[-'’]\s?(\d\d)|${YEAR})\b`, 'gi'),
    read: (m) => {
      const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase());
      const year = m[2] ? 2000 + Number(m[2]) : Number(m[3]);
      return { period: span(m[0], year, month, month), projection: false };
    },
  },
  {
    // "09/2014", "9.2014"
    re: new RegExp(String.raw`(?<![\d/.])\b(0?[1-9]|1[0-2])[/.]${YEAR}\b(?![/.]\d)`, 'g'),
    read: (m) => {
      const month = Number(m[1]) - 1;
      return { period: span(m[0], Number(m[2]), month, month), projection: false };
    },
  },
  {
    // "Year 3", "Y3", "Year 1-5" (a plan's own years: always a projection, with no calendar date)
    re: /\b(?:year|yr|y)\s?([1-9])\b(?!\s?[-–]\s?\d)/gi,
    read: () => null,
  },
  {
    // "2014", "2026E", "2025F", "2019A", "by 2027", "in 2027"
    re: new RegExp(
      String.raw`(?:\b(by|until|till|through|in)\s)?(?<![$€£¥₹\d.,])\b${YEAR}([EFPBA])?(?![\p{L}\d]|-\p{L}|[.,]\d|\s?%)`,
      'giu',
    ),
    read: (m) => {
      const year = Number(m[2]);
      const by = m[1] !== undefined && /^(by|until|till|through)$/i.test(m[1]);
      return {
        period: span(m[0].replace(/^(in)\s/i, ''), year, 0, 11),
        projection: by || (m[3] !== undefined && m[3].toUpperCase() !== 'A'),
        actual: m[3]?.toUpperCase() === 'A',
      };
    },
  },
];

const YEAR_AS_COUNT = /^\s\p{Ll}{3,}s\b/u;
const PERIOD_NOUN =
  /^\s(?:sales|results|numbers|financials|projections|targets|goals|plans|highlights|customers|users|revenues|earnings|bookings|figures|accounts|orders|subscribers|members|downloads|installs|signups|sign-ups)\b/u;

/** Every date or period in a text, left to right, none overlapping (the more specific pattern wins). */
export function findPeriods(text: string): PeriodMention[] {
  const found: PeriodMention[] = [];
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern.re)) {
      const index = m.index;
      const end = index + m[0].length;
      if (found.some((f) => index < f.end && end > f.index)) continue;
      // "2000 devices", "1995 units": a count that looks like a year is followed by what it counts.
      if (/^\d{4}$/.test(m[0]) && YEAR_AS_COUNT.test(text.slice(end)) && !PERIOD_NOUN.test(text.slice(end)))
        continue;
      const read = pattern.read(m);
      if (!read) continue;
      const year = Number(read.period.end.slice(0, 4));
      if (year < 1990 || year > 2100) continue;
      const offset = m[0].length - m[0].trimStart().length;
      found.push({
        period: read.period,
        index: index + offset,
        end,
        projection: read.projection,
        actual: read.actual ?? false,
      });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Spans a figure scanner must not read as numbers: every date and period, and plan years ("Year 3"). */
export function findDateSpans(text: string): { index: number; end: number; projection: boolean }[] {
  const spans = findPeriods(text).map((p) => ({ index: p.index, end: p.end, projection: p.projection }));
  for (const m of text.matchAll(/\b(?:year|yr)\s?([1-9])\b/gi))
    spans.push({ index: m.index, end: m.index + m[0].length, projection: true });
  // Full dates ("12/05/2019", "2019-05-12") and clock times ("10:30") are never figures.
  for (const m of text.matchAll(/\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{1,2}:\d{2}\b/g))
    spans.push({ index: m.index, end: m.index + m[0].length, projection: false });
  return spans;
}

/**
 * The date a deck gives itself: a month or quarter with its year on the cover (first page), or a
 * line holding nothing but a date or year there. Returns the end of that period, or null.
 */
export function findDeckDate(pages: ReadonlyArray<{ page: number; text: string }>): string | null {
  const cover = [...pages].sort((a, b) => a.page - b.page)[0];
  if (!cover) return null;
  for (const line of cover.text.split(/\n/)) {
    const trimmed = line.trim();
    const periods = findPeriods(trimmed).filter((p) => !p.projection);
    if (periods.length === 0) continue;
    const precise = periods.find(
      (p) => p.period.start.slice(0, 7) === p.period.end.slice(0, 7) || /q[1-4]/i.test(p.period.text),
    );
    if (precise) return precise.period.end;
    // A bare year alone on its line (or after ©) dates the deck; a year inside a sentence does not.
    const rest = trimmed.replace(periods[0].period.text, '').replace(/[©|,.\-–\s]|copyright/gi, '');
    if (rest.length === 0) return periods[0].period.end;
  }
  return null;
}
