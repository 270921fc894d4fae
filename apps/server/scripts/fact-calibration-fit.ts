/**
 * Fitting the fact calibration (learned/fact-calibration.ts) on labelled decks, and measuring it honestly.
 *
 * A fact's features include its finder's own probability (company, location), and a scorer is sure of
 * the decks it was fitted on: a calibration learned from those would trust the scorers too much. So the
 * facts it learns from are out-of-fold: each deck read with company and location scorers fitted without
 * its fold (folds fixed by sha256). The calibration fitted on all those facts is what `engine:fit` writes;
 * its cross-validated figure refits it on k−1 folds' facts and scores the held fold's.
 */
import { FACT_CONFIDENCE_THRESHOLD } from '@pitchscope/domain/constants';
import type { DeckText } from '../src/modules/analysis/analysis.provider.ts';
import { factFeatureVector, groundCapped } from '@pitchscope/engine/fact-confidence';
import {
  calibratedConfidence,
  CALIBRATED_FIELDS,
  FACT_CONFIDENCE_PRIOR,
  FACT_FEATURE_DIRECTION,
  FACT_FEATURE_NAMES,
  type CalibratedField,
  type FactCalibration,
  type FactFeatureVector,
} from '@pitchscope/engine/learned/fact-calibration';
import { calibrationTable, crossValidate, DEFAULT_FOLDS, foldOf } from '@pitchscope/engine/learned/cross-validation';
import { fitNamedLogistic } from '@pitchscope/engine/learned/named-logistic';
import { withinReadingBudget } from '@pitchscope/engine/local.provider';
import { findLocationCandidates } from '@pitchscope/engine/location-candidates';
import { readMetadata, type MetadataWeights } from '@pitchscope/engine/metadata';
import { detectSections, type Sections } from '@pitchscope/engine/sections';
import { toSlides, type Slide } from '@pitchscope/engine/text';
import { companyDeckOf, fitCompanyModel, type LabelledCompanyDeck } from './company-fit.ts';
import {
  industryMatches,
  isUnknown,
  labelStatesStage,
  namesMatch,
  placesMatch,
  roundsMatch,
  stagesMatch,
  type Label,
} from './eval-labels.ts';
import { fitLocationModel, type LabelledDeck } from './location-fit.ts';

/**
 * The pull towards the prior (hand-set) weights, per training row. A field has one fact per deck at
 * most (~60 rows): a firm pull keeps a feature few facts carry near what it means.
 */
export const FACT_CALIBRATION_L2 = 0.05;

/** The target of issue #30: confident facts wrong at most 2 %, with at least 80 % of facts confident. */
export const CONFIDENT_WRONG_MAX = 0.02;
export const CONFIDENT_COVERAGE_MIN = 0.8;

/** The fields whose silence the labels record, for "not stated where silent". */
export const SILENT_FIELDS = ['stage', 'roundSize', 'geography'] as const satisfies readonly CalibratedField[];

/** A labelled pitch deck as the metadata fits read it. */
export interface LabelledFactDeck {
  file: string;
  sha256: string;
  label: Label;
  slides: Slide[];
  sections: Sections;
  companyDeck: LabelledCompanyDeck;
  locationDeck: LabelledDeck;
}

/** A deck's slides, candidates and label. `company` is the name the engine reads (the place finder skips it). */
export function factDeckOf(deck: DeckText, sha256: string, label: Label, company: string): LabelledFactDeck {
  const read = withinReadingBudget(deck);
  const slides = toSlides(read.pages);
  const sections = detectSections(slides);
  return {
    file: deck.fileName,
    sha256,
    label,
    slides,
    sections,
    companyDeck: companyDeckOf(deck, sha256, label.company_name ?? ''),
    locationDeck: {
      file: deck.fileName,
      sha256,
      location: isUnknown(label.location) ? null : label.location!,
      candidates: findLocationCandidates(slides, sections, company),
    },
  };
}

/** One found fact of a labelled deck: its features and whether the label says it is right. */
export interface FactRow {
  file: string;
  sha256: string;
  field: CalibratedField;
  value: string;
  vector: FactFeatureVector;
  /** Written only on roadmap slides: the engine caps its confidence (groundCapped), so the figures do too. */
  planOnly: boolean;
  right: boolean;
}

/** A field the label says the deck does not state; `claimed` is the fact the engine found there, if any. */
export interface SilentSlot {
  file: string;
  sha256: string;
  field: (typeof SILENT_FIELDS)[number];
  claimed: FactRow | null;
}

export interface DeckFactsRead {
  facts: FactRow[];
  silent: SilentSlot[];
}

