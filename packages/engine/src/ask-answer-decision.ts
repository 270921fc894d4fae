import { predictProbability, type LogisticModel } from './learned/logistic-regression.ts';
import { z } from 'zod';
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

const answerDecisionSchema = z.object({
  features: z.array(z.enum(ANSWER_FEATURE_NAMES)).min(1),
  model: z.object({ means: z.array(z.number()), scales: z.array(z.number()), coefficients: z.array(z.number()), intercept: z.number() }),
  threshold: z.number().min(0).max(1),
});

/** The file `npm run ask:fit` writes: the decision, or null for the hand-set one, and what it was fitted on. */
export const answerDecisionFileSchema = z.object({
  fittedAt: z.string().optional(),
  fittedOn: z.string().optional(),
  decision: answerDecisionSchema
    .refine(({ features, model }) => [model.means, model.scales, model.coefficients].every((list) => list.length === features.length), 'one mean, scale and coefficient per feature')
    .nullable(),
});

let builtIn: AnswerDecision | null | undefined;

/** The decision fitted on the question sets and shipped with the engine; null: the hand-set one. */
export function builtInAnswerDecision(): AnswerDecision | null {
  if (builtIn === undefined) builtIn = answerDecisionFileSchema.parse(fittedDecision).decision;
  return builtIn;
}
