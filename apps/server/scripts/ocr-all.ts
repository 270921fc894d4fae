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
import { mapWithConcurrency, OCR_PIPELINE_DEPTH, ocrPageText } from '../src/platform/extraction/ocr.ts';
import { assemblePages, joinRawContent, type PageDraft } from '../src/platform/extraction/page-assembly.ts';
import { readPageWithOcr } from '../src/platform/extraction/pdf.ts';
import { openPdfDocument } from '../src/platform/extraction/pdf-document.ts';
import type { CachedExtraction } from './eval-labels.ts';

const CONVERSION_LIMITS = { timeMs: 180_000, memoryMb: 2048 };

/**
 * What OCR read off one page: tesseract's printed text and its words with confidences and boxes, each
 * word as [text, confidence, left, top, width, height]. The cache holds these rather than the finished
 * text, so a change to the cleaning or the reading order is measured in seconds, without OCR again.
 */
interface CachedPageWords {
  ocrText: string;
  lines: [string, number, number, number, number, number][][];
}

/** Bump when what a cached page holds changes meaning (earlier caches then read again). */
const WORDS_CACHE_VERSION = 1;

/** The deck's pages as OCR reads them, or null for a PowerPoint deck when LibreOffice is missing. */
export async function ocrAllCached(filePath: string, sha: string, cacheDir: string): Promise<CachedExtraction | null> {
  const cacheFile = path.join(cacheDir, `${sha}.ocr-all-words.v${WORDS_CACHE_VERSION}.json`);
  let pageWords: CachedPageWords[] | null = null;
  try {
    pageWords = JSON.parse(await readFile(cacheFile, 'utf8')) as CachedPageWords[];
  } catch {
    // Not cached yet.
  }
  if (!pageWords) {
    const pdfBytes = await readAsPdf(filePath);
    if (!pdfBytes) return null;
    pageWords = await readEveryPageWithOcr(pdfBytes);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cacheFile, JSON.stringify(pageWords));
  }
  const drafts = pageWords.map((page): PageDraft => {
    const text = ocrPageText(page.lines.map((words) => words.map(([text, confidence, left, top, width, height]) => ({ text, confidence, box: { left, top, width, height } }))));
    return { lines: text.split('\n').map((line) => ({ text: line })), method: text ? 'ocr' : 'none', ocrText: page.ocrText };
  });
  const pages = assemblePages(drafts);
  return {
    pages: pages.map((p) => ({ pageNumber: p.pageNumber, rawText: p.rawText })),
    rawContent: joinRawContent(pages),
    ocrPageCount: drafts.length,
  };
}

/** The deck as PDF bytes: PowerPoint decks through LibreOffice, or null without it. */
async function readAsPdf(filePath: string): Promise<Uint8Array | null> {
  const extension = path.extname(filePath).slice(1).toLowerCase();
  if (extension !== 'pptx' && extension !== 'ppt') return new Uint8Array(await readFile(filePath));
  const soffice = detectSoffice(process.env.SOFFICE_PATH).path;
  if (!soffice) return null;
  const converted = await convertToPdf(soffice, filePath, extension, CONVERSION_LIMITS);
  try {
    return new Uint8Array(await readFile(converted.pdfPath));
  } finally {
    await converted.cleanup();
  }
}

async function readEveryPageWithOcr(bytes: Uint8Array): Promise<CachedPageWords[]> {
  const pdf = await openPdfDocument(bytes, { forRendering: true });
  try {
    const pageNumbers = Array.from({ length: Math.min(pdf.numPages, DECK_PAGES_READ_MAX) }, (_, i) => i + 1);
    return await mapWithConcurrency(pageNumbers, OCR_PIPELINE_DEPTH, async (pageNumber) => {
      const reading = await readPageWithOcr(pdf, pageNumber);
      return {
        ocrText: reading.rawText,
        lines: (reading.lines ?? []).map((words) =>
          words.map(({ text, confidence, box }) => [text, confidence, box.left, box.top, box.width, box.height] as [string, number, number, number, number, number]),
        ),
      };
    });
  } finally {
    await pdf.loadingTask.destroy();
  }
}