/** Whether a found value is right by the label; null when the label cannot say (no industry labelled). */
export function factIsRight(field: CalibratedField, label: Label, got: string): boolean | null {
  switch (field) {
    case 'companyName':
      return isUnknown(label.company_name) ? false : namesMatch(label.company_name!, got);
    case 'industry':
      return isUnknown(label.industry) ? null : industryMatches(label, got);
    case 'stage':
      // A stage the labeller inferred is not stated: the engine stating one is wrong, as "not stated" would be right.
      return labelStatesStage(label) ? stagesMatch(label.stage!, got) : false;
    case 'roundSize':
      return isUnknown(label.round_size) ? false : roundsMatch(label.round_size!, got);
    case 'geography':
      return isUnknown(label.location) ? false : placesMatch(label.location!, got);
  }
}

/** The label says the deck does not state this field (a stage the labeller inferred is not stated). */
export function labelSilent(field: (typeof SILENT_FIELDS)[number], label: Label): boolean {
  if (field === 'stage') return !labelStatesStage(label);
  return isUnknown(field === 'roundSize' ? label.round_size : label.location);
}

/** The deck read with these weights: its found facts (calibrated fields) and its silent fields. */
export function readFacts(deck: LabelledFactDeck, weights: MetadataWeights): DeckFactsRead {
  const { facts } = readMetadata(deck.slides, deck.sections, deck.file, weights);
  const rows: FactRow[] = [];
  for (const fact of facts) {
    if (!(CALIBRATED_FIELDS as readonly string[]).includes(fact.field)) continue;
    const field = fact.field as CalibratedField;
    const right = factIsRight(field, deck.label, fact.value);
    if (right === null) continue;
    rows.push({
      file: deck.file,
      sha256: deck.sha256,
      field,
      value: fact.value,
      vector: factFeatureVector(fact.features),
      planOnly: fact.planOnly,
      right,
    });
  }
  const silent = SILENT_FIELDS.filter((field) => labelSilent(field, deck.label)).map((field) => ({
    file: deck.file,
    sha256: deck.sha256,
    field,
    claimed: rows.find((row) => row.field === field) ?? null,
  }));
  return { facts: rows, silent };
}

const priorCalibration = (): FactCalibration =>
  Object.fromEntries(CALIBRATED_FIELDS.map((field) => [field, FACT_CONFIDENCE_PRIOR])) as FactCalibration;

/**
 * Each deck's facts as read by company and location scorers fitted without its fold: what a deck the
 * engine never saw gets. The confidence weights do not change which facts are found, so the prior serves.
 */
export function outOfFoldFacts(decks: LabelledFactDeck[], folds: number): DeckFactsRead[] {
  return crossValidate(
    decks,
    (d) => foldOf(d.sha256, folds),
    folds,
    (training) => ({
      company: fitCompanyModel(training.map((d) => d.companyDeck)),
      location: fitLocationModel(training.map((d) => d.locationDeck)),
      factConfidence: priorCalibration(),
    }),
    (weights, deck) => readFacts(deck, weights),
  );
}

/**
 * Per labelled field, the logistic fitted on these facts. The fields share the feature weights and each
 * has its own intercept shift, pulled towards none: a field with few facts, or none wrong (the corpus
 * has a few dozen stages, every one right), borrows what the other fields' facts say of each kind of
 * evidence instead of learning that its facts are never wrong.
 */
function fitPooledCalibration(rows: FactRow[], l2: number): FactCalibration {
  if (rows.length === 0) return priorCalibration();
  const shifts = CALIBRATED_FIELDS.map((field) => `field.${field}` as const);
  type Pooled = (typeof FACT_FEATURE_NAMES)[number] | (typeof shifts)[number];
  const names: Pooled[] = [...FACT_FEATURE_NAMES, ...shifts];
  const fitted = fitNamedLogistic(
    names,
    rows.map((row) => ({ ...row.vector, ...Object.fromEntries(shifts.map((shift) => [shift, shift === `field.${row.field}` ? 1 : 0])) }) as Record<Pooled, number>),
    rows.map((row) => row.right),
    {
      l2,
      prior: {
        intercept: FACT_CONFIDENCE_PRIOR.intercept,
        weights: { ...FACT_CONFIDENCE_PRIOR.weights, ...Object.fromEntries(shifts.map((shift) => [shift, 0])) } as Record<Pooled, number>,
      },
      directions: FACT_FEATURE_DIRECTION,
    },
  );
  const weights = Object.fromEntries(FACT_FEATURE_NAMES.map((name) => [name, fitted.weights[name]])) as FactFeatureVector;
  return Object.fromEntries(
    CALIBRATED_FIELDS.map((field) => [field, { intercept: fitted.intercept + fitted.weights[`field.${field}`], weights }]),
  ) as FactCalibration;
}

/** The Check thresholds tried for the operating point, lowest first. */
const OPERATING_POINTS = [0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];

/**
 * The lowest threshold at which these (held-out) facts meet the target — confident facts wrong at most
 * CONFIDENT_WRONG_MAX, with at least CONFIDENT_COVERAGE_MIN of them confident — or the Check threshold
 * itself when none does: a bar raised without meeting the target would cost right facts for nothing.
 */
