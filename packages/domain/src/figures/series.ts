/**
 * A deck's figures as time series for the Numbers tab's charts (issue #37, ADR 0053): each metric the deck
 * states for two or more periods of the same length, in the same unit, currency and time base, becomes one
 * series; every point keeps its slide and the consistency checks' findings about it. Nothing is derived:
 * a point is a figure as the deck states it.
 */
import type { Figure, FigureFinding, FigureMetric, FigureStatus } from './figure.ts';

/** The metrics a partner reads as a line over time (market sizes and one-off prices are not). */
export const CHARTED_METRICS: readonly FigureMetric[] = ['revenue', 'arr', 'mrr', 'gmv', 'profit', 'users', 'customers', 'downloads', 'burn', 'cash', 'headcount'];

const DAY_MS = 86_400_000;

/** Month, quarter, year or point in time: a yearly and a quarterly revenue are not one line. */
function periodLength(figure: Figure): string {
  if (!figure.period) return 'none';
  const days = (Date.parse(figure.period.end) - Date.parse(figure.period.start)) / DAY_MS + 1;
  if (days <= 1) return 'day';
  if (days <= 31) return 'month';
  if (days <= 92) return 'quarter';
  if (days >= 360 && days <= 366) return 'year';
  return `${Math.round(days)}d`;
}

export interface SeriesPoint {
  figureId: string;
  /** The period as the deck writes it. */
  period: string;
  end: string;
  value: number;
  status: FigureStatus;
  page: number;
  /** The most serious finding that names this figure, if any. */
  finding: Pick<FigureFinding, 'severity' | 'message'> | null;
}

export interface FigureSeries {
  key: string;
  metric: FigureMetric;
  /** A figure of the series, for its unit and currency when formatting values. */
  sample: Figure;
  points: SeriesPoint[];
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

/** The series with two or more periods, in the order of CHARTED_METRICS. */
export function figureSeries(figures: readonly Figure[], findings: readonly FigureFinding[] = []): FigureSeries[] {
  const findingOf = new Map<string, FigureFinding>();
  for (const finding of [...findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity])) {
    for (const id of finding.figureIds) if (!findingOf.has(id)) findingOf.set(id, finding);
  }
  const groups = new Map<string, Figure[]>();
  for (const figure of figures) {
    if (!figure.period || figure.of || !CHARTED_METRICS.includes(figure.metric)) continue;
    const key = [figure.metric, figure.unit, figure.currency ?? '', figure.per ?? '', periodLength(figure)].join('|');
    groups.set(key, [...(groups.get(key) ?? []), figure]);
  }
  const series: FigureSeries[] = [];
  for (const [key, members] of groups) {
    // One point per period: the first slide that states it (a repeat on a later slide adds nothing).
    const byPeriod = new Map<string, Figure>();
    for (const figure of [...members].sort((a, b) => a.page - b.page)) {
      const period = `${figure.period!.start}/${figure.period!.end}`;
      if (!byPeriod.has(period)) byPeriod.set(period, figure);
    }
    if (byPeriod.size < 2) continue;
    const points = [...byPeriod.values()]
      .sort((a, b) => a.period!.end.localeCompare(b.period!.end))
      .map((figure): SeriesPoint => {
        const finding = findingOf.get(figure.id);
        return {
          figureId: figure.id,
          period: figure.period!.text,
          end: figure.period!.end,
          value: figure.value,
          status: figure.status,
          page: figure.page,
          finding: finding ? { severity: finding.severity, message: finding.message } : null,
        };
      });
    series.push({ key, metric: members[0].metric, sample: members[0], points });
  }
  return series.sort((a, b) => CHARTED_METRICS.indexOf(a.metric) - CHARTED_METRICS.indexOf(b.metric) || a.key.localeCompare(b.key));
}

/**
 * What a chart of the series says under its title, on the Numbers tab and in the PDF export alike:
 * "Solid: actual; dashed: projected. Ringed: 2 figures the checks question."
 */
export function seriesChartCaption(series: FigureSeries): string {
  const flagged = series.points.filter((point) => point.finding).length;
  const hasProjection = series.points.some((point) => point.status === 'projected');
  return [
    hasProjection ? 'Solid: actual; dashed: projected.' : null,
    flagged ? `Ringed: ${flagged === 1 ? 'a figure' : `${flagged} figures`} the checks question.` : null,
  ]
    .filter(Boolean)
    .join(' ');
}
