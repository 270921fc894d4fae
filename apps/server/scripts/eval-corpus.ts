/**
 * Corpus evaluation of extraction + the local analysis engine against hand-made labels.
 *
 *   npm run eval:corpus -- ../shared/corpus            (all files)
 *   npm run eval:corpus -- ../shared/corpus --only=flexit --no-ocr --verbose
 *   npm run eval:corpus -- ../shared/corpus --cache      (reuse extracted text between runs, by file hash)
 *   npm run eval:corpus -- ../shared/corpus --timings    (time and OCR pages of every file)
 *   npm run eval:corpus -- ../shared/corpus --concurrency=1   (one file at a time; default 2)
 *   npm run eval:corpus -- ../shared/corpus --texts    (every deck's short description, summary and people, to read)
 *   npm run eval:corpus -- --provider=openai-compatible   (a configured model instead of the local engine; also gemini)
 *   npm run eval:corpus -- --provider=gemini --no-deep     (skip the deep research and its claim checks)
 *   npm run eval:corpus -- ../shared/corpus --cv [--folds=5] --cache   (fitted vs k-fold cross-validated figures)
 *   npm run eval:corpus -- ../shared/corpus --cache --dump=DIR --now=2026-01-01   (each file's full output as JSON, to diff)
 *
 * With --cv (local engine), every learned decision is refitted k times, each time on k−1 folds (fixed by
 * each file's sha256: the first 8 hex digits modulo k), and scored on the held fold; the table then shows
 * per field the figure fitted on all files beside the cross-validated one, and for is-a-deck the accuracy
 * of confident decisions, their share (coverage) and a 10-bin calibration table. Fields with no learned
 * parameters yet score the same both ways.
 *
 * With a model provider (configured by the server's environment variables: GEMINI_API_KEY, or
 * OPENAI_BASE_URL + ANALYSIS_MODEL [+ OPENAI_API_KEY]) the same fields are scored on the model's answers,
 * and each valid deck also gets a deep research whose cited claims are checked against their slides
 * (the grounding rate); the model's calls and tokens are totalled. Without the configuration it names
 * what is missing and exits 2.
 *
 * For each file of `<folder>/files` that has a row in `<folder>/labels.tsv`: extract the text (OCR on),
 * validate it, extract metadata, and compare per field with the labels. Files are processed two at a
 * time by default, as a server with the default WORKER_CONCURRENCY processes uploads; the process's
 * OCR workers are shared by both, as in the server.
 * Prints a per-field accuracy table (also split by file format and by text layer vs image-only), the misses, duplicate-pair detection and the total time. Exits 0:
 * this is a measurement, not a gate.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  contentFingerprint,
  findDuplicate,
  type ExistingDeckForDuplicates,
} from '@pitchscope/domain/duplicates';
import { statedMetadata } from '../src/modules/decks/duplicate-check.ts';
import {
  extractCached,
  industryMatches,
  isUnknown,
  labelledStage,
  namesMatch,
  normalize,
  parseTsv,
  placesMatch,
  roundsMatch,
  stagesMatch,
  type Label,
} from './eval-labels.ts';
import { mapWithConcurrency, shutdownOcr } from '../src/platform/extraction/ocr.ts';
import type { DeckText, MetadataResult } from '../src/modules/analysis/analysis.provider.ts';
import type { ClaimCheck } from '@pitchscope/domain/claim-verification';
import {
  addGrounding,
  createEvalProvider,
  deckForDeepResearch,
  groundingReport,
  missingEnv,
  providerArg,
  type GroundingScore,
} from './eval-provider.ts';
import { judgeSentence } from '@pitchscope/engine/sentence-quality';
import { DEFAULT_FOLDS, foldOf } from '@pitchscope/engine/learned/cross-validation';
import { evidenceOfDeck } from './corpus-features.ts';
import {
  crossValidateDeckClassifier,
  percent,
  printCalibration,
} from './deck-cross-validation.ts';
import { builtInEngineWeights } from '@pitchscope/engine/learned/engine-weights';
import { crossValidateCompany } from './company-fit.ts';
import { crossValidateLocation, decide, fitLocationModel, scoreOutcomes } from './location-fit.ts';
import { factDeckOf, type LabelledFactDeck } from './fact-calibration-fit.ts';
import { printEngineFactConfidence, printFactConfidenceCrossValidation } from './fact-confidence-table.ts';
import { CORE_SECTIONS } from '@pitchscope/engine/sections';
import { dumpArgs, dumpFile } from './eval-dump.ts';

interface FileResult {
  file: string;
  label: Label;
  sha: string;
  seconds: number;
  ocrPages: number;
  error?: string;
  isValid?: boolean;
  reasoning?: string;
  /** The provider's confidence in its is-a-deck decision, when it gives one. */
  confidence?: number;
  /** The local engine's is-a-deck features and hard-rule refusal (--cv). */
  evidence?: ReturnType<typeof evidenceOfDeck>;
  /** The local engine's company and place candidates and slides (--cv, decks only). */
  factDeck?: LabelledFactDeck;
  metadata?: MetadataResult;
  rawContent?: string;
  /** A model provider's deep research: its claim checks, or why it failed. */
  claimChecks?: ClaimCheck[];
  deepError?: string;
}
interface FieldScore {
  correct: number;
  total: number;
  misses: string[];
}

