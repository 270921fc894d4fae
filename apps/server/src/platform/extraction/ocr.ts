import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { createScheduler, createWorker, OEM, PSM, type Scheduler } from 'tesseract.js';
import { keepReadableLines, lineText, parseTesseractTsv, type OcrLine } from './ocr-cleaning.ts';
import { orderOcrLines } from './ocr-layout.ts';

/**
 * Offline OCR with tesseract.js. The English model ships in @tesseract.js-data/eng, so nothing is ever
 * downloaded. Starting a worker costs about a second (wasm + model load), so the workers are created on
 * first use and shared by the whole process. Each worker runs one job at a time on its own thread, so
 * with two cores two workers read two pages at once (the PDF reader keeps both busy).
 */

/** An idle worker holds ~100 MB; give them back when no deck has needed OCR for a while. */
const IDLE_SHUTDOWN_MS = 5 * 60_000;
/** More than two buys little: page rendering needs the main thread, and each worker holds ~100 MB. */
export const OCR_WORKERS = Math.max(1, Math.min(2, availableParallelism()));

/**
 * Pages a reader should have in flight through OCR: one per worker plus one being prepared (rendered,
 * unzipped) on the main thread meanwhile, so a worker never waits. Bounds memory to a few bitmaps.
 */
export const OCR_PIPELINE_DEPTH = OCR_WORKERS + 1;

let schedulerPromise: Promise<Scheduler> | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let jobsInFlight = 0;

function englishModelFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
  return join(dirname(packageJson), '4.0.0_best_int');
}

/**
 * Page segmentation "sparse text": find every piece of text wherever it sits. Slides are scattered text
 * boxes, not the single uniform block the tesseract API assumes by default (PSM 6); on our image-only
 * decks this read about as many dictionary words (+11 % to −12 % per deck) in 3–17 % less time.
 */
const SPARSE_TEXT_PAGE_SEGMENTATION = PSM.SPARSE_TEXT;

/**
 * Leptonica, inside tesseract, prints "Error in boxClipToRectangle: box outside rectangle" and the like
 * for odd boxes on busy slides. They are harmless and would fill the server's log, and the worker prints
 * them itself, so each worker runs tesseract.js's own worker script behind a console.error that drops
 * exactly those lines.
 */
function quietWorkerScript(): URL {
  const tesseractEntry = createRequire(import.meta.url).resolve('tesseract.js');
  const workerScript = join(dirname(tesseractEntry), 'worker-script', 'node', 'index.js');
  const source = `
    const printError = console.error.bind(console);
    console.error = (...args) => {
      if (typeof args[0] === 'string' && /^Error in \\w+: /.test(args[0])) return;
      printError(...args);
    };
    const { createRequire } = await import('node:module');
    createRequire(${JSON.stringify(workerScript)})(${JSON.stringify(workerScript)});
  `;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}

async function startWorker() {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishModelFolder(),
    gzip: true,
    cacheMethod: 'none',
    workerPath: quietWorkerScript() as unknown as string,
  });
  await worker.setParameters({
    tessedit_pageseg_mode: SPARSE_TEXT_PAGE_SEGMENTATION,
    // Tesseract prints diagnostics ("Image too small to scale!!") for specks on busy slides; keep logs clean.
    debug_file: '/dev/null',
  });
  return worker;
}

function getScheduler(): Promise<Scheduler> {
  schedulerPromise ??= (async () => {
    const started = await Promise.allSettled(Array.from({ length: OCR_WORKERS }, () => startWorker()));
    const workers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    if (workers.length === 0) throw (started[0] as PromiseRejectedResult).reason;
    const scheduler = createScheduler();
    for (const worker of workers) scheduler.addWorker(worker);
    return scheduler;
  })().catch((error: unknown) => {
    // Let a later call try again instead of caching the failure forever.
    schedulerPromise = null;
    throw error;
  });
  return schedulerPromise;
}

/** What OCR read off one picture. */
export interface OcrReading {
  /** The text as tesseract printed it (capital-I fix aside): what the admin raw view shows. */
  rawText: string;
  /**
   * The text without doubtful words and junk lines (see ocr-cleaning.ts), in reading order (see
   * ocr-layout.ts): what the deck's text gets.
   */
  text: string;
  /**
   * Tesseract's lines, word by word with confidences and boxes: what `text` is made from (`ocrPageText`).
   * The evaluation keeps them to try another cleaning or order without reading the pictures again.
   */
  lines?: OcrLine[];
}

/** The reading of a blank picture, or of one OCR failed on. */
export const NOTHING_READ: OcrReading = { rawText: '', text: '' };

/**
 * Reads the text of a PNG, JPEG, WebP, BMP or PNM image. Raw PNM (see `renderPageForOcr`) is the
 * cheapest: no compression on our side, no decompression inside the wasm.
 */
export async function recognizeImage(image: Uint8Array): Promise<OcrReading> {
  const { rawText, lines } = await recognizeImageWords(image);
  return { rawText, text: ocrPageText(lines), lines };
}

/** A picture's text from tesseract's lines: doubtful words and debris dropped, the rest in reading order. */
export function ocrPageText(lines: OcrLine[]): string {
  return correctOcrConfusions(orderOcrLines(keepReadableLines(lines)).map(lineText).join('\n'));
}

/**
 * The reading as tesseract printed it, and its lines word by word with tesseract's confidence (from the
 * TSV output: a walk over the result, nothing next to recognition).
 */
export async function recognizeImageWords(image: Uint8Array): Promise<{ rawText: string; lines: OcrLine[] }> {
  if (idleTimer) clearTimeout(idleTimer);
  jobsInFlight += 1;
  try {
    const scheduler = await getScheduler();
    const { data } = await scheduler.addJob(
      'recognize',
      Buffer.from(image.buffer, image.byteOffset, image.byteLength),
      {},
      { text: true, tsv: true },
    );
    return { rawText: correctOcrConfusions(data.text), lines: parseTesseractTsv(data.tsv ?? '') };
  } finally {
    jobsInFlight -= 1;
    if (jobsInFlight === 0) {
      idleTimer = setTimeout(() => void shutdownOcr(), IDLE_SHUTDOWN_MS);
      idleTimer.unref();
    }
  }
}

/**
 * Tesseract often reads a capital I as a lower-case l inside words in capitals ("AlRport", "lNSURANCE").
 * A lower-case l between two capitals, or before two capitals at the start of a word, is never right in
 * English or in names, so it becomes an I.
 */
export function correctOcrConfusions(text: string): string {
  return text.replace(/(?<=\p{Lu})l(?=\p{Lu})|(?<!\p{L})l(?=\p{Lu}{2})/gu, 'I');
}

/** Terminates the shared workers (on server shutdown, or after tests); a later OCR call starts new ones. */
export async function shutdownOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const pending = schedulerPromise;
  schedulerPromise = null;
  if (!pending) return;
  try {
    await (await pending).terminate();
  } catch {
    // Workers that failed to start have nothing to terminate.
  }
}

/**
 * `work` over every item, at most `limit` at a time, results in item order. Readers run their pages
 * through it with OCR_PIPELINE_DEPTH: pages that need no OCR finish at once, the ones that do overlap
 * rendering on the main thread with recognition in the workers.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    // After a failure (an abort, above all) the other lanes finish their item and take no more.
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await work(items[index], index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
