import { DEFAULT_ESTIMATED_TIME, SMART_QUESTIONS_MAX_RED_FLAGS } from '@pitchscope/domain/constants';
import { isModelUnavailable } from '../analysis/model-unavailable.ts';
import { MODEL_WAIT_MESSAGES } from '@pitchscope/domain/model-availability';
import {
  SUPPORTING_TEXT_KINDS,
  type DeepAnalysis,
  type StartDeepAnalysisResponse,
  type SupportingTextKind,
} from '@pitchscope/domain/contracts/deep-analysis';
import { ANALYSIS_CALL_ERRORS, ANALYSIS_MESSAGES, DECK_MESSAGES } from '@pitchscope/domain/messages';
import { parseDeepAnalysis, deepDiveSubTabs } from '@pitchscope/domain/deep-analysis-parser';
import { canGenerateSupportingAnalyses } from '@pitchscope/domain/deck-actions';
import { readStoredFit } from '@pitchscope/domain/investor-fit';
import { FACTS_EDITED_SINCE_HEADING, factEditedSinceLine, factsEditedSince } from '@pitchscope/domain/facts-edited-since';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { SQL_STATE, hasSqlState } from '../../platform/db/sql-state.ts';
import { newId } from '../../platform/ids.ts';
import type { QueueDefinition } from '../../platform/queue.ts';
import type { DeckForAnalysis } from '../analysis/analysis.provider.ts';
import { findDeckLedger } from '../figures/figures.service.ts';
import {
  deckForAnalysis,
  findDeckRow,
  loadAccessibleDeck,
  setDeckAnalysisState,
  type DeckRow,
} from '../decks/decks.service.ts';
import { holdToken } from '../tokens/tokens.service.ts';
import { deckEventSummary } from '../webhooks/webhooks.service.ts';
import * as repo from './deep-analysis.repository.ts';
import { deepAnalysisFailed, failRunWithRefund } from './run-escrow.service.ts';
import { toDeepAnalysis } from './deep-analysis-mapper.ts';
import { completionEmailQueue, type CompletionEmailJob } from './completion-email.service.ts';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';
import type { AppContext } from '../../platform/context.ts';

export const DEEP_ANALYSIS_QUEUE: QueueDefinition = {
  name: 'deep-analysis-run',
  expireInSeconds: 300,
  retryLimit: 2,
  retryDelay: 2,
};

/**
 * Starts a paid deep analysis: one token held in escrow, the deck Processing and in the dashboard, and
 * the job queued — all in one transaction, so a failure leaves no charge and no job. Whoever asks pays:
 * a member of a team workspace spends their own balance on a colleague's deck, never the uploader's
 * (issue #29), and the answer carries the caller's balance. `charge: false` is the admin's manual trigger.
 */