const FIELDS = [
  'is_pitch_deck',
  'company_name',
  'industry',
  'stage',
  'round_size',
  'location',
  'honesty',
  'stage_inferred',
] as const;
type Field = (typeof FIELDS)[number];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folder = path.resolve(args.find((a) => !a.startsWith('--')) ?? '../shared/corpus');
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const ocr = !args.includes('--no-ocr');
  const verbose = args.includes('--verbose');
  const timings = args.includes('--timings');
  const texts = args.includes('--texts');
  const concurrency = Number(args.find((a) => a.startsWith('--concurrency='))?.split('=')[1] ?? 2);
  const folds = Number(args.find((a) => a.startsWith('--folds='))?.split('=')[1] ?? DEFAULT_FOLDS);
  const crossValidation = args.includes('--cv');
  let providerName: ReturnType<typeof providerArg>;
  let dump: ReturnType<typeof dumpArgs>;
  try {
    providerName = providerArg(args);
    dump = dumpArgs(args);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }
  const missing = missingEnv(providerName, process.env);
  if (missing.length) {
    console.error(
      `--provider=${providerName} is not configured. Set:\n${missing.map((m) => `  ${m}`).join('\n')}`,
    );
    process.exitCode = 2;
    return;
  }
  const deep = providerName !== 'local' && !args.includes('--no-deep');
  // Extraction (OCR above all) dominates the run time; --cache keeps its output by file hash so that
  // iterating on the analysis rules re-runs only the rules.
  const cacheDir = args.includes('--cache') ? path.join(os.tmpdir(), 'pitchscope-eval-cache') : null;
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const started = Date.now();

  const labels = parseTsv(await readFile(path.join(folder, 'labels.tsv'), 'utf8'));
  const files = (await readdir(path.join(folder, 'files'))).sort();
  const evalProvider = await createEvalProvider(providerName, process.env);
  const provider = evalProvider.provider;
  const ctx = dump.now ? { ...evalProvider.context(), now: dump.now } : evalProvider.context();
  const selected = files.filter((file) => labels.has(file) && (!only || file.includes(only)));

  const results = await mapWithConcurrency(selected, concurrency, async (file) => {
    const label = labels.get(file)!;
    const t0 = Date.now();
    const filePath = path.join(folder, 'files', file);
    const sha = createHash('sha256')
      .update(await readFile(filePath))
      .digest('hex');
    const result: FileResult = { file, label, sha, seconds: 0, ocrPages: 0 };
    try {
      const doc = await extractCached(filePath, sha, ocr, cacheDir);
      const deck: DeckText = {
        fileName: file,
        pages: doc.pages.map((p) => ({
          pageNumber: p.pageNumber,
          text: p.rawText,
          ...(p.notes ? { notes: p.notes } : {}),
        })),
      };
      const validation = await provider.validatePitchDeck(deck, ctx);
      result.isValid = validation.isValid;
      result.reasoning = validation.reasoning;
      result.confidence = validation.confidence;
      if (crossValidation && providerName === 'local') result.evidence = evidenceOfDeck(deck);
      result.metadata = await provider.extractMetadata(deck, ctx);
      if (crossValidation && providerName === 'local' && label.is_pitch_deck === 'yes')
        result.factDeck = factDeckOf(deck, sha, label, result.metadata.companyName);
      result.rawContent = doc.rawContent;
      if (dump.dir)
        await dumpFile(
          { dir: dump.dir, local: providerName === 'local' },
          file,
          deck,
          { ...validation, metadata: result.metadata },
          provider,
          ctx,
        );
      result.ocrPages = doc.ocrPageCount;
      if (deep && validation.isValid) {
        try {
          const research = await provider.deepResearch(deckForDeepResearch(file, deck, result.metadata), ctx);
          result.claimChecks = research.verification?.checks ?? [];
        } catch (error) {
          result.deepError = error instanceof Error ? error.message : String(error);
        }
      }
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
    }
    result.seconds = (Date.now() - t0) / 1000;
    if (verbose) printVerbose(result);
    return result;
  });
  await shutdownOcr();
  if (texts) printTexts(results);

  const scores = emptyScores();
  for (const r of results) scoreFile(r, scores);
  // The same scores split by file format and by whether the text layer is usable (image-only decks
  // are read by OCR): a rule that only works on one kind of file shows here.
  const groups = new Map<string, Record<Field, FieldScore>>();
  const groupScores = (key: string) => {
    let g = groups.get(key);
    if (!g) {
      g = emptyScores();
      groups.set(key, g);
    }
    return g;
  };
  for (const r of results) {
    scoreFile(r, groupScores(`format ${(r.label.format || path.extname(r.file).slice(1)).toUpperCase()}`));
    scoreFile(r, groupScores(`text ${textKind(r.label.text_extractable)}`));
  }

  const model = providerName === 'local' ? 'local engine' : `${providerName} ${provider.model}`;
  console.log(
    `\nCorpus: ${folder} — ${results.length} files, ${model}, OCR ${ocr ? 'on' : 'off'}, ${concurrency} at a time\n`,
  );
  console.log(pad('field', 16) + pad('correct', 9) + pad('total', 7) + 'accuracy');
  for (const f of FIELDS) {
    const s = scores[f];
    console.log(
      pad(f, 16) +
        pad(String(s.correct), 9) +
        pad(String(s.total), 7) +
        (s.total ? `${((100 * s.correct) / s.total).toFixed(1)}%` : '—'),
    );
  }
  console.log(
    '(stage_inferred: stages the labeller inferred, the deck states none; for information, not a target)',
  );
  console.log(
    "(stage: the spec's stages; a label outside them (\"ICO\") is a deck stating none, scored under honesty — ADR 0042)",
  );
  printConfidentDecks(results);
  printSectionsFound(results);
  printEngineFactConfidence(results.filter((r) => r.label.is_pitch_deck === 'yes' && r.metadata).map((r) => ({ label: r.label, metadata: r.metadata! })));
  if (crossValidation && providerName === 'local') {
    printCrossValidation(results, scores, folds);
    printFactConfidenceCrossValidation(results.flatMap((r) => (r.factDeck ? [r.factDeck] : [])), folds);
  }
  printSplit(groups);
  console.log('\nMisses (expected vs got):');
  for (const f of FIELDS) for (const m of scores[f].misses) console.log(`  [${f}] ${m}`);
  for (const r of results.filter((x) => x.error)) console.log(`  [error] ${r.file}: ${r.error}`);

  reportDuplicates(results);
  if (deep) {
    const grounding: GroundingScore = { decks: 0, verified: 0, unverified: 0, unchecked: 0, misses: [] };
    for (const r of results) if (r.claimChecks) addGrounding(grounding, r.file, r.claimChecks);
    for (const line of groundingReport(grounding)) console.log(line);
    for (const r of results.filter((x) => x.deepError))
      console.log(`  [deep research failed] ${r.file}: ${r.deepError}`);
  }
  if (providerName !== 'local') {
    const u = evalProvider.usage;
    console.log(
      `\nModel calls: ${u.calls}, tokens in ${u.inputTokens}, out ${u.outputTokens}, model time ${(u.durationMs / 1000).toFixed(1)}s`,
    );
  }
  const bySlowest = [...results].sort((a, b) => b.seconds - a.seconds);
  if (timings) {
    console.log('\nTime per file:');
    for (const r of bySlowest)
      console.log(`  ${pad(r.seconds.toFixed(1) + 's', 8)}${pad(String(r.ocrPages), 4)}${r.file}`);
  }
  const slowest = bySlowest.slice(0, 3);
  console.log(
    `\nSlowest: ${slowest.map((r) => `${r.file} ${r.seconds.toFixed(1)}s (${r.ocrPages} OCR pages)`).join(', ')}`,
  );
  console.log(`Total time: ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

// ---------------------------------------------------------------------------------------------------
// Scoring

function emptyScores(): Record<Field, FieldScore> {
  return Object.fromEntries(
    FIELDS.map((f): [Field, FieldScore] => [f, { correct: 0, total: 0, misses: [] }]),
  ) as Record<Field, FieldScore>;
}

/** The label's `text_extractable`: `yes` (a text layer), `image-only` (OCR) or `partial`. */
function textKind(value: string | undefined): string {
  if (!value || value === 'yes') return 'layer';
  return value;
}

/** One row per group, "correct/total" per field. */
function printSplit(groups: Map<string, Record<Field, FieldScore>>): void {
  const short: Record<Field, string> = {
    is_pitch_deck: 'deck',
    company_name: 'company',
    industry: 'industry',
    stage: 'stage',
    round_size: 'round',
    location: 'location',
    honesty: 'honesty',
    stage_inferred: 'st.inf',
  };
  console.log('\nBy format and text layer (correct/total):');
  console.log(pad('group', 18) + FIELDS.map((f) => pad(short[f], 10)).join(''));
  const keys = [...groups.keys()].sort();
  for (const key of keys) {
    const g = groups.get(key)!;
    console.log(
      pad(key, 18) + FIELDS.map((f) => pad(g[f].total ? `${g[f].correct}/${g[f].total}` : '—', 10)).join(''),
    );
  }
}

function scoreFile(r: FileResult, scores: Record<Field, FieldScore>): void {
  const l = r.label;
  const expectedDeck = l.is_pitch_deck === 'yes';
  const add = (field: Field, ok: boolean, detail: string) => {
    scores[field].total++;
    if (ok) scores[field].correct++;
    else scores[field].misses.push(`${r.file}: ${detail}`);
  };
  add(
    'is_pitch_deck',
    r.isValid === expectedDeck,
    `expected ${expectedDeck ? 'deck' : 'not a deck'}, got ${r.isValid === undefined ? 'error' : r.isValid ? 'deck' : 'not a deck'} — ${r.reasoning ?? r.error}`,
  );
  const m = r.metadata;
  if (!expectedDeck || !m) return;
  const src = m.fieldSources;

  if (!isUnknown(l.company_name))
    add(
      'company_name',
      namesMatch(l.company_name, m.companyName),
      `expected "${l.company_name}", got "${m.companyName}"`,
    );
  if (!isUnknown(l.industry))
    add(
      'industry',
      industryMatches(l, m.industry),
      `expected "${l.industry}" (or ${l.industry_alternatives || 'nothing else'}), got "${m.industry}"`,
    );
  // The targets score stage where the deck states it. A stage the labeller inferred (a stage word
  // absent, e.g. from the instrument) is not stated: it is scored apart, for information, and the
  // engine's answer there falls under honesty below. So is a label outside the spec's stages ("ICO"):
  // the engine must not claim a stage there either.
  const stageOfLabel = labelledStage(l);
  const stageStated = stageOfLabel === 'stated';
  if (stageStated)
    add(
      'stage',
      stagesMatch(l.stage, m.stage),
      `expected "${l.stage}", got "${m.stage}" (${src.stage?.status})`,
    );
  else if (stageOfLabel === 'inferred')
    add(
      'stage_inferred',
      stagesMatch(l.stage, m.stage),
      `the labeller inferred "${l.stage}" (${l.stage_basis}), got "${m.stage}" (${src.stage?.status})`,
    );
  if (!isUnknown(l.round_size))
    add(
      'round_size',
      roundsMatch(l.round_size, m.roundSize),
      `expected "${l.round_size}", got "${m.roundSize}" (${src.roundSize?.status})`,
    );
  if (!isUnknown(l.location))
    add('location', placesMatch(l.location, m.geography), `expected "${l.location}", got "${m.geography}"`);

  // Honesty: where the deck does not say, the engine must not claim it does.
  const honest = (status: string | undefined, slides: number[] | undefined, allowFileName = false) =>
    status === 'assumed' ||
    status === 'not_found' ||
    (allowFileName && status === 'inferred' && (slides?.length ?? 0) === 0);
  const checks: [string, string | undefined, string, boolean][] = [
    ['company_name', l.company_name, 'companyName', true],
    ['stage', stageStated ? l.stage : 'unknown', 'stage', false],
    ['round_size', l.round_size, 'roundSize', false],
    ['location', l.location, 'geography', false],
  ];
  for (const [labelField, labelValue, field, allowFileName] of checks) {
    if (!isUnknown(labelValue)) continue;
    const s = src[field as keyof typeof src];
    const value = (m as unknown as Record<string, unknown>)[field];
    add(
      'honesty',
      honest(s?.status, s?.slides, allowFileName),
      `${labelField} is unknown in the deck, got "${String(value)}" marked ${s?.status} ${JSON.stringify(s?.slides ?? [])}`,
    );
  }
}

/** Core sections the engine found on the labelled decks: a deck read badly shows as sections missing. */
function printSectionsFound(results: FileResult[]): void {
  const decks = results.filter((r) => r.label.is_pitch_deck === 'yes' && r.metadata);
  const found = decks.map((r) => CORE_SECTIONS.filter((k) => (r.metadata!.sections[k] ?? []).length > 0));
  const total = found.reduce((sum, keys) => sum + keys.length, 0);
  const perKey = CORE_SECTIONS.map((k) => `${k} ${found.filter((keys) => keys.includes(k)).length}`).join(', ');
  console.log(
    `Sections found: ${total} core sections on ${decks.length} decks (${(total / Math.max(1, decks.length)).toFixed(2)} per deck; ${perKey})`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Confidence and cross-validation

/** The provider's own is-a-deck confidences: accuracy where it is confident, and how often it is. */
function printConfidentDecks(results: FileResult[]): void {
  const scored = results.filter((r) => r.isValid !== undefined && r.confidence !== undefined);
  if (scored.length === 0) return;
  // As the engine's weights mark a decision confident.
  const threshold = builtInEngineWeights().isPitchDeck.confidentProbability;
  const confident = scored.filter((r) => r.confidence! >= threshold);
  const right = confident.filter((r) => r.isValid === (r.label.is_pitch_deck === 'yes')).length;
  console.log(
    `is_pitch_deck, confident decisions (confidence ≥ ${threshold}): ${right}/${confident.length} right (${percent(confident.length ? right / confident.length : null)}), coverage ${percent(confident.length / scored.length)}`,
  );
}

function printCrossValidation(results: FileResult[], scores: Record<Field, FieldScore>, folds: number): void {
  const documents = results
    .filter((r) => r.evidence !== undefined)
    .map((r) => ({ file: r.file, sha256: r.sha, ...r.evidence!, isPitchDeck: r.label.is_pitch_deck === 'yes' }));
  const cv = crossValidateDeckClassifier(documents, folds);
  const company = crossValidateCompany(
    results.flatMap((r) => (r.factDeck ? [r.factDeck.companyDeck] : [])),
    folds,
  );
  console.log(
    `\nCross-validation: ${folds} folds fixed by sha256 (first 8 hex digits mod ${folds}); each learned decision refitted on ${folds - 1} folds, scored on the held one`,
  );
  console.log(pad('field', 16) + pad('fitted', 10) + pad('cross-val.', 12) + 'learned');
  for (const f of FIELDS) {
    const s = scores[f];
    if (f === 'is_pitch_deck') {
      console.log(
        pad(f, 16) + pad(percent(cv.fitted.accuracy), 10) + pad(percent(cv.crossValidated.accuracy), 12) + 'logistic regression',
      );
      continue;
    }
    if (f === 'location') {
      const decks = results.flatMap((r) => (r.factDeck ? [r.factDeck.locationDeck] : []));
      const fittedModel = fitLocationModel(decks);
      const fitted = scoreOutcomes(decks.map((d) => decide(d, fittedModel)));
      const crossValidated = crossValidateLocation(decks, folds);
      const share = (r: { correct: number; total: number }) => (r.total ? r.correct / r.total : null);
      console.log(
        pad(f, 16) +
          pad(percent(share(fitted.stated)), 10) +
          pad(percent(share(crossValidated.stated)), 12) +
          `logistic scorer, its own right-country rule (not stated where silent: fitted ${fitted.silent.correct}/${fitted.silent.total}, cross-val. ${crossValidated.silent.correct}/${crossValidated.silent.total})`,
      );
      continue;
    }
    if (f === 'company_name') {
      const share = (r: { correct: number; total: number }) => (r.total ? r.correct / r.total : null);
      console.log(
        pad(f, 16) +
          pad(percent(share(company.fitted.named)), 10) +
          pad(percent(share(company.crossValidated.named)), 12) +
          `logistic regression (no name claimed where the deck names none: fitted ${company.fitted.silent.correct}/${company.fitted.silent.total}, cross-val. ${company.crossValidated.silent.correct}/${company.crossValidated.silent.total})`,
      );
      continue;
    }
    const accuracy = s.total ? s.correct / s.total : null;
    console.log(pad(f, 16) + pad(percent(accuracy), 10) + pad(percent(accuracy), 12) + 'rules only (nothing to refit)');
  }
  console.log('\nCross-validated company misses (P(name), reported):');
  for (const o of company.crossValidated.outcomes.filter((x) => !x.right))
    console.log(
      `  ${o.file}: expected ${o.company ?? 'not stated'}, got "${o.reported}"${o.stated ? ' as stated' : ' (withheld)'}, P ${o.probability.toFixed(2)}`,
    );
  console.log('\nis_pitch_deck           fitted    cross-val.');
  console.log(`  confident accuracy    ${pad(percent(cv.fitted.confidentAccuracy), 10)}${percent(cv.crossValidated.confidentAccuracy)}`);
  console.log(`  coverage (confident)  ${pad(percent(cv.fitted.coverage), 10)}${percent(cv.crossValidated.coverage)}`);
  console.log('\nCalibration of the cross-validated is-a-deck probability:');
  printCalibration(cv.predictions, documents);
  console.log(
    `(the table above scores the engine's weights file: ${percent(scores.is_pitch_deck.correct / Math.max(1, scores.is_pitch_deck.total))}; "fitted" here refits on these files — they agree when the file was fitted on them)`,
  );
  console.log('\nCross-validated is-a-deck misses (P(deck), fold):');
  cv.predictions.forEach((p, i) => {
    const d = documents[i];
    if (p.isPitchDeck === d.isPitchDeck) return;
    const r = results.find((x) => x.file === d.file)!;
    console.log(
      `  ${d.file}: expected ${d.isPitchDeck ? 'deck' : 'not a deck'} (${r.label.notes || r.label.is_pitch_deck_confidence}), P(deck) ${p.probability.toFixed(2)}${p.confident ? ' CONFIDENT' : ''}, fold ${foldOf(d.sha256, folds)}${d.hardRefusal ? `, refused by rule (${d.hardRefusal})` : ''}`,
    );
  });
}

