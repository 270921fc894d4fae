import { CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import { FIGURE_METRIC_LABELS, FIGURE_STATUS_LABELS, type FigureFinding, type Figure } from '@pitchscope/domain/figures/figure';
import { formatFigureValue } from '@pitchscope/domain/figures/format';
import { figureSeries, seriesChartCaption, type FigureSeries, type SeriesPoint } from '@pitchscope/domain/figures/series';
import { ChartContainer, ChartTooltip, type ChartConfig } from '@/components/ui/chart';
import { ChartFigure } from '@/components/ui/chart-figure';

const config: ChartConfig = {
  actual: { label: 'Actual', color: 'var(--chart-1)' },
  projected: { label: 'Projected', color: 'var(--chart-3)' },
};

/** A chart row: the point, drawn on the solid line (actual or not stated) or the dashed one (projected). */
interface ChartRow extends SeriesPoint {
  actual: number | null;
  projected: number | null;
}

function rowsOf(series: FigureSeries): ChartRow[] {
  const lastActual = series.points.findLastIndex((point) => point.status !== 'projected');
  return series.points.map((point, index) => ({
    ...point,
    actual: point.status !== 'projected' ? point.value : null,
    // The dashed line starts at the last actual, so the projection reads as continuing from it.
    projected: point.status === 'projected' || index === lastActual ? point.value : null,
  }));
}

const valueOf = (sample: Figure, value: number) => formatFigureValue({ ...sample, value, upper: null, atLeast: false });

function PointTooltip({ active, payload, sample }: { active?: boolean; payload?: ReadonlyArray<{ payload?: ChartRow }>; sample: Figure }) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="grid max-w-64 gap-0.5 rounded-md border bg-popover px-2.5 py-1.5 text-xs text-popover-foreground shadow-md">
      <div className="font-medium">{point.period}</div>
      <div className="font-mono tabular-nums">{valueOf(sample, point.value)}</div>
      <div className="text-muted-foreground">
        {FIGURE_STATUS_LABELS[point.status]} · Slide {point.page}
      </div>
      {point.finding && <div className="text-destructive">{point.finding.message}</div>}
    </div>
  );
}

/** A point's dot: hollow when projected, ringed in the warning colour when a check names it. */
function PointDot(props: { cx?: number; cy?: number; payload?: ChartRow; dataKey?: string; onJump: (slide: number) => void }) {
  const { cx, cy, payload, dataKey, onJump } = props;
  if (cx === undefined || cy === undefined || !payload) return null;
  // The last actual is on both lines: draw it once, as an actual.
  if (dataKey === 'projected' && payload.status !== 'projected') return null;
  const color = dataKey === 'projected' ? 'var(--color-projected)' : 'var(--color-actual)';
  return (
    <g className="cursor-pointer" onClick={() => onJump(payload.page)}>
      {payload.finding && <circle cx={cx} cy={cy} r={8} fill="none" stroke={payload.finding.severity === 'info' ? 'var(--muted-foreground)' : 'var(--destructive)'} strokeWidth={2} />}
      <circle cx={cx} cy={cy} r={4} fill={dataKey === 'projected' ? 'var(--card)' : color} stroke={color} strokeWidth={2} />
    </g>
  );
}

/** Up to this many periods, each is named under its point: a card is wide enough, and a point without its period reads as a gap. */
const EVERY_PERIOD_LABELLED = 6;

function SeriesChart({ series, onJumpToSlide }: { series: FigureSeries; onJumpToSlide: (slide: number) => void }) {
  const rows = rowsOf(series);
  const title = FIGURE_METRIC_LABELS[series.metric];
  return (
    <ChartFigure
      title={title}
      description={seriesChartCaption(series)}
      rows={rows}
      rowKey={(row) => row.figureId}
      columns={[
        { header: 'Period', cell: (row) => row.period },
        { header: 'Value', cell: (row) => valueOf(series.sample, row.value), numeric: true },
        { header: 'Type', cell: (row) => FIGURE_STATUS_LABELS[row.status] },
        {
          header: 'Slide',
          cell: (row) => (
            <button type="button" className="underline" onClick={() => onJumpToSlide(row.page)}>
              Slide {row.page}
            </button>
          ),
        },
        { header: 'Check', cell: (row) => row.finding?.message ?? '' },
      ]}
    >
      <ChartContainer config={config} className="h-48">
        <LineChart accessibilityLayer={false} data={rows} margin={{ left: 4, right: 24, top: 12, bottom: 4 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="period" tickLine={false} axisLine={false} minTickGap={4} interval={rows.length <= EVERY_PERIOD_LABELLED ? 0 : 'preserveStartEnd'} />
          <YAxis width={56} tickLine={false} axisLine={false} tickFormatter={(value: number) => valueOf(series.sample, value)} />
          <ChartTooltip content={<PointTooltip sample={series.sample} />} />
          <Line
            dataKey="actual"
            stroke="var(--color-actual)"
            strokeWidth={2}
            connectNulls
            isAnimationActive={false}
            dot={(props: object) => <PointDot key={`a-${(props as { index?: number }).index}`} {...props} dataKey="actual" onJump={onJumpToSlide} />}
            activeDot={false}
          />
          <Line
            dataKey="projected"
            stroke="var(--color-projected)"
            strokeWidth={2}
            strokeDasharray="6 4"
            connectNulls
            isAnimationActive={false}
            dot={(props: object) => <PointDot key={`p-${(props as { index?: number }).index}`} {...props} dataKey="projected" onJump={onJumpToSlide} />}
            activeDot={false}
          />
        </LineChart>
      </ChartContainer>
    </ChartFigure>
  );
}

/** The Numbers tab's charts: every metric the deck states for two or more periods. */
export function FigureCharts({
  figures,
  findings,
  onJumpToSlide,
}: {
  figures: Figure[];
  findings: FigureFinding[];
  onJumpToSlide: (slide: number) => void;
}) {
  const series = figureSeries(figures, findings);
  if (series.length === 0) return null;
  return (
    <section aria-label="The figures over time" className="grid gap-3 md:grid-cols-2">
      {series.map((one) => (
        <SeriesChart key={one.key} series={one} onJumpToSlide={onJumpToSlide} />
      ))}
    </section>
  );
}
