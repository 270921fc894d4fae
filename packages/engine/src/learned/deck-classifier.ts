import type { HardRefusal } from '../deck-rules.ts';
import { DECK_FEATURE_NAMES, featureVector, type DeckFeatures } from '../deck-features.ts';
import { crossValidate, foldOf } from './cross-validation.ts';
import { contributions, fitLogistic, predictProbability, type LogisticModel } from './logistic-regression.ts';

/**
 * Is it a pitch deck? A logistic regression on the document's features (deck-features.ts), fitted on
 * labelled documents. Its weights live in the engine weights file (engine-weights.ts); this module
 * fits them and applies them.
 */

export interface DeckClassifierWeights extends LogisticModel {
  /** The feature of each coefficient, in order; checked against the engine's features on load. */
  features: string[];
  l2: number;
  /** At or above: a pitch deck. */
  threshold: number;
  /**
   * A decision is confident when the probability of what was decided is at least this; below it the
   * decision stands but is marked unsure.
   */
  confidentProbability: number;
}

export interface LabelledDocument {
  sha256: string;
  features: DeckFeatures;
  /** A hard rule's refusal (deck-rules.ts): such documents are refused whatever the weights. */
  hardRefusal: HardRefusal | null;
  isPitchDeck: boolean;
}

/** L2 strengths tried; the one with the best inner cross-validated log-loss on the training rows wins. */
export const L2_CANDIDATES = [0.03, 0.1, 0.3, 1, 3, 10];
/**
 * Refusing a real deck costs more than accepting a look-alike: the refused deck fails its upload and
 * is never screened, while an accepted look-alike sits in the list where the investor sees and deletes
 * it. At 1.5 times the cost, a document is a deck from P(deck) = 1 / (1 + 1.5) = 0.4.
 */
export const DECISION_THRESHOLD = 0.4;
/** A decision whose probability of being right is below this is marked unsure. */
export const CONFIDENT_PROBABILITY = 0.8;
const INNER_FOLDS = 4;

/**
 * Fits the weights on these documents only — the L2 strength too, chosen by an inner cross-validation
 * on folds drawn from other digits of the sha256 — so that an outer cross-validation measures what an
 * unseen document will see.
 */
export function fitDeckClassifier(all: LabelledDocument[]): DeckClassifierWeights {
  // The classifier weighs what the hard rules leave: it learns the hard cases, not the obvious ones.
  const documents = all;
  const rows = documents.map((d) => featureVector(d.features));
  const labels = documents.map((d) => d.isPitchDeck);
  const innerFold = (d: LabelledDocument) => foldOf(d.sha256.slice(8), INNER_FOLDS);
  let best = { l2: L2_CANDIDATES[0], loss: Infinity };
  for (const l2 of L2_CANDIDATES) {
    const predicted = crossValidate(
      documents,
      innerFold,
      INNER_FOLDS,
      (training) =>
        fitLogistic(
          training.map((d) => featureVector(d.features)),
          training.map((d) => d.isPitchDeck),
          { l2 },
        ),
      (model, d) => predictProbability(model, featureVector(d.features)),
    );
    const loss = logLoss(predicted, labels);
    if (loss < best.loss - 1e-12) best = { l2, loss };
  }
  const model = fitLogistic(rows, labels, { l2: best.l2 });
  return {
    features: [...DECK_FEATURE_NAMES],
    ...model,
    l2: best.l2,
    threshold: DECISION_THRESHOLD,
    confidentProbability: CONFIDENT_PROBABILITY,
  };
}

export interface DeckDecision {
  isPitchDeck: boolean;
  /** Probability that the document is a pitch deck. */
  probability: number;
  /** Probability that the decision is right: the probability of the side decided. */
  confidence: number;
  confident: boolean;
  /** Features by their pull on the decision, strongest against a deck first. */
  against: { feature: string; pull: number }[];
}

/** The rules first, then the weights. */
export function decideDeck(
  weights: DeckClassifierWeights,
  features: DeckFeatures,
  refusal: HardRefusal | null,
): DeckDecision {
  if (refusal) return { isPitchDeck: false, probability: 0, confidence: 1, confident: true, against: [] };
  return classifyDeck(weights, features);
}

export function classifyDeck(weights: DeckClassifierWeights, features: DeckFeatures): DeckDecision {
  const row = featureVector(features, weights.features);
  const probability = predictProbability(weights, row);
  const isPitchDeck = probability >= weights.threshold;
  const confidence = isPitchDeck ? probability : 1 - probability;
  const against = contributions(weights, row)
    .map((pull, j) => ({ feature: weights.features[j], pull }))
    .filter((c) => c.pull < 0)
    .sort((a, b) => a.pull - b.pull);
  return {
    isPitchDeck,
    probability,
    confidence,
    confident: confidence >= weights.confidentProbability,
    against,
  };
}

function logLoss(probabilities: number[], labels: boolean[]): number {
  const eps = 1e-12;
  return (
    probabilities.reduce(
      (sum, p, i) => sum - (labels[i] ? Math.log(Math.max(p, eps)) : Math.log(Math.max(1 - p, eps))),
      0,
    ) / probabilities.length
  );
}
