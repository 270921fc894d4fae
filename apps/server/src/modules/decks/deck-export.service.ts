import { PassThrough, Readable } from 'node:stream';
import { csvLine, DECK_EXPORT_COLUMNS, deckExportRow, type DeckExportFormat } from '@pitchscope/domain/deck-export';
import type { z } from 'zod';
import type { deckExportQuerySchema } from '@pitchscope/domain/contracts/deck-list';
import type { Actor } from '../../platform/actor.ts';
import { toDeckSummary } from './deck-mapper.ts';
import { listDeckPage } from './deck-list.query.ts';
import { currentWorkspaceOf } from '../workspaces/workspaces.service.ts';
import type { AppContext } from '../../platform/context.ts';

const PAGE_SIZE = 200;

type DeckExportQuery = z.infer<typeof deckExportQuerySchema>;

export const DECK_EXPORT_CONTENT_TYPES: Record<DeckExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The actor's visible decks as export rows, read a page at a time. */
async function* exportRows(ctx: AppContext, actor: Actor, query: DeckExportQuery): AsyncGenerator<string[]> {
  const deckUrl = (id: string) => `${ctx.config.appUrl.replace(/\/$/, '')}/pitch-decks/${encodeURIComponent(id)}`;
  const { sort, dir, format: _format, ...filters } = query;
  // The current workspace's library, as the list shows it (ADR 0022).
  const workspaceId = (await currentWorkspaceOf(ctx.db, actor.userId)).id;
  let cursor: string | undefined;
  for (;;) {
    const page = await listDeckPage(ctx.db, workspaceId, { filters, sort, dir, limit: PAGE_SIZE, cursor });
    for (const row of page.rows) yield deckExportRow(toDeckSummary(row), deckUrl(row.id));
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

/**
 * `GET /api/decks/export`: the user's decks as CSV or Excel, streamed (memory stays flat whatever the
 * library's size). CSV starts with a byte-order mark so that Excel reads it as UTF-8.
 */
export function exportDecks(ctx: AppContext, actor: Actor, query: DeckExportQuery): Readable {
  const { format } = query;
  const headers = DECK_EXPORT_COLUMNS.map((column) => column.header);
  if (format === 'csv') {
    return Readable.from(
      (async function* () {
        yield '\uFEFF' + csvLine(headers);
        for await (const row of exportRows(ctx, actor, query)) yield csvLine(row);
      })(),
    );
  }
  const out = new PassThrough();
  void writeWorkbook(ctx, actor, query, headers, out).catch((error) => out.destroy(error));
  return out;
}

async function writeWorkbook(ctx: AppContext, actor: Actor, query: DeckExportQuery, headers: string[], out: PassThrough) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('Pitch decks', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: Math.min(40, Math.max(12, header.length + 2)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of exportRows(ctx, actor, query)) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}
