import { memo, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type CellContext,
  type Row,
} from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { DeckListSort, SortDirection } from '@pitchscope/domain/contracts/deck-list';
import { DECK_LIST_SORTS, DEFAULT_SORT_DIRECTION } from '@pitchscope/domain/contracts/deck-list';
import type { DeckSummary, MetadataField } from '@pitchscope/domain/contracts/decks';
import { analysisCardBadge } from '@pitchscope/domain/deck-actions';
import { formatDeckDate } from '@pitchscope/domain/format';
import { FIT_CRITERIA, fitCriterionLabel } from '@pitchscope/domain/investor-fit';
import { formatRoundSize } from '@pitchscope/domain/round-size';
import { factStateOf } from '@pitchscope/domain/field-sources';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePipelineStages } from '@/lib/pipeline-stages';
import { cn } from '@/lib/utils';
import { useFeatureSlot } from '@/lib/feature-slots';
import { useCurrentWorkspace } from '@/lib/current-workspace';
import { FIT_DOT_CLASS, fitColorOf } from '../lib/fit-colors';
import { deckPagePath } from '@/lib/app-paths';
import { DeckFieldValue } from './deck-field-value';
import { FitBadge } from './fit-badge';
import { VIRTUALIZE_FROM } from './virtual-deck-grid';

const column = createColumnHelper<DeckSummary>();

/** The overall badge and one dot per criterion (stage, round size, industry, location). */
function FitCell({ deck }: { deck: DeckSummary }) {
  const fit = deck.investorFit;
  return (
    <div className="flex items-center gap-2">
      <FitBadge fit={fit} />
      {fit && (
        <span className="flex gap-1" aria-label="Fit by criterion">
          {FIT_CRITERIA.map((criterion) => {
            const color = fitColorOf(fit[criterion.color]);
            const text = `${criterion.label}: ${fitCriterionLabel(color)}`;
            return (
              <span key={criterion.field} title={text} role="img" aria-label={text} data-fit={color}
                className={cn('size-2 rounded-full', FIT_DOT_CLASS[color])} />
            );
          })}
        </span>
      )}
      {!fit && <span className="text-muted-foreground">—</span>}
    </div>
  );
}

/** A fact as the card shows it: marked "(assumed)", "(not found)" or "(check)" when the deck does not plainly state it. */
function fact(
  info: CellContext<DeckSummary, string>,
  field: MetadataField,
  format: (value: string) => string = (value) => value,
) {
  return (
    <DeckFieldValue
      value={format(info.getValue())}
      state={factStateOf(info.row.original, field)}
      source={info.row.original.fieldSources?.[field]}
      focusable={false}
    />
  );
}

/** The deck's deal stage by name (the admin edits the list, so names come from the server). */
function DealStageCell({ stageId }: { stageId: string }) {
  const stages = usePipelineStages().data?.stages;
  return <>{stages?.find((stage) => stage.id === stageId)?.name ?? '—'}</>;
}

/** The company link and, in a team workspace, who uploaded the deck (as on the card). */
function CompanyCell({ deck }: { deck: DeckSummary }) {
  const { isTeam } = useCurrentWorkspace();
  const DeckConflictBadge = useFeatureSlot('DeckConflictBadge');
  return (
    <>
      <Link to={deckPagePath(deck.id)} className="font-medium hover:underline" data-row-link>
        {deck.companyName}
      </Link>
      <DeckConflictBadge deckId={deck.id} status={deck.status} className="mt-1 flex w-fit" />
      {isTeam && deck.uploadedBy?.name && (
        <span className="block truncate text-xs text-muted-foreground">Uploaded by {deck.uploadedBy.name}</span>
      )}
    </>
  );
}

const isSortable = (id: string): id is DeckListSort => (DECK_LIST_SORTS as readonly string[]).includes(id);

const COLUMNS = [
  column.accessor('companyName', {
    id: 'company',
    header: 'Company',
    cell: ({ row }) => <CompanyCell deck={row.original} />,
  }),
  column.display({ id: 'fit', header: 'Fit', cell: ({ row }) => <FitCell deck={row.original} /> }),
  column.accessor('industry', { id: 'industry', header: 'Industry', cell: (info) => fact(info, 'industry') }),
  column.accessor('stage', { id: 'stage', header: 'Stage', cell: (info) => fact(info, 'stage') }),
  column.accessor('roundSize', {
    id: 'round',
    header: 'Round',
    cell: (info) => fact(info, 'roundSize', formatRoundSize),
  }),
  column.accessor('geography', { id: 'location', header: 'Location', cell: (info) => fact(info, 'geography') }),
  column.accessor('uploadedAt', {
    id: 'uploaded',
    header: 'Uploaded',
    cell: (info) => <time dateTime={info.getValue()}>{formatDeckDate(info.getValue())}</time>,
  }),
  column.accessor('pipelineStage', {
    id: 'dealStage',
    header: 'Deal stage',
    cell: (info) => <DealStageCell stageId={info.getValue()} />,
  }),
  column.display({
    id: 'deepAnalysis',
    header: 'Deep analysis',
    cell: ({ row }) =>
      row.original.deepAnalysisStatus || row.original.hasDeepAnalysis ? analysisCardBadge(row.original) : '—',
  }),
];

