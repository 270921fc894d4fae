/**
 * Ask-the-deck evaluation (issue #32): the local engine's answers to a hand-written question set over
 * corpus decks (`scripts/fixtures/ask-questions.json`), scored against the answers and slides read from
 * the decks; on a second set over four other decks (`ask-questions-holdout.json`), held out when written and
 * read for the changes after; and on a fresh held-out set (`ask-questions-fresh.json`) no rule or threshold
 * was chosen on: the gaps between them are what tuning to the first sets costs. The held-out set
 * (`ask-questions-sealed.json`, seven more decks) was written before the next round of changes and measured
 * once after them; held-out set 2 (`ask-questions-sealed-2.json`) was written after that and measured once
 * after the next changes. Both have been read since, so neither is sealed now. Held-out set 3
 * (`ask-questions-sealed-3.json`, ten more decks) was sealed, written before session 28's round of changes
 * and measured after each round since; session 31 opened it as a development set (the one whose questions
 * are worded as an unseen set's are), so it is evidence no more. Held-out set 4 (`ask-questions-sealed-4.json`, nine more decks)
 * was written before the second round of changes of session 28, held-out set 5 (`ask-questions-sealed-5.json`,
 * five more decks, the ones whose text reads without OCR among those offered; one is the .pptx of a deck the
 * first held-out set asks about, so only facts that set does not ask about are asked) in session 29 before the
 * meaning-retrieval change, by a helper who did not change the engine. Both were measured after every round
 * since, four times and more, and session 32 opened them for development, after set 7 was written and
 * measured: they are evidence no more. Held-out set 6
 * (`ask-questions-sealed-6.json`, the eight image-only decks no other set could use) is read with OCR on, as
 * an uploaded deck is in production: written in session 31 by a helper who did not change the engine, sealed.
 * Held-out set 7 (`ask-questions-sealed-7.json`, thirteen more pitch decks and pitch-like business
 * documents, read with OCR on) is sealed: written in session 32 by a helper who neither changed nor read the
 * engine, nor ran it on its questions.
 * A set marked `ocr` has its decks' text extracted with OCR (cached apart from the OCR-off text). A set
 * marked `sealed` is printed as totals only, so that its questions cannot be tuned to; `--show-sealed`
 * prints its misses for a report. The paraphrase set (`ask-questions-paraphrase.json`) asks read questions of
 * the tuning and second sets' decks again in other words, the held-out sets' commonest miss: written by
 * whoever added retrieval by meaning, before tuning it, so a development set, not evidence. The layout set
 * (`ask-questions-dev-layout.json`) asks, of decks the read sets already use, what the sealed sets' misses
 * are about — deal terms, roles, TAM/SAM/SOM, a projected P&L's rows by year, prices — where the answer sits
 * in a slide's layout (a table, a stat grid, a heading over its content): written in session 30 before the
 * passage changes and tuned on, so a development set, not evidence.
 *
 *   npm run eval:ask -- ../shared/corpus             (extracted text cached by file hash, OCR off but for `ocr` sets)
 *   npm run eval:ask -- ../shared/corpus --verbose   (every question with its answer, sealed sets excepted)
 *   npm run eval:ask -- ../shared/corpus --show-sealed   (the sealed sets' questions too)
 *   npm run eval:ask -- ../shared/corpus --without-sealed   (not even its totals: while changing the engine)
 *   npm run eval:ask -- ../shared/corpus --diagnose   (also how each set's questions were missed, as counts)
 *   npm run eval:ask -- ../shared/corpus --without-sealed --ocr-all   (every page of the non-sealed sets'
 *       decks read with OCR as a picture, see ocr-all.ts: how answers degrade on OCR text, on questions that
 *       may be looked at; PowerPoint decks go through LibreOffice, skipped and counted without it)
 *       First measured in session 31 (right with a right slide, text layer → every page OCR'd): tuning 63 → 51,
 *       second 22 → 10, fresh 7 → 3, held-out 46 → 22, held-out 2 19 → 16, paraphrase 23 → 16, layout 43 → 26,
 *       set 3 65 → 41. Of the 112 answers OCR loses, most are reading order (a card's or table cell's label
 *       read apart from its value, columns interleaved): OCR's line order, which the engine cannot undo.
 *       With the OCR lines put in reading order from their boxes (ocr-layout.ts): tuning 54, second 16,
 *       fresh 4, held-out 27, held-out 2 16, paraphrase 18, layout 30, set 3 54. The cache keeps tesseract's
 *       words with their boxes, so a change to the cleaning or the order is measured without OCR again.
 *
 * Prints: answerable questions answered right with a right slide (%), unanswerable ones answered "does not
 * say" (%), answers without a citation (count; must be 0), and the milliseconds a question takes (median,
 * 95th percentile; the first question of a deck builds its index, the first of the run decodes the word vectors). Exits 0: a measurement, not a gate.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildFigureLedger } from '@pitchscope/domain/figures/extract';
import { askDeckLocally, askFactsOf, indexPassages, slidePassages, type PassageIndex } from '@pitchscope/engine/ask-deck';
import { extractMetadata } from '@pitchscope/engine/metadata';
import { extractCached } from './eval-labels.ts';
import { ocrAllCached } from './ocr-all.ts';
import { shutdownOcr } from '../src/platform/extraction/ocr.ts';
import { scoreAnswer, summarize, type AskCase, type AskOutcome } from './ask-scoring.ts';
import { ASK_MESSAGES, type AskAnswer } from '@pitchscope/domain/ask-deck';

export interface QuestionSet {
  decks: { file: string; questions: AskCase[] }[];
}

/**
 * `sealed`: printed as totals only (a set written before a round of changes, not yet measured after it).
 * `development`: tuned on while changing the engine; its heading says so, as its rate is no evidence.
 * `ocr`: its decks are pictures of text, read with OCR as an uploaded deck would be.
 */
