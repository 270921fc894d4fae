/**
 * Fitting the location scorer on labelled decks, and measuring it honestly: the fitted figure (weights
 * fitted on every deck, scored on the same decks) beside a k-fold cross-validated one (weights and
 * threshold fitted on k−1 folds, each deck scored by the model that never saw it). Folds are fixed by
 * each document's sha256, so a deck sits in the same fold on every run and machine.
 */
import { countriesOfPlace } from '@pitchscope/domain/geography';
import {
  LOCATION_FEATURE_DIRECTION,
  type LocationCandidate,
} from '@pitchscope/engine/location-candidates';
import { formatLocation, rankLocationCandidates } from '@pitchscope/engine/location-finder';
import {
  fitLocationWeights,
  fitThreshold,
  LOCATION_PRIOR,
  type LocationModel,
} from '@pitchscope/engine/location-scorer';
import { placesMatch } from './eval-labels.ts';

export const LOCATION_FOLDS = 5;
/**
 * The pull towards the prior weights. Chosen among 0.1, 0.03 and 0.01 by the cross-validated figure
 * on the corpus (2026-11-27): a mild selection on the held-out folds, so that figure is a little
 * optimistic. A stronger pull keeps each weight near what its words mean when few decks carry it.
 */
export const LOCATION_L2 = 0.1;

/** A labelled deck as the fit sees it: its candidates and where the label says the company is. */
export interface LabelledDeck {
  file: string;
  sha256: string;
  /** The labelled location, or null when the deck does not state one. */
  location: string | null;
  candidates: LocationCandidate[];
}

/** The fold of a document: the first 8 hex digits of its sha256 as an integer, modulo k. */
export function foldOf(sha256: string, folds = LOCATION_FOLDS): number {
  if (!/^[0-9a-f]{8}/i.test(sha256)) throw new Error(`Not a sha256: "${sha256}"`);
  return Number.parseInt(sha256.slice(0, 8), 16) % folds;
}

/** A candidate is right when it names the labelled place or the labelled place's country. */
export function candidateIsRight(location: string | null, candidate: LocationCandidate): boolean {
  if (location === null) return false;
  return (
    placesMatch(location, formatLocation(candidate.best)) || countriesOfPlace(location).has(candidate.key)
  );
}

/** The candidates the engine may report (those with a location cue): the only ones the scorer decides on. */
function reportable(deck: LabelledDeck): LocationCandidate[] {
  return deck.candidates.filter((c) => c.locationCue);
}

export function fitLocationModel(decks: LabelledDeck[], l2 = LOCATION_L2): LocationModel {
  const rows = decks.flatMap((d) => reportable(d).map((c) => c.features));
  const labels = decks.flatMap((d) => reportable(d).map((c) => candidateIsRight(d.location, c)));
  const weights =
    rows.length > 0
      ? fitLocationWeights(rows, labels, {
          l2,
          directions: LOCATION_FEATURE_DIRECTION,
          prior: LOCATION_PRIOR,
        })
      : null;
  if (!weights) throw new Error('No candidates to fit the location scorer on');
  const threshold = fitThreshold(
    decks
      .filter((d) => reportable(d).length > 0)
      .map((d) => {
        const [top] = rankLocationCandidates(reportable(d), weights);
        return {
          probability: top.probability,
          bestIsRight: candidateIsRight(d.location, top.candidate),
          stated: d.location !== null,
        };
      }),
  );
  return { ...weights, threshold };
}

export interface DeckOutcome {
  file: string;
  location: string | null;
  /** What the model reports: a value, or null for "not stated". */
  reported: string | null;
  probability: number;
  right: boolean;
}

export function decide(deck: LabelledDeck, model: LocationModel): DeckOutcome {
  const [top] = rankLocationCandidates(reportable(deck), model);
  const reports = top !== undefined && top.probability >= model.threshold;
  const reported = reports ? formatLocation(top.candidate.best) : null;
  const right = deck.location === null ? !reports : reports && candidateIsRight(deck.location, top.candidate);
  return { file: deck.file, location: deck.location, reported, probability: top?.probability ?? 0, right };
}

export interface LocationScore {
  stated: { correct: number; total: number };
  silent: { correct: number; total: number };
  outcomes: DeckOutcome[];
}

export function scoreOutcomes(outcomes: DeckOutcome[]): LocationScore {
  const stated = outcomes.filter((o) => o.location !== null);
  const silent = outcomes.filter((o) => o.location === null);
  return {
    stated: { correct: stated.filter((o) => o.right).length, total: stated.length },
    silent: { correct: silent.filter((o) => o.right).length, total: silent.length },
    outcomes,
  };
}

/** Every deck scored by a model fitted on the other folds only. */
export function crossValidateLocation(
  decks: LabelledDeck[],
  folds = LOCATION_FOLDS,
  l2 = LOCATION_L2,
): LocationScore {
  const outcomes: DeckOutcome[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const held = decks.filter((d) => foldOf(d.sha256, folds) === fold);
    if (held.length === 0) continue;
    const model = fitLocationModel(
      decks.filter((d) => foldOf(d.sha256, folds) !== fold),
      l2,
    );
    outcomes.push(...held.map((d) => decide(d, model)));
  }
  return scoreOutcomes(outcomes);
}
