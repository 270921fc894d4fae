import { DATA_FRESHNESS_MONTHS } from '../constants.ts';
import { readsAsAchieved } from './extract.ts';
import {
  FIGURE_METRIC_LABELS,
  type Figure,
  type FigureFinding,
  type FigureLedger,
  type FigureMetric,
} from './figure.ts';
import { citeFigure, formatFigureValue } from './format.ts';

/**
 * Checks on the figure ledger (issue #16 item 2): each reads the rows a deck states and reports where
 * they disagree with each other or with time. Pure; every finding cites the rows and slides it rests on.
 * Tolerances are generous on purpose — decks round — so a finding means a real gap, not a rounding.
 */

export interface FigureCheckOptions {
  /** The analysis date: freshness is measured to it. */
  asOf: Date;
}

/** Relative difference beyond which two figures that should match are reported. */
const MATCH_TOLERANCE = 0.15;
const GROWTH_TOLERANCE = { points: 5, relative: 0.25 };
const RUNWAY_TOLERANCE = { months: 3, relative: 0.25 };

const MARKET_METRICS = new Set<FigureMetric>(['tam', 'sam', 'som', 'market_size', 'cagr']);
/** Metrics a deck states once for "now": two different undated values of one of them conflict. */
const POINT_IN_TIME = new Set<FigureMetric>([
  'arr',
  'mrr',
  'customers',
  'users',
  'headcount',
  'tam',
  'sam',
  'som',
  'round_size',
  'valuation',
  'funding_raised',
  'cash',
  'burn',
  'runway',
  'cac',
  'ltv',
  'ltv_cac',
  'gross_margin',
  'churn',
]);

function groupBy<K>(figures: Figure[], keyOf: (f: Figure) => K): Map<K, Figure[]> {
  const groups = new Map<K, Figure[]>();
  for (const f of figures) {
    const key = keyOf(f);
    const list = groups.get(key);
    if (list) list.push(f);
    else groups.set(key, [f]);
  }
  return groups;
}

function pages(figures: Figure[]): number[] {
  return [...new Set(figures.map((f) => f.page))].sort((a, b) => a - b);
}

function finding(
  check: FigureFinding['check'],
  severity: FigureFinding['severity'],
  message: string,
  figures: Figure[],
): FigureFinding {
  return { check, severity, message, figureIds: figures.map((f) => f.id), pages: pages(figures) };
}

function sameCurrency(a: Figure, b: Figure): boolean {
  return a.currency === null || b.currency === null || a.currency === b.currency;
}

/** Same period, or at least one undated (an undated figure is read as describing the same "now"). */
function periodsMatch(a: Figure, b: Figure): boolean {
  return (
    a.period === null ||
    b.period === null ||
    (a.period.start === b.period.start && a.period.end === b.period.end)
  );
}

function nearestByPage(target: Figure, candidates: Figure[]): Figure | null {
  let best: Figure | null = null;
  for (const c of candidates)
    if (!best || Math.abs(c.page - target.page) < Math.abs(best.page - target.page)) best = c;
  return best;
}

function relativeGap(a: number, b: number): number {
  return Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
}

function monthsBetween(fromIso: string, toIso: string): number {
  const from = new Date(`${fromIso}T00:00:00Z`);
  const to = new Date(`${toIso}T00:00:00Z`);
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
}

function monthlyAmount(figure: Figure): number {
  if (figure.per === 'year') return figure.value / 12;
  if (figure.per === 'quarter') return figure.value / 3;
  return figure.value;
}

/** MRR × 12 should be ARR (same period and currency). */
export function checkMrrVsArr(figures: Figure[]): FigureFinding[] {
  const mrrs = figures.filter((f) => f.metric === 'mrr' && f.unit === 'money');
  const out: FigureFinding[] = [];
  for (const arr of figures.filter((f) => f.metric === 'arr' && f.unit === 'money')) {
    const mrr = nearestByPage(
      arr,
      mrrs.filter((m) => m.status === arr.status && sameCurrency(m, arr) && periodsMatch(m, arr)),
    );
    if (!mrr) continue;
    const annualised = mrr.value * 12;
    if (relativeGap(arr.value, annualised) <= MATCH_TOLERANCE) continue;
    out.push(
      finding(
        'mrr-vs-arr',
        'warning',
        `${citeFigure(arr)} is not 12 × ${citeFigure(mrr)} = ${formatFigureValue({ ...mrr, value: annualised, upper: null, per: null })}.`,
        [arr, mrr],
      ),
    );
  }
  return out;
}

