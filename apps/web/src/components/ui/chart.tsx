/**
 * Charts (issue #37, ADR 0053): Recharts in the shadcn chart pattern. `ChartContainer` turns a config of
 * series into CSS variables (`--color-<key>`) from the theme's `--chart-N`, so a chart follows light and
 * dark mode with no code of its own; `ChartFigure` gives every chart a name, a caption and the same data
 * as a table: hidden from sight but read by screen readers, and shown on demand for anyone.
 */
import * as React from 'react';
import * as RechartsPrimitive from 'recharts';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';

export type ChartConfig = Record<string, { label: string; color: string }>;

const ChartContext = React.createContext<ChartConfig | null>(null);

export function useChartConfig(): ChartConfig {
  const config = React.useContext(ChartContext);
  if (!config) throw new Error('useChartConfig is used inside a ChartContainer');
  return config;
}

export function ChartContainer({
  config,
  className,
  children,
  style: givenStyle,
  ...props
}: React.ComponentProps<'div'> & { config: ChartConfig; children: React.ComponentProps<typeof RechartsPrimitive.ResponsiveContainer>['children'] }) {
  // The series colours join the caller's style (a height), never replaced by it.
  const style = { ...givenStyle, ...Object.fromEntries(Object.entries(config).map(([key, series]) => [`--color-${key}`, series.color])) } as React.CSSProperties;
  return (
    <ChartContext.Provider value={config}>
      <div
        data-slot="chart"
        // The drawing is described by the figure's caption and table; its SVG pieces are decoration, so
        // charts turn Recharts' keyboard layer off (`accessibilityLayer={false}`): nothing focusable in here.
        aria-hidden="true"
        className={cn(
          'h-56 w-full text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-surface]:outline-none',
          className,
        )}
        {...props}
        style={style}
      >
        <RechartsPrimitive.ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 200 }}>
          {children}
        </RechartsPrimitive.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

export const ChartTooltip = RechartsPrimitive.Tooltip;

interface TooltipItem {
  name?: string | number;
  value?: unknown;
  color?: string;
  dataKey?: string | number | ((obj: unknown) => unknown);
  payload?: Record<string, unknown>;
}

/** The tooltip's box in the theme's colours; `footer` adds a line under the values (e.g. the slide cited). */
export function ChartTooltipContent({
  active,
  payload,
  label,
  formatValue = (value) => String(value),
  footer,
}: {
  active?: boolean;
  payload?: readonly TooltipItem[];
  label?: React.ReactNode;
  formatValue?: (value: unknown, item: TooltipItem) => React.ReactNode;
  footer?: (item: TooltipItem) => React.ReactNode;
}) {
  const config = React.useContext(ChartContext) ?? {};
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-32 gap-1 rounded-md border bg-popover px-2.5 py-1.5 text-xs text-popover-foreground shadow-md">
      {label !== undefined && <div className="font-medium">{label}</div>}
      {payload
        .filter((item) => item.value !== null && item.value !== undefined)
        .map((item, index) => {
          const key = String(item.dataKey ?? item.name ?? index);
          return (
            <div key={key} className="grid gap-0.5">
              <div className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-2.5 shrink-0 rounded-sm" style={{ background: item.color ?? `var(--color-${key})` }} />
                <span className="text-muted-foreground">{config[key]?.label ?? item.name}</span>
                <span className="ml-auto font-mono font-medium tabular-nums">{formatValue(item.value, item)}</span>
              </div>
              {footer?.(item)}
            </div>
          );
        })}
    </div>
  );
}

export interface ChartTableColumn<Row> {
  header: string;
  cell: (row: Row) => React.ReactNode;
  numeric?: boolean;
}

/**
 * A chart as a figure: its title, the drawing, and its data as a table (read by screen readers; a button
 * shows it on screen too).
 */
export function ChartFigure<Row>({
  title,
  description,
  rows,
  columns,
  rowKey,
  children,
  className,
  actions,
}: {
  title: string;
  description?: React.ReactNode;
  rows: readonly Row[];
  columns: ReadonlyArray<ChartTableColumn<Row>>;
  rowKey: (row: Row) => string;
  children: React.ReactNode;
  className?: string;
  actions?: React.ReactNode;
}) {
  const [tableShown, setTableShown] = React.useState(false);
  const titleId = React.useId();
  const tableId = React.useId();
  return (
    <figure aria-labelledby={titleId} className={cn('grid min-w-0 gap-2 rounded-lg border bg-card p-3 text-card-foreground sm:p-4', className)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <figcaption id={titleId} className="text-sm font-semibold">
            {title}
          </figcaption>
          {description && <p className="text-xs text-muted-foreground">{description}</p>}
        </div>
        <div className="flex items-center gap-1">
          {actions}
          <Button type="button" variant="ghost" size="sm" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown((shown) => !shown)}>
            {tableShown ? 'Hide table' : 'Show table'}
          </Button>
        </div>
      </div>
      {rows.length === 0 ? <p className="py-6 text-center text-sm text-muted-foreground">No decks to show.</p> : children}
      <div id={tableId} className={tableShown ? 'overflow-x-auto' : 'sr-only'}>
        <table className="w-full text-xs">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b">
              {columns.map((column) => (
                <th key={column.header} scope="col" className={cn('px-2 py-1 font-medium', column.numeric ? 'text-right' : 'text-left')}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b last:border-0">
                {columns.map((column) => (
                  <td key={column.header} className={cn('px-2 py-1', column.numeric && 'text-right font-mono tabular-nums')}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
