import { namedProbability, type NamedLogisticWeights } from './learned/named-logistic.ts';
import fittedDecision from './learned/ask-answer.json' with { type: 'json' };

/**
 * Which sentence answers a question, and whether any does, learned from the question sets' answers
 * (`npm run ask:fit`, ADR 0064) instead of set by hand. The hand-set ranking still picks the sentences
 * weighed (ask-deck.ts `answerCandidates`); a logistic model over what each sentence holds of the
 * question gives the chance that it is a right answer, the likeliest is quoted when that chance reaches
 * the fitted threshold, and below it the deck "does not say".
 */
export const ANSWER_FEATURE_NAMES = [
  'sentenceCoverage',
  'titledCoverage',
  'windowCoverage',
  'retrieval',
  'passageRank',
  'position',
  'behindBest',
  'whoLabel',
  'topicWords',
  'categoryMember',
  'countedNoun',
  'anchored',
  'ownWordsShown',
  'ownWordsOnSlide',
  'quoteWords',
  'questionWords',
  'valueAsked',
] as const;

export type AnswerFeatureName = (typeof ANSWER_FEATURE_NAMES)[number];
export type AnswerFeatures = Record<AnswerFeatureName, number>;

export interface AnswerDecision {
  model: NamedLogisticWeights<AnswerFeatureName>;
  /** The chance of being right from which the likeliest sentence is quoted. */
  threshold: number;
}

/** The chance that a candidate sentence is a right answer to its question. */
export function answerProbability(features: AnswerFeatures, decision: AnswerDecision): number {
  return namedProbability(ANSWER_FEATURE_NAMES, features, decision.model);
}

/** The likeliest candidate when it is likely enough; null: the deck does not say. */
export function learnedChoice<C extends { quote: string; features: AnswerFeatures }>(candidates: readonly C[], decision: AnswerDecision): C | null {
  let best: C | null = null;
  let bestProbability = -1;
  for (const candidate of candidates) {
    if (candidate.quote === '') continue;
    const probability = answerProbability(candidate.features, decision);
    if (probability > bestProbability) {
      best = candidate;
      bestProbability = probability;
    }
  }
  return best && bestProbability >= decision.threshold ? best : null;
}

interface FittedDecisionFile {
  decision: AnswerDecision | null;
}

/** The decision fitted on the question sets and shipped with the engine; null: the hand-set one. */
export function builtInAnswerDecision(): AnswerDecision | null {
  return (fittedDecisionFile as FittedDecisionFile).decision;
}

const fittedDecisionFile: unknown = fittedDecision;
