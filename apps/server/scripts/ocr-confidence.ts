/**
 * How far tesseract's word confidence tells real words from OCR debris, on real decks (issue #18 item 4).
 *
 *   npx tsx apps/server/scripts/ocr-confidence.ts ../shared/corpus [--pages=4] [--files=16] [--cache=/tmp/ocr-words.json]
 *
 * Takes the PDFs of the corpus that have a readable text layer, renders some pages as the OCR path does
 * and reads them with OCR; a word read by OCR is "on the page" when the page's own text layer has it.
 * Prints, per confidence band, how many OCR words are on the page and how many are not, and what each
 * candidate threshold would drop: the evidence for MIN_WORD_CONFIDENCE in ocr-cleaning.ts. Then what the
 * whole cleaning (cleanOcrLines: threshold, well-formed words kept, junk lines) drops. With --cache the
 * OCR words are kept in that file, so the rules can be re-measured without OCR. A measurement, not a gate.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { looksLikeGibberish } from '../src/platform/extraction/gibberish.ts';
import { cleanOcrLines, isJunkOcrLine, type OcrLine } from '../src/platform/extraction/ocr-cleaning.ts';
import { recognizeImageWords, shutdownOcr } from '../src/platform/extraction/ocr.ts';
import { openPdfDocument, renderPageForOcr } from '../src/platform/extraction/pdf-document.ts';

const BANDS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90];
const THRESHOLDS = [10, 20, 25, 30, 35, 40, 50, 60];

const tokensOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

interface PageSample {
  file: string;
  page: number;
  onPage: Set<string>;
  lines: OcrLine[];
}

async function samplePages(file: string, bytes: Uint8Array, pagesPerFile: number): Promise<PageSample[]> {
  const pdf = await openPdfDocument(bytes, { forRendering: true });
  const samples: PageSample[] = [];
  try {
    const step = Math.max(1, Math.floor(pdf.numPages / pagesPerFile));
    for (let page = 1; page <= pdf.numPages && samples.length < pagesPerFile; page += step) {
      const proxy = await pdf.getPage(page);
      const content = await proxy.getTextContent();
      proxy.cleanup();
      const layer = (content.items as { str?: string }[]).map((item) => item.str ?? '').join(' ');
      // Pages whose text layer cannot be trusted as the truth are no evidence.
      if ((layer.match(/\p{L}/gu)?.length ?? 0) < 80 || looksLikeGibberish(layer)) continue;
      const render = await renderPageForOcr(pdf, page, { scale: 2, maxSide: 4000, maxPixels: 1_500_000 });
      if (render.blank) continue;
      const { lines } = await recognizeImageWords(render.image);
      samples.push({ file, page, onPage: new Set(tokensOf(layer)), lines });
    }
  } finally {
    await pdf.loadingTask.destroy();
  }
  return samples;
}

/** A word is on the page when every letter-or-digit part of it is in the page's text layer. */
function isOnPage(word: string, onPage: Set<string>): boolean | null {
  const parts = tokensOf(word);
  if (parts.length === 0) return null; // symbols only
  return parts.every((part) => onPage.has(part));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folder = path.resolve(args.find((a) => !a.startsWith('--')) ?? '../shared/corpus');
  const pagesPerFile = Number(args.find((a) => a.startsWith('--pages='))?.split('=')[1] ?? 4);
  const maxFiles = Number(args.find((a) => a.startsWith('--files='))?.split('=')[1] ?? 16);
  const labels = (await readFile(path.join(folder, 'labels.tsv'), 'utf8')).split('\n');
  const header = labels[0].split('\t');
  const textLayerPdfs = new Set(
    labels
      .slice(1)
      .map((row) => row.split('\t'))
      .filter((row) => row[header.indexOf('format')] === 'pdf' && row[header.indexOf('text_extractable')] === 'yes')
      .map((row) => row[0]),
  );
  const files = (await readdir(path.join(folder, 'files'))).filter((file) => textLayerPdfs.has(file)).sort();
  // Spread over the corpus rather than the first files alphabetically.
  const chosen = files.filter((_, index) => index % Math.max(1, Math.floor(files.length / maxFiles)) === 0).slice(0, maxFiles);

  const cache = args.find((a) => a.startsWith('--cache='))?.slice('--cache='.length);
  const cached = cache ? await readFile(cache, 'utf8').catch(() => null) : null;
  const samples: PageSample[] = cached
    ? (JSON.parse(cached) as (Omit<PageSample, 'onPage'> & { onPage: string[] })[]).map((sample) => ({
        ...sample,
        onPage: new Set(sample.onPage),
      }))
    : [];
  for (const file of cached ? [] : chosen) {
    const bytes = new Uint8Array(await readFile(path.join(folder, 'files', file)));
    const pages = await samplePages(file, bytes, pagesPerFile).catch((error: unknown) => {
      console.error(`${file}: ${(error as Error).message}`);
      return [];
    });
    samples.push(...pages);
    console.error(`${file}: ${pages.length} pages`);
  }
  await shutdownOcr();
  if (cache && !cached)
    await writeFile(cache, JSON.stringify(samples.map((sample) => ({ ...sample, onPage: [...sample.onPage] }))));

  const words = samples.flatMap((sample) =>
    sample.lines.flat().map((word) => ({ ...word, onPage: isOnPage(word.text, sample.onPage) })),
  );
  const wordish = words.filter((word) => word.onPage !== null);
  console.log(`\n${samples.length} pages of ${chosen.length} text-layer PDFs; ${words.length} OCR words (${words.length - wordish.length} symbols only)\n`);
  console.log('confidence | words | on the page | not on the page | share on the page');
  for (const low of BANDS) {
    const band = wordish.filter((word) => word.confidence >= low && word.confidence < low + 10 + (low === 90 ? 1 : 0));
    const hits = band.filter((word) => word.onPage).length;
    console.log(`${String(low).padStart(3)}–${low + 10} | ${band.length} | ${hits} | ${band.length - hits} | ${band.length ? Math.round((hits / band.length) * 100) : 0}%`);
  }
  const totalOn = wordish.filter((word) => word.onPage).length;
  const totalOff = wordish.length - totalOn;
  const longOn = wordish.filter((word) => word.onPage && /\p{L}{4}/u.test(word.text)).length;
  console.log(`\nthreshold | on-page words dropped | of ≥4-letter on-page words | debris words dropped (of ${totalOff}) | symbol-only tokens dropped`);
  for (const threshold of THRESHOLDS) {
    const dropped = wordish.filter((word) => word.confidence < threshold);
    const on = dropped.filter((word) => word.onPage).length;
    const longDropped = dropped.filter((word) => word.onPage && /\p{L}{4}/u.test(word.text)).length;
    const symbols = words.filter((word) => word.onPage === null && word.confidence < threshold).length;
    console.log(
      `${threshold} | ${on} (${pct(on, totalOn)}) | ${longDropped} (${pct(longDropped, longOn)}) | ${dropped.length - on} (${pct(dropped.length - on, totalOff)}) | ${symbols}`,
    );
  }

  // Lines: what the junk-line rule drops after the word threshold, and how much of it was on the page.
  let linesKept = 0;
  let linesDropped = 0;
  let onPageWordsInDroppedLines = 0;
  let debrisWordsInDroppedLines = 0;
  const droppedExamples: string[] = [];
  for (const sample of samples) {
    for (const line of sample.lines) {
      const text = cleanOcrLines([line], 0)[0] ?? '';
      const words = line.map((word) => word.text).join(' ');
      if (text) {
        linesKept += 1;
        continue;
      }
      if (!isJunkOcrLine(words)) continue;
      linesDropped += 1;
      for (const word of line) {
        const on = isOnPage(word.text, sample.onPage);
        if (on) onPageWordsInDroppedLines += 1;
        else debrisWordsInDroppedLines += 1;
      }
      if (droppedExamples.length < 40) droppedExamples.push(`${sample.file} p${sample.page}: ${words}`);
    }
  }
  console.log(`\njunk-line rule (before the word threshold): ${linesDropped} lines dropped, ${linesKept} kept; words in dropped lines: ${onPageWordsInDroppedLines} on the page, ${debrisWordsInDroppedLines} not`);
  for (const example of droppedExamples) console.log(`  dropped: ${example}`);
  // The whole cleaning as the pipeline runs it: which words does it take out?
  let removedOn = 0;
  let removedOff = 0;
  let removedLongOn = 0;
  const removedOnExamples: string[] = [];
  for (const sample of samples) {
    const kept = new Map<string, number>();
    for (const word of cleanOcrLines(sample.lines).join(' ').split(' ')) kept.set(word, (kept.get(word) ?? 0) + 1);
    for (const word of sample.lines.flat()) {
      const left = kept.get(word.text) ?? 0;
      if (left > 0) {
        kept.set(word.text, left - 1);
        continue;
      }
      const on = isOnPage(word.text, sample.onPage);
      if (on === null) continue;
      if (on) {
        removedOn += 1;
        if (/\p{L}{4}/u.test(word.text)) removedLongOn += 1;
        removedOnExamples.push(`${word.text}(${Math.round(word.confidence)})`);
      } else removedOff += 1;
    }
  }
  console.log(
    `\ncleanOcrLines as shipped: on-page words dropped ${removedOn} (${pct(removedOn, totalOn)}), ≥4-letter ${removedLongOn} (${pct(removedLongOn, longOn)}); debris words dropped ${removedOff} (${pct(removedOff, totalOff)})`,
  );
  console.log(`  on-page words it drops: ${removedOnExamples.slice(0, 60).join(' ')}`);
  console.log(`\nlow-confidence words on the page (< 40), for reading:`);
  console.log(
    wordish
      .filter((word) => word.onPage && word.confidence < 40)
      .slice(0, 60)
      .map((word) => `${word.text}(${Math.round(word.confidence)})`)
      .join(' '),
  );
}

const pct = (part: number, whole: number) => `${whole ? Math.round((part / whole) * 1000) / 10 : 0}%`;

await main();
