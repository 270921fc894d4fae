/**
 * A chart as a figure (issue #37, ADR 0053): its name, a caption, the drawing, and the same data as a
 * table — hidden from sight but read by screen readers, and shown on demand for anyone. Apart from
 * chart.tsx so that a figure drawn without Recharts (bar-list.tsx) does not load it.
 */
import * as React from 'react';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';

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
