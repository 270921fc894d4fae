/**
 * A logistic scorer for company-name candidates: one named weight per feature (company-features.ts),
 * fitted on labelled decks by `npm run fit:company` (apps/server/scripts/fit-company.ts), and a
 * threshold below which the engine does not take a candidate as the deck's statement of its name.
 */
import { COMPANY_FEATURES, type CompanyCandidate, type CompanyFeatures } from './company-features.ts';
import { namedProbability, type NamedLogisticWeights } from './learned/named-logistic.ts';

export type CompanyWeights = NamedLogisticWeights<(typeof COMPANY_FEATURES)[number]>;

export interface CompanyModel extends CompanyWeights {
  /** The lowest probability at which the best candidate is reported as the company's name. */
  threshold: number;
}

/**
 * What each feature is worth before any deck is seen, in log-odds, from what it means: the fit starts
 * here and its penalty pulls towards these values, so a feature few decks carry keeps its meaning.
 */
export const COMPANY_PRIOR: CompanyWeights = {
  intercept: -5,
  weights: {
    legalForm: 2,
    selfDescription: 2,
    subjectOfVerb: 0.5,
    cover: 1.5,
    coverFirstLine: 1,
    coverLineAlone: 1,
    uncontestedCover: 1.5,
    coined: 0.5,
    runningFooter: 1,
    repeated: 0,
    webDomain: 2.5,
    emailDomain: 1.5,
    domainOnly: -1.5,
    fileName: 1,
    evidence: 2,
    slideShare: 1,
    slideCount: 0.3,
    lastSlide: 0.5,
    commonWord: -2,
    allCaps: 0,
    personName: -3,
    othersSlide: -2,
    inList: -1.5,
    fragment: -3,
    ocrGarbage: -2,
    // Names are written in capitals or Title Case; "Blockchain powered" starts a tagline.
    taglineShape: -3,
    ordinaryWordEnding: -1.5,
    multiWord: 0,
  },
};

/** The probability that a candidate is the company's name. */
export function scoreCompanyCandidate(features: CompanyFeatures, model: CompanyWeights): number {
  return namedProbability(COMPANY_FEATURES, features, model);
}

export interface RankedCompany {
  candidate: CompanyCandidate;
  probability: number;
}

/** Candidates, most probable first (ties: the one the deck names earlier). */
export function rankCompanyCandidates(
  candidates: CompanyCandidate[],
  model: CompanyWeights,
): RankedCompany[] {
  return candidates
    .map((candidate) => ({ candidate, probability: scoreCompanyCandidate(candidate.features, model) }))
    .sort((a, b) => b.probability - a.probability || a.candidate.evidenceSlide - b.candidate.evidenceSlide);
}

/** One deck as the threshold sees it: its best candidate's probability and which answer is right. */
export interface CompanyDecision {
  probability: number;
  /** Reporting the best candidate is right. */
  rightIfReported: boolean;
  /** Withholding it (the file name's words, or "Unknown Company") is right. */
  rightIfWithheld: boolean;
}

/**
 * The threshold that serves investors best: a name read right counts 1, a name withheld 0 when wrong,
 * and a wrong name claimed as the deck's own −1 — an invented name misleads, a missing one only asks.
 * Cuts lie halfway between the decks' probabilities;
 * where a run of neighbouring cuts ties, the middle of the widest run (in probability), so that a deck
 * unlike the training decks has the widest margin either side and a fold's few decks move it little.
 */
export function fitCompanyThreshold(decks: CompanyDecision[]): number {
  if (decks.length === 0) return 0.5;
  const probabilities = [...new Set(decks.map((d) => d.probability))].sort((a, b) => a - b);
  const cuts = [
    probabilities[0] / 2,
    ...probabilities.slice(1).map((p, i) => (p + probabilities[i]) / 2),
    (probabilities.at(-1)! + 1) / 2,
  ];
  const counts = cuts.map((cut) =>
    decks.reduce((sum, d) => {
      if (d.probability < cut) return sum + (d.rightIfWithheld ? 1 : 0);
      return sum + (d.rightIfReported ? 1 : -1);
    }, 0),
  );
  const most = Math.max(...counts);
  let best = { from: 0, to: 0, span: -1 };
  for (let i = 0; i < cuts.length; i++) {
    if (counts[i] !== most || (i > 0 && counts[i - 1] === most)) continue;
    let j = i;
    while (j + 1 < cuts.length && counts[j + 1] === most) j++;
    if (cuts[j] - cuts[i] > best.span) best = { from: cuts[i], to: cuts[j], span: cuts[j] - cuts[i] };
  }
  return (best.from + best.to) / 2;
}
