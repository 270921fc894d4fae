import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FACT_CONFIDENCE_PRIOR, FACT_FEATURE_NAMES, type FactFeatureVector } from '@pitchscope/engine/learned/fact-calibration';
import {
  crossValidateCalibration,
  factIsRight,
  fitFactCalibration,
  operatingPoint,
  scoreConfidence,
  scoreRows,
  silentRight,
  thresholdFor,
  type FactRow,
} from './fact-calibration-fit.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const vector = (on: Partial<FactFeatureVector>): FactFeatureVector =>
  ({ ...Object.fromEntries(FACT_FEATURE_NAMES.map((name) => [name, 0])), ...on }) as FactFeatureVector;

/** Stages read once in passing are right one time in four; stated on the ask slide, nine in ten. */
function stageRows(): FactRow[] {
  return Array.from({ length: 80 }, (_, i) => {
    const onAsk = i % 2 === 0;
    const right = onAsk ? i % 20 !== 0 : i % 8 === 1;
    return {
      file: `deck-${i}.pdf`,
      sha256: sha(`deck-${i}`),
      field: 'stage' as const,
      value: 'Seed',
      vector: onAsk ? vector({ onDedicatedSlide: 1 }) : vector({ singleMention: 1 }),
      planOnly: false,
      right,
    };
  });
}

describe('fitFactCalibration', () => {
  it('learns from labelled facts how often each kind of evidence is right: its confidences match the observed shares', () => {
    const rows = stageRows();
    const calibration = fitFactCalibration(rows);
    const [onAsk] = scoreRows([rows[0]!], calibration);
    const [inPassing] = scoreRows([rows[1]!], calibration);
    // 36 of 40 on the ask slide are right, 10 of 40 in passing (pulled a little towards the prior).
    expect(onAsk!.confidence).toBeGreaterThan(0.8);
    expect(onAsk!.confidence).toBeLessThan(0.95);
    expect(inPassing!.confidence).toBeLessThan(0.4);
    // The hand-set prior thought a passing mention nearly a coin toss.
    expect(scoreRows([rows[1]!], { ...calibration, stage: FACT_CONFIDENCE_PRIOR })[0]!.confidence).toBeGreaterThan(0.4);
    // A field without facts borrows the weights the others' facts give each kind of evidence.
    expect(calibration.roundSize.weights).toEqual(calibration.stage.weights);
  });

  it('cross-validates by deck fold: each fact scored by a calibration fitted without its fold', () => {
    const rows = stageRows();
    const crossValidated = crossValidateCalibration(rows, 5);
    expect(crossValidated).toHaveLength(rows.length);
    const score = scoreConfidence(crossValidated, 0.6);
    expect(score.confident).toBe(40);
    expect(score.confidentRight).toBe(36);
  });
});

/** Companies: 85 with strong evidence, all right; 15 whose finder nearly chose another name, 3 of them wrong. */
function companyRows(): FactRow[] {
  return Array.from({ length: 100 }, (_, i) => {
    const contested = i % 20 < 3;
    return {
      file: `deck-${i}.pdf`,
      sha256: sha(`company-${i}`),
      field: 'companyName' as const,
      value: 'Acme',
      vector: contested ? vector({ contested: 1 }) : vector({ onCover: 1, agreement: 1, extraSlides: 3 }),
      planOnly: false,
      right: !(contested && i % 20 === 0 && i < 60),
    };
  });
}

describe('the operating point', () => {
  it('lowers confidence until the confident facts meet the target, so the shaky ones read as Check', () => {
    const rows = companyRows();
    expect(rows.filter((row) => !row.right)).toHaveLength(3);
    const calibration = fitFactCalibration(rows);
    const scored = scoreRows(rows, calibration);
    const score = scoreConfidence(scored, 0.6);
    expect(score.confident - score.confidentRight).toBe(0);
    expect(score.confident / score.facts).toBeGreaterThanOrEqual(0.8);
    // Cross-validated too: each deck's fact scored without its fold.
    const held = scoreConfidence(crossValidateCalibration(rows, 5), 0.6);
    expect(held.confident - held.confidentRight).toBeLessThanOrEqual(0.02 * held.confident);
  });

  it('keeps the Check threshold when no higher bar meets the target with enough facts confident', () => {
    const scored = (confidence: number, right: boolean, i: number) => ({ ...companyRows()[0]!, sha256: sha(`s${i}`), confidence, right });
    // Wrong facts as sure as right ones: no bar separates them.
    expect(operatingPoint(Array.from({ length: 50 }, (_, i) => scored(0.99, i % 10 !== 0, i)))).toBe(0.6);
    // Meeting the target would leave too few facts confident.
    expect(operatingPoint(Array.from({ length: 50 }, (_, i) => scored(i < 30 ? 0.99 : 0.7, i < 30 || i % 4 !== 0, i)))).toBe(0.6);
    // Separable: the lowest bar above the shaky facts.
    expect(operatingPoint(Array.from({ length: 50 }, (_, i) => scored(i < 45 ? 0.99 : 0.72, i < 45 || i % 2 === 0, i)))).toBe(0.75);
  });
});

describe('thresholds and silence', () => {
  const scored = (confidence: number, right: boolean, i: number) => ({
    file: `f${i}`,
    sha256: sha(`f${i}`),
    field: 'roundSize' as const,
    value: '$1M',
    vector: vector({}),
    planOnly: false,
    right,
    confidence,
  });

  it('finds the lowest threshold whose confident facts are wrong at most the share allowed, with its coverage', () => {
    const rows = [...Array.from({ length: 90 }, (_, i) => scored(0.95, true, i)), scored(0.95, false, 90), ...Array.from({ length: 9 }, (_, i) => scored(0.55, i < 5, 91 + i))];
    const found = thresholdFor(rows, 0.02)!;
    expect(found.threshold).toBe(0.6);
    expect(found.wrong).toBeCloseTo(1 / 91, 6);
    expect(found.coverage).toBeCloseTo(0.91, 6);
    expect(thresholdFor([scored(0.99, false, 1)], 0.02)).toBeNull();
  });

  it('counts a silent field right when the engine claims nothing there or only a fact below the threshold', () => {
    const claimed = scored(0.4, false, 1);
    const sure = scored(0.9, false, 2);
    const slots = [
      { file: 'a', sha256: 'a', field: 'roundSize' as const, claimed: null },
      { file: 'f1', sha256: claimed.sha256, field: 'roundSize' as const, claimed },
      { file: 'f2', sha256: sure.sha256, field: 'roundSize' as const, claimed: sure },
    ];
    expect(silentRight(slots, [claimed, sure], 0.6)).toEqual({ right: 2, total: 3 });
  });

  it('scores a fact where the label is silent as wrong, and an unlabelled industry not at all', () => {
    expect(factIsRight('roundSize', { round_size: 'unknown' }, '$2M')).toBe(false);
    expect(factIsRight('stage', { stage: 'Seed', stage_basis: 'inferred from the instrument' }, 'Seed')).toBe(false);
    expect(factIsRight('stage', { stage: 'Seed', stage_basis: 'stated' }, 'Seed')).toBe(true);
    expect(factIsRight('industry', { industry: '' }, 'Fintech')).toBeNull();
  });
});
