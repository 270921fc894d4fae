/**
 * Prints the figure ledger of decks, and the checks' findings, for eyeballing the extractor on real files.
 *
 *   npx tsx apps/server/scripts/print-ledger.ts <file>... [--ocr] [--as-of=2025-06-30]
 *
 * Text comes from the same extraction the server runs (OCR off unless --ocr, as it is slow); the
 * corpus evaluation's cache (`npm run eval:corpus -- --cache`) is reused when it holds the file.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkFigureLedger } from '@pitchscope/domain/figures/checks';
import { buildFigureLedger } from '@pitchscope/domain/figures/extract';
import { FIGURE_METRIC_LABELS } from '@pitchscope/domain/figures/figure';
import { formatFigureValue } from '@pitchscope/domain/figures/format';
import { extractDocument } from '../src/platform/extraction/extract-document.ts';
import { shutdownOcr } from '../src/platform/extraction/ocr.ts';

interface CachedPages {
  pages: { pageNumber: number; rawText: string }[];
}

async function readPages(file: string, ocr: boolean): Promise<{ page: number; text: string }[]> {
  const sha = createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
  for (const name of [`${sha}.json`, `${sha}.no-ocr.json`]) {
    try {
      const cached = JSON.parse(
        await readFile(path.join(os.tmpdir(), 'pitchscope-eval-cache', name), 'utf8'),
      ) as CachedPages;
      return cached.pages.map((p) => ({ page: p.pageNumber, text: p.rawText }));
    } catch {
      // Not cached.
    }
  }
  const doc = await extractDocument({ path: file }, { ocr });
  return doc.pages.map((p) => ({ page: p.pageNumber, text: p.rawText }));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const ocr = args.includes('--ocr');
  const asOfArg = args.find((a) => a.startsWith('--as-of='))?.slice('--as-of='.length);
  const asOf = asOfArg ? new Date(asOfArg) : new Date();
  for (const file of args.filter((a) => !a.startsWith('--'))) {
    const ledger = buildFigureLedger(await readPages(file, ocr), { asOf });
    console.log(
      `\n## ${path.basename(file)} — ${ledger.figures.length} figures, deck date ${ledger.deckDate ?? 'unknown'}`,
    );
    for (const f of ledger.figures) {
      const what = `${FIGURE_METRIC_LABELS[f.metric]}${f.of ? ` of ${FIGURE_METRIC_LABELS[f.of]}` : ''}`;
      console.log(
        `p${String(f.page).padEnd(3)} ${what.padEnd(22)} ${formatFigureValue(f).padEnd(16)} ${(f.period?.text ?? '').padEnd(12)} ${f.status.padEnd(9)} ${f.raw.padEnd(14)} | ${f.context.slice(0, 90)}`,
      );
    }
    for (const finding of checkFigureLedger(ledger, { asOf }))
      console.log(`  [${finding.severity}] ${finding.check}: ${finding.message}`);
  }
  await shutdownOcr();
}

await main();
