/**
 * How well the learned is-a-deck decision holds on documents it was not fitted on: fitted on all
 * documents (the figure on the training data) against k-fold cross-validated (each document predicted by
 * weights fitted without its fold), with the accuracy of confident decisions, their share and a
 * calibration table.
 */
import {
  decideDeck,
  fitDeckClassifier,
  type DeckClassifierWeights,
  type LabelledDocument,
} from '@pitchscope/engine/learned/deck-classifier';
import {
  calibrationTable,
  crossValidate,
  foldOf,
} from '@pitchscope/engine/learned/cross-validation';

export interface DeckPrediction {
  probability: number;
  isPitchDeck: boolean;
  confident: boolean;
}

export interface DeckScores {
  accuracy: number;
  /** Accuracy of the confident decisions; null when none is confident. */
  confidentAccuracy: number | null;
  /** Share of the decisions that are confident. */
  coverage: number;
}

export interface DeckCrossValidation {
  folds: number;
  fitted: DeckScores;
  crossValidated: DeckScores;
  /** Each document's cross-validated prediction, in the order given. */
  predictions: DeckPrediction[];
  fittedWeights: DeckClassifierWeights;
}

export function crossValidateDeckClassifier<T extends LabelledDocument>(
  documents: T[],
  folds: number,
): DeckCrossValidation {
  const predict = (weights: DeckClassifierWeights, d: LabelledDocument): DeckPrediction => {
    const decision = decideDeck(weights, d.features, d.hardRefusal);
    return {
      probability: decision.probability,
      isPitchDeck: decision.isPitchDeck,
      confident: decision.confident,
    };
  };
  const fittedWeights = fitDeckClassifier(documents);
  const fitted = documents.map((d) => predict(fittedWeights, d));
  const predictions = crossValidate(
    documents,
    (d) => foldOf(d.sha256, folds),
    folds,
    fitDeckClassifier,
    predict,
  );
  return {
    folds,
    fitted: scoreDeckPredictions(fitted, documents),
    crossValidated: scoreDeckPredictions(predictions, documents),
    predictions,
    fittedWeights,
  };
}

export function scoreDeckPredictions(
  predictions: DeckPrediction[],
  documents: LabelledDocument[],
): DeckScores {
  const right = predictions.map((p, i) => p.isPitchDeck === documents[i].isPitchDeck);
  const confident = predictions
    .map((p, i) => ({ confident: p.confident, right: right[i] }))
    .filter((p) => p.confident);
  return {
    accuracy: right.filter(Boolean).length / predictions.length,
    confidentAccuracy: confident.length ? confident.filter((p) => p.right).length / confident.length : null,
    coverage: confident.length / predictions.length,
  };
}

export function printCalibration(predictions: DeckPrediction[], documents: LabelledDocument[]): void {
  console.log('  predicted P(deck)   count   observed share of decks   mean predicted');
  for (const bin of calibrationTable(
    predictions.map((p) => p.probability),
    documents.map((d) => d.isPitchDeck),
  )) {
    const range = `${bin.from.toFixed(1)}–${bin.to.toFixed(1)}`;
    console.log(
      `  ${range.padEnd(20)}${String(bin.count).padEnd(8)}${(bin.observedRate === null ? '—' : `${(100 * bin.observedRate).toFixed(0)}%`).padEnd(26)}${bin.meanPredicted === null ? '—' : bin.meanPredicted.toFixed(2)}`,
    );
  }
}

export const percent = (x: number | null) => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);

export interface CorrectionRefit {
  /** The corpus alone, as before the corrections. */
  before: DeckCrossValidation;
  /** The corpus and the corrections together. */
  after: DeckCrossValidation;
  /** Corrections decided as the investor said by the weights fitted on the corpus alone. */
  correctionsAgreedBefore: number;
  /** … and by the cross-validated refit (each correction read by weights that never saw its fold). */
  correctionsAgreedAfter: number;
}

/** Refits the is-a-deck weights on the corpus plus investors' corrections and says what changed. */
export function refitWithCorrections<T extends LabelledDocument>(corpus: T[], corrections: T[], folds: number): CorrectionRefit {
  const before = crossValidateDeckClassifier(corpus, folds);
  const after = crossValidateDeckClassifier([...corpus, ...corrections], folds);
  const agreedBefore = corrections.filter(
    (d) => decideDeck(before.fittedWeights, d.features, d.hardRefusal).isPitchDeck === d.isPitchDeck,
  ).length;
  const agreedAfter = after.predictions
    .slice(corpus.length)
    .filter((prediction, i) => prediction.isPitchDeck === corrections[i]!.isPitchDeck).length;
  return { before, after, correctionsAgreedBefore: agreedBefore, correctionsAgreedAfter: agreedAfter };
}
