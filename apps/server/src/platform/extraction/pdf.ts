import { getResolvedPDFJS } from 'unpdf';
import { isMostlyUncasedScript, looksLikeGibberish, readabilityScore, readsPoorly } from './gibberish.ts';
import { mapWithConcurrency, NOTHING_READ, OCR_PIPELINE_DEPTH, recognizeImage, type OcrReading } from './ocr.ts';
import { runningLineTest, type PageDraft, type PageLine } from './page-assembly.ts';
import { openPdfDocument, renderPageForOcr, type PdfDocument } from './pdf-document.ts';
import { hiddenTextReasons } from './pdf-hidden-text.ts';
import type { ReaderOptions, ReaderResult } from './reader-types.ts';
import type { HiddenReason } from '@pitchscope/domain/hidden-content';
import { countLetters, NEAR_EMPTY_LETTERS } from './slide-pictures.ts';

const OCR_RENDER_SCALE = 2;
/**
 * Pixels worth giving tesseract for one page. Beyond this its time grows with no more words read: on
 * the image-only decks of our corpus, a 1.5 MP render read as many dictionary words as scale 2 (±2 %;
 * 4.1 MP for a 1280 pt slide) in 9–20 % less time, while 0.5 MP lost a fifth of the words. Pages of
 * 16:9 slides (1.2 MP at scale 2) are not affected.
 */
const OCR_MAX_PIXELS = 1_500_000;
/** The longest side, for posters and banners of extreme shape that the pixel budget alone would allow. */
const OCR_MAX_SIDE = 4000;
const OCR_RENDER_SIZE = { scale: OCR_RENDER_SCALE, maxSide: OCR_MAX_SIDE, maxPixels: OCR_MAX_PIXELS } as const;
/** Vector paths on a near-empty page: text converted to outlines looks like this, and OCR reads it. */
const OUTLINED_TEXT_PATH_OPS = 200;
/** A page whose content stream is hostile (millions of tiny text runs) must not blow up memory. */
const MAX_PAGE_CHARS = 50_000;
/** pdfjs may believe a forged page count; stop after this many unreadable pages in a row. */
const MAX_CONSECUTIVE_BROKEN_PAGES = 5;
const TEXT_LAYER_CONCURRENCY = 4;
/** pdfjs has been seen to never settle a render on odd pages; a stuck page must not stall the upload. */
const PAGE_OCR_TIMEOUT_MS = 60_000;

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
interface PositionedText {
  str: string;
  hasEOL: boolean;
  transform: number[];
  height: number;
  width: number;
}

export async function readPdf(bytes: Uint8Array, options: ReaderOptions): Promise<ReaderResult> {
  const pdf = await openPdfDocument(bytes, { forRendering: options.ocr });
  // The same file again, without its pictures: the text layers and the colours of the text are read
  // from it, with no image decoded (most of an operator list's cost); only pages where text may be
  // hidden are checked again with their pictures, which can only make text visible (see pdf-hidden-text).
  const withoutPictures = await openPdfDocument(bytes, { forRendering: false, withoutPictures: true });
  try {
    const pageLimit = Math.min(pdf.numPages, options.maxPages);
    const textLayers = await readTextLayers({ text: withoutPictures, full: pdf }, pageLimit, options.signal);
    // Fewer layers than asked for: the pages after them could not be read (a forged count), not cut.
    const documentPageCount =
      textLayers.length < pageLimit ? textLayers.length : await countLoadablePages(withoutPictures, pageLimit);
    const isRunningLine = runningLineTest(textLayers.map((layer) => layer?.plainLines ?? []));
    const drafts = await mapWithConcurrency(textLayers, OCR_PIPELINE_DEPTH, (layer, index) =>
      layer === null
        ? Promise.resolve<PageDraft>({ lines: [], method: 'none' })
        : readPage(pdf, index + 1, layer, isRunningLine, options),
    );
    const ocrPageCount = drafts.filter((draft) => draft.method === 'ocr').length;
    return { drafts, ocrPageCount, documentPageCount, metadataTitle: await readMetadataTitle(pdf) };
  } finally {
    await Promise.all([pdf.loadingTask.destroy(), withoutPictures.loadingTask.destroy()]);
  }
}

/**
 * The pages a document really has, knowing the first `loaded` load: its page tree's count when its last
 * page loads, otherwise the last page that does, found by bisection (a forged count of two billion costs
 * some thirty page lookups, no page content is parsed). The deck page quotes this number.
 */
async function countLoadablePages(pdf: PdfDocument, loaded: number): Promise<number> {
  const loads = (pageNumber: number) =>
    pdf.getPage(pageNumber).then(
      (page) => {
        page.cleanup();
        return true;
      },
      () => false,
    );
  if (pdf.numPages <= loaded || (await loads(pdf.numPages))) return pdf.numPages;
  let good = loaded;
  let bad = pdf.numPages;
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    if (await loads(middle)) good = middle;
    else bad = middle;
  }
  return good;
}

/**
 * Text layers of the first `pageLimit` pages, null for pages that cannot be loaded. A few pages are
 * read at once because pdfjs interleaves their parsing well; far faster than strictly one by one.
 */
