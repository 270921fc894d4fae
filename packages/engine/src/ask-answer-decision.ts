import { predictProbability, type LogisticModel } from './learned/logistic-regression.ts';

/**
 * Which sentence answers a question, and whether any does, learned from the question sets' answers
 * instead of set by hand (`npm run ask:fit`, ADR 0064). The hand-set ranking still picks the sentences
 * weighed (ask-deck.ts `answerCandidates`); a logistic model over what each sentence holds of the
 * question gives the chance that it is a right answer, the likeliest is quoted when that chance reaches
 * the fitted threshold, and below it the deck "does not say". Measured below the hand-set decision, so
 * none ships: the product answers with the hand-set one, and `ask:fit` measures this one again.
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
  'coverageMet',
  'handChoice',
] as const;

export type AnswerFeatureName = (typeof ANSWER_FEATURE_NAMES)[number];
export type AnswerFeatures = Record<AnswerFeatureName, number>;

export interface AnswerDecision {
  /** The features the model weighs, in its order. */
  features: readonly AnswerFeatureName[];
  model: LogisticModel;
  /** The chance of being right from which the likeliest sentence is quoted. */
  threshold: number;
}

/** The chance that a candidate sentence is a right answer to its question. */
export function answerProbability(features: AnswerFeatures, decision: AnswerDecision): number {
  return predictProbability(decision.model, decision.features.map((name) => features[name]));
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
