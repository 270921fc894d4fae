/**
 * A logistic scorer for location candidates: one named weight per feature, fitted on labelled decks by
 * `apps/server/scripts/fit-location.ts`, and a threshold below which the engine says the deck does not
 * state where the company is rather than guess. Deterministic: batch gradient descent from zero, a
 * fixed step and a fixed number of steps, so the same rows give the same weights on every machine.
 */
import { LOCATION_FEATURES, type LocationFeature, type LocationFeatures } from './location-candidates.ts';

export interface LocationModel {
  intercept: number;
  weights: Record<LocationFeature, number>;
  /** The lowest probability at which the best candidate is reported as the location. */
  threshold: number;
}

export interface LogisticFitOptions {
  /** Strength of the L2 penalty on the weights (not the intercept), per training row. */
  l2: number;
  steps?: number;
  learningRate?: number;
  /** Where the fit starts and what the penalty pulls towards (zero when absent). */
  prior?: Omit<LocationModel, 'threshold'>;
  /** Per feature, the side its weight must stay on (1: not below 0, −1: not above 0, 0: either). */
  directions?: Partial<Record<LocationFeature, 1 | -1 | 0>>;
}

/**
 * What each feature is worth before any deck is seen, in log-odds, from what the words mean: the fit
 * starts here and the L2 penalty pulls towards these values rather than towards zero, so that a feature
 * only a couple of labelled decks carry (a registration line, a postcode) keeps the weight its meaning
 * gives it instead of whatever those decks happen to say.
 */
export const LOCATION_PRIOR: Omit<LocationModel, 'threshold'> = {
  intercept: -4,
  weights: {
    cover: 1.5,
    contactSlide: 1.5,
    lastSlide: 1,
    teamSlide: 0,
    marketSlide: -1,
    competitionSlide: -1.5,
    hqPhrase: 4,
    registration: 4,
    streetAddress: 3,
    postcode: 2,
    contactDetailsOnLine: 1,
    signatureBlock: 1.5,
    phoneAgrees: 1,
    phoneOtherCountry: -1,
    aloneOnLine: 0.5,
    signOff: 2.5,
    placeBased: 2,
    domainAgrees: 1,
    ownSentence: 2.5,
    hometownClaim: 2.5,
    serviceArea: 2,
    affiliation: 2,
    marketWords: -3,
    pastEmployer: -3,
    disclaimer: -5,
    personal: -4,
    listOfPlaces: -2,
    statistic: -2,
    isCity: 0.5,
    cityWithCountry: 0.5,
    slideCount: 0.5,
    placeShare: 1,
  },
};

const DEFAULT_STEPS = 3000;
const DEFAULT_LEARNING_RATE = 0.5;

/** The probability that a candidate is where the company is. */
export function scoreLocationCandidate(
  features: LocationFeatures,
  model: Omit<LocationModel, 'threshold'>,
): number {
  return sigmoid(logOdds(features, model));
}

/** Each feature's pull on the log-odds, for explaining a decision. */
export function featureContributions(
  features: LocationFeatures,
  model: Omit<LocationModel, 'threshold'>,
): Partial<Record<LocationFeature, number>> {
  return Object.fromEntries(
    LOCATION_FEATURES.filter((name) => features[name] !== 0).map((name) => [
      name,
      model.weights[name] * features[name],
    ]),
  );
}

function logOdds(features: LocationFeatures, model: Omit<LocationModel, 'threshold'>): number {
  let z = model.intercept;
  for (const name of LOCATION_FEATURES) z += model.weights[name] * features[name];
  return z;
}

export function fitLocationWeights(
  rows: LocationFeatures[],
  labels: boolean[],
  options: LogisticFitOptions,
): Omit<LocationModel, 'threshold'> {
  if (rows.length === 0 || rows.length !== labels.length)
    throw new Error('fitLocationWeights needs one label per row');
  const x = rows.map((row) => LOCATION_FEATURES.map((name) => row[name]));
  const y = labels.map((label) => (label ? 1 : 0));
  const width = LOCATION_FEATURES.length;
  const prior = LOCATION_FEATURES.map((name) => options.prior?.weights[name] ?? 0);
  const w = [...prior];
  let b = options.prior?.intercept ?? 0;
  const rate = options.learningRate ?? DEFAULT_LEARNING_RATE;
  for (let step = 0; step < (options.steps ?? DEFAULT_STEPS); step++) {
    const gradient = w.map((wj, j) => options.l2 * (wj - prior[j]));
    let gradientB = 0;
    for (let i = 0; i < x.length; i++) {
      let z = b;
      for (let j = 0; j < width; j++) z += w[j] * x[i][j];
      const error = sigmoid(z) - y[i];
      gradientB += error / x.length;
      for (let j = 0; j < width; j++) gradient[j] += (error * x[i][j]) / x.length;
    }
    b -= rate * gradientB;
    for (let j = 0; j < width; j++) {
      w[j] -= rate * gradient[j];
      const direction = options.directions?.[LOCATION_FEATURES[j]] ?? 0;
      if (w[j] * direction < 0) w[j] = 0;
    }
  }
  return {
    intercept: b,
    weights: Object.fromEntries(LOCATION_FEATURES.map((name, j) => [name, w[j]])) as Record<
      LocationFeature,
      number
    >,
  };
}

/** One deck's decision as the threshold sees it: the best candidate's probability and whether it is right. */
export interface DeckDecision {
  probability: number;
  /** The best candidate is the labelled location (false also when the deck states none). */
  bestIsRight: boolean;
  /** The deck states a location. */
  stated: boolean;
}

/**
 * The threshold that makes the most decks right: a stated location read correctly, or a silent deck
 * (or one whose best candidate is wrong) left "not stated". Cuts lie halfway between the decks'
 * probabilities; of the cuts that tie, the middle one, so that a deck unlike the training decks has
 * the widest margin either side.
 */
export function fitThreshold(decks: DeckDecision[]): number {
  const probabilities = [...new Set(decks.map((d) => d.probability))].sort((a, b) => a - b);
  const cuts = [
    probabilities[0] / 2,
    ...probabilities.slice(1).map((p, i) => (p + probabilities[i]) / 2),
    (probabilities.at(-1)! + 1) / 2,
  ];
  const rightAt = (cut: number) =>
    decks.filter((d) => (d.probability >= cut ? d.bestIsRight : !d.stated)).length;
  const counts = cuts.map(rightAt);
  const most = Math.max(...counts);
  const best = cuts.filter((_, i) => counts[i] === most);
  return best[Math.floor((best.length - 1) / 2)];
}

function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}