export const QUESTION_SETS: ReadonlyArray<{ name: string; file: string; sealed?: boolean; development?: boolean; ocr?: boolean }> = [
  { name: 'tuning set', file: 'fixtures/ask-questions.json' },
  { name: 'second set', file: 'fixtures/ask-questions-holdout.json' },
  { name: 'fresh held-out set', file: 'fixtures/ask-questions-fresh.json' },
  { name: 'held-out set', file: 'fixtures/ask-questions-sealed.json' },
  { name: 'held-out set 2', file: 'fixtures/ask-questions-sealed-2.json' },
  { name: 'paraphrase set', file: 'fixtures/ask-questions-paraphrase.json', development: true },
  { name: 'layout dev set', file: 'fixtures/ask-questions-dev-layout.json', development: true },
  { name: 'held-out set 3', file: 'fixtures/ask-questions-sealed-3.json', development: true },
  { name: 'held-out set 4', file: 'fixtures/ask-questions-sealed-4.json', development: true },
  { name: 'held-out set 5', file: 'fixtures/ask-questions-sealed-5.json', development: true },
  { name: 'held-out set 6', file: 'fixtures/ask-questions-sealed-6.json', sealed: true, ocr: true },
  { name: 'held-out set 7', file: 'fixtures/ask-questions-sealed-7.json', sealed: true, ocr: true },
];

interface SetScore {
  decks: number;
  outcomes: AskOutcome[];
  /** Why each question went as it did, as totals only (`--diagnose`): safe to print for a sealed set. */
  diagnosis: Map<string, number>;
  /** Milliseconds each question took to answer (the interactive cost: an asker waits for it). */
  millis: number[];
  /** Questions left out: their deck could not be read in this condition (`--ocr-all` without LibreOffice). */
  skipped: number;
}

export type Reading = 'text' | 'ocr' | 'ocr-all';

