/**
 * Fits the local engine's learned weights and writes the engine weights file.
 *
 *   npm run engine:fit                                  (../shared/corpus → learned/weights.json)
 *   npm run engine:fit -- ../shared/corpus --folds=5 --out=/srv/pitchscope/weights.json
 *   npm run engine:fit -- ../shared/corpus --corrections=./corrections   (an unzipped GET /api/admin/engine-labels; repeatable)
 *
 * Reads each labelled document of `<folder>/files` (extraction cached by file hash in
 * $TMPDIR/pitchscope-eval-cache, as eval:corpus --cache does), fits every learned decision — the
 * is-a-deck classifier, the company and location scorers and the fact calibration — prints the
 * is-a-deck fitted and k-fold cross-validated accuracy and what the corrections changed, and writes the
 * weights. The server loads the built-in file, or the one ENGINE_WEIGHTS names.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FOLDS } from '@pitchscope/engine/learned/cross-validation';
import {
  ENGINE_WEIGHTS_VERSION,
  engineWeightsFile,
  parseEngineWeights,
  type EngineWeights,
} from '@pitchscope/engine/learned/engine-weights';
import { shutdownOcr } from '../src/platform/extraction/ocr.ts';
import { loadCorpusDocuments, loadCorrectionDocuments, loadCorrectionFactDecks } from './corpus-features.ts';
import { percent, refitWithCorrections } from './deck-cross-validation.ts';
import { refitMetadata } from './metadata-refit.ts';

const SHIPPED_WEIGHTS = fileURLToPath(
  new URL('../../../packages/engine/src/learned/weights.json', import.meta.url),
);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folder = path.resolve(args.find((a) => !a.startsWith('--')) ?? '../shared/corpus');
  const folds = Number(args.find((a) => a.startsWith('--folds='))?.split('=')[1] ?? DEFAULT_FOLDS);
  const out = path.resolve(
    args.find((a) => a.startsWith('--out='))?.slice('--out='.length) ?? SHIPPED_WEIGHTS,
  );
  const cacheDir = args.includes('--no-cache') ? null : path.join(os.tmpdir(), 'pitchscope-eval-cache');
  if (cacheDir) await mkdir(cacheDir, { recursive: true });

  const corpus = await loadCorpusDocuments(folder, {
    cacheDir,
    ocr: !args.includes('--no-ocr'),
    concurrency: 2,
  });
  await shutdownOcr();
  const correctionFolders = args.filter((a) => a.startsWith('--corrections=')).map((a) => path.resolve(a.slice('--corrections='.length)));
  const corrections = (await Promise.all(correctionFolders.map(loadCorrectionDocuments))).flat();
  const refit = refitWithCorrections(corpus, corrections, folds);
  const factCorrections = await Promise.all(correctionFolders.map(loadCorrectionFactDecks));
  const metadata = refitMetadata(
    corpus.flatMap((d) => (d.factDeck ? [d.factDeck] : [])),
    { company: factCorrections.flatMap((c) => c.company), location: factCorrections.flatMap((c) => c.location) },
    folds,
  );
  const cv = refit.after;
  const documents = [...corpus, ...corrections];
  if (correctionFolders.length > 0) {
    console.log(`${corrections.length} corrections that say whether a document is a deck, from ${correctionFolders.join(', ')}`);
    console.log(`  before (corpus only): cross-validated ${percent(refit.before.crossValidated.accuracy)} on the corpus`);
    console.log(`  after (with corrections): cross-validated ${percent(cv.crossValidated.accuracy)} on corpus and corrections`);
    console.log(
      `  corrections decided as the investors said: ${refit.correctionsAgreedBefore}/${corrections.length} by the corpus weights, ${refit.correctionsAgreedAfter}/${corrections.length} cross-validated after the refit`,
    );
    for (const [what, agreement] of [['company', metadata.companyCorrections], ['location', metadata.locationCorrections]] as const)
      console.log(
        `${agreement.corrections} corrections of the ${what}: decided as the investors said ${agreement.before}/${agreement.corrections} by the corpus weights, ${agreement.after}/${agreement.corrections} cross-validated after the refit`,
      );
  }
  const weights: EngineWeights = {
    version: ENGINE_WEIGHTS_VERSION,
    fittedAt: new Date().toISOString().slice(0, 10),
    fittedOn: {
      source: [`${path.basename(folder)}/labels.tsv`, ...correctionFolders.map((f) => `${path.basename(f)}/labels.tsv`)].join(' + '),
      documents: documents.length,
      pitchDecks: documents.filter((d) => d.isPitchDeck).length,
    },
    isPitchDeck: cv.fittedWeights,
    company: metadata.company,
    location: metadata.location,
    factConfidence: metadata.factConfidence,
  };
  const file = engineWeightsFile(weights);
  // What the server would refuse, the fit does not write.
  parseEngineWeights(JSON.parse(JSON.stringify(file)), out);
  await writeFile(out, `${JSON.stringify(file, null, 2)}\n`);

  console.log(
    `Fitted on ${documents.length} documents (${weights.fittedOn.pitchDecks} pitch decks) of ${folder}`,
  );
  console.log(`is-a-deck: L2 ${cv.fittedWeights.l2}`);
  console.log(`  fitted (trained on all):   ${percent(cv.fitted.accuracy)}`);
  console.log(`  cross-validated (${folds} folds): ${percent(cv.crossValidated.accuracy)}`);
  console.log(`Weights written to ${out}`);
}

await main();
