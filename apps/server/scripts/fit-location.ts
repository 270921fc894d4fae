/**
 * Fits the location scorer's weights and threshold on the labelled corpus and prints the fitted and the
 * cross-validated figures side by side, with the decks each gets wrong.
 *
 *   npm run fit:location -- ../shared/corpus            (measure; `npm run engine:fit` writes the weights)
 *   npm run fit:location -- ../shared/corpus --l2=0.03  (another pull towards the prior weights)
 *   npm run fit:location -- ../shared/corpus --explain=<file substring>  (print a deck's candidates)
 *
 * Reads the evaluation's extraction cache (`npm run eval:corpus -- <corpus> --cache` fills it); a deck
 * missing from it is skipped and named.
 */
import { readFile } from 'node:fs/promises';
import { pad, ratio, readCachedExtraction } from './scorer-fit.ts';
import path from 'node:path';
import { METADATA_DEFAULTS } from '@pitchscope/domain/constants';
import { guessCompanyName } from '@pitchscope/engine/company';
import { nameFromFileName } from '@pitchscope/engine/company-file-name';
import {
  findLocationCandidates,
  LOCATION_FEATURES,
} from '@pitchscope/engine/location-candidates';
import { formatLocation } from '@pitchscope/engine/location-finder';
import { detectSections } from '@pitchscope/engine/sections';
import { toSlides } from '@pitchscope/engine/text';
import { isUnknown, parseTsv } from './eval-labels.ts';
import {
  crossValidateLocation,
  decide,
  fitLocationModel,
  LOCATION_FOLDS,
  LOCATION_L2,
  scoreOutcomes,
  type LabelledDeck,
  type LocationScore,
} from './location-fit.ts';


async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith('--'));
  if (!folder) {
    console.error('Usage: fit-location <corpus folder>');
    process.exitCode = 2;
    return;
  }
  const labels = parseTsv(await readFile(path.join(folder, 'labels.tsv'), 'utf8'));
  const decks: LabelledDeck[] = [];
  const skipped: string[] = [];
  for (const label of labels.values()) {
    if (label.is_pitch_deck !== 'yes') continue;
    const cached = await readCachedExtraction(label.sha256);
    if (!cached) {
      skipped.push(label.file);
      continue;
    }
    const slides = toSlides(
      cached.pages.map((p) => ({ pageNumber: p.pageNumber, text: p.rawText, notes: p.notes })),
    );
    const sections = detectSections(slides);
    // The company as the engine reads it, for the "Name is … in Country" sentence.
    const company =
      guessCompanyName(slides, label.file)?.name ??
      nameFromFileName(label.file) ??
      METADATA_DEFAULTS.companyName;
    decks.push({
      file: label.file,
      sha256: label.sha256,
      location: isUnknown(label.location) ? null : label.location,
      candidates: findLocationCandidates(slides, sections, company),
    });
  }
  const l2 = Number(args.find((a) => a.startsWith('--l2='))?.split('=')[1] ?? LOCATION_L2);
  const model = fitLocationModel(decks, l2);
  const fitted = scoreOutcomes(decks.map((d) => decide(d, model)));
  const crossValidated = crossValidateLocation(decks, LOCATION_FOLDS, l2);

  console.log(
    `\nLocation scorer: ${decks.length} labelled decks, ${decks.reduce((n, d) => n + d.candidates.length, 0)} candidates, L2 ${l2}, ${LOCATION_FOLDS} folds by sha256`,
  );
  if (skipped.length) console.log(`Skipped (not in the extraction cache): ${skipped.join(', ')}`);
  console.log(`\n${pad('', 18)}${pad('where stated', 16)}not stated where silent`);
  for (const [name, score] of [
    ['fitted', fitted],
    ['cross-validated', crossValidated],
  ] as const)
    console.log(`${pad(name, 18)}${pad(ratio(score.stated), 16)}${ratio(score.silent)}`);
  printMisses('fitted', fitted);
  printMisses('cross-validated', crossValidated);
  const explain = args.find((a) => a.startsWith('--explain='))?.split('=')[1];
  for (const deck of decks.filter((d) => explain && d.file.includes(explain))) {
    console.log(`\n${deck.file} (label ${deck.location ?? 'not stated'}):`);
    for (const c of deck.candidates) {
      const on = LOCATION_FEATURES.filter((name) => c.features[name] !== 0).map(
        (name) => `${name}=${+c.features[name].toFixed(2)}`,
      );
      console.log(`  ${c.key} "${formatLocation(c.best)}" slide ${c.best.slide}: ${on.join(' ')}`);
    }
  }
  console.log('\nWeights (fitted on every deck):');
  console.log(`  ${pad('intercept', 22)}${model.intercept.toFixed(3)}`);
  for (const name of LOCATION_FEATURES) console.log(`  ${pad(name, 22)}${model.weights[name].toFixed(3)}`);
  console.log(`  ${pad('threshold', 22)}${model.threshold.toFixed(3)}`);
}

function printMisses(name: string, score: LocationScore): void {
  const misses = score.outcomes.filter((o) => !o.right);
  console.log(`\nMisses (${name}):`);
  for (const o of misses)
    console.log(
      `  ${o.file}: expected ${o.location ?? 'not stated'}, got ${o.reported ?? 'not stated'} (p ${o.probability.toFixed(2)})`,
    );
}

await main();
