/**
 * Cross-validation with folds fixed by each document's sha256, so that a document sits in the same
 * fold on every run and every machine, whatever the order or the names of the files.
 */

export const DEFAULT_FOLDS = 5;

/** The fold of a document: the first 8 hex digits of its sha256 as an integer, modulo k. */
export function foldOf(sha256: string, folds: number): number {
  if (!/^[0-9a-f]{8}/i.test(sha256)) throw new Error(`Not a sha256: "${sha256}"`);
  if (!Number.isInteger(folds) || folds < 2)
    throw new Error(`Cross-validation needs at least 2 folds, got ${folds}`);
  return Number.parseInt(sha256.slice(0, 8), 16) % folds;
}

/**
 * Each item's prediction by a model fitted without its fold: `fit` sees the k−1 other folds only, so
 * every weight, threshold and list it learns is learned without the item it then predicts.
 */
export function crossValidate<T, M, P>(
  items: T[],
  foldOfItem: (item: T) => number,
  folds: number,
  fit: (training: T[]) => M,
  predict: (model: M, item: T) => P,
): P[] {
  const predictions = new Array<P>(items.length);
  for (let fold = 0; fold < folds; fold++) {
    const held = items.map((item, i) => ({ item, i })).filter(({ item }) => foldOfItem(item) === fold);
    if (held.length === 0) continue;
    const model = fit(items.filter((item) => foldOfItem(item) !== fold));
    for (const { item, i } of held) predictions[i] = predict(model, item);
  }
  return predictions;
}

export interface CalibrationBin {
  /** Predicted probabilities in [from, to). The last bin includes 1. */
  from: number;
  to: number;
  count: number;
  /** Share of the bin's items that are positive; null for an empty bin. */
  observedRate: number | null;
  meanPredicted: number | null;
}

/** A reliability table: predicted probability in ten bins against the observed rate of positives. */
export function calibrationTable(probabilities: number[], outcomes: boolean[], bins = 10): CalibrationBin[] {
  return Array.from({ length: bins }, (_, b) => {
    const from = b / bins;
    const to = (b + 1) / bins;
    const inBin = probabilities
      .map((p, i) => ({ p, outcome: outcomes[i] }))
      .filter(({ p }) => p >= from && (p < to || (b === bins - 1 && p <= to)));
    return {
      from,
      to,
      count: inBin.length,
      observedRate: inBin.length ? inBin.filter((x) => x.outcome).length / inBin.length : null,
      meanPredicted: inBin.length ? inBin.reduce((s, x) => s + x.p, 0) / inBin.length : null,
    };
  });
}