/** A deck as the product holds it for asking: its pages, figure ledger, stated facts and passage index; null when it cannot be read so. */
export async function readAskDeck(folder: string, fileName: string, reading: Reading, cacheDir: string) {
  const file = path.join(folder, 'files', fileName);
  const sha = createHash('sha256').update(await readFile(file)).digest('hex');
  const extracted = reading === 'ocr-all' ? await ocrAllCached(file, sha, cacheDir) : await extractCached(file, sha, reading === 'ocr', cacheDir);
  if (!extracted) return null;
  const pages = extracted.pages.map((p) => ({ page: p.pageNumber, text: p.rawText }));
  const ledger = buildFigureLedger(pages, { asOf: new Date() });
  // The facts the engine itself read, as the deck page would show them (never the labels).
  const metadata = extractMetadata({ fileName, pages: extracted.pages.map((p) => ({ pageNumber: p.pageNumber, text: p.rawText })) });
  const facts = askFactsOf(metadata, metadata.fieldSources);
  const index = indexPassages(slidePassages(pages));
  return { sha, pages, ledger, facts, index };
}

async function scoreSet(folder: string, setFile: string, cacheDir: string, print: 'all' | 'misses' | 'none', reading: Reading): Promise<SetScore> {
  const set = JSON.parse(await readFile(path.join(import.meta.dirname, setFile), 'utf8')) as QuestionSet;
  const outcomes: AskOutcome[] = [];
  const millis: number[] = [];
  const diagnosis = new Map<string, number>();
  let skipped = 0;
  const count = (key: string) => diagnosis.set(key, (diagnosis.get(key) ?? 0) + 1);
  for (const deck of set.decks) {
    const read = await readAskDeck(folder, deck.file, reading, cacheDir);
    if (!read) {
      console.log(`SKIP ${deck.file}: no LibreOffice to draw its slides for OCR (${deck.questions.length} questions left out)`);
      skipped += deck.questions.length;
      continue;
    }
    const { pages, ledger, facts, index } = read;
    for (const question of deck.questions) {
      const started = performance.now();
      // The passage index is built per question, as the server builds it: the milliseconds are an asker's wait.
      const answer = askDeckLocally({ question: question.q, pages, ledger, facts });
      millis.push(performance.now() - started);
      const outcome = scoreAnswer(question, answer);
      outcomes.push(outcome);
      for (const key of diagnose(question, answer, outcome, index)) count(key);
      if (print === 'all' || (print === 'misses' && !outcome.right))
        console.log(`${outcome.right ? 'ok  ' : 'MISS'} ${deck.file} · ${question.q}\n      → ${answer.text.slice(0, 200)} [${answer.citations.map((c) => c.page).join(',')}]${question.answer ? ` (want ${question.answer[0]}, slide ${question.slides?.join('/')})` : ' (want: does not say)'}`);
    }
  }
  return { decks: set.decks.length, outcomes, millis, diagnosis, skipped };
}

const RECALL_DEPTHS = [1, 4, 10] as const;

/**
 * The classes a question falls in: whether it was answered as the closest passage (a quote holding only
 * some of the question's words, said so under it), how an answerable one was missed (said "does not say", quoted a wrong
 * slide, or the right slide without the value), whether BM25 ranks a right slide within the first 1 / 4 / 10
 * passages (the reader cannot quote what retrieval does not reach), and what answered an unanswerable one.
 */
function diagnose(question: AskCase, answer: AskAnswer, outcome: AskOutcome, index: PassageIndex): string[] {
  if (answer.note === ASK_MESSAGES.partialMatch) return [`${question.answer ? 'answerable' : 'unanswerable'}: answered as the closest passage, ${outcome.right ? 'right' : 'wrong'}`, ...diagnoseKinds(question, answer, outcome, index)];
  return diagnoseKinds(question, answer, outcome, index);
}