function growthMatches(
  stated: Figure,
  earlier: Figure,
  later: Figure,
): { implied: string; ok: boolean } | null {
  if (earlier.value <= 0) return null;
  const ratio = later.value / earlier.value;
  let steps = 1;
  if (stated.per && earlier.period && later.period) {
    const gap = monthsBetween(earlier.period.end, later.period.end);
    const perMonths = stated.per === 'month' ? 1 : stated.per === 'quarter' ? 3 : 12;
    if (gap <= 0) return null;
    steps = gap / perMonths;
  }
  const impliedRate = (Math.pow(ratio, 1 / steps) - 1) * 100;
  const impliedMultiple = Math.pow(ratio, 1 / steps);
  if (stated.unit === 'multiple') {
    // "3x" is said both of a ratio (×3) and of an increase (+300%): either reading passes.
    const ok =
      relativeGap(stated.value, impliedMultiple) <= GROWTH_TOLERANCE.relative ||
      relativeGap(stated.value, impliedMultiple - 1) <= GROWTH_TOLERANCE.relative;
    return { implied: `${impliedMultiple.toFixed(1)}x`, ok };
  }
  const gap = Math.abs(stated.value - impliedRate);
  const ok =
    gap <= GROWTH_TOLERANCE.points ||
    gap <= GROWTH_TOLERANCE.relative * Math.max(Math.abs(stated.value), Math.abs(impliedRate));
  return { implied: `${Math.round(impliedRate)}%`, ok };
}

/**
 * A stated growth rate against the two figures it relates: the two values of the grown metric on the
 * same line ("ARR grew from $1M to $3M, +200%"), else the two latest dated values on the same slide.
 */
export function checkGrowth(figures: Figure[]): FigureFinding[] {
  const out: FigureFinding[] = [];
  // Indexed once (by slide, by line, by metric) so that a ledger of thousands of rows stays linear.
  const quantities = figures.filter(
    (f) => (f.unit === 'money' || f.unit === 'count') && f.metric !== 'other',
  );
  const byLine = groupBy(quantities, (f) => `${f.page}|${f.context}`);
  const datedByPage = new Map<number, Map<FigureMetric, Figure[]>>();
  for (const f of quantities) {
    if (f.period === null || f.status === 'projected') continue;
    const page = datedByPage.get(f.page) ?? new Map<FigureMetric, Figure[]>();
    datedByPage.set(f.page, page);
    const list = page.get(f.metric) ?? [];
    page.set(f.metric, list);
    list.push(f);
  }
  // Per slide and metric: the two latest dated values, when the metric has at least two periods there.
  const latestPairs = new Map<number, Map<FigureMetric, [Figure, Figure]>>();
  for (const [page, metrics] of datedByPage) {
    const pairs = new Map<FigureMetric, [Figure, Figure]>();
    for (const [metric, list] of metrics) {
      const later = list.reduce((a, b) => (b.period!.end > a.period!.end ? b : a));
      const before = list.filter((f) => f.period!.end < later.period!.end);
      if (before.length === 0) continue;
      pairs.set(metric, [before.reduce((a, b) => (b.period!.end > a.period!.end ? b : a)), later]);
    }
    latestPairs.set(page, pairs);
  }
  for (const growth of figures.filter(
    (f) => f.metric === 'growth' && (f.unit === 'percent' || f.unit === 'multiple'),
  )) {
    const matches = (f: Figure) => f.id !== growth.id && (growth.of === null || f.metric === growth.of);
    let pair: [Figure, Figure] | null = null;
    const sameLine = (byLine.get(`${growth.page}|${growth.context}`) ?? []).filter(matches);
    if (sameLine.length === 2 && sameLine[0].metric === sameLine[1].metric) pair = [sameLine[0], sameLine[1]];
    if (!pair) {
      const pairs = [
        ...(latestPairs.get(growth.page) ?? new Map<FigureMetric, [Figure, Figure]>()).entries(),
      ].filter(([metric]) => growth.of === null || metric === growth.of);
      if (pairs.length === 1) pair = pairs[0][1];
    }
    if (!pair || !sameCurrency(pair[0], pair[1]) || pair[0].unit !== pair[1].unit) continue;
    const result = growthMatches(growth, pair[0], pair[1]);
    if (!result || result.ok) continue;
    out.push(
      finding(
        'growth-vs-figures',
        'warning',
        `Growth of ${formatFigureValue(growth)} (slide ${growth.page}) does not follow from ${citeFigure(pair[0])} to ${citeFigure(pair[1])}, which is ${result.implied}${growth.per ? ` per ${growth.per}` : ''}.`,
        [growth, pair[0], pair[1]],
      ),
    );
  }
  return out;
}

