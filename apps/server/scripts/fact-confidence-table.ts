/**
 * `eval:corpus`'s fact-confidence report: per field (company, industry, stage, round, location) the
 * accuracy of the facts the engine is confident of, their share (coverage), "not stated" where the label
 * is silent (a fact below the threshold is read as not stated), and a 10-bin calibration table.
 */
import { FACT_CONFIDENCE_THRESHOLD } from '@pitchscope/domain/constants';
import type { MetadataResult } from '../src/modules/analysis/analysis.provider.ts';
import { CALIBRATED_FIELDS, FACT_CONFIDENCE_PRIOR, type CalibratedField, type FactCalibration } from '@pitchscope/engine/learned/fact-calibration';
import type { CalibrationBin } from '@pitchscope/engine/learned/cross-validation';
import {
  CONFIDENT_COVERAGE_MIN,
  CONFIDENT_WRONG_MAX,
  crossValidateCalibration,
  factCalibrationTable,
  factIsRight,
  fitFactCalibration,
  labelSilent,
  outOfFoldFacts,
  scoreConfidence,
  scoreRows,
  silentRight,
  SILENT_FIELDS,
  thresholdFor,
  type LabelledFactDeck,
  type ScoredRow,
  type SilentSlot,
} from './fact-calibration-fit.ts';
import type { Label } from './eval-labels.ts';

const SHORT: Record<CalibratedField, string> = {
  companyName: 'company',
  industry: 'industry',
  stage: 'stage',
  roundSize: 'round',
  geography: 'location',
};


const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—');
const pad = (s: string, n: number) => (s.length >= n ? `${s} ` : s + ' '.repeat(n - s.length));

function confidentCells(rows: ScoredRow[]): string {
  const s = scoreConfidence(rows);
  return pad(`${pct(s.confidentRight, s.confident)} (${s.confidentRight}/${s.confident})`, 17) + pad(pct(s.confident, s.facts), 9);
}

function printBins(title: string, bins: CalibrationBin[]): void {
  console.log(`  ${title}`);
  console.log('    confidence   facts   right    mean confidence');
  for (const bin of bins)
    console.log(
      `    ${pad(`${bin.from.toFixed(1)}–${bin.to.toFixed(1)}`, 13)}${pad(String(bin.count), 8)}${pad(bin.observedRate === null ? '—' : `${(100 * bin.observedRate).toFixed(0)}%`, 9)}${bin.meanPredicted === null ? '—' : bin.meanPredicted.toFixed(2)}`,
    );
}

/** The confidences the engine's weights file gave (no refit): what a server running it shows. */
export function printEngineFactConfidence(decks: { label: Label; metadata: MetadataResult }[]): void {
  const rows: ScoredRow[] = [];
  const silent: SilentSlot[] = [];
  for (const { label, metadata } of decks) {
    for (const field of CALIBRATED_FIELDS) {
      const source = metadata.fieldSources[field];
      const found = source?.status === 'stated' || source?.status === 'inferred';
      const row = found ? rowOf(field, label, metadata[field], source?.confidence) : null;
      if (row) rows.push(row);
      const silentField = SILENT_FIELDS.find((candidate) => candidate === field);
      if (silentField && labelSilent(silentField, label)) {
        silent.push({ file: label.file ?? '', sha256: label.sha256 ?? label.file ?? '', field: silentField, claimed: row });
      }
    }
  }
  console.log(`\nFact confidence as the engine's weights give it (threshold ${FACT_CONFIDENCE_THRESHOLD}; found facts of labelled pitch decks)`);
  console.log(pad('field', 12) + pad('facts', 7) + pad('right', 9) + pad('confident right', 17) + pad('coverage', 9));
  for (const field of [...CALIBRATED_FIELDS, 'all'] as const) {
    const own = rows.filter((row) => field === 'all' || row.field === field);
    const right = own.filter((row) => row.right).length;
    console.log(pad(field === 'all' ? 'all' : SHORT[field], 12) + pad(String(own.length), 7) + pad(pct(right, own.length), 9) + confidentCells(own));
  }
  const notStated = silentRight(silent, rows);
  console.log(`"not stated" where silent (stage, round, location; a Check fact reads as not stated): ${notStated.right}/${notStated.total} (${pct(notStated.right, notStated.total)})`);
}

function rowOf(field: CalibratedField, label: Label, value: string, confidence: number | undefined): ScoredRow | null {
  const right = factIsRight(field, label, value);
  if (right === null) return null;
  const sha256 = label.sha256 || label.file || '';
  return {
    file: label.file ?? '',
    sha256,
    field,
    value,
    vector: {} as ScoredRow['vector'],
    // The engine's confidence, the plan rule already applied.
    planOnly: false,
    right,
    confidence: confidence ?? 1,
  };
}