// ---------------------------------------------------------------------------------------------------
// Duplicates

function reportDuplicates(results: FileResult[]): void {
  const positives = results.filter(
    (r) => r.label.is_pitch_deck === 'yes' && r.metadata && r.rawContent !== undefined,
  );
  const known = (a: FileResult, b: FileResult) =>
    a.sha === b.sha ||
    (a.label.company_name === b.label.company_name &&
      /duplicate pair|twin|same deck/i.test(`${a.label.notes} ${b.label.notes}`));
  const sameCompany = (a: FileResult, b: FileResult) =>
    normalize(a.label.company_name) === normalize(b.label.company_name);
  const now = new Date();
  let caught = 0;
  let knownPairs = 0;
  const falsePositives: string[] = [];
  const missed: string[] = [];
  const sameCompanyFlags: string[] = [];
  for (let i = 0; i < positives.length; i++) {
    for (let j = i + 1; j < positives.length; j++) {
      const [a, b] = [positives[i], positives[j]];
      // As the pipeline does: values a deck does not state never count as agreeing.
      const existing: ExistingDeckForDuplicates = {
        id: a.file,
        uploadedAt: now.toISOString(),
        ...statedMetadata(a.metadata!, a.metadata!.fieldSources),
        rawContent: a.rawContent!,
        contentFingerprint: contentFingerprint(a.rawContent),
      };
      const found = findDuplicate(
        {
          ...statedMetadata(b.metadata!, b.metadata!.fieldSources),
          rawContent: b.rawContent!,
          contentFingerprint: contentFingerprint(b.rawContent),
        },
        [existing],
        now,
      );
      const isKnown = known(a, b);
      if (isKnown) knownPairs++;
      if (found && isKnown) caught++;
      else if (found && sameCompany(a, b))
        sameCompanyFlags.push(`${a.file} ~ ${b.file} (${found.type}, ${found.confidence.toFixed(2)})`);
      else if (found)
        falsePositives.push(`${a.file} ~ ${b.file} (${found.type}, ${found.confidence.toFixed(2)})`);
      else if (isKnown) missed.push(`${a.file} ~ ${b.file}`);
    }
  }
  console.log(
    `\nDuplicates: caught ${caught} of ${knownPairs} known pairs (same deck in two formats); ${falsePositives.length} false positives.`,
  );
  for (const m of missed) console.log(`  missed: ${m}`);
  for (const s of sameCompanyFlags) console.log(`  same company, different deck, flagged: ${s}`);
  for (const f of falsePositives) console.log(`  false positive: ${f}`);
}

