import { Bar, BarChart, CartesianGrid, Cell, XAxis, YAxis } from 'recharts';
import type { DealFlowFunnelStage, DealFlowResponse } from '@pitchscope/domain/contracts/deal-flow';
import { ChartContainer, ChartFigure, ChartTooltip, ChartTooltipContent, type ChartConfig } from '@/components/ui/chart';
import { Link } from 'react-router';

const one: ChartConfig = { count: { label: 'Decks', color: 'var(--chart-1)' } };
const outcomes: ChartConfig = {
  advanced: { label: 'Advanced', color: 'var(--chart-2)' },
  passed: { label: 'Passed', color: 'var(--chart-4)' },
};

// Every <Bar> below is drawn at its height at once (isAnimationActive={false}): nine charts growing their
// bars together re-render each chart on every frame for the animation's length, work the page's first
// render waited on (issue #37), and the numbers are in each chart's table anyway.

/** The bar of a group's key as the reader sees it, and a link for the keyboard and screen readers. */
export interface BarGroup {
  key: string;
  label: string;
  count: number;
}

function shortLabel(text: string, max = 16) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Horizontal bars, largest first: a breakdown whose bars open the library's matching list. */
export function BreakdownChart({
  title,
  description,
  groups,
  others,
  onSelect,
  linkOf,
}: {
  title: string;
  description?: string;
  groups: BarGroup[];
  others: number;
  onSelect: (key: string) => void;
  linkOf: (key: string) => string;
}) {
  const height = Math.max(120, groups.length * 28 + 24);
  return (
    <ChartFigure
      title={title}
      description={others > 0 ? `${description ? `${description} ` : ''}Plus ${others} in smaller groups.` : description}
      rows={groups}
      rowKey={(group) => group.key}
      columns={[
        { header: 'Group', cell: (group) => <Link className="underline-offset-2 hover:underline" to={linkOf(group.key)}>{group.label}</Link> },
        { header: 'Decks', cell: (group) => group.count, numeric: true },
      ]}
    >
      <ChartContainer config={one} style={{ height }}>
        <BarChart accessibilityLayer={false} data={groups} layout="vertical" margin={{ left: 4, right: 16, top: 4, bottom: 4 }}>
          <CartesianGrid horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} />
          <YAxis type="category" dataKey="label" width={112} tickLine={false} axisLine={false} tickFormatter={(value: string) => shortLabel(value)} />
          <ChartTooltip cursor content={<ChartTooltipContent />} />
          <Bar
            dataKey="count"
            isAnimationActive={false}
            fill="var(--color-count)"
            radius={3}
            className="cursor-pointer"
            onClick={(entry: { payload?: BarGroup }) => entry.payload && onSelect(entry.payload.key)}
          />
        </BarChart>
      </ChartContainer>
    </ChartFigure>
  );
}

