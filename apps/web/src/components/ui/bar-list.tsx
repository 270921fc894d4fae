/**
 * Bars drawn by the browser's own layout, without a chart library (issue #37): a breakdown is a list of
 * labels and lengths, and Recharts cost the deal-flow page ~40 ms of script per chart to measure text and
 * lay out axes for it. Each bar is a link, named with its label and value, so a keyboard or screen-reader
 * user opens the same list a mouse user clicks; the colours are the theme's `--chart-N` variables, so
 * light and dark mode need nothing here. Put it in a `ChartFigure` for its caption and data table.
 */
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

export interface BarListBar {
  /** Unique within its row. */
  key: string;
  value: number;
  /** The address the bar opens. */
  to: string;
  /** What the bar counts when a row has several (shown in the legend and said in the bar's name). */
  series?: string;
  /** A CSS colour; the theme's first chart colour when none. */
  color?: string;
  /** 0–1: lighter bars for later steps of a funnel. */
  opacity?: number;
}

export interface BarListRow {
  key: string;
  label: string;
  bars: BarListBar[];
}

const DEFAULT_COLOR = 'var(--chart-1)';
// The label column: 7rem keeps the bars readable beside it on a 390 px phone.
const ROW_GRID = 'grid grid-cols-[7rem_minmax(0,1fr)] items-center gap-x-2 sm:grid-cols-[9rem_minmax(0,1fr)]';
const LINK_FOCUS = 'rounded-sm outline-none hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * `valueText` says a value in words for the bars' names ("3 decks"). A bar's name holds what it shows, in
 * the same order (label, value: what axe's label-content-name-mismatch checks), so a speech user can say
 * what they see. Rows keep the caller's order.
 */
export function BarList({ rows, valueText, className }: { rows: readonly BarListRow[]; valueText: (value: number) => string; className?: string }) {
  const longest = Math.max(1, ...rows.flatMap((row) => row.bars.map((bar) => bar.value)));
  const legend = [...new Map(rows.flatMap((row) => row.bars).filter((bar) => bar.series).map((bar) => [bar.series, bar.color ?? DEFAULT_COLOR])).entries()];
  const nameOf = (row: BarListRow, bar: BarListBar) =>
    `${row.label}${bar.series ? `, ${bar.series}` : ''}: ${valueText(bar.value)}`;
  // The spaces between the parts are for the visible text read from the link ("Fintech 2", not
  // "Fintech2"); the grid lays them out as nothing.
  const track = (bar: BarListBar) => (
    <>
      <span className="h-5 min-w-0 rounded-sm bg-muted/50">
        <span
          data-chart-bar=""
          className="block h-full rounded-sm transition-opacity group-hover:opacity-80"
          // A non-zero value keeps a sliver, so a small group is not drawn as none.
          style={{ width: `${(bar.value / longest) * 100}%`, minWidth: bar.value > 0 ? 2 : 0, background: bar.color ?? DEFAULT_COLOR, opacity: bar.opacity }}
        />
      </span>{' '}
      <span className="text-right font-mono tabular-nums">{bar.value}</span>
    </>
  );
  return (
    <div className={cn('grid gap-2 text-xs', className)}>
      {legend.length > 0 && (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground" aria-hidden="true">
          {legend.map(([series, color]) => (
            <li key={series} className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm" style={{ background: color }} />
              {series}
            </li>
          ))}
        </ul>
      )}
      <ul className="grid gap-1">
        {rows.map((row) =>
          row.bars.length === 1 ? (
            <li key={row.key}>
              <Link to={row.bars[0].to} aria-label={nameOf(row, row.bars[0])} className={cn('group px-1 py-0.5', ROW_GRID, LINK_FOCUS)}>
                <span className="truncate" title={row.label}>
                  {row.label}
                </span>{' '}
                <span className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">{track(row.bars[0])}</span>
              </Link>
            </li>
          ) : (
            <li key={row.key} className={cn('px-1', ROW_GRID)}>
              <span className="truncate" title={row.label}>
                {row.label}
              </span>
              <span className="grid gap-0.5">
                {row.bars.map((bar) => (
                  <Link key={bar.key} to={bar.to} aria-label={nameOf(row, bar)} className={cn('group grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 py-0.5', LINK_FOCUS)}>
                    {track(bar)}
                  </Link>
                ))}
              </span>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

export interface ColumnListColumn {
  key: string;
  /** Said in the column's name ("Week of 2026-01-05"). */
  label: string;
  /** Printed under the first and the last column, as an axis would. */
  tick: string;
  value: number;
  /** The address the column opens. */
  to: string;
}

/**
 * Vertical bars in order (a time series such as decks per week), each a link named by its label and
 * value. Only the ends of the axis and the largest value are printed: the figure's table has every one.
 * A column is at most 3rem wide, from the left, so a short series stays under its first tick.
 */
export function ColumnList({ columns, valueText, className }: { columns: readonly ColumnListColumn[]; valueText: (value: number) => string; className?: string }) {
  const longest = Math.max(1, ...columns.map((column) => column.value));
  const first = columns[0];
  const last = columns[columns.length - 1];
  return (
    <div className={cn('grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1 text-xs', className)}>
      <div className="flex flex-col justify-between text-right font-mono tabular-nums text-muted-foreground" aria-hidden="true">
        <span>{longest}</span>
        <span>0</span>
      </div>
      <ul className="flex h-48 items-end gap-px border-b">
        {columns.map((column) => (
          <li key={column.key} className="flex h-full min-w-0 max-w-12 flex-1">
            <Link to={column.to} aria-label={`${column.label}: ${valueText(column.value)}`} title={`${column.label}: ${valueText(column.value)}`} className={cn('group flex h-full w-full items-end', LINK_FOCUS)}>
              <span
                data-chart-bar=""
                className="block w-full rounded-t-sm transition-opacity group-hover:opacity-80"
                style={{ height: `${(column.value / longest) * 100}%`, minHeight: column.value > 0 ? 2 : 0, background: DEFAULT_COLOR }}
              />
            </Link>
          </li>
        ))}
      </ul>
      <span />
      {first && (
        <div className="flex justify-between gap-2 text-muted-foreground" aria-hidden="true">
          <span>{first.tick}</span>
          {last !== first && <span>{last.tick}</span>}
        </div>
      )}
    </div>
  );
}