async function readTextLayers(
  pdf: { text: PdfDocument; full: PdfDocument },
  pageLimit: number,
  signal?: AbortSignal,
): Promise<(TextLayer | null)[]> {
  const layers: (TextLayer | null)[] = [];
  let brokenPagesInARow = 0;
  for (let first = 1; first <= pageLimit; first += TEXT_LAYER_CONCURRENCY) {
    signal?.throwIfAborted();
    const batch = Array.from(
      { length: Math.min(TEXT_LAYER_CONCURRENCY, pageLimit - first + 1) },
      (_, i) => first + i,
    );
    for (const layer of await Promise.all(batch.map((pageNumber) => readTextLayerOf(pdf, pageNumber)))) {
      layers.push(layer);
      brokenPagesInARow = layer === null ? brokenPagesInARow + 1 : 0;
      if (brokenPagesInARow >= MAX_CONSECUTIVE_BROKEN_PAGES) break;
    }
    if (brokenPagesInARow >= MAX_CONSECUTIVE_BROKEN_PAGES) break;
  }
  // Unreadable pages at the very end are the forged part of a page count, not pages.
  layers.length -= brokenPagesInARow;
  return layers;
}

async function readTextLayerOf(
  pdf: { text: PdfDocument; full: PdfDocument },
  pageNumber: number,
): Promise<TextLayer | null> {
  const page = await pdf.text.getPage(pageNumber).catch(() => null);
  if (!page) return null;
  const fullOperators = async () => {
    const full = await pdf.full.getPage(pageNumber);
    try {
      return await full.getOperatorList();
    } finally {
      full.cleanup();
    }
  };
  try {
    return await readTextLayer(page, fullOperators).catch(() => ({ lines: [], plainLines: [] }));
  } finally {
    page.cleanup();
  }
}

async function readPage(
  pdf: PdfDocument,
  pageNumber: number,
  { lines: allLines, plainLines }: TextLayer,
  isRunningLine: (line: PageLine) => boolean,
  options: ReaderOptions,
): Promise<PageDraft> {
  // Hidden lines stay in the draft (assembly keeps them out of the text). The OCR decision reads the
  // plain lines, as it did before hidden text was told apart; only a page whose text is all hidden is
  // read with OCR on top of that (what it shows may be a picture).
  const hiddenLines = allLines.filter((line) => line.hidden);
  const visibleLetters = countLetters(allLines.filter((line) => !line.hidden).map((line) => line.text).join('\n'));
  const text = plainLines.map((line) => line.text).join('\n');
  const letters = countLetters(text);
  const textMethod = visibleLetters > 0 ? 'text' : 'none';
  if (!options.ocr) return { lines: allLines, method: textMethod };
  // A scanned deck whose running footer is real text ("Confidential · Acme Inc. · acme.com") has as
  // little content in its text layer as one with none: the footer does not count.
  const contentLetters = countLetters(
    plainLines
      .filter((line) => !isRunningLine(line))
      .map((line) => line.text)
      .join('\n'),
  );

  // A page with no text layer at all is rendered straight away: the render shows whether anything is
  // there, and asking pdfjs's operator list first would decode every image twice. A page with a little
  // text (a title slide, a footer) is only read when it paints pictures or outlined glyphs.
  // A text layer that has lost its words (a broken encoding, or letters scattered where a font maps only
  // some glyphs) is read again too: the better of the two readings is kept below.
  // A text layer mostly in a script without letter case (Japanese, Chinese, Arabic) is kept as it is: OCR,
  // trained on Latin text, never reads it better, so it is not run at all.
  const needsOcr =
    !isMostlyUncasedScript(text) &&
    (readsPoorly(text) ||
      letters === 0 ||
      visibleLetters === 0 ||
      (contentLetters < NEAR_EMPTY_LETTERS && (await drawsSomethingReadable(pdf, pageNumber))));
  if (!needsOcr) return { lines: allLines, method: textMethod };

  options.signal?.throwIfAborted();
  const reading = await readPageWithOcr(pdf, pageNumber);
  // The page keeps whichever reading scores better as words (readabilityScore), measured on what each
  // would show: the text layer as it is, OCR once its doubtful words and debris lines are dropped. That
  // one reading is what the text panel, the sections, the facts and the reports all read.
  const ocrIsBetter = !looksLikeGibberish(reading.text) && readabilityScore(reading.text) > readabilityScore(text);
  if (!ocrIsBetter) return { lines: allLines, method: textMethod };
  // OCR reads what the page shows; the hidden text of its text layer is still reported, unless garbled.
  const readableHidden = hiddenLines.filter((line) => !looksLikeGibberish(line.text));
  return {
    lines: [...reading.text.split('\n').map((line) => ({ text: line })), ...readableHidden],
    method: 'ocr',
    ocrText: reading.rawText,
  };
}

/**
 * A page drawn and read with OCR, within its time budget; nothing read when it is blank, fails or overruns.
 * Exported for the evaluation that reads every page of a deck as a picture (`scripts/ocr-all.ts`).
 */
