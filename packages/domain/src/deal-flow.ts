/**
 * Deal-flow analytics rules (issue #37, ADR 0053): how the database's counts become the charts (empty
 * weeks, the largest groups, conversion, days) and which library list each bar opens.
 */
import type { DealFlowBreakdown, DealFlowFunnelStage, DealFlowQuery } from './contracts/deal-flow.ts';
import { DEAL_FLOW_TOP_GROUPS } from './contracts/deal-flow.ts';
import { NEW_STAGE_ID, PASSED_STAGE_ID } from './pipeline.ts';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The Monday (UTC) of the week of `day` (YYYY-MM-DD). */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Every week from the first to the last (or the asked range's), weeks without decks at zero: a chart's
 * gaps are weeks, not missing bars. At most `maxWeeks`, the latest kept.
 */
export function fillWeeks(
  counted: ReadonlyArray<{ weekStart: string; count: number }>,
  range: { from?: string; to?: string } = {},
  maxWeeks = 260,
): Array<{ weekStart: string; count: number }> {
  if (counted.length === 0 && (!range.from || !range.to)) return [];
  const byWeek = new Map(counted.map((week) => [week.weekStart, week.count]));
  const first = range.from ? weekStartOf(range.from) : counted[0].weekStart;
  const last = range.to ? weekStartOf(range.to) : counted[counted.length - 1].weekStart;
  const start = Math.max(Date.parse(`${first}T00:00:00Z`), Date.parse(`${last}T00:00:00Z`) - (maxWeeks - 1) * WEEK_MS);
  const weeks: Array<{ weekStart: string; count: number }> = [];
  for (let at = start; at <= Date.parse(`${last}T00:00:00Z`); at += WEEK_MS) {
    const weekStart = new Date(at).toISOString().slice(0, 10);
    weeks.push({ weekStart, count: byWeek.get(weekStart) ?? 0 });
  }
  return weeks;
}

/** The largest groups (already largest first), the rest summed. */
export function topGroups<K extends string>(groups: ReadonlyArray<{ key: K; count: number }>, limit = DEAL_FLOW_TOP_GROUPS): DealFlowBreakdown<K> {
  return {
    groups: groups.slice(0, limit).map((group) => ({ ...group })),
    others: groups.slice(limit).reduce((sum, group) => sum + group.count, 0),
  };
}

/** Seconds as days, one decimal. */
export function daysOf(seconds: number): number {
  return Math.round((seconds / 86_400) * 10) / 10;
}

/** Each stage's conversion from the one before it (0..1, three decimals), in funnel order. */
export function withConversion(stages: ReadonlyArray<Omit<DealFlowFunnelStage, 'conversion'>>): DealFlowFunnelStage[] {
  return stages.map((stage, index) => {
    const before = index > 0 ? stages[index - 1].reached : 0;
    return { ...stage, conversion: index > 0 && before > 0 ? Math.round((stage.reached / before) * 1000) / 1000 : null };
  });
}

/** A chart of the deal-flow page, and the bar's key, that the library can list. */
export type DealFlowLink =
  | { chart: 'week'; weekStart: string }
  | { chart: 'sector' | 'geography' | 'stage' | 'fit' | 'source' | 'passReason'; key: string }
  | { chart: 'funnel'; stageIds: readonly string[] }
  | { chart: 'outcome'; outcome: 'passed' | 'advanced'; fit: string; advancedStageIds: readonly string[] };

/**
 * The library's URL parameters (`/pitch-decks?…`) that list a bar's decks: the page's own filters, with
 * the bar's value added. A funnel bar lists the decks now in that stage or a later one (the library knows
 * where a deck is, not where it has been).
 */
export function dealFlowLibraryParams(query: DealFlowQuery, link: DealFlowLink): Record<string, string> {
  const { from, to, ...filters } = query;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    params[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  if (from) params.uploadedFrom = from;
  if (to) params.uploadedTo = to;
  switch (link.chart) {
    case 'week': {
      const end = new Date(Date.parse(`${link.weekStart}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);
      params.uploadedFrom = from && from > link.weekStart ? from : link.weekStart;
      params.uploadedTo = to && to < end ? to : end;
      break;
    }
    case 'sector':
    case 'geography':
    case 'stage':
    case 'fit':
    case 'source':
      params[link.chart] = link.key;
      break;
    case 'passReason':
      params.pipelineStage = PASSED_STAGE_ID;
      params.passReason = link.key;
      break;
    case 'funnel':
      params.pipelineStage = link.stageIds.join(',');
      break;
    case 'outcome':
      params.fit = link.fit;
      params.pipelineStage = link.outcome === 'passed' ? PASSED_STAGE_ID : link.advancedStageIds.filter((id) => id !== NEW_STAGE_ID && id !== PASSED_STAGE_ID).join(',');
      break;
  }
  return params;
}
