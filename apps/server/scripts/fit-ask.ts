/**
 * Fits the learned answer decision of ask-the-deck (ADR 0064, packages/engine/src/ask-answer-decision.ts)
 * on the question sets that may be read (never a sealed one), and measures it the only honest way there
 * is on sets it learns from: cross-validated, each deck's questions answered by a model fitted without
 * that deck (folds fixed by the deck file's sha256, so a deck asked about in two sets sits in one fold).
 *
 *   npm run ask:fit -- ../shared/corpus            (prints the hand-set and the cross-validated learned
 *                                                   decision per set, and the weights fitted on all)
 *
 * Nothing is written: the learned decision measured below the hand-set one (ADR 0064), so the engine ships
 * none. Adopting one would mean shipping its weights and making it `askDeckLocally`'s default.
 *
 * A candidate sentence is labelled right when the quote the asker would be shown holds an accepted answer
 * and sits on a slide that states it, as eval:ask scores an answer. The threshold is the one that makes
 * the most of both rates on the training folds (right answers among answerable questions, "does not say"
 * among the others), each question judged by its likeliest sentence.
 */
import { mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { askDeckLocally, answerCandidates, type AnswerCandidate } from '@pitchscope/engine/ask-deck';
import { ANSWER_FEATURE_NAMES, answerProbability, type AnswerDecision } from '@pitchscope/engine/ask-answer-decision';
import { foldOf, DEFAULT_FOLDS } from '@pitchscope/engine/learned/cross-validation';
import { fitLogistic } from '@pitchscope/engine/learned/logistic-regression';
import { shutdownOcr } from '../src/platform/extraction/ocr.ts';
import { scoreAnswer, summarize, type AskCase, type AskOutcome } from './ask-scoring.ts';
import { QUESTION_SETS, readAskDeck, type QuestionSet } from './eval-ask.ts';

/** Penalty on the standardised coefficients: a few hundred questions, seventeen features. */
const L2 = 1;
const THRESHOLDS = Array.from({ length: 39 }, (_, i) => 0.05 + i * 0.025);

interface AskedQuestion {
  set: string;
  deckSha: string;
  question: AskCase;
  candidates: AnswerCandidate[];
  /** Per candidate: its quote holds an accepted answer and its slide states it. */
  right: boolean[];
  ask: (decision: AnswerDecision | null) => AskOutcome;
}

const flat = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

function candidateIsRight(question: AskCase, candidate: AnswerCandidate): boolean {
  if (!question.answer || candidate.quote === '') return false;
  return (question.slides ?? []).includes(candidate.passage.page) && question.answer.some((words) => flat(candidate.quote).includes(flat(words)));
}

async function readQuestions(folder: string, cacheDir: string): Promise<AskedQuestion[]> {
  const asked: AskedQuestion[] = [];
  for (const set of QUESTION_SETS) {
    if (set.sealed) continue;
    const questionSet = JSON.parse(await readFile(path.join(import.meta.dirname, set.file), 'utf8')) as QuestionSet;
    for (const deck of questionSet.decks) {
      const read = await readAskDeck(folder, deck.file, set.ocr ? 'ocr' : 'text', cacheDir);
      if (!read) continue;
      const { sha, pages, ledger, facts, index } = read;
      for (const question of deck.questions) {
        const candidates = answerCandidates(question.q, index);
        asked.push({
          set: set.name,
          deckSha: sha,
          question,
          candidates,
          right: candidates.map((candidate) => candidateIsRight(question, candidate)),
          ask: (decision) => scoreAnswer(question, askDeckLocally({ question: question.q, pages, ledger, facts, decision }, index)),
        });
      }
    }
  }
  return asked;
}

/** The likeliest candidate's chance and whether it is right, per question. */
function bestOf(question: AskedQuestion, decision: AnswerDecision): { probability: number; right: boolean } {
  let best = { probability: -1, right: false };
  question.candidates.forEach((candidate, i) => {
    if (candidate.quote === '') return;
    const probability = answerProbability(candidate.features, decision);
    if (probability > best.probability) best = { probability, right: question.right[i]! };
  });
  return best;
}

function fitDecision(training: AskedQuestion[]): AnswerDecision {
  const rows = training.flatMap((q) => q.candidates.map((c) => ANSWER_FEATURE_NAMES.map((name) => c.features[name])));
  const labels = training.flatMap((q) => q.right);
  const model = fitLogistic(rows, labels, { l2: L2 });
  const decision: AnswerDecision = { features: ANSWER_FEATURE_NAMES, model, threshold: 0.5 };
  const bests = training.map((q) => ({ answerable: q.question.answer !== null, ...bestOf(q, decision) }));
  const answerable = bests.filter((b) => b.answerable);
  const unanswerable = bests.filter((b) => !b.answerable);
  let threshold = 0.5;
  let bestValue = -1;
  for (const t of THRESHOLDS) {
    const value =
      answerable.filter((b) => b.probability >= t && b.right).length / Math.max(1, answerable.length) +
      unanswerable.filter((b) => b.probability < t).length / Math.max(1, unanswerable.length);
    if (value > bestValue) {
      bestValue = value;
      threshold = t;
    }
  }
  return { ...decision, threshold };
}

function table(asked: AskedQuestion[], columns: { name: string; outcomes: AskOutcome[] }[]) {
  const sets = [...new Set(asked.map((q) => q.set)), 'all'];
  console.log(`| set | ${columns.map((c) => `${c.name}: right with slide / "does not say"`).join(' | ')} |`);
  console.log(`| --- | ${columns.map(() => '---').join(' | ')} |`);
  for (const set of sets) {
    const cells = columns.map(({ outcomes }) => {
      const s = summarize(outcomes.filter((_, i) => set === 'all' || asked[i]!.set === set));
      return `${s.answered.right}/${s.answered.total} / ${s.unanswered.right}/${s.unanswered.total}`;
    });
    console.log(`| ${set} | ${cells.join(' | ')} |`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith('--')) ?? path.resolve(import.meta.dirname, '../../../../shared/corpus');
  const cacheDir = path.join(os.tmpdir(), 'pitchscope-eval-cache');
  await mkdir(cacheDir, { recursive: true });
  const asked = await readQuestions(folder, cacheDir);
  console.log(`${asked.length} questions, ${asked.reduce((n, q) => n + q.candidates.length, 0)} candidate sentences, ${asked.filter((q) => q.right.some(Boolean)).length} with a right one among them`);
  const hand = asked.map((q) => q.ask(null));
  const learned = new Array<AskOutcome>(asked.length);
  for (let fold = 0; fold < DEFAULT_FOLDS; fold++) {
    const held = asked.map((q, i) => ({ q, i })).filter(({ q }) => foldOf(q.deckSha, DEFAULT_FOLDS) === fold);
    if (held.length === 0) continue;
    const decision = fitDecision(asked.filter((q) => foldOf(q.deckSha, DEFAULT_FOLDS) !== fold));
    console.log(`fold ${fold}: ${held.length} questions held out, threshold ${decision.threshold.toFixed(3)}`);
    for (const { q, i } of held) learned[i] = q.ask(decision);
  }
  console.log('\nCross-validated by deck (each deck answered by a decision fitted without it):\n');
  table(asked, [
    { name: 'hand-set', outcomes: hand },
    { name: 'learned, cross-validated', outcomes: learned },
  ]);
  const decision = fitDecision(asked);
  console.log(`\nFitted on all ${asked.length} questions: threshold ${decision.threshold.toFixed(3)}`);
  console.log(ANSWER_FEATURE_NAMES.map((name, j) => `  ${name}: ${decision.model.coefficients[j]!.toFixed(3)}`).join('\n'));
  await shutdownOcr();
}

await main();