/** A stated runway against the burn and what pays for it: cash, the round, or both. */
export function checkRunway(figures: Figure[]): FigureFinding[] {
  const out: FigureFinding[] = [];
  const burns = figures.filter((f) => f.metric === 'burn' && f.unit === 'money' && f.status === 'actual');
  const cashes = figures.filter((f) => f.metric === 'cash' && f.unit === 'money' && f.status === 'actual');
  const rounds = figures.filter((f) => f.metric === 'round_size' && f.unit === 'money');
  for (const runway of figures.filter((f) => f.metric === 'runway' && f.unit === 'months')) {
    const burn = nearestByPage(runway, burns);
    if (!burn || burn.value <= 0) continue;
    const cash = nearestByPage(
      runway,
      cashes.filter((f) => sameCurrency(f, burn)),
    );
    const round = nearestByPage(
      runway,
      rounds.filter((f) => sameCurrency(f, burn)),
    );
    const funds: [string, number, Figure[]][] = [];
    if (cash) funds.push([citeFigure(cash), cash.value, [cash]]);
    if (round) funds.push([citeFigure(round), round.upper ?? round.value, [round]]);
    if (cash && round)
      funds.push([`cash plus the round`, cash.value + (round.upper ?? round.value), [cash, round]]);
    if (funds.length === 0) continue;
    const monthly = monthlyAmount(burn);
    const implied = funds.map(([label, amount, cited]) => ({ label, months: amount / monthly, cited }));
    const fits = implied.some(
      ({ months }) =>
        Math.abs(months - runway.value) <=
        Math.max(RUNWAY_TOLERANCE.months, RUNWAY_TOLERANCE.relative * runway.value),
    );
    if (fits) continue;
    const readings = implied
      .map(({ label, months }) => `${label} lasts ${Math.round(months)} months`)
      .join('; ');
    out.push(
      finding(
        'runway-vs-burn',
        'warning',
        `${citeFigure(runway)} does not match ${citeFigure(burn)}: ${readings}.`,
        [runway, burn, ...new Set(implied.flatMap((i) => i.cited))],
      ),
    );
  }
  return out;
}

/** SOM ≤ SAM ≤ TAM, in the same currency and period. */
export function checkMarketOrder(figures: Figure[]): FigureFinding[] {
  const out: FigureFinding[] = [];
  const of = (metric: FigureMetric) => figures.filter((f) => f.metric === metric && f.unit === 'money');
  const pairs: [FigureMetric, FigureMetric][] = [
    ['som', 'sam'],
    ['sam', 'tam'],
    ['som', 'tam'],
  ];
  const reported = new Set<string>();
  for (const [smallMetric, bigMetric] of pairs) {
    for (const small of of(smallMetric)) {
      const big = nearestByPage(
        small,
        of(bigMetric).filter((b) => sameCurrency(small, b) && periodsMatch(small, b)),
      );
      if (!big || small.value <= (big.upper ?? big.value)) continue;
      // SOM > TAM follows from SOM > SAM > TAM; say it once.
      if (smallMetric === 'som' && bigMetric === 'tam' && reported.has(small.id)) continue;
      reported.add(small.id);
      reported.add(big.id);
      out.push(
        finding(
          'market-order',
          'error',
          `${citeFigure(small)} is larger than ${citeFigure(big)}: the ${FIGURE_METRIC_LABELS[smallMetric]} must fit inside the ${FIGURE_METRIC_LABELS[bigMetric]}.`,
          [small, big],
        ),
      );
    }
  }
  return out;
}

function consistent(a: Figure, b: Figure): boolean {
  const [low, high] = a.value <= b.value ? [a, b] : [b, a];
  if (relativeGap(a.value, b.value) <= 0.05) return true;
  if (low.upper !== null && high.value <= low.upper) return true;
  // "3,000+ customers" and "3,400 customers" agree.
  if (low.atLeast) return true;
  return false;
}

/** A line's words before its first figure: "Net Income -$212,832 …" → "net income". */
function rowLabel(figure: Figure): string {
  return figure.context
    .split(/[\d$€£¥₹-]/u)[0]
    .trim()
    .toLowerCase();
}