// ---------------------------------------------------------------------------------------------------

function printVerbose(r: FileResult): void {
  const m = r.metadata;
  console.log(
    `\n## ${r.file} (${r.seconds.toFixed(1)}s, ${r.ocrPages} OCR pages)${r.error ? ` ERROR ${r.error}` : ''}`,
  );
  console.log(`  valid=${r.isValid} — ${r.reasoning}`);
  if (!m) return;
  const s = m.fieldSources;
  console.log(
    `  company=${m.companyName} [${s.companyName?.status} ${s.companyName?.slides}] industry=${m.industry} [${s.industry?.status}]`,
  );
  console.log(
    `  stage=${m.stage} [${s.stage?.status} ${s.stage?.slides}] round=${m.roundSize} [${s.roundSize?.status} ${s.roundSize?.slides}] geo=${m.geography} [${s.geography?.status} ${s.geography?.slides}]`,
  );
  console.log(`  web=${m.website} people=${m.keyPeople}`);
  console.log(`  desc=${m.shortDescription}`);
  console.log(`  sections=${JSON.stringify(m.sections)}`);
}

/**
 * The prose the engine writes about a deck, to read by eye, with the sentence-quality verdict of each
 * sentence (sentence-quality.ts) and a tally: descriptions and summaries should be whole sentences.
 */