export interface DeckTableProps {
  decks: DeckSummary[];
  sort: DeckListSort;
  dir: SortDirection;
  onSort: (sort: DeckListSort, dir: SortDirection) => void;
  caption: string;
  /** The section's deck count, loaded or not: a table that will be virtual is virtual from its first page. */
  total?: number;
}

/** Up and down arrows move between the rows' company links (keyboard navigation of the table). */
function moveBetweenRows(event: KeyboardEvent<HTMLTableSectionElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-row-link]')];
  const index = links.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  const next = links[index + (event.key === 'ArrowDown' ? 1 : -1)];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/** A table row's usual height (one line of text, the fit dots, padding and border). */
const ESTIMATED_ROW_PX = 41;
/** Rows rendered beyond each edge of the screen: the arrow keys always find the next row in the page. */
const OVERSCAN_ROWS = 10;

interface DeckRowProps {
  row: Row<DeckSummary>;
  index: number;
  measure?: (element: HTMLElement | null) => void;
}

/**
 * One deck's row. Memoised on the deck (the same object while the query cache keeps it): a page appended
 * to the list renders its own rows, not again every row above it.
 */
const DeckRow = memo(
  function DeckRow({ row, index, measure }: DeckRowProps) {
    return (
      <TableRow data-deck-id={row.id} data-index={index} aria-rowindex={index + 2} ref={measure}>
        {row.getVisibleCells().map((cell) => (
          <TableCell key={cell.id} className="max-w-56 truncate">
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </TableCell>
        ))}
      </TableRow>
    );
  },
  (before, after) =>
    before.row.original === after.row.original && before.index === after.index && before.measure === after.measure,
);

/** An empty row of the given height standing for the rows scrolled out of the page. */
function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden>
      <td colSpan={COLUMNS.length} style={{ height, padding: 0 }} />
    </tr>
  );
}

/**
 * A long table (hundreds of rows after scrolling) keeps only the rows near the screen in the page, with
 * spacer rows for the others, so appending a page or scrolling does not lay out every row again.
 */
function VirtualBody({ rows }: { rows: Row<DeckSummary>[] }) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(body.current ? body.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offset,
    getItemKey: (index) => rows[index].id,
    // As the card grid: rows coming into view render as a deferred, interruptible update, not inside the
    // scroll event.
    useFlushSync: false,
  });
  const items = useDeferredValue(virtualizer.getVirtualItems()).filter((item) => rows[item.index]);
  const before = items.length ? items[0].start - offset : 0;
  const after = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - offset) : 0;
  return (
    <TableBody ref={body} onKeyDown={moveBetweenRows}>
      <Spacer height={before} />
      {items.map((item) => (
        <DeckRow key={item.key} row={rows[item.index]} index={item.index} measure={virtualizer.measureElement} />
      ))}
      <Spacer height={after} />
    </TableBody>
  );
}

/** The compact table view of the library: one row a deck, columns sorted by the server. */
export function DeckTable({ decks, sort, dir, onSort, caption, total = 0 }: DeckTableProps) {
  const sorting = useMemo(() => [{ id: sort, desc: dir === 'desc' }], [sort, dir]);
  const table = useReactTable({
    data: decks,
    columns: COLUMNS,
    state: { sorting },
    manualSorting: true,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (deck) => deck.id,
  });
  const rows = table.getRowModel().rows;
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <Table aria-rowcount={Math.max(decks.length, total) + 1}>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const id = header.column.id;
                if (!isSortable(id)) {
                  return (
                    <TableHead key={header.id} className="font-medium">
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </TableHead>
                  );
                }
                const active = id === sort;
                const Icon = active ? (dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                const nextDir: SortDirection = active ? (dir === 'asc' ? 'desc' : 'asc') : DEFAULT_SORT_DIRECTION[id];
                return (
                  <TableHead key={header.id} aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 font-medium hover:text-foreground"
                      onClick={() => onSort(id, nextDir)}
                    >
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      <Icon className={cn('size-3.5', !active && 'opacity-40')} aria-hidden />
                    </button>
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        {Math.max(decks.length, total) < VIRTUALIZE_FROM ? (
          <TableBody onKeyDown={moveBetweenRows}>
            {rows.map((row, index) => (
              <DeckRow key={row.id} row={row} index={index} />
            ))}
          </TableBody>
        ) : (
          <VirtualBody rows={rows} />
        )}
      </Table>
    </div>
  );
}
