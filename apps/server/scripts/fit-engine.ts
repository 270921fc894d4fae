/**
 * Fits the local engine's learned weights and writes the engine weights file.
 *
 *   npm run engine:fit                                  (../shared/corpus → learned/weights.json)
 *   npm run engine:fit -- ../shared/corpus --folds=5 --out=/srv/pitchscope/weights.json
 *
 * Reads each labelled document of `<folder>/files` (extraction cached by file hash in
 * /tmp/pitchscope-eval-cache, as eval:corpus --cache does), fits the is-a-deck classifier on all of
 * them, prints its fitted and k-fold cross-validated accuracy, and writes the weights. The server loads
 * the built-in file, or the one ENGINE_WEIGHTS names.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FOLDS } from '../src/modules/analysis/local/learned/cross-validation.ts';
import {
  ENGINE_WEIGHTS_VERSION,
  parseEngineWeights,
  type EngineWeights,
} from '../src/modules/analysis/local/learned/engine-weights.ts';
import { shutdownOcr } from '../src/platform/extraction/ocr.ts';
import { loadCorpusDocuments } from './corpus-features.ts';
import { crossValidateDeckClassifier, percent } from './deck-cross-validation.ts';

const SHIPPED_WEIGHTS = fileURLToPath(
  new URL('../src/modules/analysis/local/learned/weights.json', import.meta.url),
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

  const documents = await loadCorpusDocuments(folder, {
    cacheDir,
    ocr: !args.includes('--no-ocr'),
    concurrency: 2,
  });
  await shutdownOcr();
  const cv = crossValidateDeckClassifier(documents, folds);
  const weights: EngineWeights = {
    version: ENGINE_WEIGHTS_VERSION,
    fittedAt: new Date().toISOString().slice(0, 10),
    fittedOn: {
      source: `${path.basename(folder)}/labels.tsv`,
      documents: documents.length,
      pitchDecks: documents.filter((d) => d.isPitchDeck).length,
    },
    isPitchDeck: cv.fittedWeights,
  };
  // What the server would refuse, the fit does not write.
  parseEngineWeights(JSON.parse(JSON.stringify(weights)), out);
  await writeFile(out, `${JSON.stringify(weights, null, 2)}\n`);

  console.log(
    `Fitted on ${documents.length} documents (${weights.fittedOn.pitchDecks} pitch decks) of ${folder}`,
  );
  console.log(`is-a-deck: L2 ${cv.fittedWeights.l2}`);
  console.log(`  fitted (trained on all):   ${percent(cv.fitted.accuracy)}`);
  console.log(`  cross-validated (${folds} folds): ${percent(cv.crossValidated.accuracy)}`);
  console.log(`Weights written to ${out}`);
}

await main();
