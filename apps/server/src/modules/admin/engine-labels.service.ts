import { createHash } from 'node:crypto';
import { engineLabelsOf, engineLabelsTsv, type EngineLabelRow } from '@pitchscope/domain/engine-labels';
import type { AppContext } from '../../platform/context.ts';
import type { Actor } from '../../platform/actor.ts';
import { recordAdminAction } from './audit.service.ts';
import * as repo from './admin.repository.ts';

const PAGE = 200;

export interface EngineLabelsExport {
  fileName: string;
  bytes: Uint8Array;
  decks: number;
}

/**
 * The investors' corrections as labelled data for `npm run engine:fit` (issue #30 item 4): a zip with
 * `labels.tsv` (the corpus's columns) and `texts/<sha256>.json`, each deck's extracted slides in the
 * evaluation's extraction-cache shape, so the fit reads them as it reads the corpus without the files.
 * Deck texts leave the server here, so the export is an audited admin action.
 */
export async function exportEngineLabels(ctx: Pick<AppContext, 'db' | 'clock'>, actor: Actor): Promise<EngineLabelsExport> {
  // jszip is loaded by the one admin action that needs it, not at start.
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const rows: EngineLabelRow[] = [];
  for (let afterId: string | null = null; ; ) {
    const page = await repo.listTaughtDeckPage(ctx.db, afterId, PAGE);
    for (const deck of page) {
      const textSha256 = createHash('sha256').update(deck.rawContent).digest('hex');
      const row = engineLabelsOf({
        textSha256,
        fileName: deck.fileName,
        values: { companyName: deck.companyName, industry: deck.industry, stage: deck.stage, roundSize: deck.roundSize, geography: deck.geography },
        fieldSources: deck.fieldSources,
        addedAnyway: deck.addedAnyway,
      });
      if (!row || rows.some((earlier) => earlier.sha256 === textSha256)) continue;
      rows.push(row);
      const pages = (deck.pages ?? []).map((slide) => ({ pageNumber: slide.pageNumber, rawText: slide.rawText, ...(slide.notes ? { notes: slide.notes } : {}) }));
      zip.file(`texts/${textSha256}.json`, JSON.stringify({ pages, rawContent: deck.rawContent, ocrPageCount: (deck.pages ?? []).filter((slide) => slide.method === 'ocr').length }));
    }
    if (page.length < PAGE) break;
    afterId = page[page.length - 1]!.id;
  }
  zip.file('labels.tsv', engineLabelsTsv(rows));
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  await recordAdminAction(ctx.db, {
    adminId: actor.userId,
    action: 'engine-labels.export',
    targetType: 'settings',
    targetId: 'engine-labels',
    details: { decks: rows.length },
  });
  return { fileName: `pitchscope-corrections-${ctx.clock().toISOString().slice(0, 10)}.zip`, bytes, decks: rows.length };
}