export function WeeklyChart({ weekly, onSelect, linkOf }: { weekly: DealFlowResponse['weekly']; onSelect: (weekStart: string) => void; linkOf: (weekStart: string) => string }) {
  return (
    <ChartFigure
      title="Decks received per week"
      description="Weeks start on Monday (UTC)."
      rows={weekly}
      rowKey={(week) => week.weekStart}
      columns={[
        { header: 'Week of', cell: (week) => <Link className="underline-offset-2 hover:underline" to={linkOf(week.weekStart)}>{week.weekStart}</Link> },
        { header: 'Decks', cell: (week) => week.count, numeric: true },
      ]}
    >
      <ChartContainer config={one}>
        <BarChart accessibilityLayer={false} data={weekly} margin={{ left: 0, right: 8, top: 8, bottom: 4 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="weekStart" tickLine={false} axisLine={false} minTickGap={24} tickFormatter={(value: string) => value.slice(5)} />
          <YAxis allowDecimals={false} width={32} tickLine={false} axisLine={false} />
          <ChartTooltip cursor content={<ChartTooltipContent />} labelFormatter={(value) => `Week of ${value}`} />
          <Bar
            dataKey="count"
            isAnimationActive={false}
            fill="var(--color-count)"
            radius={[3, 3, 0, 0]}
            className="cursor-pointer"
            onClick={(entry: { payload?: { weekStart: string } }) => entry.payload && onSelect(entry.payload.weekStart)}
          />
        </BarChart>
      </ChartContainer>
    </ChartFigure>
  );
}

const percent = (ratio: number | null) => (ratio === null ? '—' : `${Math.round(ratio * 100)}%`);
const days = (value: number | null) => (value === null ? '—' : `${value} d`);

export function FunnelChart({
  funnel,
  onSelect,
  linkOf,
}: {
  funnel: DealFlowResponse['funnel'];
  onSelect: (stageId: string) => void;
  linkOf: (stageId: string) => string;
}) {
  const rows = funnel.stages;
  return (
    <ChartFigure
      title="Pipeline funnel"
      description={`Decks that reached each stage (or a later one), conversion from the stage before, and median days spent in it (stays that ended). ${funnel.passed} passed.`}
      rows={rows}
      rowKey={(stage) => stage.id}
      columns={[
        { header: 'Stage', cell: (stage: DealFlowFunnelStage) => <Link className="underline-offset-2 hover:underline" to={linkOf(stage.id)}>{stage.name}</Link> },
        { header: 'Reached', cell: (stage) => stage.reached, numeric: true },
        { header: 'Conversion', cell: (stage) => percent(stage.conversion), numeric: true },
        { header: 'Median days', cell: (stage) => days(stage.medianDays), numeric: true },
      ]}
    >
      <ChartContainer config={{ reached: { label: 'Reached', color: 'var(--chart-1)' } }} style={{ height: Math.max(140, rows.length * 32 + 24) }}>
        <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ left: 4, right: 16, top: 4, bottom: 4 }}>
          <CartesianGrid horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} />
          <YAxis type="category" dataKey="name" width={112} tickLine={false} axisLine={false} tickFormatter={(value: string) => shortLabel(value)} />
          <ChartTooltip
            cursor
            content={
              <ChartTooltipContent
                footer={(item) => {
                  const stage = item.payload as unknown as DealFlowFunnelStage;
                  return (
                    <span className="text-muted-foreground">
                      Conversion {percent(stage.conversion)} · median {days(stage.medianDays)}
                    </span>
                  );
                }}
              />
            }
          />
          <Bar
            dataKey="reached"
            isAnimationActive={false}
            radius={3}
            className="cursor-pointer"
            onClick={(entry: { payload?: DealFlowFunnelStage }) => entry.payload && onSelect(entry.payload.id)}
          >
            {rows.map((stage, index) => (
              <Cell key={stage.id} fill="var(--color-reached)" fillOpacity={1 - (index / Math.max(rows.length, 1)) * 0.5} />
            ))}
          </Bar>
        </BarChart>
      </ChartContainer>
    </ChartFigure>
  );
}

export function FitByOutcomeChart({
  rows,
  onSelect,
  linkOf,
}: {
  rows: DealFlowResponse['fitByOutcome'];
  onSelect: (outcome: 'passed' | 'advanced', fit: string) => void;
  linkOf: (outcome: 'passed' | 'advanced', fit: string) => string;
}) {
  return (
    <ChartFigure
      title="Fit of passed and advanced decks"
      description="Overall fit of the decks now in Passed, and of those now past New."
      rows={rows}
      rowKey={(row) => row.fit}
      columns={[
        { header: 'Fit', cell: (row) => row.fit },
        { header: 'Advanced', cell: (row) => <Link className="underline-offset-2 hover:underline" to={linkOf('advanced', row.fit)}>{row.advanced}</Link>, numeric: true },
        { header: 'Passed', cell: (row) => <Link className="underline-offset-2 hover:underline" to={linkOf('passed', row.fit)}>{row.passed}</Link>, numeric: true },
      ]}
    >
      <ChartContainer config={outcomes}>
        <BarChart accessibilityLayer={false} data={rows} margin={{ left: 0, right: 8, top: 8, bottom: 4 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="fit" tickLine={false} axisLine={false} />
          <YAxis allowDecimals={false} width={32} tickLine={false} axisLine={false} />
          <ChartTooltip cursor content={<ChartTooltipContent />} />
          {(['advanced', 'passed'] as const).map((outcome) => (
            <Bar
              key={outcome}
              dataKey={outcome}
              isAnimationActive={false}
              fill={`var(--color-${outcome})`}
              radius={[3, 3, 0, 0]}
              className="cursor-pointer"
              onClick={(entry: { payload?: { fit: string } }) => entry.payload && onSelect(outcome, entry.payload.fit)}
            />
          ))}
        </BarChart>
      </ChartContainer>
    </ChartFigure>
  );
}
