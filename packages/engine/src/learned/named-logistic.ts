/**
 * Logistic regression over named features, fitted towards prior weights: the fit starts from what each
 * feature means (in log-odds) and the L2 penalty pulls towards those values rather than towards zero,
 * so a feature only a few labelled decks carry keeps the weight its meaning gives it. Each weight may be
 * held on one side of zero. Deterministic: batch gradient descent from the prior with a fixed step and
 * a fixed number of steps, so the same rows give the same weights on every machine.
 */
import { sigmoid } from './logistic-regression.ts';

export interface NamedLogisticWeights<F extends string> {
  intercept: number;
  weights: Record<F, number>;
}

export interface NamedFitOptions<F extends string> {
  /** Strength of the L2 penalty pulling each weight (not the intercept) towards its prior, per row. */
  l2: number;
  prior: NamedLogisticWeights<F>;
  /** Per feature, the side its weight must stay on (1: not below 0, −1: not above 0, 0: either). */
  directions?: Partial<Record<F, 1 | -1 | 0>>;
  steps?: number;
  learningRate?: number;
}

const DEFAULT_STEPS = 3000;
const DEFAULT_LEARNING_RATE = 0.5;

export function namedLogOdds<F extends string>(
  features: readonly F[],
  row: Record<F, number>,
  model: NamedLogisticWeights<F>,
): number {
  let z = model.intercept;
  for (const name of features) z += model.weights[name] * row[name];
  return z;
}

export function namedProbability<F extends string>(
  features: readonly F[],
  row: Record<F, number>,
  model: NamedLogisticWeights<F>,
): number {
  return sigmoid(namedLogOdds(features, row, model));
}

export function fitNamedLogistic<F extends string>(
  features: readonly F[],
  rows: Record<F, number>[],
  labels: boolean[],
  options: NamedFitOptions<F>,
): NamedLogisticWeights<F> {
  if (rows.length === 0 || rows.length !== labels.length)
    throw new Error('fitNamedLogistic needs one label per row');
  const x = rows.map((row) => features.map((name) => row[name]));
  const y = labels.map((label) => (label ? 1 : 0));
  const prior = features.map((name) => options.prior.weights[name]);
  const w = [...prior];
  let b = options.prior.intercept;
  const rate = options.learningRate ?? DEFAULT_LEARNING_RATE;
  for (let step = 0; step < (options.steps ?? DEFAULT_STEPS); step++) {
    const gradient = w.map((wj, j) => options.l2 * (wj - prior[j]));
    let gradientB = 0;
    for (let i = 0; i < x.length; i++) {
      let z = b;
      for (let j = 0; j < w.length; j++) z += w[j] * x[i][j];
      const error = sigmoid(z) - y[i];
      gradientB += error / x.length;
      for (let j = 0; j < w.length; j++) gradient[j] += (error * x[i][j]) / x.length;
    }
    b -= rate * gradientB;
    for (let j = 0; j < w.length; j++) {
      w[j] -= rate * gradient[j];
      if (w[j] * (options.directions?.[features[j]] ?? 0) < 0) w[j] = 0;
    }
  }
  return {
    intercept: b,
    weights: Object.fromEntries(features.map((name, j) => [name, w[j]])) as Record<F, number>,
  };
}
