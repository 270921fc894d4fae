/**
 * The calibration of the local engine's fact confidences (issue #30 item 2, ADR 0027 amended): per field,
 * a logistic over the evidence features of the value the finder chose (fact-confidence.ts), fitted on
 * labelled decks so that a confidence of 0.9 means "right about nine times in ten". The fitted weights
 * live in the engine weights file beside the other learned decisions (`npm run engine:fit`).
 *
 * Kept apart from fact-confidence.ts (which reads decks) so that the weights file's schema can name the
 * features without importing the finders.
 */
import { namedProbability, type NamedLogisticWeights } from './named-logistic.ts';

export const FACT_FEATURE_NAMES = [
  'extraSlides',
  'singleMention',
  'onCover',
  'onDedicatedSlide',
  'agreement',
  'inferred',
  'noSlide',
  /** The log-odds of the finder's own fitted probability (company, location); 0 where it has none. */
  'finderLogOdds',
  /** A runner-up more than half as strong as the value chosen: 0 at half, 1 as strong (FinderDoubt.runnerUpShare). */
  'contested',
  /** The value rests on few distinct cues (FinderDoubt.thinSupport). */
  'thinSupport',
  /** The value is read where the deck speaks of others (FinderDoubt.aboutOthers). */
  'aboutOthers',
  /** The evidence is spread over many rival values, the one chosen holding little of it (FinderDoubt.scatter). */
  'scattered',
] as const;
export type FactFeatureName = (typeof FACT_FEATURE_NAMES)[number];
export type FactFeatureVector = Record<FactFeatureName, number>;
export type FactConfidenceWeights = NamedLogisticWeights<FactFeatureName>;

/**
 * What a finder that weighs rival candidates knows against the value it chose, each 0–1 (0: nothing
 * against it). General signs of a shaky reading, not of a deck: the industry whose vocabulary barely
 * beats another's, or rests on one or two words, or is read off the slides about rivals, customers and
 * the team; the name that another candidate nearly matches, or that stands on others' slides or in a list.
 */
export interface FinderDoubt {
  /** The runner-up's strength relative to the value chosen (1: as strong). */
  runnerUpShare: number;
  /** How few distinct cues support the value (1: one cue only). */
  thinSupport: number;
  /** Share of the value's support read on slides about others (rivals, customers, partners, the team). */
  aboutOthers: number;
  /**
   * How little of all the candidates' support the value holds (0: half or more; 1: a quarter or less).
   * A runner-up measures one rival; three rivals each a little weaker leave the value as unsure.
   */
  scatter?: number;
}

/** The fields the corpus labels, so the fields whose confidence is fitted. The others keep the prior. */
export const CALIBRATED_FIELDS = ['companyName', 'industry', 'stage', 'roundSize', 'geography'] as const;
export type CalibratedField = (typeof CALIBRATED_FIELDS)[number];
export type FactCalibration = Record<CalibratedField, FactConfidenceWeights>;

/**
 * What each feature is worth before any labelled deck is seen, in log-odds (the hand-set weights of ADR
 * 0027): the fit starts here and its penalty pulls towards these values, and the facts no label covers
 * (product, website, people) are scored with them. With all features at zero a fact leans to confident
 * (0.6); stated once on the slide made for it, 0.8; once in passing on an ordinary slide, 0.45; a name
 * from the file name alone, 0.15. A finder's own probability counts at face value.
 */
export const FACT_CONFIDENCE_PRIOR: FactConfidenceWeights = {
  intercept: 0.4,
  weights: {
    /** Each slide beyond the first that states the value (up to three more). */
    extraSlides: 0.5,
    singleMention: -0.6,
    onCover: 0.8,
    onDedicatedSlide: 1.0,
    agreement: 1.2,
    inferred: -0.6,
    noSlide: -1.5,
    finderLogOdds: 1.0,
    contested: -3,
    thinSupport: -3,
    aboutOthers: -1.0,
    scattered: -2,
  },
};

/** The side each weight must stay on: evidence for a value never counts against it, nor weak ground for it. */
export const FACT_FEATURE_DIRECTION: Record<FactFeatureName, 1 | -1 | 0> = {
  extraSlides: 1,
  singleMention: -1,
  onCover: 1,
  onDedicatedSlide: 1,
  agreement: 1,
  inferred: -1,
  noSlide: -1,
  finderLogOdds: 1,
  contested: -1,
  thinSupport: -1,
  aboutOthers: -1,
  scattered: -1,
};

/** A finder's probability as log-odds, bounded: a scorer's 0.999 is no stronger evidence than its 0.98. */
export function finderLogOdds(probability: number | null | undefined): number {
  if (probability === null || probability === undefined) return 0;
  const p = Math.min(0.98, Math.max(0.02, probability));
  return Math.log(p / (1 - p));
}

/** The confidence (0–1, three decimals) the weights give a fact's features. */
export function calibratedConfidence(vector: FactFeatureVector, weights: FactConfidenceWeights): number {
  return Math.round(namedProbability(FACT_FEATURE_NAMES, vector, weights) * 1000) / 1000;
}

/** The calibration that scores each field: the fitted one for a labelled field, else the prior. */
export function weightsForField(field: string, calibration: FactCalibration | undefined): FactConfidenceWeights {
  return (calibration && (CALIBRATED_FIELDS as readonly string[]).includes(field)
    ? calibration[field as CalibratedField]
    : undefined) ?? FACT_CONFIDENCE_PRIOR;
}
