import { CandidateBoard, normalizeName } from './company-candidates.ts';
import { describeCandidates, EVIDENCE_SCALE, type CompanyCandidate } from './company-features.ts';
import { rankCompanyCandidates, type CompanyModel } from './company-scorer.ts';
import { builtInEngineWeights } from './learned/engine-weights.ts';
import type { FinderDoubt } from './learned/fact-calibration.ts';
import { findDeckDomains } from './company-domains.ts';
import {
  discountCommonWords,
  discountCredits,
  findCoinedNames,
  findCoverNames,
  findDomainNames,
  findFileNameAgreement,
  findLegalNames,
  findLowerCaseBrands,
  findRepeatedProperNames,
  findRunningFooters,
  findSelfDescriptions,
  preferLongerNames,
  viewDeck,
  type DeckView,
} from './company-finders.ts';
import { METADATA_DEFAULTS } from '@pitchscope/domain/constants';
import { inferred, NOT_FOUND, stated, type Found } from './found.ts';
import type { Slide } from './text.ts';

/**
 * Company name. Candidates come from several independent kinds of evidence, each read by its own
 * finder (company-finders.ts): the deck's own domain names and e-mail addresses, © and legal-suffix
 * lines, the title slide, "X is a ..." sentences, capitalised words the deck never writes in lower case
 * (and brands styled in lower case), and agreement with the file name. Each candidate is described by
 * named features (company-features.ts) and a logistic scorer with fitted weights (company-scorer.ts,
 * the engine weights file) gives the probability that it is the name; below the fitted threshold the deck
 * is taken not to state it.
 */

export { findDeckDomains, type DeckDomain } from './company-domains.ts';
export { normalizeName } from './company-candidates.ts';
export { fileNameTokens, nameFromFileName } from './company-file-name.ts';
import { nameFromFileName } from './company-file-name.ts';

export interface NameGuess {
  name: string;
  /** The sum of the finders' evidence on the board, for explaining; the decision is `confidence`'s. */
  score: number;
  slides: number[];
  /** The scorer's probability that this is the company's name, 0..1. */
  confidence: number;
  /** The slide the name is read from (the cover, a self-description, else its first mention). */
  evidenceSlide: number;
  /** What speaks against the name as a fact: a rival name nearly as probable, a name on others' slides or in a list. */
  doubt: FinderDoubt;
}

/** The finders in the order they run: evidence first, then the adjustments that weigh it. */
const FINDERS: ((deck: DeckView, board: CandidateBoard) => void)[] = [
  findLegalNames,
  findSelfDescriptions,
  findCoinedNames,
  findCoverNames,
  findRunningFooters,
  findCoinedNames,
  findRepeatedProperNames,
  findLowerCaseBrands,
  findDomainNames,
  discountCredits,
  findFileNameAgreement,
  discountCommonWords,
  preferLongerNames,
];

/** Every name the finders propose, with the features the scorer weighs. */
export function findCompanyCandidates(slides: Slide[], fileName: string): CompanyCandidate[] {
  const deck = viewDeck(slides, fileName, findDeckDomains(slides));
  const board = new CandidateBoard();
  for (const finder of FINDERS) finder(deck, board);
  return describeCandidates(deck, board);
}

export interface CompanyReading {
  /** The name, when the best candidate reaches the threshold. */
  guess: NameGuess | null;
  /** The best candidate below the threshold: what the deck may call itself, not sure. */
  unsure: NameGuess | null;
}

/** The company's name as the scorer reads it, or what it may be when no candidate is sure enough. */
export function readCompanyName(
  slides: Slide[],
  fileName: string,
  model: CompanyModel = builtInEngineWeights().company,
): CompanyReading {
  const [top, ...others] = rankCompanyCandidates(findCompanyCandidates(slides, fileName), model);
  if (!top) return { guess: null, unsure: null };
  const { candidate, probability } = top;
  // A shorter or longer form of the same name ("Acme" beside "Acme Pay") is no rival reading.
  const key = normalizeName(candidate.name);
  const runnerUp = others.find(({ candidate: other }) => {
    const otherKey = normalizeName(other.name);
    return otherKey.length > 0 && !otherKey.includes(key) && !key.includes(otherKey);
  });
  const guess: NameGuess = {
    name: candidate.name,
    score: candidate.features.evidence * EVIDENCE_SCALE,
    slides: candidate.slides.slice(0, 5),
    confidence: probability,
    evidenceSlide: candidate.evidenceSlide,
    doubt: {
      runnerUpShare: probability > 0 ? Math.min(1, (runnerUp?.probability ?? 0) / probability) : 0,
      aboutOthers: Math.max(candidate.features.othersSlide, candidate.features.inList),
      thinSupport: 0,
    },
  };
  return probability >= model.threshold ? { guess, unsure: null } : { guess: null, unsure: guess };
}

export function guessCompanyName(
  slides: Slide[],
  fileName: string,
  model: CompanyModel = builtInEngineWeights().company,
): NameGuess | null {
  return readCompanyName(slides, fileName, model).guess;
}

export interface CompanyFound extends Found {
  /**
   * The scorer's confidence in what is reported: the probability that the name is the company's, or,
   * when no name reaches the threshold, that the best candidate is not.
   */
  confidence: number;
  /** The slide the name is read from; null when the deck is not taken to state it. */
  evidenceSlide: number | null;
  /** What speaks against the name read from the deck (absent when none is). */
  doubt?: FinderDoubt;
  /** The best candidate below the threshold: what the deck may call itself, not sure. */
  unsure?: { value: string; slide: number; confidence: number };
}

/**
 * The company name as the record shows it: read from the deck when the scorer is sure enough; else the
 * uploader's file name (inferred, no slide to cite; spec pitch-deck-handling §5.3), else unknown.
 */
export function findCompanyName(
  slides: Slide[],
  fileName: string,
  model: CompanyModel = builtInEngineWeights().company,
): CompanyFound {
  const { guess, unsure } = readCompanyName(slides, fileName, model);
  if (guess)
    return {
      value: guess.name,
      source: stated(guess.slides),
      confidence: guess.confidence,
      evidenceSlide: guess.evidenceSlide,
      doubt: guess.doubt,
    };
  const aside = unsure
    ? { unsure: { value: unsure.name, slide: unsure.evidenceSlide, confidence: unsure.confidence } }
    : {};
  const confidence = 1 - (unsure?.confidence ?? 0);
  const fromFile = nameFromFileName(fileName);
  if (fromFile) return { value: fromFile, source: inferred([]), confidence, evidenceSlide: null, ...aside };
  return {
    value: METADATA_DEFAULTS.companyName,
    source: NOT_FOUND,
    confidence,
    evidenceSlide: null,
    ...aside,
  };
}
