/**
 * How well the local engine's fact confidences (ADR 0027) sort right facts from wrong ones on the labelled
 * corpus: per field, the facts the engine found, the share confident (coverage), the accuracy of all of
 * them, of the confident ones and of the ones it marks Check; and a 10-bin calibration table.
 *
 *   npx tsx apps/server/scripts/fact-confidence-report.ts ../shared/corpus
 *
 * Reads the extraction cache `npm run eval:corpus -- <folder> --cache` writes (extracting what is not
 * cached). A measurement, not a gate; the weights are hand-set, so these figures are "fitted" on nothing.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { FACT_CONFIDENCE_THRESHOLD } from '@pitchscope/domain/constants';
import type { FieldSource } from '@pitchscope/domain/contracts/decks';
import { extractMetadata } from '../src/modules/analysis/local/metadata.ts';
import { extractCached, isUnknown, namesMatch, parseTsv, placesMatch, roundsMatch, type Label } from './eval-labels.ts';

interface Scored {
  field: string;
  confidence: number;
  correct: boolean;
}

const FIELDS: { field: string; key: 'companyName' | 'industry' | 'stage' | 'roundSize' | 'geography'; correct: (label: Label, got: string) => boolean | null }[] = [
  { field: 'company', key: 'companyName', correct: (l, got) => (isUnknown(l.company_name) ? false : namesMatch(l.company_name, got)) },
  {
    field: 'industry',
    key: 'industry',
    correct: (l, got) =>
      isUnknown(l.industry)
        ? null
        : [l.industry, ...(l.industry_alternatives ?? '').split(';')]
            .map((x) => x.replace(/\(.*\)/, '').trim().toLowerCase())
            .includes(got.toLowerCase()),
  },
  {
    field: 'stage',
    key: 'stage',
    // A stage the labeller inferred is not stated: the engine stating one is scored as wrong, as "not stated" would be right.
    correct: (l, got) => (isUnknown(l.stage) || /^inferred/i.test(l.stage_basis ?? '') ? false : l.stage.toLowerCase() === got.toLowerCase()),
  },
  { field: 'round', key: 'roundSize', correct: (l, got) => (isUnknown(l.round_size) ? false : roundsMatch(l.round_size, got)) },
  { field: 'location', key: 'geography', correct: (l, got) => (isUnknown(l.location) ? false : placesMatch(l.location, got)) },
];

const isFound = (source: FieldSource | undefined) => source?.status === 'stated' || source?.status === 'inferred';
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)} %` : '—');

async function main() {
  const folder = process.argv[2] ?? '../shared/corpus';
  const labels = parseTsv(await readFile(path.join(folder, 'labels.tsv'), 'utf8'));
  const cacheDir = path.join(os.tmpdir(), 'pitchscope-eval-cache');
  const scored: Scored[] = [];
  for (const [file, label] of labels) {
    if (label.is_pitch_deck !== 'yes') continue;
    const filePath = path.join(folder, 'files', file);
    const sha = label.sha256 || createHash('sha256').update(await readFile(filePath)).digest('hex');
    const doc = await extractCached(filePath, sha, true, cacheDir);
    const metadata = extractMetadata({
      fileName: file,
      pages: doc.pages.map((page) => ({ pageNumber: page.pageNumber, text: page.rawText, ...(page.notes ? { notes: page.notes } : {}) })),
    });
    for (const { field, key, correct } of FIELDS) {
      const source = metadata.fieldSources[key];
      if (!isFound(source)) continue;
      const right = correct(label, metadata[key]);
      if (right === null) continue;
      scored.push({ field, confidence: source?.confidence ?? 1, correct: right });
    }
  }
  console.log(`Fact confidence (threshold ${FACT_CONFIDENCE_THRESHOLD}), found facts of labelled pitch decks`);
  console.log('field      found  confident  acc(all)  acc(confident)  acc(check)');
  for (const name of [...FIELDS.map((f) => f.field), 'all']) {
    const rows = scored.filter((row) => name === 'all' || row.field === name);
    const confident = rows.filter((row) => row.confidence >= FACT_CONFIDENCE_THRESHOLD);
    const check = rows.filter((row) => row.confidence < FACT_CONFIDENCE_THRESHOLD);
    const right = (list: Scored[]) => list.filter((row) => row.correct).length;
    console.log(
      `${name.padEnd(10)} ${String(rows.length).padStart(5)}  ${pct(confident.length, rows.length).padStart(9)}  ${pct(right(rows), rows.length).padStart(8)}  ${pct(right(confident), confident.length).padStart(14)}  ${pct(right(check), check.length).padStart(10)}`,
    );
  }
  console.log('\nCalibration (all fields): bin, facts, mean confidence, accuracy');
  for (let bin = 0; bin < 10; bin++) {
    const rows = scored.filter((row) => Math.min(9, Math.floor(row.confidence * 10)) === bin);
    if (!rows.length) continue;
    const mean = rows.reduce((sum, row) => sum + row.confidence, 0) / rows.length;
    console.log(`${(bin / 10).toFixed(1)}–${((bin + 1) / 10).toFixed(1)}  ${String(rows.length).padStart(4)}  ${mean.toFixed(2)}  ${pct(rows.filter((row) => row.correct).length, rows.length)}`);
  }
}

await main();