/** The same metric stated twice for the same period with different values. */
export function checkConflicts(figures: Figure[]): FigureFinding[] {
  const groups = new Map<string, Figure[]>();
  const lineCounts = new Map<string, number>();
  for (const f of figures)
    lineCounts.set(`${f.page}|${f.context}`, (lineCounts.get(`${f.page}|${f.context}`) ?? 0) + 1);
  for (const f of figures) {
    if (f.metric === 'other' || f.metric === 'growth' || f.metric === 'price' || f.metric === 'market_size')
      continue;
    if (f.period === null && !POINT_IN_TIME.has(f.metric)) continue;
    // An undated row of three or more values is a series (a table whose headers were not read), not restatements.
    if (f.period === null && (lineCounts.get(`${f.page}|${f.context}`) ?? 0) >= 3) continue;
    const key = [
      f.metric,
      f.unit,
      f.per ?? (f.metric === 'mrr' ? 'month' : ''),
      f.status,
      f.period ? `${f.period.start}/${f.period.end}` : 'undated',
    ].join('|');
    const list = groups.get(key);
    if (list) list.push(f);
    else groups.set(key, [f]);
  }
  const out: FigureFinding[] = [];
  for (const group of groups.values()) {
    // A metric the deck gives undated many times is used for comparisons and segments, not restated.
    if (group[0].period === null && group.length > 3) continue;
    // Fifty values for one period is a table read without its headers, and the pairs would be many.
    if (group.length > 50) continue;
    const conflicting = new Set<Figure>();
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i], group[j]];
        // Two figures of one line are usually a change ("from $1M to $3M"), not a restatement; undated
        // ones on the same slide may be segments, and table rows with other labels ("EBITDA", "Net
        // income") other quantities. On one slide, only rows with the same label conflict.
        if (
          a.page === b.page &&
          (a.context === b.context || a.period === null || rowLabel(a) !== rowLabel(b))
        )
          continue;
        if (!sameCurrency(a, b) || consistent(a, b)) continue;
        conflicting.add(a).add(b);
      }
    }
    if (conflicting.size === 0) continue;
    const cited = [...conflicting];
    const what = cited[0].period ? ` for ${cited[0].period.text}` : '';
    out.push(
      finding(
        'conflicting-values',
        // Undated values may describe different moments or scopes: worth a question, not an alarm.
        cited[0].period ? 'warning' : 'info',
        `${FIGURE_METRIC_LABELS[cited[0].metric]}${what} is stated with different values: ${cited.map((f) => `${formatFigureValue(f)} (slide ${f.page})`).join(', ')}.`,
        cited,
      ),
    );
  }
  return out;
}

/**
 * Figures for a period after the deck's own date (or after the ledger's date when the deck has none)
 * that the deck does not mark as a forecast: a projection presented as an actual. A past-tense claim
 * about a future period ("we generated $3M in 2016" in a 2015 deck) is the stronger case.
 */
export function checkProjectionsAsActuals(ledger: FigureLedger): FigureFinding[] {
  const reference = ledger.deckDate ?? ledger.asOf.slice(0, 10);
  const unmarked = ledger.figures.filter(
    (f) => f.status === 'projected' && !f.markedAsProjection && f.period !== null && f.period.end > reference,
  );
  const byPage = groupBy(unmarked, (f) => f.page);
  const out: FigureFinding[] = [];
  const basis = ledger.deckDate
    ? `the deck's date (${ledger.deckDate})`
    : `the date the deck was read (${reference})`;
  for (const [page, list] of byPage) {
    const claimed = list.filter(readsAsAchieved);
    const severity = claimed.length > 0 ? 'warning' : 'info';
    const verb = claimed.length > 0 ? 'stated as achieved' : 'not marked as a projection';
    out.push(
      finding(
        'projection-as-actual',
        severity,
        `Slide ${page}: ${list.map(citeFigure).join(', ')} ${list.length === 1 ? 'describes a period' : 'describe periods'} after ${basis} but ${list.length === 1 ? 'is' : 'are'} ${verb}.`,
        list,
      ),
    );
  }
  return out;
}

/**
 * Past periods a deck with no date of its own does not mark as actual or projected: a table of
 * FY2019…FY2023 read today may be history or the plan of a deck written in 2018. Worth a question,
 * never called an actual.
 */