export function readPageWithOcr(pdf: PdfDocument, pageNumber: number): Promise<OcrReading> {
  return withTimeout(
    renderPageForOcr(pdf, pageNumber, OCR_RENDER_SIZE).then(({ image, blank }) => (blank ? NOTHING_READ : recognizeImage(image))),
    PAGE_OCR_TIMEOUT_MS,
  ).catch(() => NOTHING_READ);
}

/** Whether a page with (almost) no text layer paints pictures or outlined glyphs worth OCR. */
async function drawsSomethingReadable(pdf: PdfDocument, pageNumber: number): Promise<boolean> {
  const { OPS } = await getResolvedPDFJS();
  const page = await pdf.getPage(pageNumber);
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObject,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintImageMaskXObjectRepeat,
  ]);
  const operators = await page.getOperatorList().catch(() => null);
  if (!operators) return false;
  let pathOps = 0;
  for (const op of operators.fnArray) {
    if (imageOps.has(op)) return true;
    if (op === OPS.constructPath && ++pathOps >= OUTLINED_TEXT_PATH_OPS) return true;
  }
  return false;
}

/**
 * A page's text layer as lines: `lines` with the runs a reader cannot see in lines of their own (marked
 * hidden), and `plainLines` built as if nothing were hidden. The OCR decision reads the plain lines, so it
 * is the same as it was before hidden text was told apart (a running footer whose shadow copy is caught
 * on some pages and not on others must still read as one running line).
 */
interface TextLayer {
  lines: PageLine[];
  plainLines: PageLine[];
}

async function readTextLayer(
  page: PdfPage,
  fullOperators: () => Promise<{ fnArray: number[]; argsArray: unknown[][] }>,
): Promise<TextLayer> {
  const content = await page.getTextContent();
  let chars = 0;
  const items: PositionedText[] = [];
  for (const item of content.items as PositionedText[]) {
    if (typeof item.str !== 'string') continue; // marked-content markers carry no text
    if (chars > MAX_PAGE_CHARS) break;
    chars += item.str.length;
    items.push(item);
  }
  // Text a reader cannot see (white on white, tiny, off the page) is kept apart in lines of its own.
  const { reasons: hidden, offPage } = await hiddenTextReasons(items, page.view, () => page.getOperatorList(), fullOperators);
  const lines = buildLines(items, page.view[3], hidden);
  for (const run of offPage) lines.push({ text: run.text, fontSize: run.fontSize, top: run.top, hidden: ['off-page'] });
  return { lines, plainLines: buildLines(items, page.view[3], null) };
}

/**
 * Rebuilds lines from pdfjs text runs. pdfjs marks most line ends (hasEOL) but not all, so a jump in
 * the baseline also starts a new line, and a horizontal gap between runs becomes a space. With `hidden`
 * (reasons per item), a change between hidden and visible starts a new line too.
 */
function buildLines(items: PositionedText[], pageTop: number, hidden: (HiddenReason[] | undefined)[] | null): PageLine[] {
  const lines: PageLine[] = [];
  let current: { parts: string[]; fontSize: number; baseline: number; endX: number; hidden?: HiddenReason[] } | null = null;
  const flush = () => {
    if (current)
      lines.push({
        text: current.parts.join(''),
        fontSize: current.fontSize,
        top: pageTop - current.baseline,
        ...(current.hidden ? { hidden: current.hidden } : {}),
      });
    current = null;
  };
  const hiddenKey = (reasons: HiddenReason[] | undefined) => (reasons ?? []).join();

  for (const [index, item] of items.entries()) {
    const [, , c, d, x, y] = item.transform;
    const fontSize = Math.hypot(c, d) || item.height;
    if (item.str) {
      // A run of spaces goes with the line it is in, hidden or not.
      const itemHidden: HiddenReason[] | undefined = !hidden
        ? undefined
        : item.str.trim()
          ? hidden[index]
          : (current as { hidden?: HiddenReason[] } | null)?.hidden;
      if (current && Math.abs(y - current.baseline) > Math.max(current.fontSize, fontSize) * 0.5) flush();
      if (current && hiddenKey(current.hidden) !== hiddenKey(itemHidden)) flush();
      if (!current) {
        current = { parts: [item.str], fontSize, baseline: y, endX: x + item.width, hidden: itemHidden };
      } else {
        const gap = x - current.endX;
        const previous = current.parts.at(-1)!;
        if (gap > fontSize * 0.15 && !/\s$/.test(previous) && !/^\s/.test(item.str)) current.parts.push(' ');
        current.parts.push(item.str);
        current.fontSize = Math.max(current.fontSize, fontSize);
        current.endX = x + item.width;
      }
    }
    if (item.hasEOL) flush();
  }
  flush();
  return lines;
}

async function readMetadataTitle(pdf: PdfDocument): Promise<string> {
  try {
    const { info } = await pdf.getMetadata();
    const title = (info as { Title?: unknown }).Title;
    return typeof title === 'string' ? title : '';
  } catch {
    return '';
  }
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
