import { Link } from 'react-router';
import type { DealFlowFunnelStage, DealFlowResponse } from '@pitchscope/domain/contracts/deal-flow';
import { BarList, ColumnList } from '@/components/ui/bar-list';
import { ChartFigure } from '@/components/ui/chart-figure';

// Every chart is drawn by CSS (components/ui/bar-list.tsx), its bars links to the library, without
// Recharts (issue #37): loaded apart for the weekly chart alone, Recharts still took ~0.5 s under load to
// arrive, run and draw after the data, the last chart on the page.

/** The bar of a group's key as the reader sees it, and a link for the keyboard and screen readers. */
export interface BarGroup {
  key: string;
  label: string;
  count: number;
}

const decks = (count: number) => (count === 1 ? '1 deck' : `${count} decks`);
const tableLink = 'underline-offset-2 hover:underline';

/** Horizontal bars, largest first: a breakdown whose bars open the library's matching list. */
export function BreakdownChart({
  title,
  description,
  groups,
  others,
  linkOf,
}: {
  title: string;
  description?: string;
  groups: BarGroup[];
  others: number;
  linkOf: (key: string) => string;
}) {
  return (
    <ChartFigure
      title={title}
      description={others > 0 ? `${description ? `${description} ` : ''}Plus ${others} in smaller groups.` : description}
      rows={groups}
      rowKey={(group) => group.key}
      columns={[
        { header: 'Group', cell: (group) => <Link className={tableLink} to={linkOf(group.key)}>{group.label}</Link> },
        { header: 'Decks', cell: (group) => group.count, numeric: true },
      ]}
    >
      <BarList rows={groups.map((group) => ({ key: group.key, label: group.label, bars: [{ key: 'count', value: group.count, to: linkOf(group.key) }] }))} valueText={decks} />
    </ChartFigure>
  );
}

export function WeeklyChart({ weekly, linkOf }: { weekly: DealFlowResponse['weekly']; linkOf: (weekStart: string) => string }) {
  return (
    <ChartFigure
      title="Decks received per week"
      description="Weeks start on Monday (UTC)."
      rows={weekly}
      rowKey={(week) => week.weekStart}
      columns={[
        { header: 'Week of', cell: (week) => <Link className={tableLink} to={linkOf(week.weekStart)}>{week.weekStart}</Link> },
        { header: 'Decks', cell: (week) => week.count, numeric: true },
      ]}
    >
      <ColumnList
        columns={weekly.map((week) => ({ key: week.weekStart, label: `Week of ${week.weekStart}`, tick: week.weekStart, value: week.count, to: linkOf(week.weekStart) }))}
        valueText={decks}
      />
    </ChartFigure>
  );
}

const percent = (ratio: number | null) => (ratio === null ? '—' : `${Math.round(ratio * 100)}%`);
const days = (value: number | null) => (value === null ? '—' : `${value} d`);

export function FunnelChart({ funnel, linkOf }: { funnel: DealFlowResponse['funnel']; linkOf: (stageId: string) => string }) {
  const rows = funnel.stages;
  return (
    <ChartFigure
      title="Pipeline funnel"
      description={`Decks that reached each stage (or a later one), conversion from the stage before, and median days spent in it (stays that ended). ${funnel.passed} passed.`}
      rows={rows}
      rowKey={(stage) => stage.id}
      columns={[
        { header: 'Stage', cell: (stage: DealFlowFunnelStage) => <Link className={tableLink} to={linkOf(stage.id)}>{stage.name}</Link> },
        { header: 'Reached', cell: (stage) => stage.reached, numeric: true },
        { header: 'Conversion', cell: (stage) => percent(stage.conversion), numeric: true },
        { header: 'Median days', cell: (stage) => days(stage.medianDays), numeric: true },
      ]}
    >
      <BarList
        rows={rows.map((stage, index) => ({
          key: stage.id,
          label: stage.name,
          // Later stages lighter: the funnel reads top to bottom.
          bars: [{ key: 'reached', value: stage.reached, to: linkOf(stage.id), opacity: 1 - (index / Math.max(rows.length, 1)) * 0.5 }],
        }))}
        valueText={(count) => `${decks(count)} reached`}
      />
    </ChartFigure>
  );
}

const OUTCOMES = [
  { outcome: 'advanced', label: 'Advanced', color: 'var(--chart-2)' },
  { outcome: 'passed', label: 'Passed', color: 'var(--chart-4)' },
] as const;

export function FitByOutcomeChart({ rows, linkOf }: { rows: DealFlowResponse['fitByOutcome']; linkOf: (outcome: 'passed' | 'advanced', fit: string) => string }) {
  return (
    <ChartFigure
      title="Fit of passed and advanced decks"
      description="Overall fit of the decks now in Passed, and of those now past New."
      rows={rows}
      rowKey={(row) => row.fit}
      columns={[
        { header: 'Fit', cell: (row) => row.fit },
        ...OUTCOMES.map(({ outcome, label }) => ({
          header: label,
          cell: (row: DealFlowResponse['fitByOutcome'][number]) => <Link className={tableLink} to={linkOf(outcome, row.fit)}>{row[outcome]}</Link>,
          numeric: true,
        })),
      ]}
    >
      <BarList
        rows={rows.map((row) => ({
          key: row.fit,
          label: row.fit,
          bars: OUTCOMES.map(({ outcome, label, color }) => ({ key: outcome, series: label, color, value: row[outcome], to: linkOf(outcome, row.fit) })),
        }))}
        valueText={decks}
      />
    </ChartFigure>
  );
}
