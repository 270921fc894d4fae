import { lazy, Suspense, useMemo, useState } from 'react';
import { AlertTriangle, ArrowDown, ArrowUp, ArrowUpDown, Info, OctagonAlert } from 'lucide-react';
import {
  FIGURE_METRIC_LABELS,
  FIGURE_STATUS_LABELS,
  UNMARKED_STATUS_NOTE,
  type DeckFiguresResponse,
  type FigureFinding,
} from '@pitchscope/domain/figures/figure';
import { formatFigureValue } from '@pitchscope/domain/figures/format';
import { sortFigures, type FigureSortKey, type SortDirection } from '@pitchscope/domain/figures/sort';
import { figureSeries } from '@pitchscope/domain/figures/series';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

// The chart library is loaded with the first deck whose numbers make a chart, not with every deck page.
const FigureCharts = lazy(() =>
  import('./figure-charts').then((module) => ({ default: module.FigureCharts })),
);

const COLUMNS: { key: FigureSortKey; label: string }[] = [
  { key: 'metric', label: 'Metric' },
  { key: 'value', label: 'Value' },
  { key: 'period', label: 'Period' },
  { key: 'status', label: 'Type' },
  { key: 'page', label: 'Slide' },
];

const SEVERITY_ICON = { error: OctagonAlert, warning: AlertTriangle, info: Info } as const;

function Findings({
  findings,
  onJumpToSlide,
}: {
  findings: FigureFinding[];
  onJumpToSlide: (slide: number) => void;
}) {
  if (findings.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        The checks found no inconsistency between these figures.
      </p>
    );
  return (
    <ul className="grid gap-2" aria-label="Checks on the figures">
      {findings.map((finding, index) => {
        const Icon = SEVERITY_ICON[finding.severity];
        return (
          <li key={index} className="flex gap-2 text-sm">
            <Icon
              className={
                finding.severity === 'info'
                  ? 'mt-0.5 size-4 shrink-0 text-muted-foreground'
                  : 'mt-0.5 size-4 shrink-0 text-destructive'
              }
              aria-label={finding.severity}
            />
            <span className="min-w-0 break-words">
              {finding.message}{' '}
              {finding.pages.map((slide) => (
                <button
                  key={slide}
                  type="button"
                  className="mr-1 underline"
                  onClick={() => onJumpToSlide(slide)}
                >
                  Slide {slide}
                </button>
              ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The deck's Numbers tab: every figure the deck states, sortable, each linked to its slide; then the checks. */
export function NumbersPanel({
  data,
  onJumpToSlide,
}: {
  data: DeckFiguresResponse;
  onJumpToSlide: (slide: number) => void;
}) {
  const [sort, setSort] = useState<{ key: FigureSortKey; direction: SortDirection }>({
    key: 'page',
    direction: 'asc',
  });
  const rows = useMemo(() => sortFigures(data.ledger?.figures ?? [], sort.key, sort.direction), [data, sort]);
  const hasSeries = useMemo(() => figureSeries(data.ledger?.figures ?? [], data.findings).length > 0, [data]);

  if (!data.ledger)
    return <p className="text-sm text-muted-foreground">The figures appear once the deck has been read.</p>;

  const toggle = (key: FigureSortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
    }));

  return (
    <div className="grid gap-4">
      <Findings findings={data.findings} onJumpToSlide={onJumpToSlide} />
      {hasSeries && (
        <Suspense fallback={null}>
          <FigureCharts
            figures={data.ledger.figures}
            findings={data.findings}
            onJumpToSlide={onJumpToSlide}
          />
        </Suspense>
      )}
      {data.ledger.truncated && (
        <p className="text-sm text-muted-foreground">
          The deck states more figures than the table keeps: it stops at slide{' '}
          {data.ledger.figures.at(-1)?.page}.
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">The deck states no figures.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              {COLUMNS.map(({ key, label }) => {
                const active = sort.key === key;
                const SortIcon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
                return (
                  <TableHead
                    key={key}
                    aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                  >
                    <button
                      type="button"
                      className="inline-flex items-center gap-1"
                      onClick={() => toggle(key)}
                    >
                      {label}
                      <SortIcon className="size-3.5" aria-hidden />
                    </button>
                  </TableHead>
                );
              })}
              <TableHead>As written</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((figure) => (
              <TableRow key={figure.id}>
                <TableCell>
                  {FIGURE_METRIC_LABELS[figure.metric]}
                  {figure.of && (
                    <span className="text-muted-foreground"> of {FIGURE_METRIC_LABELS[figure.of]}</span>
                  )}
                </TableCell>
                <TableCell className="font-medium tabular-nums">{formatFigureValue(figure)}</TableCell>
                <TableCell>
                  {figure.period?.text ?? <span className="text-muted-foreground">—</span>}
                </TableCell>
                <TableCell>
                  <Badge
                    variant={figure.status === 'actual' ? 'secondary' : 'outline'}
                    title={
                      figure.status === 'unknown'
                        ? `The deck has no date and this period is ${UNMARKED_STATUS_NOTE}`
                        : undefined
                    }
                  >
                    {FIGURE_STATUS_LABELS[figure.status]}
                  </Badge>
                </TableCell>
                <TableCell>
                  <button type="button" className="underline" onClick={() => onJumpToSlide(figure.page)}>
                    Slide {figure.page}
                  </button>
                </TableCell>
                <TableCell className="max-w-72 truncate text-muted-foreground" title={figure.context}>
                  {figure.context}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
