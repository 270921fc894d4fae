/**
 * Charts (issue #37, ADR 0053): Recharts in the shadcn chart pattern. `ChartContainer` turns a config of
 * series into CSS variables (`--color-<key>`) from the theme's `--chart-N`, so a chart follows light and
 * dark mode with no code of its own. Put it inside a `ChartFigure` (chart-figure.tsx) for its name,
 * caption and data table. Recharts is large: import this module only from code loaded on demand.
 */
import * as React from 'react';
import * as RechartsPrimitive from 'recharts';
import { cn } from '@/lib/utils';

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