export async function startDeepAnalysis(
  ctx: AppContext,
  actor: Actor,
  deckId: string,
  options: { charge?: boolean } = {},
): Promise<StartDeepAnalysisResponse> {
  const charge = options.charge ?? true;
  // Charged runs are a change to the deck: a viewer of its workspace may not start one (ADR 0022).
  const deck = charge
    ? await loadAccessibleDeck(ctx, { ...actor, isAdmin: false }, deckId, 'writeDecks')
    : await loadAccessibleDeck(ctx, actor, deckId);
  if (!deck.rawContent || !deck.analysis) throw new AppError('CONFLICT', ANALYSIS_MESSAGES.mustHaveInitialAnalysis);
  const analysisId = newId();
  try {
    const tokenBalance = await ctx.db.transaction(async (tx) => {
      if (await repo.findActiveRun(tx, deckId)) {
        throw new AppError('ANALYSIS_ALREADY_RUNNING', ANALYSIS_MESSAGES.alreadyRunning.message);
      }
      let balance = -1;
      if (charge) {
        const held = await holdToken(tx, actor.userId, { analysisId, deckId, workspaceId: deck.workspaceId });
        if (held === null) throw new AppError('INSUFFICIENT_TOKENS', ANALYSIS_MESSAGES.insufficientTokens.message);
        balance = held;
      }
      // The run remembers who asked: its refund goes back to them (run-escrow.service.ts reads the escrow's payer).
      await repo.insertRun(tx, { id: analysisId, deckId, userId: actor.userId, status: 'Processing', charged: charge });
      await setDeckAnalysisState(tx, deckId, {
        status: 'Processing',
        inDashboard: true,
        deepAnalysisStatus: 'Processing',
        deepAnalysisFailure: null,
        isArchived: false,
        archivedAt: null,
      });
      await ctx.queue.send(DEEP_ANALYSIS_QUEUE, { analysisId }, { tx });
      return balance;
    });
    return { deckId, analysisId, estimatedTime: DEFAULT_ESTIMATED_TIME, tokenBalance };
  } catch (error) {
    // Two simultaneous starts: the unique "one active run per deck" index refuses the second.
    if (hasSqlState(error, SQL_STATE.uniqueViolation)) throw new AppError('ANALYSIS_ALREADY_RUNNING', ANALYSIS_MESSAGES.alreadyRunning.message);
    throw error;
  }
}

/**
 * The deck as the analysis reads it, with its stored figure ledger and its investor fit: the local
 * report's tier, red flags, questions and freshness stand on them (issue #16 item 3).
 */
async function deckWithFiguresAndFit(ctx: AppContext, deck: DeckRow): Promise<DeckForAnalysis> {
  return { ...deckForAnalysis(deck), figures: await findDeckLedger(ctx.db, deck.id), investorFit: readStoredFit(deck.investorFit) };
}

/** The job: deep research and data freshness (its failure tolerated), stored and Completed at once. */
export async function runDeepAnalysis(ctx: AnalysisAppContext, analysisId: string): Promise<void> {
  const run = await repo.findRun(ctx.db, analysisId);
  if (!run || run.status !== 'Processing') return;
  await repo.bumpRunAttempts(ctx.db, analysisId, run.attempts + 1);
  const deck = await findDeckRow(ctx.db, run.deckId);
  if (!deck) {
    await failDeepAnalysis(ctx, analysisId, DECK_MESSAGES.notFoundInDatabase(run.deckId));
    return;
  }
  const provider = await ctx.analysis.provider();
  const analysisContext = await ctx.analysis.context(deck.industry);
  const input = await deckWithFiguresAndFit(ctx, deck);
  // Side by side (spec §4.2): the freshness review reads the deck, not the report.
  const freshnessRun = provider.dataFreshness(input, analysisContext).catch(() => null);
  let research;
  try {
    research = await provider.deepResearch(input, analysisContext);
  } catch (error) {
    if (!isModelUnavailable(error)) throw error;
    // A model that is down fails the run at once, refunded, with why (issue #38): retrying it in the
    // queue would hold the token and the "Processing" state for minutes to fail the same way.
    await failDeepAnalysis(ctx, analysisId, MODEL_WAIT_MESSAGES.deepAnalysisFailed(error.message, error.reason));
    return;
  }
  const freshness = await freshnessRun;
  const parsed = parseDeepAnalysis(research.report);
  const followUpQuestions = research.followUpQuestions.length ? research.followUpQuestions : parsed.parsedFollowUpQuestions;

  await ctx.db.transaction(async (tx) => {
    const finished = await repo.finishRun(tx, analysisId, 'Completed', null);
    if (!finished) return; // failed by the sweeper meanwhile: its refund stands, this result is dropped
    const existing = await repo.findDeepAnalysis(tx, deck.id);
    const now = ctx.clock();
    await repo.upsertDeepAnalysis(tx, {
      deckId: deck.id,
      analysisId,
      generatedAt: now,
      rawAnalysis: research.report,
      model: research.model,
      // A model's claim checks (issue #16 item 6) are kept beside the parsed sections; the admin raw view shows them.
      parsed: { ...parsed, followUpQuestions, claimVerification: research.verification ?? null },
      tier: research.tier,
      verdict: research.verdict,
      confidence: research.confidence,
      dataFreshness: freshness ?? existing?.dataFreshness ?? null,
      dataFreshnessGeneratedAt: freshness ? now : (existing?.dataFreshnessGeneratedAt ?? null),
      smartQuestions: existing?.smartQuestions ?? null,
      smartQuestionsGeneratedAt: existing?.smartQuestionsGeneratedAt ?? null,
      newsIntelligence: existing?.newsIntelligence ?? null,
      newsIntelligenceGeneratedAt: existing?.newsIntelligenceGeneratedAt ?? null,
    });
    await setDeckAnalysisState(tx, deck.id, { status: 'Analyzed', deepAnalysisStatus: 'Completed' });
    if (ctx.mailer) await ctx.queue.send<CompletionEmailJob>(completionEmailQueue(ctx.config), { analysisId }, { tx });
    await ctx.webhooks.publish(
      {
        type: 'deep_analysis.completed',
        workspaceId: deck.workspaceId,
        data: {
          deck: deckEventSummary(ctx.config, deck),
          analysisId,
          tier: research.tier ?? null,
          verdict: research.verdict ?? null,
        },
      },
      { tx },
    );
  });
}