/**
 * Fitted beside cross-validated: the facts each deck gets from company and location scorers fitted
 * without its fold; their confidence from the hand-set prior, from the calibration fitted on all facts,
 * and from one fitted without the deck's fold (the honest figure).
 */
export function printFactConfidenceCrossValidation(decks: LabelledFactDeck[], folds: number): void {
  const read = outOfFoldFacts(decks, folds);
  const facts = read.flatMap((r) => r.facts);
  const silent = read.flatMap((r) => r.silent);
  const prior = scoreRows(facts, Object.fromEntries(CALIBRATED_FIELDS.map((f) => [f, FACT_CONFIDENCE_PRIOR])) as FactCalibration);
  const fittedCalibration = fitFactCalibration(facts);
  const fitted = scoreRows(facts, fittedCalibration);
  const crossValidated = crossValidateCalibration(facts, folds);

  console.log(
    `\nFact confidence, cross-validated (${folds} folds by sha256; facts read by company/location scorers fitted without the deck's fold; threshold ${FACT_CONFIDENCE_THRESHOLD})`,
  );
  console.log('confident right (right/confident) and coverage (share of facts confident):');
  console.log(
    pad('field', 10) + pad('facts', 7) + pad('right', 8) + pad('hand-set: conf. right', 17) + pad('cover', 9) + pad('fitted: conf. right', 17) + pad('cover', 9) + pad('cross-val.: conf. right', 17) + 'cover',
  );
  for (const field of [...CALIBRATED_FIELDS, 'all'] as const) {
    const pick = (rows: ScoredRow[]) => rows.filter((row) => field === 'all' || row.field === field);
    const own = pick(fitted);
    const right = own.filter((row) => row.right).length;
    console.log(
      pad(field === 'all' ? 'all' : SHORT[field], 10) + pad(String(own.length), 7) + pad(pct(right, own.length), 8) + confidentCells(pick(prior)) + confidentCells(pick(fitted)) + confidentCells(pick(crossValidated)),
    );
  }
  const silentCells = (rows: ScoredRow[]) => {
    const s = silentRight(silent, rows);
    return pad(`${s.right}/${s.total} (${pct(s.right, s.total)})`, 26);
  };
  console.log(pad('"not stated" where silent', 25) + pad('', 0) + 'hand-set ' + silentCells(prior) + 'fitted ' + silentCells(fitted) + 'cross-val. ' + silentCells(crossValidated));

  const target = `confident facts wrong ≤ ${100 * CONFIDENT_WRONG_MAX} % with ≥ ${100 * CONFIDENT_COVERAGE_MIN} % confident`;
  const found = thresholdFor(crossValidated, CONFIDENT_WRONG_MAX);
  console.log(
    found
      ? `Target (${target}), cross-validated: the lowest threshold that keeps confident facts wrong ≤ ${100 * CONFIDENT_WRONG_MAX} % is ${found.threshold.toFixed(2)} (wrong ${(100 * found.wrong).toFixed(1)} %, coverage ${(100 * found.coverage).toFixed(1)} %) — ${found.coverage >= CONFIDENT_COVERAGE_MIN ? 'met' : 'NOT met: too few facts confident'}`
      : `Target (${target}), cross-validated: no threshold keeps confident facts wrong ≤ ${100 * CONFIDENT_WRONG_MAX} % — NOT met`,
  );
  console.log('Cross-validated confident accuracy and coverage by threshold (all fields):');
  for (const threshold of [0.5, 0.6, 0.7, 0.8, 0.9, 0.95]) {
    const s = scoreConfidence(crossValidated, threshold);
    console.log(`  ≥ ${threshold.toFixed(2)}: ${pct(s.confidentRight, s.confident)} right of ${s.confident} confident, coverage ${pct(s.confident, s.facts)}`);
  }

  console.log('\nCalibration of the cross-validated fact confidence (10 bins):');
  for (const field of CALIBRATED_FIELDS) printBins(SHORT[field], factCalibrationTable(crossValidated.filter((row) => row.field === field)));
  printBins('all fields', factCalibrationTable(crossValidated));

  console.log('\nCross-validated confident facts that are wrong (field, deck, value, confidence):');
  for (const row of crossValidated.filter((r) => !r.right && r.confidence >= FACT_CONFIDENCE_THRESHOLD).sort((a, b) => b.confidence - a.confidence))
    console.log(`  [${SHORT[row.field]}] ${row.file}: "${row.value}" ${row.confidence.toFixed(2)}`);
  const rightButCheck = crossValidated.filter((r) => r.right && r.confidence < FACT_CONFIDENCE_THRESHOLD);
  console.log(`Right facts marked Check (cross-validated): ${rightButCheck.length} — ${CALIBRATED_FIELDS.map((f) => `${SHORT[f]} ${rightButCheck.filter((r) => r.field === f).length}`).join(', ')}`);
}