function diagnoseKinds(question: AskCase, answer: AskAnswer, outcome: AskOutcome, index: PassageIndex): string[] {
  if (!question.answer) return outcome.right ? ['unanswerable: said "does not say"'] : [`unanswerable: answered (${answer.kind})`];
  const keys: string[] = [];
  const slides = question.slides ?? [];
  const citesSlide = answer.citations.some((c) => slides.includes(c.page));
  if (outcome.right) keys.push(`answerable: right (${answer.kind})`);
  else if (answer.kind === 'none') keys.push('answerable: said "does not say"');
  else keys.push(citesSlide ? `answerable: right slide, value missing (${answer.kind})` : `answerable: wrong slide (${answer.kind})`);
  const ranked = index.search(question.q, Math.max(...RECALL_DEPTHS)).map((r) => r.passage.page);
  for (const depth of RECALL_DEPTHS)
    if (ranked.slice(0, depth).some((page) => slides.includes(page))) keys.push(`answerable: a right slide in BM25's first ${depth}`);
  if (!outcome.right && ranked.slice(0, RECALL_DEPTHS[1]).some((page) => slides.includes(page))) keys.push('answerable: missed, a right slide in the first 4');
  return keys;
}

function percentile(values: number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

async function main() {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith('--')) ?? path.resolve(import.meta.dirname, '../../../../shared/corpus');
  const verbose = args.includes('--verbose');
  const showSealed = args.includes('--show-sealed');
  // While changing the engine even the sealed set's totals are left out: a total read after each change is tuned to.
  const withoutSealed = args.includes('--without-sealed');
  // Every page read as a picture: for the sealed sets too it would be a look at them, so it needs the above.
  const ocrAll = args.includes('--ocr-all');
  if (ocrAll && !withoutSealed) throw new Error('--ocr-all reads the non-sealed sets only: add --without-sealed');
  const cacheDir = path.join(os.tmpdir(), 'pitchscope-eval-cache');
  await mkdir(cacheDir, { recursive: true });
  const results: ({ name: string } & SetScore)[] = [];
  for (const set of QUESTION_SETS) {
    if (withoutSealed && set.sealed) continue;
    const sealed = set.sealed === true && !showSealed;
    console.log(`\n## ${set.name}${sealed ? ' (questions not printed)' : ''}${set.development ? ' (development set, not evidence)' : ''}${set.ocr ? ' (OCR on)' : ''}${ocrAll ? ' (every page read with OCR)' : ''}`);
    const print = sealed ? 'none' : verbose ? 'all' : 'misses';
    results.push({ name: set.name, ...(await scoreSet(folder, set.file, cacheDir, print, ocrAll ? 'ocr-all' : set.ocr === true ? 'ocr' : 'text')) });
  }
  const row = (label: string, cell: (s: ReturnType<typeof summarize>) => string, target: string) =>
    console.log(`| ${label} | ${results.map((r) => cell(summarize(r.outcomes))).join(' | ')} | ${target} |`);
  console.log(`\n| measure | ${results.map((r) => `${r.name} (${r.decks} decks, ${r.outcomes.length} questions)`).join(' | ')} | target |`);
  console.log(`| --- | ${results.map(() => '---').join(' | ')} | --- |`);
  row('right answer with a right slide', (s) => `${s.answered.right}/${s.answered.total} = ${s.answeredRate.toFixed(1)} %`, '≥ 85 %');
  row('"does not say" when the deck does not', (s) => `${s.unanswered.right}/${s.unanswered.total} = ${s.unansweredRate.toFixed(1)} %`, '≥ 95 %');
  row('answers without a citation', (s) => String(s.uncited), '0');
  if (results.some((r) => r.skipped > 0)) console.log(`| questions skipped (deck not readable so) | ${results.map((r) => r.skipped).join(' | ')} | |`);
  console.log(`| ms per question, median / p95 | ${results.map((r) => `${percentile(r.millis, 0.5).toFixed(1)} / ${percentile(r.millis, 0.95).toFixed(1)}`).join(' | ')} | |`);
  if (args.includes('--diagnose')) {
    const keys = [...new Set(results.flatMap((r) => [...r.diagnosis.keys()]))].sort();
    console.log(`\n| class (count) | ${results.map((r) => r.name).join(' | ')} |`);
    console.log(`| --- | ${results.map(() => '---').join(' | ')} |`);
    for (const key of keys) console.log(`| ${key} | ${results.map((r) => r.diagnosis.get(key) ?? 0).join(' | ')} |`);
  }
  await shutdownOcr();
}

// Run as a script, not when another script borrows its question sets (fit-ask.ts).
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) await main();
