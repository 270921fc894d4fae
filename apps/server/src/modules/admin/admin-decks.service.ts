import type { AdminDeckListPage, AdminDeckListQuery } from '@pitchscope/domain/contracts/admin-lists';
import type { Deck, DeckContent } from '@pitchscope/domain/contracts/decks';
import type { DeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import { ADMIN_MESSAGES, ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import type { AppContext } from '../../platform/context.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { cancelActiveRuns } from '../deep-analysis/run-escrow.service.ts';
import * as repo from './admin.repository.ts';
import { requireAdmin } from './require-admin.ts';
import { recordAdminAction } from './audit.repository.ts';
import { toDeepAnalysis } from '../deep-analysis/deep-analysis-mapper.ts';
import { toAdminDeckRow, toDeck, toDeckContent } from './deck-mappers.ts';
import { deleteDeckRenders } from '../decks/deck-renders.ts';
import { deckVersionFileKeys } from '../decks/deck-versions.service.ts';

type Deps = Pick<AppContext, 'db' | 'storage'>;

const deckNotFound = () => new AppError('DECK_NOT_FOUND', ADMIN_MESSAGES.deckNotFound.message);

/** One page of every user's decks (newest upload first unless asked otherwise), with the owner's email. */
export async function listAllDecks(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor,
  query: AdminDeckListQuery,
): Promise<AdminDeckListPage> {
  requireAdmin(actor);
  const { q, sort, limit, cursor } = query;
  const page = await repo.listDeckPage(ctx.db, { q, sort, dir: query.dir ?? 'desc', limit, cursor });
  return { items: page.rows.map(toAdminDeckRow), nextCursor: page.nextCursor };
}

/** The admin raw-data view (/admin/raw/{deckId}): the deck, its extracted content and its deep analysis. */
export async function getDeckRaw(
  ctx: Pick<AppContext, 'db'>,
  deckId: string,
): Promise<{ deck: Deck; content: DeckContent; deepAnalysis: DeepAnalysis | null }> {
  const row = await repo.findDeck(ctx.db, deckId);
  if (!row) throw deckNotFound();
  const deep = await repo.findDeepAnalysis(ctx.db, deckId);
  return {
    deck: toDeck(row, deep !== null),
    content: toDeckContent(row),
    deepAnalysis: deep ? toDeepAnalysis(deep) : null,
  };
}

/**
 * Deletes a deck permanently: its file first (deleting a missing file is harmless, so a retry after a
 * storage failure is safe), then the row, whose foreign keys take its runs and deep analysis with it.
 * A run still in progress is failed and its token refunded in the same transaction as the delete.
 */
export async function deleteDeck(ctx: Deps, actor: Actor, deckId: string): Promise<{ ok: true }> {
  const row = await repo.findDeck(ctx.db, deckId);
  if (!row) throw deckNotFound();
  try {
    if (row.fileKey) await ctx.storage.delete(row.fileKey);
    // Earlier versions' files (ADR 0051): the rows go with the deck, the files would not.
    for (const key of await deckVersionFileKeys(ctx.db, row.id)) if (key !== row.fileKey) await ctx.storage.delete(key);
    // Also without a file yet: a deck still processing may already have its viewer's PDF (a legacy .ppt).
    await deleteDeckRenders(ctx.storage, row.id);
  } catch (error) {
    throw new AppError('INTERNAL', ADMIN_MESSAGES.deleteDeckFailed, { reason: (error as Error)?.message });
  }
  await ctx.db.transaction(async (tx) => {
    const escrowRefunds = await cancelActiveRuns(tx, { deckId }, ANALYSIS_MESSAGES.cancelledByDeletion);
    await repo.deleteDeckRow(tx, deckId);
    await recordAdminAction(tx, {
      adminId: actor.userId,
      action: 'deck.delete',
      targetType: 'deck',
      targetId: deckId,
      details: { companyName: row.companyName, ownerId: row.userId, fileKey: row.fileKey, escrowRefunds },
    });
  });
  return { ok: true };
}

/**
 * The admin's manual trigger (/manual-analysis): a deep analysis of any deck, without charging a token.
 * The deck must exist and have its initial analysis (spec deep-analysis-admin §5).
 */
export async function triggerDeepAnalysis(
  ctx: AppContext,
  actor: Actor,
  deckId: string,
): Promise<{ deckId: string; status: string }> {
  const row = await repo.findDeck(ctx.db, deckId);
  if (!row) throw deckNotFound();
  if (!row.analysis) throw new AppError('BAD_REQUEST', ANALYSIS_MESSAGES.mustHaveInitialAnalysis);
  // Loaded on use: the deep-analysis module pulls in the analysis engine, which the admin module
  // otherwise does not need.
  const { startDeepAnalysis } = await import('../deep-analysis/deep-analysis.service.ts');
  const started = await startDeepAnalysis(ctx, actor, deckId, { charge: false });
  await recordAdminAction(ctx.db, {
    adminId: actor.userId,
    action: 'deck.deep-analysis.trigger',
    targetType: 'deck',
    targetId: deckId,
    details: { analysisId: started.analysisId, charged: false },
  });
  const after = await repo.findDeck(ctx.db, deckId);
  return { deckId, status: after?.deepAnalysisStatus ?? 'Processing' };
}
