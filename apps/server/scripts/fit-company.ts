/**
 * Fits the company-name scorer's weights and threshold on the labelled corpus and prints the fitted and
 * the cross-validated figures side by side, with the decks each gets wrong.
 *
 *   npm run fit:company -- ../shared/corpus            (measure; `npm run engine:fit` writes the weights)
 *   npm run fit:company -- ../shared/corpus --l2=0.1   (another pull towards the prior weights)
 *   npm run fit:company -- ../shared/corpus --explain=<file substring>  (print a deck's candidates)
 *
 * Reads the evaluation's extraction cache (`npm run eval:corpus -- <corpus> --cache` fills it); a deck
 * missing from it is skipped and named.
 */
import { readFile } from 'node:fs/promises';
import { pad, ratio, readCachedExtraction } from './scorer-fit.ts';
import path from 'node:path';
import { COMPANY_FEATURES } from '@pitchscope/engine/company-features';
import { rankCompanyCandidates } from '@pitchscope/engine/company-scorer';
import { DEFAULT_FOLDS } from '@pitchscope/engine/learned/cross-validation';
import { parseTsv } from './eval-labels.ts';
import {
  COMPANY_L2,
  companyDeckOf,
  crossValidateCompany,
  type CompanyScore,
  type LabelledCompanyDeck,
} from './company-fit.ts';


async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith('--'));
  if (!folder) {
    console.error('Usage: fit-company <corpus folder> [--l2=<n>] [--explain=<file>]');
    process.exitCode = 2;
    return;
  }
  const labels = parseTsv(await readFile(path.join(folder, 'labels.tsv'), 'utf8'));
  const decks: LabelledCompanyDeck[] = [];
  const skipped: string[] = [];
  for (const label of labels.values()) {
    if (label.is_pitch_deck !== 'yes') continue;
    const cached = await readCachedExtraction(label.sha256);
    if (!cached) {
      skipped.push(label.file);
      continue;
    }
    const pages = cached.pages.map((p) => ({
      pageNumber: p.pageNumber,
      text: p.rawText,
      ...(p.notes ? { notes: p.notes } : {}),
    }));
    decks.push(companyDeckOf({ fileName: label.file, pages }, label.sha256, label.company_name));
  }
  const l2 = Number(args.find((a) => a.startsWith('--l2='))?.split('=')[1] ?? COMPANY_L2);
  const { model, fitted, crossValidated } = crossValidateCompany(decks, DEFAULT_FOLDS, l2);

  console.log(
    `\nCompany scorer: ${decks.length} labelled decks, ${decks.reduce((n, d) => n + d.candidates.length, 0)} candidates, L2 ${l2}, ${DEFAULT_FOLDS} folds by sha256`,
  );
  if (skipped.length) console.log(`Skipped (not in the extraction cache): ${skipped.join(', ')}`);
  console.log(`\n${pad('', 18)}${pad('named', 16)}not claimed where silent`);
  for (const [name, score] of [
    ['fitted', fitted],
    ['cross-validated', crossValidated],
  ] as const)
    console.log(`${pad(name, 18)}${pad(ratio(score.named), 16)}${ratio(score.silent)}`);
  printMisses('fitted', fitted);
  printMisses('cross-validated', crossValidated);
  const explain = args.find((a) => a.startsWith('--explain='))?.split('=')[1];
  for (const deck of decks.filter((d) => explain && d.file.includes(explain))) {
    console.log(`\n${deck.file} (label ${deck.company ?? 'not stated'}):`);
    for (const { candidate: c, probability } of rankCompanyCandidates(deck.candidates, model).slice(0, 8)) {
      const on = COMPANY_FEATURES.filter((name) => c.features[name] !== 0).map(
        (name) => `${name}=${+c.features[name].toFixed(2)}`,
      );
      console.log(`  ${probability.toFixed(3)} "${c.name}" slide ${c.evidenceSlide}: ${on.join(' ')}`);
    }
  }
  console.log('\nWeights (fitted on every deck):');
  console.log(`  ${pad('intercept', 22)}${model.intercept.toFixed(3)}`);
  for (const name of COMPANY_FEATURES) console.log(`  ${pad(name, 22)}${model.weights[name].toFixed(3)}`);
  console.log(`  ${pad('threshold', 22)}${model.threshold.toFixed(3)}`);
}

function printMisses(name: string, score: CompanyScore): void {
  console.log(`\nMisses (${name}):`);
  for (const o of score.outcomes.filter((x) => !x.right))
    console.log(
      `  ${o.file}: expected ${o.company ?? 'not stated'}, got ${o.reported}${o.stated ? ' (stated)' : ' (withheld)'} (p ${o.probability.toFixed(2)})`,
    );
}

await main();
