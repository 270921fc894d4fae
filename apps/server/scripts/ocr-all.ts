/**
 * The `--ocr-all` condition of the ask evaluation: a deck read as if every page were a picture. Each page
 * is rendered and read with the product's own OCR (`readPageWithOcr`, as `pdf.ts` reads a picture page: the cleaned
 * `.text` reading a deck's page gets), then assembled as an upload's pages are. Text decks stand in for
 * image-only ones: their questions may be looked at, the image-only decks' may not. PowerPoint decks are
 * converted to PDF with LibreOffice first (as the viewer's page images are); without it they are skipped.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DECK_PAGES_READ_MAX } from '@pitchscope/domain/constants';
import { convertToPdf, detectSoffice } from '../src/platform/extraction/office-to-pdf.ts';
import { mapWithConcurrency, OCR_PIPELINE_DEPTH } from '../src/platform/extraction/ocr.ts';
import { assemblePages, joinRawContent, type PageDraft } from '../src/platform/extraction/page-assembly.ts';
import { readPageWithOcr } from '../src/platform/extraction/pdf.ts';
import { openPdfDocument } from '../src/platform/extraction/pdf-document.ts';
import type { CachedExtraction } from './eval-labels.ts';

const CONVERSION_LIMITS = { timeMs: 180_000, memoryMb: 2048 };

/** The deck's pages as OCR reads them, or null for a PowerPoint deck when LibreOffice is missing. */
export async function ocrAllCached(filePath: string, sha: string, cacheDir: string): Promise<CachedExtraction | null> {
  const cacheFile = path.join(cacheDir, `${sha}.ocr-all.json`);
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as CachedExtraction;
  } catch {
    // Not cached yet.
  }
  const extension = path.extname(filePath).slice(1).toLowerCase();
  let pdfBytes: Uint8Array;
  if (extension === 'pptx' || extension === 'ppt') {
    const soffice = detectSoffice(process.env.SOFFICE_PATH).path;
    if (!soffice) return null;
    const converted = await convertToPdf(soffice, filePath, extension, CONVERSION_LIMITS);
    try {
      pdfBytes = new Uint8Array(await readFile(converted.pdfPath));
    } finally {
      await converted.cleanup();
    }
  } else pdfBytes = new Uint8Array(await readFile(filePath));
  const drafts = await readEveryPageWithOcr(pdfBytes);
  const pages = assemblePages(drafts);
  const result: CachedExtraction = {
    pages: pages.map((p) => ({ pageNumber: p.pageNumber, rawText: p.rawText })),
    rawContent: joinRawContent(pages),
    ocrPageCount: drafts.length,
  };
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cacheFile, JSON.stringify(result));
  return result;
}

async function readEveryPageWithOcr(bytes: Uint8Array): Promise<PageDraft[]> {
  const pdf = await openPdfDocument(bytes, { forRendering: true });
  try {
    const pageNumbers = Array.from({ length: Math.min(pdf.numPages, DECK_PAGES_READ_MAX) }, (_, i) => i + 1);
    return await mapWithConcurrency(pageNumbers, OCR_PIPELINE_DEPTH, async (pageNumber) => {
      const reading = await readPageWithOcr(pdf, pageNumber);
      return {
        lines: reading.text.split('\n').map((text) => ({ text })),
        method: reading.text ? 'ocr' : 'none',
        ocrText: reading.rawText,
      } satisfies PageDraft;
    });
  } finally {
    await pdf.loadingTask.destroy();
  }
}
