import { DATA_FRESHNESS_MONTHS } from '@pitchscope/domain/constants';
import { FIGURE_METRIC_LABELS, UNMARKED_STATUS_NOTE, type Figure, type FigureFinding, type FigureLedger, type FigureMetric } from '@pitchscope/domain/figures/figure';
import { formatFigureValue } from '@pitchscope/domain/figures/format';

/**
 * What the local report reads from the deck's figure ledger (`@pitchscope/domain/figures`): the dated
 * figures with their age under the spec's freshness rules, the figures that count as traction or as
 * financials, and steep projections. The ledger is the one reading of the deck's numbers; the report,
 * the freshness review and the Numbers tab all stand on it.
 */

export const MARKET_METRICS = new Set<FigureMetric>(['tam', 'sam', 'som', 'market_size', 'cagr']);
export const TRACTION_METRICS = new Set<FigureMetric>(['users', 'customers', 'downloads', 'revenue', 'arr', 'mrr', 'gmv', 'growth', 'retention', 'churn']);
export const FINANCIAL_METRICS = new Set<FigureMetric>(['revenue', 'arr', 'mrr', 'profit', 'gmv', 'burn', 'cash', 'runway', 'gross_margin', 'cac', 'ltv', 'ltv_cac', 'arpu']);

export type FreshnessKind = 'financial' | 'market';

export interface DatedFigure {
  figure: Figure;
  kind: FreshnessKind;
  /** Whole months from the end of the figure's period to the review date; negative for the future. */
  ageMonths: number;
  /** A forecast, or a period that has not ended by the review date: never stale, but not current data. */
  projection: boolean;
  /** A past period the deck marks neither as actual nor as projected (it has no date of its own). */
  unmarked: boolean;
  stale: boolean;
}

export function monthsBetweenIso(fromIso: string, to: Date): number {
  const from = new Date(`${fromIso}T00:00:00Z`);
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (to.getUTCDate() < from.getUTCDate()) months -= 1;
  return months;
}

export function freshnessKind(metric: FigureMetric): FreshnessKind {
  return MARKET_METRICS.has(metric) ? 'market' : 'financial';
}

/** Every ledger figure with a period, aged at `now` (financial outdated after 3 months, market after 6). */
export function datedFigures(ledger: FigureLedger, now: Date): DatedFigure[] {
  return ledger.figures
    .filter((f) => f.period !== null)
    .map((figure) => {
      const kind = freshnessKind(figure.metric);
      const ageMonths = monthsBetweenIso(figure.period!.end, now);
      const projection = figure.status === 'projected' || ageMonths < 0;
      return {
        figure,
        kind,
        ageMonths,
        projection,
        unmarked: !projection && figure.status === 'unknown',
        stale: !projection && ageMonths > DATA_FRESHNESS_MONTHS[kind],
      };
    });
}

/**
 * The newest actual figure of a kind, if every actual of that kind is past its window (else null). A
 * figure of no known metric ("Other") is listed with its age but never stands for the company's data,
 * as in the ledger's own freshness check.
 */
export function staleNewest(dated: DatedFigure[], kind: FreshnessKind): { newest: DatedFigure; stale: DatedFigure[] } | null {
  const actual = dated.filter((d) => d.kind === kind && !d.projection && d.figure.metric !== 'other');
  if (actual.length === 0) return null;
  const newest = actual.reduce((a, b) => (b.figure.period!.end > a.figure.period!.end ? b : a));
  return newest.stale ? { newest, stale: actual.filter((d) => d.stale) } : null;
}

/** "Revenue $1.2M (2014)": a figure as the report names it. */
export function describeFigure(f: Figure): string {
  return `${FIGURE_METRIC_LABELS[f.metric]} ${formatFigureValue(f)}${f.period ? ` (${f.period.text})` : ''}`;
}

/** What a report adds after a figure that is not a plain actual: ", projected", ", not marked actual or projected". */
export function statusNote(f: Figure): string {
  return f.status === 'projected' ? ', projected' : f.status === 'unknown' ? `, ${UNMARKED_STATUS_NOTE}` : '';
}

/** Actual figures that show traction: users, customers, revenue to date, growth. */
export function tractionFigures(ledger: FigureLedger): Figure[] {
  return ledger.figures.filter((f) => f.status === 'actual' && TRACTION_METRICS.has(f.metric));
}

export function financialFigures(ledger: FigureLedger): Figure[] {
  return ledger.figures.filter((f) => FINANCIAL_METRICS.has(f.metric));
}

export function marketFigures(ledger: FigureLedger): Figure[] {
  return ledger.figures.filter((f) => MARKET_METRICS.has(f.metric) && f.unit === 'money');
}

/**
 * How many times over a value grows, in words that match the number: "2.4 times" for 240 % more,
 * "12-fold" from ten times up. Never "tenfold" for less than ten.
 */
export function multipleInWords(ratio: number): string {
  if (ratio >= 10) return `${Math.floor(ratio)}-fold`;
  const rounded = Math.round(ratio * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} times`;
}

export interface SteepProjection {
  from: Figure;
  to: Figure;
  ratio: number;
  text: string;
}

/**
 * Revenue-like money figures of one metric and currency, read in period order: a rise of ten times or
 * more within four years that ends in a projection is "steep". The multiple is computed from the
 * figures, so the wording always matches them.
 */
export function findSteepProjection(ledger: FigureLedger): SteepProjection | null {
  const candidates = ledger.figures.filter(
    (f) => ['revenue', 'arr', 'gmv'].includes(f.metric) && f.unit === 'money' && f.period !== null && f.value > 0 && f.per !== 'month',
  );
  const groups = new Map<string, Figure[]>();
  for (const f of candidates) {
    const key = `${f.metric}|${f.currency ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  let best: SteepProjection | null = null;
  for (const figures of groups.values()) {
    const byEnd = [...figures].sort((a, b) => a.period!.end.localeCompare(b.period!.end));
    const first = byEnd[0];
    const last = byEnd[byEnd.length - 1];
    if (first === last || last.status !== 'projected') continue;
    const years = (Date.parse(last.period!.end) - Date.parse(first.period!.end)) / (365.25 * 24 * 3600 * 1000);
    const ratio = last.value / first.value;
    if (ratio < 10 || years > 4.1 || years <= 0) continue;
    if (best && best.ratio >= ratio) continue;
    best = {
      from: first,
      to: last,
      ratio,
      text: `${FIGURE_METRIC_LABELS[first.metric]} is projected to rise ${multipleInWords(ratio)}, from ${formatFigureValue(first)} (${first.period!.text}) to ${formatFigureValue(last)} (${last.period!.text})`,
    };
  }
  return best;
}

/** Each figure check as an investor reads its name ("figure check: runway vs cash and burn"). */
export const FIGURE_CHECK_NAMES: Record<FigureFinding['check'], string> = {
  'mrr-vs-arr': 'MRR × 12 vs ARR',
  'growth-vs-figures': 'growth rate vs the figures',
  'runway-vs-burn': 'runway vs cash and burn',
  'market-order': 'TAM ≥ SAM ≥ SOM',
  'conflicting-values': 'conflicting values',
  'projection-as-actual': 'projections stated as actuals',
  freshness: 'freshness',
};

/** The deck's first actual (or unmarked) figure of these metrics, projections aside: what it already answers. */
export function statedFigure(ledger: FigureLedger, metrics: Figure['metric'][]): Figure | null {
  return ledger.figures.find((f) => metrics.includes(f.metric) && f.status !== 'projected') ?? null;
}
