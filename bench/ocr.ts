/**
 * 3. OCR of an image-only deck (makeImageOnlyPdf, 5 pages): seconds per page through extractDocument,
 * cold (first OCR of the process: tesseract worker start + model load) and warm; plus where a warm page's
 * time goes (pdfjs render at OCR scale vs tesseract recognize).
 */
import { extractDocument } from '../apps/server/src/platform/extraction/extract-document.ts';
import { openPdfDocument, renderLoadedPage } from '../apps/server/src/platform/extraction/pdf-document.ts';
import { recognizeImage, shutdownOcr } from '../apps/server/src/platform/extraction/ocr.ts';
import { makeImageOnlyPdf } from '../apps/server/src/test/fixtures/documents.ts';
import { atMost, info, mean, now, round, runIfMain, type Bench } from './lib/common.ts';
import { generateDeck } from './lib/decks.ts';

const PAGES = 5;
const OCR_RENDER_SCALE = 2; // as in apps/server/src/platform/extraction/pdf.ts

/** Share of the deck's significant words that OCR read back. */
function wordRecall(expected: string, actual: string): number {
  const words = (text: string) => new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []));
  const want = words(expected);
  const got = words(actual);
  let hit = 0;
  for (const word of want) if (got.has(word)) hit++;
  return want.size ? hit / want.size : 0;
}

/**
 * Tokens OCR read that are not on the slide: words the deck does not contain, and tokens with no letter or
 * digit at all (strokes read as "|", "=", "—"). What the OCR cleaning (ocr-cleaning.ts) is meant to drop.
 */
function strayTokens(expected: string, actual: string): number {
  const parts = (token: string) => token.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const want = new Set(parts(expected));
  const tokens = actual.replace(/^--- Slide \d+ ---$/gm, '').split(/\s+/).filter(Boolean);
  return tokens.filter((token) => {
    const pieces = parts(token);
    return pieces.length === 0 || !pieces.every((piece) => want.has(piece));
  }).length;
}

export const bench: Bench = {
  name: 'ocr',
  async run() {
    const decks = [generateDeck(42), generateDeck(43)].map((deck) => deck.slides.slice(0, PAGES));
    const [coldPdf, warmPdf] = await Promise.all(decks.map((slides) => makeImageOnlyPdf(slides)));

    const coldStart = now();
    const cold = await extractDocument({ buffer: coldPdf }, { ocr: true });
    const coldMs = now() - coldStart;
    const warmStart = now();
    const warm = await extractDocument({ buffer: warmPdf }, { ocr: true });
    const warmMs = now() - warmStart;
    if (warm.ocrPageCount !== PAGES) throw new Error(`expected ${PAGES} OCR pages, got ${warm.ocrPageCount}`);

    // Breakdown of the warm path, page by page.
    const pdf = await openPdfDocument(warmPdf, { forRendering: true });
    const renderMs: number[] = [];
    const recognizeMs: number[] = [];
    for (let page = 1; page <= PAGES; page++) {
      let started = now();
      const png = await renderLoadedPage(pdf, page, OCR_RENDER_SCALE);
      renderMs.push(now() - started);
      started = now();
      await recognizeImage(png);
      recognizeMs.push(now() - started);
    }
    await pdf.loadingTask.destroy();
    await shutdownOcr();

    const perPageWarm = warmMs / PAGES / 1000;
    const expected = decks[1].join('\n');
    const recall = wordRecall(expected, warm.rawContent);
    // What OCR read before cleaning, kept on each page for the admin raw view.
    const uncleaned = warm.pages.map((page) => page.ocrText ?? page.rawText).join('\n');
    return {
      name: this.name,
      rows: [
        atMost('warm OCR per page', round(perPageWarm, 2), 's', 1.5, `${PAGES} pages, word recall ${round(recall * 100, 0)}%`),
        info('word recall, cleaned text (what the deck gets)', round(recall * 100, 1), '%', `before cleaning ${round(wordRecall(expected, uncleaned) * 100, 1)}%`),
        info('tokens not on the slides, cleaned text', strayTokens(expected, warm.rawContent), 'tokens', `before cleaning ${strayTokens(expected, uncleaned)}`),
        info('cold OCR per page (1st deck of the process)', round(coldMs / PAGES / 1000, 2), 's', `cold / warm = ${round(coldMs / warmMs, 2)}×`),
        info('render page at scale 2', round(mean(renderMs), 0), 'ms', `${round((mean(renderMs) / (mean(renderMs) + mean(recognizeMs))) * 100, 0)}% of a page`),
        info('tesseract recognize', round(mean(recognizeMs), 0), 'ms'),
      ],
      notes: [`Cold includes starting the shared tesseract worker (wasm + English model) once per process; ${cold.ocrPageCount} pages OCR'd cold.`],
    };
  },
};

await runIfMain(import.meta.url, bench);
