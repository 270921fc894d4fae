import { PassThrough, Readable } from 'node:stream';
import { csvLine, DECK_EXPORT_COLUMNS, deckExportRow, type DeckExportFormat } from '@pitchscope/domain/deck-export';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../platform/actor.ts';
import { toDeckSummary } from './deck-mapper.ts';
import * as repo from './decks.repository.ts';

const PAGE_SIZE = 200;

export const DECK_EXPORT_CONTENT_TYPES: Record<DeckExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The actor's visible decks as export rows, read a page at a time. */
async function* exportRows(ctx: AppContext, actor: Actor): AsyncGenerator<string[]> {
  const deckUrl = (id: string) => `${ctx.config.appUrl.replace(/\/$/, '')}/pitch-decks/${encodeURIComponent(id)}`;
  let after: { uploadedAt: Date; id: string } | null = null;
  for (;;) {
    const rows = await repo.listVisibleDecksAfter(ctx.db, actor.userId, after, PAGE_SIZE);
    for (const row of rows) yield deckExportRow(toDeckSummary(row), deckUrl(row.id));
    if (rows.length < PAGE_SIZE) return;
    const last = rows[rows.length - 1];
    after = { uploadedAt: last.uploadedAt, id: last.id };
  }
}

/**
 * `GET /api/decks/export`: the user's decks as CSV or Excel, streamed (memory stays flat whatever the
 * library's size). CSV starts with a byte-order mark so that Excel reads it as UTF-8.
 */
export function exportDecks(ctx: AppContext, actor: Actor, format: DeckExportFormat): Readable {
  const headers = DECK_EXPORT_COLUMNS.map((column) => column.header);
  if (format === 'csv') {
    return Readable.from(
      (async function* () {
        yield '\uFEFF' + csvLine(headers);
        for await (const row of exportRows(ctx, actor)) yield csvLine(row);
      })(),
    );
  }
  const out = new PassThrough();
  void writeWorkbook(ctx, actor, headers, out).catch((error) => out.destroy(error));
  return out;
}

async function writeWorkbook(ctx: AppContext, actor: Actor, headers: string[], out: PassThrough) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('Pitch decks', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: Math.min(40, Math.max(12, header.length + 2)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of exportRows(ctx, actor)) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}
