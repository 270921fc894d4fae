import { MODEL_RETRY_DELAY_MAX_SECONDS, READ_OFFLINE_MESSAGES } from '@pitchscope/domain/model-availability';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import type { Config } from '../../config/env.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { logger } from '../../platform/logger.ts';
import type { QueueDefinition } from '../../platform/queue.ts';
import type { AnalysisProvider } from '../analysis/analysis.provider.ts';
import { isModelUnavailable, type ModelUnavailableError } from '../analysis/model-unavailable.ts';
import { getAppSettings } from '../admin/app-settings.service.ts';
import { getMe } from '../accounts/accounts.service.ts';
import { deckReadingOf, structuredDataOf } from './deck-reading.ts';
import { deckForAnalysis, getDeck, loadOwnDeck, saveExtractedFacts } from './decks.service.ts';
import { rateInvestorFit } from './investor-fit.service.ts';
import * as decksRepo from './decks.repository.ts';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';

/**
 * Who reads an upload: the analysis model, or — when the admin chose to read offline while the model is
 * down (issue #38) — the local engine in its place once a call finds the model unavailable. `outage` then
 * says why, and the deck is marked read offline. Without that choice an outage goes up to the pipeline,
 * which waits for the model.
 */
export interface DeckReader {
  read<T>(call: (provider: AnalysisProvider) => Promise<T>): Promise<T>;
  readonly outage: ModelUnavailableError | null;
}

export async function deckReader(ctx: AnalysisAppContext): Promise<DeckReader> {
  const provider = await ctx.analysis.provider();
  const mayReadOffline = provider !== ctx.analysis.local && (await getAppSettings(ctx.db)).readOfflineWhenModelDown;
  let outage: ModelUnavailableError | null = null;
  return {
    get outage() {
      return outage;
    },
    async read(call) {
      // Once the model failed, the rest of the reading is the local engine's: one reader per deck.
      if (outage) return call(ctx.analysis.local);
      try {
        return await call(provider);
      } catch (error) {
        if (!mayReadOffline || !isModelUnavailable(error)) throw error;
        logger.warn({ kind: error.kind, providerError: error.providerError }, '[upload] the model is down: the local engine reads the deck');
        outage = error;
        return call(ctx.analysis.local);
      }
    },
  };
}

export interface ModelRereadJob {
  deckId: string;
}

/**
 * A deck read offline is read again by the model. While the model is still down the job fails and the
 * queue tries again, the pauses doubling, for about MODEL_WAIT_MINUTES; after that the deck keeps its
 * local reading and the deck page's button queues a new attempt.
 */
export const modelRereadQueue = (config: Pick<Config, 'MODEL_WAIT_MINUTES' | 'MODEL_RETRY_DELAY_SECONDS'>): QueueDefinition => ({
  name: 'deck-model-reread',
  expireInSeconds: 600,
  // Doubling pauses from the first add up to the wait after about log2(wait / first) attempts.
  retryLimit: Math.max(1, Math.ceil(Math.log2(1 + (config.MODEL_WAIT_MINUTES * 60) / config.MODEL_RETRY_DELAY_SECONDS))),
  retryDelay: config.MODEL_RETRY_DELAY_SECONDS,
  retryBackoff: true,
  retryDelayMax: MODEL_RETRY_DELAY_MAX_SECONDS,
});

export function enqueueModelReread(ctx: AnalysisAppContext, tx: Tx | undefined, deckId: string, options: { startAfterSeconds?: number } = {}) {
  return ctx.queue.send<ModelRereadJob>(modelRereadQueue(ctx.config), { deckId }, { tx, ...options });
}

/** The investor asks the model to read a deck read offline again now (one click on the deck page). */
export async function requestModelReread(ctx: AnalysisAppContext, actor: Actor, deckId: string): Promise<Deck> {
  const row = await loadOwnDeck(ctx, actor, deckId);
  if (!row.readOffline) throw new AppError('CONFLICT', READ_OFFLINE_MESSAGES.notReadOffline);
  if ((await ctx.analysis.provider()) === ctx.analysis.local) throw new AppError('CONFLICT', READ_OFFLINE_MESSAGES.noModel);
  await enqueueModelReread(ctx, undefined, deckId);
  return getDeck(ctx, actor, deckId);
}

/**
 * The model reads a deck read offline from its stored pages: its facts replace the local engine's (the
 * investor's corrections kept, ADR 0012), the texts built on them are written again and the fit rated
 * again. The deck was accepted when it was read, so it is not judged again. An outage throws: the queue
 * tries later.
 */
export async function rereadWithModel(ctx: AnalysisAppContext, { deckId }: ModelRereadJob): Promise<void> {
  const row = await decksRepo.findDeck(ctx.db, deckId);
  if (!row?.readOffline) return; // gone, or read by the model already
  const provider = await ctx.analysis.provider();
  // The model is no longer in use (the admin switched real analysis off): the local reading stands.
  if (provider === ctx.analysis.local) return;
  const deckText = {
    fileName: row.fileName,
    pages: (row.pages ?? []).map((page) => ({ pageNumber: page.pageNumber, text: page.rawText, notes: page.notes })),
  };
  const metadata = await provider.extractMetadata(deckText, await ctx.analysis.context());
  const now = ctx.clock();
  const validation = typeof row.quickAssessment?.validation === 'string' ? row.quickAssessment.validation : '';
  const reading = deckReadingOf(metadata, deckText, validation, now);
  await saveExtractedFacts(
    ctx.db,
    deckId,
    reading,
    {
      ...reading.texts,
      ...(row.extraction ? { extraction: { ...row.extraction, structuredData: structuredDataOf(metadata), extractedAt: now.toISOString() } } : {}),
      readOffline: null,
    },
    now,
  );
  const reread = (await decksRepo.findDeck(ctx.db, deckId))!;
  const me = await getMe(ctx.db, { userId: reread.userId, isAdmin: false });
  const { fit, profileUsed } = await rateInvestorFit(ctx, deckForAnalysis(reread), me.investorProfile);
  await decksRepo.updateDeck(ctx.db, deckId, { investorFit: fit, investorProfileUsed: profileUsed });
}
