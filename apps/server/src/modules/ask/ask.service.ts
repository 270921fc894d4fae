import {
  ASK_HISTORY_LIMIT,
  ASK_MESSAGES,
  askModelCharge,
  type AskAnswer,
  type AskModelAnswersMeter,
  type AskQuestionInput,
  type DeckQuestion,
  type DeckQuestionsResponse,
} from '@pitchscope/domain/ask-deck';
import { SLIDE_SEARCH_LIMIT, snippetParts, type SlideSearchResponse } from '@pitchscope/domain/slide-search';
import { askDeckLocally, askFactsOf, indexPassages, slidePassages, doesNotSay, type AskPage } from '@pitchscope/engine/ask-deck';
import { askPrompt, checkedModelAnswer } from '@pitchscope/engine/ask-model';
import type { ExtractedPage, FieldSources } from '@pitchscope/domain/contracts/decks';
import type { Actor } from '../../platform/actor.ts';
import { newId } from '../../platform/ids.ts';
import { logger } from '../../platform/logger.ts';
import { loadAccessibleDeck } from '../decks/deck-access.ts';
import { findDeckLedger, recordDeckFigures } from '../figures/figures.service.ts';
import { currentWorkspaceOf } from '../workspaces/workspaces.service.ts';
import { getAppSettings } from '../admin/app-settings.service.ts';
import { askModelAnswersLeft, payForAskModelAnswer, returnAskModelAnswer } from '../tokens/tokens.service.ts';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';
import * as repo from './ask.repository.ts';

/**
 * Ask the deck and search every slide (issue #32 items 1-2, ADR 0052). Whoever can read a deck may ask
 * it and read its questions; the answers stand on the deck's stored pages and figure ledger only.
 */

/** Temperature of the model's answer: it copies the slides' words, it does not write. */
const MODEL_ANSWER_TEMPERATURE = 0.1;

/**
 * With the local engine, the ledger or a quoted sentence. With an analysis model, the model's answer
 * from the retrieved passages, each sentence checked against its slides; a model that fails leaves the
 * question to the local engine rather than unanswered. A model's answer is paid for as the admin sets
 * (ADR 0060): with none left to pay with, the local engine answers and says why; a failed model call
 * gives its answer back.
 */
async function answer(
  ctx: AnalysisAppContext,
  actor: Actor,
  question: string,
  deck: { id: string; workspaceId: string; uploadedAt: Date; pages: ExtractedPage[] | null; roundSize: string; fieldSources: FieldSources },
): Promise<AskAnswer> {
  const deckId = deck.id;
  const pages: AskPage[] = (deck.pages ?? []).map((page) => ({ page: page.pageNumber, text: page.rawText }));
  // A deck read before ledgers existed gets its ledger made now, as the Numbers tab does.
  const ledger =
    (await findDeckLedger(ctx.db, deckId)) ??
    (pages.length > 0 ? await recordDeckFigures(ctx, deckId, deck.pages ?? [], deck.uploadedAt) : null);
  const index = indexPassages(slidePassages(pages));
  const local = () => askDeckLocally({ question, pages, ledger, facts: askFactsOf(deck, deck.fieldSources) }, index);
  const provider = await ctx.analysis.provider();
  if (provider.name === 'local') return local();
  const passages = index.search(question);
  if (passages.length === 0) return doesNotSay();
  const charge = askModelCharge((await getAppSettings(ctx.db)).askModelAnswersPerToken);
  if (charge.kind === 'metered') {
    const paid = await payForAskModelAnswer(ctx.db, actor.userId, charge.answersPerToken, { deckId, workspaceId: deck.workspaceId });
    if (!paid) {
      const answer = local();
      return { ...answer, note: [answer.note, ASK_MESSAGES.answeredLocallyNoTokens(charge.answersPerToken)].filter(Boolean).join(' ') };
    }
  }
  try {
    const reply = await provider.generateContent(
      { prompt: askPrompt(question, passages), temperature: MODEL_ANSWER_TEMPERATURE },
      await ctx.analysis.context(),
    );
    return checkedModelAnswer(reply, pages);
  } catch (error) {
    logger.warn({ err: error, deckId }, '[ask] the model did not answer; the local engine does');
    if (charge.kind === 'metered') await returnAskModelAnswer(ctx.db, actor.userId);
    return local();
  }
}

export async function askDeck(ctx: AnalysisAppContext, actor: Actor, deckId: string, input: AskQuestionInput): Promise<DeckQuestion> {
  const deck = await loadAccessibleDeck(ctx, actor, deckId);
  const given = await answer(ctx, actor, input.question, deck);
  const row = { id: newId(), deckId, askedBy: actor.userId, question: input.question, answer: given, createdAt: ctx.clock() };
  await repo.insertQuestion(ctx.db, row);
  const [asked] = await repo.listQuestions(ctx.db, deckId, 1);
  return {
    id: row.id,
    question: row.question,
    answer: given,
    askedBy: asked?.id === row.id ? asked.askedBy : null,
    askedAt: row.createdAt.toISOString(),
  };
}

/**
 * The asker's paid model answers, for the question box: null when a question costs nothing — the local
 * engine answers, or the admin sets 0 model answers per token.
 */
async function modelAnswersMeter(ctx: AnalysisAppContext, actor: Actor): Promise<AskModelAnswersMeter | null> {
  if ((await ctx.analysis.provider()).name === 'local') return null;
  const charge = askModelCharge((await getAppSettings(ctx.db)).askModelAnswersPerToken);
  if (charge.kind === 'free') return null;
  return { left: await askModelAnswersLeft(ctx.db, actor.userId), answersPerToken: charge.answersPerToken };
}

export async function listDeckQuestions(ctx: AnalysisAppContext, actor: Actor, deckId: string): Promise<DeckQuestionsResponse> {
  await loadAccessibleDeck(ctx, actor, deckId);
  const rows = await repo.listQuestions(ctx.db, deckId, ASK_HISTORY_LIMIT);
  return {
    modelAnswers: await modelAnswersMeter(ctx, actor),
    questions: rows.map((row) => ({
      id: row.id,
      question: row.question,
      answer: row.answer,
      askedBy: row.askedBy,
      askedAt: row.createdAt.toISOString(),
    })),
  };
}

/** Full-text search over the slides of the actor's current workspace (the library they are looking at). */
export async function searchWorkspaceSlides(ctx: AnalysisAppContext, actor: Actor, query: string): Promise<SlideSearchResponse> {
  const workspace = await currentWorkspaceOf(ctx.db, actor.userId);
  const rows = await repo.searchSlides(ctx.db, workspace.id, query, SLIDE_SEARCH_LIMIT);
  return {
    hits: rows.map((row) => ({
      deckId: row.deckId,
      companyName: row.companyName,
      page: row.page,
      rank: row.rank,
      snippet: snippetParts(row.headline),
    })),
  };
}
