/**
 * Ask-the-deck evaluation (issue #32): the local engine's answers to a hand-written question set over
 * corpus decks (`scripts/fixtures/ask-questions.json`), scored against the answers and slides read from
 * the decks.
 *
 *   npm run eval:ask -- ../shared/corpus             (extracted text cached by file hash, OCR off)
 *   npm run eval:ask -- ../shared/corpus --verbose   (every question with its answer)
 *
 * Prints: answerable questions answered right with a right slide (%), unanswerable ones answered "does not
 * say" (%), and answers without a citation (count; must be 0). Exits 0: a measurement, not a gate.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildFigureLedger } from '@pitchscope/domain/figures/extract';
import { askDeckLocally } from '@pitchscope/engine/ask-deck';
import { extractCached } from './eval-labels.ts';
import { shutdownOcr } from '../src/platform/extraction/ocr.ts';
import { scoreAnswer, summarize, type AskCase, type AskOutcome } from './ask-scoring.ts';

interface QuestionSet {
  decks: { file: string; questions: AskCase[] }[];
}

async function main() {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith('--')) ?? path.resolve(import.meta.dirname, '../../../../shared/corpus');
  const verbose = args.includes('--verbose');
  const set = JSON.parse(await readFile(path.join(import.meta.dirname, 'fixtures/ask-questions.json'), 'utf8')) as QuestionSet;
  const cacheDir = path.join(os.tmpdir(), 'pitchscope-eval-cache');
  await mkdir(cacheDir, { recursive: true });
  const outcomes: AskOutcome[] = [];
  for (const deck of set.decks) {
    const file = path.join(folder, 'files', deck.file);
    const sha = createHash('sha256').update(await readFile(file)).digest('hex');
    const extracted = await extractCached(file, sha, false, cacheDir);
    const pages = extracted.pages.map((p) => ({ page: p.pageNumber, text: p.rawText }));
    const ledger = buildFigureLedger(pages, { asOf: new Date() });
    for (const question of deck.questions) {
      const answer = askDeckLocally({ question: question.q, pages, ledger });
      const outcome = scoreAnswer(question, answer);
      outcomes.push(outcome);
      if (verbose || !outcome.right)
        console.log(`${outcome.right ? 'ok  ' : 'MISS'} ${deck.file} · ${question.q}\n      → ${answer.text.slice(0, 200)} [${answer.citations.map((c) => c.page).join(',')}]${question.answer ? ` (want ${question.answer[0]}, slide ${question.slides?.join('/')})` : ' (want: does not say)'}`);
    }
  }
  const summary = summarize(outcomes);
  console.log('\n| measure | result | target |\n| --- | --- | --- |');
  console.log(`| right answer with a right slide | ${summary.answered.right}/${summary.answered.total} = ${summary.answeredRate.toFixed(1)} % | ≥ 85 % |`);
  console.log(`| "does not say" when the deck does not | ${summary.unanswered.right}/${summary.unanswered.total} = ${summary.unansweredRate.toFixed(1)} % | ≥ 95 % |`);
  console.log(`| answers without a citation | ${summary.uncited} | 0 |`);
  console.log(`\n${set.decks.length} decks, ${outcomes.length} questions.`);
  await shutdownOcr();
}

await main();