export function checkUnmarkedPeriods(ledger: FigureLedger): FigureFinding[] {
  const unmarked = ledger.figures.filter((f) => f.status === 'unknown' && f.metric !== 'other');
  const out: FigureFinding[] = [];
  for (const [page, list] of groupBy(unmarked, (f) => f.page)) {
    const periods = [...new Set(list.map((f) => f.period!.text))];
    const span = periods.length > 3 ? `${periods[0]} to ${periods[periods.length - 1]}` : periods.join(', ');
    out.push(
      finding(
        'projection-as-actual',
        'info',
        `Slide ${page}: ${list.length === 1 ? `${citeFigure(list[0])} is` : `${list.length} figures for ${span} are`} not marked as actual or projected, and the deck gives no date of its own. Ask which are actuals.`,
        list,
      ),
    );
  }
  return out;
}

/**
 * Data freshness from the ledger's dates (spec deep-analysis-admin §9): financial figures are outdated
 * 3 months after the end of the period they describe, market figures after 6, counted to the analysis
 * date. Also reports forecasts whose period has passed (the actual should exist by now).
 */
export function checkFreshness(figures: Figure[], opts: FigureCheckOptions): FigureFinding[] {
  const today = opts.asOf.toISOString().slice(0, 10);
  const out: FigureFinding[] = [];
  // A past period the deck does not mark as actual or projected is still the newest data it gives.
  const actualDated = figures.filter(
    (f) => f.status !== 'projected' && f.period !== null && f.metric !== 'other',
  );
  for (const kind of ['financial', 'market'] as const) {
    const limit = DATA_FRESHNESS_MONTHS[kind];
    const rows = actualDated.filter((f) => MARKET_METRICS.has(f.metric) === (kind === 'market'));
    if (rows.length === 0) continue;
    const newest = rows.reduce((a, b) => (b.period!.end > a.period!.end ? b : a));
    const age = monthsBetween(newest.period!.end, today);
    if (age <= limit) continue;
    const stale = rows.filter((f) => monthsBetween(f.period!.end, today) > limit);
    out.push(
      finding(
        'freshness',
        kind === 'financial' ? 'warning' : 'info',
        `The newest dated ${kind} figure, ${citeFigure(newest)}, is ${age} months old at ${today}; ${kind} data is outdated after ${limit} months. Ask for current figures.`,
        stale,
      ),
    );
  }
  const lapsed = figures.filter(
    (f) => f.status === 'projected' && f.period !== null && f.period.end < today && f.metric !== 'other',
  );
  if (lapsed.length > 0) {
    out.push(
      finding(
        'freshness',
        'info',
        `${lapsed.length === 1 ? 'A forecast' : `${lapsed.length} forecasts`} for a period that has ended by ${today}: ${lapsed.slice(0, 5).map(citeFigure).join(', ')}${lapsed.length > 5 ? ', …' : ''}. Ask for the actuals.`,
        lapsed,
      ),
    );
  }
  const undated = figures.filter(
    (f) =>
      f.status === 'actual' &&
      f.period === null &&
      !MARKET_METRICS.has(f.metric) &&
      ['arr', 'mrr', 'revenue', 'gmv', 'users', 'customers', 'burn', 'cash'].includes(f.metric),
  );
  if (undated.length > 0) {
    out.push(
      finding(
        'freshness',
        'info',
        `${undated.length} key figure${undated.length === 1 ? ' carries' : 's carry'} no date, so ${undated.length === 1 ? 'its' : 'their'} freshness cannot be judged: ${undated.slice(0, 5).map(citeFigure).join(', ')}${undated.length > 5 ? ', …' : ''}.`,
        undated,
      ),
    );
  }
  return out;
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

/** Findings kept per check: past this many, more of the same tells a reader nothing new. */
export const MAX_FINDINGS_PER_CHECK = 20;

/** Every check on a ledger, most severe first, at most `MAX_FINDINGS_PER_CHECK` of each. */
export function checkFigureLedger(ledger: FigureLedger, opts: FigureCheckOptions): FigureFinding[] {
  const { figures } = ledger;
  const capped = (findings: FigureFinding[]) => findings.slice(0, MAX_FINDINGS_PER_CHECK);
  return [
    ...capped(checkMarketOrder(figures)),
    ...capped(checkMrrVsArr(figures)),
    ...capped(checkGrowth(figures)),
    ...capped(checkRunway(figures)),
    ...capped(checkConflicts(figures)),
    ...capped(checkProjectionsAsActuals(ledger)),
    ...capped(checkUnmarkedPeriods(ledger)),
    ...capped(checkFreshness(figures, opts)),
  ].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}
