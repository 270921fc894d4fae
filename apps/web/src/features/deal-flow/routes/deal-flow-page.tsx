import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { DealFlowResponse } from '@pitchscope/domain/contracts/deal-flow';
import { DECK_SOURCE_KINDS, DECK_STAGE_FILTER_VALUES } from '@pitchscope/domain/contracts/deck-list';
import { dealFlowLibraryParams, type DealFlowLink } from '@pitchscope/domain/deal-flow';
import { PASS_REASON_LABELS, type PassReason } from '@pitchscope/domain/pipeline';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { dealFlowQuery } from '../api/deal-flow';
import { readDealFlowQuery } from '../api/read-deal-flow-query';
import { BreakdownChart, FitByOutcomeChart, FunnelChart, WeeklyChart, type BarGroup } from '../components/deal-flow-charts';

const SOURCE_LABELS: Record<(typeof DECK_SOURCE_KINDS)[number], string> = { upload: 'Upload', link: 'Link', api: 'API', email: 'Email' };
const FIT_VALUES = ['Green', 'Yellow', 'Red', 'Unknown'] as const;
const LIBRARY_PATH = '/pitch-decks';

const capitalized = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

function groupsOf<K extends string>(groups: Array<{ key: K; count: number }>, label: (key: K) => string = capitalized): BarGroup[] {
  return groups.map((group) => ({ key: group.key, label: label(group.key), count: group.count }));
}

/** Route /deal-flow: the workspace's deal flow as charts, each bar opening the library's matching list. */
export default function DealFlowPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { query, params } = useMemo(() => readDealFlowQuery(searchParams), [searchParams]);
  const flow = useQuery(dealFlowQuery(query, params));

  const linkOf = (link: DealFlowLink) => `${LIBRARY_PATH}?${new URLSearchParams(dealFlowLibraryParams(query, link))}`;
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="flex w-full min-w-0 flex-col gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Deal flow</h1>
        <p className="text-sm text-muted-foreground">
          Your workspace's decks as charts. Click a bar, or a row of its table, to open those decks in Pitch Decks.
        </p>
      </header>
      <form className="flex flex-wrap items-end gap-3" aria-label="Deal-flow filters" onSubmit={(event) => event.preventDefault()}>
        <div className="grid gap-1">
          <Label htmlFor="deal-flow-from">Uploaded from</Label>
          <Input id="deal-flow-from" type="date" className="w-40" value={searchParams.get('from') ?? ''} onChange={(event) => setFilter('from', event.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="deal-flow-to">Uploaded to</Label>
          <Input id="deal-flow-to" type="date" className="w-40" value={searchParams.get('to') ?? ''} onChange={(event) => setFilter('to', event.target.value)} />
        </div>
        <FilterSelect id="deal-flow-fit" label="Fit" value={searchParams.get('fit') ?? ''} options={FIT_VALUES.map((fit) => [fit, fit])} onChange={(value) => setFilter('fit', value)} />
        <FilterSelect
          id="deal-flow-stage"
          label="Company stage"
          value={searchParams.get('stage') ?? ''}
          options={DECK_STAGE_FILTER_VALUES.map((stage) => [stage, stage])}
          onChange={(value) => setFilter('stage', value)}
        />
        <FilterSelect
          id="deal-flow-source"
          label="Source"
          value={searchParams.get('source') ?? ''}
          options={DECK_SOURCE_KINDS.map((kind) => [kind, SOURCE_LABELS[kind]])}
          onChange={(value) => setFilter('source', value)}
        />
        {params.size > 0 && (
          <Button type="button" variant="outline" onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}>
            Clear filters
          </Button>
        )}
      </form>
      {flow.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-label="Loading the charts">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-64" />
          ))}
        </div>
      ) : flow.isError ? (
        <Alert variant="destructive">
          <AlertTitle>The deal flow could not be loaded.</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" onClick={() => void flow.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <Charts flow={flow.data} linkOf={linkOf} />
      )}
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

function Charts({ flow, linkOf }: { flow: DealFlowResponse; linkOf: (link: DealFlowLink) => string }) {
  const advancedStageIds = flow.funnel.stages.map((stage) => stage.id);
  const laterStages = (stageId: string) => {
    const index = advancedStageIds.indexOf(stageId);
    return advancedStageIds.slice(Math.max(index, 0));
  };
  const breakdown = (chart: 'sector' | 'geography' | 'stage' | 'fit' | 'source' | 'passReason') => ({
    linkOf: (key: string) => linkOf({ chart, key }),
  });
  return (
    <div className="grid gap-4">
      <p className="text-sm" aria-live="polite">
        <span className="font-semibold tabular-nums">{flow.total}</span> decks match.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <WeeklyChart weekly={flow.weekly} linkOf={(weekStart) => linkOf({ chart: 'week', weekStart })} />
        <FunnelChart funnel={flow.funnel} linkOf={(stageId) => linkOf({ chart: 'funnel', stageIds: laterStages(stageId) })} />
        <BreakdownChart title="By sector" groups={groupsOf(flow.sector.groups)} others={flow.sector.others} {...breakdown('sector')} />
        <BreakdownChart title="By company stage" groups={groupsOf(flow.stage.groups)} others={flow.stage.others} {...breakdown('stage')} />
        <BreakdownChart title="By geography" groups={groupsOf(flow.geography.groups)} others={flow.geography.others} {...breakdown('geography')} />
        <BreakdownChart title="By fit" groups={groupsOf(flow.fit.groups)} others={flow.fit.others} {...breakdown('fit')} />
        <BreakdownChart
          title="By source"
          groups={groupsOf(flow.source.groups, (kind) => SOURCE_LABELS[kind])}
          others={flow.source.others}
          {...breakdown('source')}
        />
        <BreakdownChart
          title="Pass reasons"
          description="Decks now in Passed."
          groups={groupsOf(flow.passReasons.groups, (reason: PassReason) => PASS_REASON_LABELS[reason])}
          others={flow.passReasons.others}
          {...breakdown('passReason')}
        />
        <FitByOutcomeChart rows={flow.fitByOutcome} linkOf={(outcome, fit) => linkOf({ chart: 'outcome', outcome, fit, advancedStageIds })} />
      </div>
    </div>
  );
}
