import { z } from 'zod';

/**
 * Ask the deck (issue #32 item 1): a question about one deck, answered only from its slides. An answer
 * quotes the slides it rests on; when nothing in the deck supports one, it says so in the same words
 * everywhere (engine, server, web).
 */

/** What an answer says when the deck holds nothing that answers the question. */
export const DECK_DOES_NOT_SAY = 'The deck does not say.';

export const ASK_QUESTION_MAX_LENGTH = 500;
/** Questions a user may ask a minute (each may call the analysis model). */
export const ASK_QUESTIONS_PER_MINUTE = 20;
/** Questions kept and shown per deck, newest first. */
export const ASK_HISTORY_LIMIT = 50;

/** The most model answers the admin may let one token buy (ADR 0060). */
export const ASK_MODEL_ANSWERS_PER_TOKEN_MAX = 1000;
/** What a batch of model answers costs: one token, whatever the admin sets it to buy. */
export const ASK_MODEL_ANSWERS_TOKEN_COST = 1;

export const ASK_MESSAGES = {
  noText: 'This deck has no readable text to answer from.',
  askFailed: 'The question could not be answered. Try again.',
  droppedSentences: (count: number) =>
    `${count} ${count === 1 ? 'sentence was' : 'sentences were'} left out: not found on the cited slides.`,
  /** A question a paid model would answer, asked with no model answers left and a balance of 0 (ADR 0060). */
  answeredLocallyNoTokens: (answersPerToken: number) =>
    `Answered by the offline engine: model answers cost ${ASK_MODEL_ANSWERS_TOKEN_COST} token per ${answersPerToken}, and your balance is 0.`,
  /** The admin's setting (Admin → Settings). */
  setting: {
    title: 'Ask the deck',
    description: 'What answers written by the analysis model cost. The offline engine answers for free.',
    label: 'Model answers per token',
    hint: `A whole number from 0 to ${ASK_MODEL_ANSWERS_PER_TOKEN_MAX}. 0 makes model answers free.`,
    invalid: `Enter a whole number from 0 to ${ASK_MODEL_ANSWERS_PER_TOKEN_MAX}.`,
  },
  /** Beside the question box when model answers are metered (ADR 0060). */
  modelAnswersLeft: ({ left, answersPerToken }: { left: number; answersPerToken: number }) =>
    left > 0
      ? `${left} paid model ${left === 1 ? 'answer' : 'answers'} left.`
      : `No paid model answers left: the next question takes ${ASK_MODEL_ANSWERS_TOKEN_COST} token for ${answersPerToken}, or the offline engine answers.`,
  /**
   * Under a quote that holds only some of the question's words (the slide words it otherwise): the engine
   * gives its closest passage rather than nothing, and says so.
   */
  partialMatch: 'Closest passage: it shares only some of your question’s words, so check that it answers it.',
  /** The ledger row of a token spent on model answers. */
  ledgerReason: (answersPerToken: number) => `Ask the deck (${answersPerToken} model answers)`,
} as const;

/**
 * How a model's answer is paid for (issue #32, ADR 0060): free when the admin sets 0 answers per token,
 * else it draws on the answers a token bought. The local engine's answers are always free.
 */
export type AskModelCharge = { kind: 'free' } | { kind: 'metered'; answersPerToken: number };

export function askModelCharge(answersPerToken: number): AskModelCharge {
  return answersPerToken > 0 ? { kind: 'metered', answersPerToken } : { kind: 'free' };
}

/**
 * How the answer was made: `figure` from the figure ledger, `extract` the deck's own sentences, `model`
 * written by the analysis model from retrieved passages and checked sentence by sentence, `none` the deck
 * does not say.
 */
export const ASK_ANSWER_KINDS = ['figure', 'extract', 'model', 'none'] as const;
export type AskAnswerKind = (typeof ASK_ANSWER_KINDS)[number];

export const askCitationSchema = z.object({
  /** 1-based slide number. */
  page: z.number().int().positive(),
  /** The words on the slide the answer rests on, as the slide writes them: the viewer highlights them. */
  quote: z.string(),
});
export type AskCitation = z.infer<typeof askCitationSchema>;

export const askAnswerSchema = z.object({
  kind: z.enum(ASK_ANSWER_KINDS),
  /** The answer as shown; DECK_DOES_NOT_SAY when kind is `none`. */
  text: z.string(),
  /** Never empty unless kind is `none`. */
  citations: z.array(askCitationSchema),
  /** Model sentences left out because the claim verifier did not find them on their cited slides. */
  droppedSentences: z.number().int().nonnegative(),
  /**
   * A caveat shown under the answer: the quote holds only some of the question's words, or the answer is
   * not the model's though a model is set up (no model answers left to pay with).
   */
  note: z.string().optional(),
});
export type AskAnswer = z.infer<typeof askAnswerSchema>;

/** The answer when the deck does not say, with the model's sentences dropped for want of support, if any. */
export function doesNotSay(droppedSentences = 0): AskAnswer {
  return { kind: 'none', text: DECK_DOES_NOT_SAY, citations: [], droppedSentences };
}

export const askQuestionInputSchema = z.object({
  question: z.string().trim().min(1).max(ASK_QUESTION_MAX_LENGTH),
});
export type AskQuestionInput = z.infer<typeof askQuestionInputSchema>;

export const deckQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: askAnswerSchema,
  /** Who asked, as the workspace knows them; null when the account is gone. */
  askedBy: z.string().nullable(),
  askedAt: z.string(),
});
export type DeckQuestion = z.infer<typeof deckQuestionSchema>;

/**
 * The asker's paid model answers (ADR 0060), shown beside the question box: how many their last token left
 * them and how many the next token buys. Null when answers cost nothing (the local engine answers, or the
 * admin sets 0 answers per token).
 */
export const askModelAnswersMeterSchema = z.object({
  left: z.number().int().nonnegative(),
  answersPerToken: z.number().int().positive(),
});
export type AskModelAnswersMeter = z.infer<typeof askModelAnswersMeterSchema>;

export const deckQuestionsResponseSchema = z.object({
  questions: z.array(deckQuestionSchema),
  /** Null when questions cost nothing; absent where the list was made up from an answer alone. */
  modelAnswers: askModelAnswersMeterSchema.nullable().optional(),
});
export type DeckQuestionsResponse = z.infer<typeof deckQuestionsResponseSchema>;

/**
 * A model's answer to a question, as the prompt asks for it: sentences, each with the slides it rests on
 * and the words it copies from them. Parsed leniently; anything else is not an answer.
 */
export const modelAskAnswerSchema = z.object({
  sentences: z
    .array(
      z.object({
        text: z.string(),
        slides: z.array(z.number().int()).default([]),
        quote: z.string().default(''),
      }),
    )
    .default([]),
});
export type ModelAskAnswer = z.infer<typeof modelAskAnswerSchema>;