/**
 * Fails a run still in progress and gives its token back, whoever calls it (job, retry, sweeper): the
 * run, its refund and the deck's status change in one transaction, and only if this call moved the run
 * out of Processing (a Completed run keeps its report and its charge). Returns true when it did.
 */
export async function failDeepAnalysis(ctx: AppContext, analysisId: string, message: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const run = await failRunWithRefund(tx, analysisId, message);
    if (!run) return false;
    await setDeckAnalysisState(tx, run.deckId, { status: 'Failed', ...deepAnalysisFailed(run, message, ctx.clock()) });
    const deck = await findDeckRow(tx, run.deckId);
    if (deck) {
      await ctx.webhooks.publish(
        {
          type: 'deep_analysis.failed',
          workspaceId: deck.workspaceId,
          data: { deck: deckEventSummary(ctx.config, deck), analysisId, error: message, tokenRefunded: run.charged },
        },
        { tx },
      );
    }
    return true;
  });
}

export async function getDeepAnalysis(ctx: AppContext, actor: Actor, deckId: string): Promise<DeepAnalysis> {
  const deck = await loadAccessibleDeck(ctx, actor, deckId);
  const row = await repo.findDeepAnalysis(ctx.db, deckId);
  if (!row) throw new AppError('NOT_FOUND', ANALYSIS_MESSAGES.noAnalysisData);
  return withFactsEditedSince(toDeepAnalysis(row), deck);
}

/**
 * The report with the deck's facts edited since it was written (ADR 0039), and each supporting text with
 * those edited since it was (ADR 0048), read with the deck's current facts. A supporting text stored
 * before its date was recorded is dated by the report (the safe side).
 */
export function withFactsEditedSince(
  analysis: DeepAnalysis,
  deck: Parameters<typeof factsEditedSince>[0],
): DeepAnalysis {
  const writtenAt = (kind: SupportingTextKind) => analysis.supportingWrittenAt?.[kind] ?? analysis.generatedAt;
  const supporting = Object.fromEntries(
    SUPPORTING_TEXT_KINDS.map((kind) => [kind, analysis[kind] ? factsEditedSince(deck, writtenAt(kind)) : []]),
  ) as Record<SupportingTextKind, ReturnType<typeof factsEditedSince>>;
  return { ...analysis, factsEditedSince: factsEditedSince(deck, analysis.generatedAt), supportingFactsEditedSince: supporting };
}

/**
 * The report as the smart questions read it: written before the investor's edits, it quotes the values
 * they replaced, so the edits follow it (as the deep page lists them) and the questions are written from
 * the facts as they are now.
 */