function printTexts(results: FileResult[]): void {
  let shortOk = 0;
  // A deck with no sentence saying what the company does has no description (issue #36): counted apart.
  let shortNone = 0;
  let decks = 0;
  let summaryOk = 0;
  let summarySentences = 0;
  for (const r of results) {
    const m = r.metadata;
    if (!m || !r.isValid) continue;
    decks++;
    const short = judgeSentence(m.shortDescription);
    if (!m.shortDescription) shortNone++;
    else if (short.ok) shortOk++;
    console.log(`\n## ${r.file}`);
    console.log(`  people:  ${m.keyPeople}`);
    console.log(`  product: ${m.product}`);
    console.log(`  rivals:  ${m.competitorsListed.join(", ") || "none"}`);
    console.log(`  short:   ${m.shortDescription}${short.ok ? '' : `  [${short.problems.join(', ')}]`}`);
    console.log('  summary:');
    for (const sentence of m.executiveSummary.split(/(?<=\(slides? [\d, …]+\))\s+/)) {
      const verdict = judgeSentence(sentence.replace(/\s*\(slides? [\d, …]+\)$/, ''));
      summarySentences++;
      if (verdict.ok) summaryOk++;
      console.log(`    - ${sentence}${verdict.ok ? '' : `  [${verdict.problems.join(', ')}]`}`);
    }
  }
  console.log(
    `\nWhole sentences: short descriptions ${shortOk}/${decks - shortNone} (${shortNone} decks with none), summary sentences ${summaryOk}/${summarySentences}`,
  );
}

function pad(s: string, n: number): string {
  return s.length >= n ? `${s} ` : s + ' '.repeat(n - s.length);
}

await main();