export function operatingPoint(scored: ScoredRow[]): number {
  for (const threshold of OPERATING_POINTS) {
    const score = scoreConfidence(scored, threshold);
    if (score.facts === 0 || score.confident / score.facts < CONFIDENT_COVERAGE_MIN) break;
    if (score.confident - score.confidentRight <= CONFIDENT_WRONG_MAX * score.confident) return threshold;
  }
  return FACT_CONFIDENCE_THRESHOLD;
}

const logit = (p: number) => Math.log(p / (1 - p));

/**
 * The calibration fitted on these facts, its intercepts lowered so that the operating point lands on the
 * Check threshold. A confident wrong fact costs an investor more than a right fact to confirm: the
 * operating point is where, on facts the fit did not see (the folds within these facts), confident facts
 * meet the target. It is one shift of every field's log-odds — what a fit weighing each wrong fact by the
 * odds ratio would give — so facts keep their order and a confidence of 0.6 means "at the operating point".
 */
export function fitFactCalibration(rows: FactRow[], l2 = FACT_CALIBRATION_L2, folds = DEFAULT_FOLDS): FactCalibration {
  const calibration = fitPooledCalibration(rows, l2);
  const heldOut = crossValidate(
    rows,
    (row) => foldOf(row.sha256, folds),
    folds,
    (training) => fitPooledCalibration(training, l2),
    (fitted, row) => scoreRows([row], fitted)[0]!,
  );
  const shift = logit(operatingPoint(heldOut)) - logit(FACT_CONFIDENCE_THRESHOLD);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return Object.fromEntries(
    CALIBRATED_FIELDS.map((field) => [
      field,
      {
        intercept: round(calibration[field].intercept - shift),
        weights: Object.fromEntries(FACT_FEATURE_NAMES.map((name) => [name, round(calibration[field].weights[name])])) as FactFeatureVector,
      },
    ]),
  ) as FactCalibration;
}

/** A fact with the confidence some calibration gives it. */
export interface ScoredRow extends FactRow {
  confidence: number;
}

export const scoreRows = (rows: FactRow[], calibration: FactCalibration): ScoredRow[] =>
  rows.map((row) => ({ ...row, confidence: groundCapped(calibratedConfidence(row.vector, calibration[row.field]), { planOnly: row.planOnly, noSlide: row.vector.noSlide === 1 }) }));

/** Each fact scored by a calibration fitted without its deck's fold. */
export function crossValidateCalibration(rows: FactRow[], folds: number, l2 = FACT_CALIBRATION_L2): ScoredRow[] {
  return crossValidate(
    rows,
    (row) => foldOf(row.sha256, folds),
    folds,
    (training) => fitFactCalibration(training, l2, folds),
    (calibration, row) => scoreRows([row], calibration)[0]!,
  );
}

export interface ConfidenceScore {
  facts: number;
  right: number;
  confident: number;
  confidentRight: number;
}

export function scoreConfidence(rows: ScoredRow[], threshold = FACT_CONFIDENCE_THRESHOLD): ConfidenceScore {
  const confident = rows.filter((row) => row.confidence >= threshold);
  return {
    facts: rows.length,
    right: rows.filter((row) => row.right).length,
    confident: confident.length,
    confidentRight: confident.filter((row) => row.right).length,
  };
}

/**
 * "Not stated" where the label is silent, as the fit reads it: right when the engine claims nothing
 * there, or only a fact below the threshold (shown as Check and read as not stated until confirmed).
 */
export function silentRight(slots: SilentSlot[], scored: ScoredRow[], threshold = FACT_CONFIDENCE_THRESHOLD): { right: number; total: number } {
  const confidenceOf = (row: FactRow) => scored.find((s) => s.sha256 === row.sha256 && s.field === row.field)?.confidence ?? 1;
  return {
    right: slots.filter((slot) => slot.claimed === null || confidenceOf(slot.claimed) < threshold).length,
    total: slots.length,
  };
}

/**
 * The lowest threshold (in steps of 0.05) at which the confident facts are wrong at most `maxWrong` of
 * the time, with the coverage it leaves; null when none is.
 */
export function thresholdFor(rows: ScoredRow[], maxWrong: number): { threshold: number; wrong: number; coverage: number } | null {
  for (let step = 10; step < 20; step++) {
    const threshold = step / 20;
    const score = scoreConfidence(rows, threshold);
    if (score.confident === 0) return null;
    const wrong = 1 - score.confidentRight / score.confident;
    if (wrong <= maxWrong) return { threshold, wrong, coverage: score.confident / score.facts };
  }
  return null;
}

/** The 10-bin reliability table of these facts: predicted confidence against the share right. */
export function factCalibrationTable(rows: ScoredRow[]) {
  return calibrationTable(
    rows.map((row) => row.confidence),
    rows.map((row) => row.right),
  );
}
