import { FIGURE_METRIC_LABELS, type Figure, type FigureStatus } from './figure.ts';

/** History first, then what the deck leaves open, then its plans. */
const STATUS_ORDER: Record<FigureStatus, number> = { actual: 0, unknown: 1, projected: 2 };

export const FIGURE_SORT_KEYS = ['page', 'metric', 'value', 'period', 'status'] as const;
export type FigureSortKey = (typeof FIGURE_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

function compare(a: Figure, b: Figure, key: FigureSortKey): number {
  switch (key) {
    case 'page':
      return a.page - b.page;
    case 'metric':
      return FIGURE_METRIC_LABELS[a.metric].localeCompare(FIGURE_METRIC_LABELS[b.metric]);
    case 'value':
      // Values of different units are not comparable: group by unit, then by value.
      return a.unit === b.unit ? a.value - b.value : a.unit.localeCompare(b.unit);
    case 'period':
      // Undated figures sort last either way round.
      if (!a.period || !b.period) return (a.period ? 0 : 1) - (b.period ? 0 : 1);
      return a.period.end.localeCompare(b.period.end) || a.period.start.localeCompare(b.period.start);
    case 'status':
      return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  }
}

/** The Numbers table's order: by the chosen column, ties kept in slide order (a stable sort). */
export function sortFigures(
  figures: ReadonlyArray<Figure>,
  key: FigureSortKey,
  direction: SortDirection,
): Figure[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...figures].sort((a, b) => {
    const undatedLast = key === 'period' && (!a.period || !b.period);
    const primary = undatedLast ? compare(a, b, key) : sign * compare(a, b, key);
    return primary || a.page - b.page || a.id.localeCompare(b.id, undefined, { numeric: true });
  });
}
