/**
 * Fitting the company-name scorer on labelled decks, and measuring it honestly: the fitted figure
 * (weights fitted on every deck, scored on the same decks) beside a k-fold cross-validated one (weights
 * and threshold fitted on k−1 folds, each deck scored by the model that never saw it). Folds are fixed
 * by each document's sha256 (learned/cross-validation.ts).
 */
import { METADATA_DEFAULTS } from '@pitchscope/domain/constants';
import type { DeckText } from '../src/modules/analysis/analysis.provider.ts';
import { findCompanyCandidates } from '@pitchscope/engine/company';
import { nameFromFileName } from '@pitchscope/engine/company-file-name';
import {
  COMPANY_FEATURE_DIRECTION,
  COMPANY_FEATURES,
  type CompanyCandidate,
} from '@pitchscope/engine/company-features';
import {
  COMPANY_PRIOR,
  fitCompanyThreshold,
  rankCompanyCandidates,
  type CompanyModel,
} from '@pitchscope/engine/company-scorer';
import { crossValidate, foldOf } from '@pitchscope/engine/learned/cross-validation';
import { fitNamedLogistic } from '@pitchscope/engine/learned/named-logistic';
import { withinReadingBudget } from '@pitchscope/engine/local.provider';
import { toSlides } from '@pitchscope/engine/text';
import { isUnknown, namesMatch } from './eval-labels.ts';

/**
 * The pull towards the prior weights, per training row. Chosen among 0.1, 0.03 and 0.01 by the
 * cross-validated figure on the corpus (2026-11-27): a mild selection on the held-out folds.
 */
export const COMPANY_L2 = 0.03;

/** A labelled deck as the fit sees it: its candidates, the labelled name and the file name's words. */
export interface LabelledCompanyDeck {
  file: string;
  sha256: string;
  /** The labelled name, or null when the deck does not state one. */
  company: string | null;
  /** What the engine answers when it withholds a name: the file name's words (inferred), if any. */
  fallback: string | null;
  candidates: CompanyCandidate[];
}

/** A deck's candidates as the local engine reads them (within its reading budget). */
export function companyDeckOf(deck: DeckText, sha256: string, labelledName: string): LabelledCompanyDeck {
  const slides = toSlides(withinReadingBudget(deck).pages);
  return {
    file: deck.fileName,
    sha256,
    company: isUnknown(labelledName) ? null : labelledName,
    fallback: nameFromFileName(deck.fileName),
    candidates: findCompanyCandidates(slides, deck.fileName),
  };
}

function rightIfWithheld(deck: LabelledCompanyDeck): boolean {
  return deck.company === null || namesMatch(deck.company, deck.fallback ?? METADATA_DEFAULTS.companyName);
}

export function fitCompanyModel(decks: LabelledCompanyDeck[], l2 = COMPANY_L2): CompanyModel {
  const rows = decks.flatMap((d) => d.candidates.map((c) => c.features));
  const labels = decks.flatMap((d) =>
    d.candidates.map((c) => d.company !== null && namesMatch(d.company, c.name)),
  );
  if (rows.length === 0) throw new Error('No candidates to fit the company scorer on');
  const weights = fitNamedLogistic(COMPANY_FEATURES, rows, labels, {
    l2,
    prior: COMPANY_PRIOR,
    directions: COMPANY_FEATURE_DIRECTION,
  });
  const threshold = fitCompanyThreshold(
    decks
      .filter((d) => d.candidates.length > 0)
      .map((d) => {
        const [top] = rankCompanyCandidates(d.candidates, weights);
        return {
          probability: top.probability,
          rightIfReported: d.company !== null && namesMatch(d.company, top.candidate.name),
          rightIfWithheld: rightIfWithheld(d),
        };
      }),
  );
  return { ...weights, threshold };
}

export interface CompanyOutcome {
  file: string;
  company: string | null;
  /** The name the engine reports, or the fallback it shows when it withholds one. */
  reported: string;
  /** The name is read from the deck (the scorer reached the threshold). */
  stated: boolean;
  probability: number;
  right: boolean;
}

/** As the engine answers: the best candidate at or above the threshold, else the file name's words. */
export function decideCompany(deck: LabelledCompanyDeck, model: CompanyModel): CompanyOutcome {
  const [top] = rankCompanyCandidates(deck.candidates, model);
  const stated = top !== undefined && top.probability >= model.threshold;
  const reported = stated ? top.candidate.name : (deck.fallback ?? METADATA_DEFAULTS.companyName);
  const right = deck.company === null ? !stated : namesMatch(deck.company, reported);
  return {
    file: deck.file,
    company: deck.company,
    reported,
    stated,
    probability: top?.probability ?? 0,
    right,
  };
}

export interface CompanyScore {
  /** Decks whose label names the company: the name read right. */
  named: { correct: number; total: number };
  /** Decks that do not name it: no name claimed as stated. */
  silent: { correct: number; total: number };
  outcomes: CompanyOutcome[];
}

export function scoreCompanyOutcomes(outcomes: CompanyOutcome[]): CompanyScore {
  const named = outcomes.filter((o) => o.company !== null);
  const silent = outcomes.filter((o) => o.company === null);
  return {
    named: { correct: named.filter((o) => o.right).length, total: named.length },
    silent: { correct: silent.filter((o) => o.right).length, total: silent.length },
    outcomes,
  };
}

export interface CompanyCrossValidation {
  model: CompanyModel;
  fitted: CompanyScore;
  crossValidated: CompanyScore;
}

/** Fitted on every deck and scored on them, beside each deck scored by weights fitted without its fold. */
export function crossValidateCompany(
  decks: LabelledCompanyDeck[],
  folds: number,
  l2 = COMPANY_L2,
): CompanyCrossValidation {
  const model = fitCompanyModel(decks, l2);
  const fitted = scoreCompanyOutcomes(decks.map((d) => decideCompany(d, model)));
  const crossValidated = scoreCompanyOutcomes(
    crossValidate(
      decks,
      (d) => foldOf(d.sha256, folds),
      folds,
      (training) => fitCompanyModel(training, l2),
      (m, d) => decideCompany(d, m),
    ),
  );
  return { model, fitted, crossValidated };
}