function reportWithEdits(report: string, deck: Parameters<typeof factsEditedSince>[0], writtenAt: Date): string {
  const edited = factsEditedSince(deck, writtenAt.toISOString());
  if (!report || edited.length === 0) return report;
  return [report, `${FACTS_EDITED_SINCE_HEADING}:`, ...edited.map((change) => `- ${factEditedSinceLine(change)}`)].join('\n');
}

/**
 * The deck's delivered report without an access check, for a caller that decided access itself (a share
 * link, ADR 0020); null when the deck has none.
 */
export async function findDeliveredReport(ctx: AppContext, deckId: string): Promise<DeepAnalysis | null> {
  const row = await repo.findDeepAnalysis(ctx.db, deckId);
  return row && row.rawAnalysis.trim() ? toDeepAnalysis(row) : null;
}

/**
 * Smart questions, data freshness and news intelligence: generated for the owner and saved, only for a
 * deck whose deep analysis was delivered (they come with its token; ADR 10).
 */
export async function generateSupporting(ctx: AnalysisAppContext, actor: Actor, deckId: string, kind: SupportingTextKind): Promise<string> {
  const deck = await loadAccessibleDeck(ctx, { ...actor, isAdmin: false }, deckId, 'writeDecks');
  const existing = await repo.findDeepAnalysis(ctx.db, deckId);
  if (!canGenerateSupportingAnalyses(existing)) {
    throw new AppError('DEEP_ANALYSIS_REQUIRED', ANALYSIS_MESSAGES.deepAnalysisRequired);
  }
  if (kind === 'smartQuestions' && (!deck.companyName || !deck.industry)) {
    throw new AppError('BAD_REQUEST', ANALYSIS_MESSAGES.smartQuestionsMissingInfo);
  }
  if (kind === 'dataFreshness' && !deck.rawContent) throw new AppError('BAD_REQUEST', ANALYSIS_MESSAGES.missingDeckContent);
  const provider = await ctx.analysis.provider();
  const analysisContext = await ctx.analysis.context(deck.industry);
  const input = await deckWithFiguresAndFit(ctx, deck);
  let text: string;
  try {
    if (kind === 'smartQuestions') {
      const report = existing ? reportWithEdits(existing.rawAnalysis, deck, existing.generatedAt) : '';
      const tabs = existing?.rawAnalysis ? deepDiveSubTabs(existing.rawAnalysis) : [];
      const redFlags = (tabs.find((tab) => tab.id === 'red-flags')?.bullets ?? []).slice(0, SMART_QUESTIONS_MAX_RED_FLAGS);
      const concerns = deck.analysis?.weaknesses ?? [];
      // The analysis passed on has the freshness result appended (spec deep-analysis-admin §9).
      const summary = [report || deck.executiveSummary, existing?.dataFreshness ?? ''].filter(Boolean).join('\n\n');
      text = await provider.smartQuestions({ deck: input, analysisSummary: summary, keyConcerns: concerns, redFlags }, analysisContext);
    } else if (kind === 'dataFreshness') {
      text = await provider.dataFreshness(input, analysisContext);
    } else {
      text = await provider.newsIntelligence(input, analysisContext);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = {
      smartQuestions: ANALYSIS_CALL_ERRORS.smartQuestions,
      dataFreshness: ANALYSIS_CALL_ERRORS.dataFreshness,
      newsIntelligence: ANALYSIS_CALL_ERRORS.newsIntelligence,
    }[kind];
    throw new AppError('PROVIDER_ERROR', message);
  }
  // "may not be saved as null or undefined"
  if (!text?.trim()) throw new AppError('PROVIDER_ERROR', ANALYSIS_CALL_ERRORS.unexpectedStructure);
  await repo.saveSupportingText(ctx.db, deckId, kind, text, ctx.clock());
  return text;
}
