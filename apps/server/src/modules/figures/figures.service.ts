import { checkFigureLedger } from '@pitchscope/domain/figures/checks';
import type { DeckFiguresResponse, FigureLedger } from '@pitchscope/domain/figures/figure';
import type { ExtractedPage } from '@pitchscope/domain/contracts/decks';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { Actor } from '../../platform/actor.ts';
import { loadAccessibleDeck } from '../decks/decks.service.ts';
import { logger } from '../../platform/logger.ts';
import * as repo from './figures.repository.ts';

/**
 * The figure ledger of a deck (issue #16 items 1-2): computed from the extracted pages at ingestion and
 * stored; the checks run when it is read, against the reading date, so freshness ages with the deck.
 */

/**
 * Ingestion step: reads every figure of the deck's pages (in the document sandbox's analysis child, off
 * the API's event loop) and stores the ledger.
 */
export async function recordDeckFigures(
  ctx: Pick<AppContext, 'db' | 'documents'>,
  deckId: string,
  pages: ReadonlyArray<Pick<ExtractedPage, 'pageNumber' | 'rawText'>>,
  asOf: Date,
): Promise<FigureLedger> {
  const ledger = await readDeckFigures(ctx, deckId, pages, asOf);
  await repo.saveLedger(ctx.db, deckId, ledger);
  return ledger;
}

/**
 * The ledger of the pages, not stored: for a step that stores it in a transaction of its own (a deck's
 * new version, whose rows are written at once).
 */
export async function readDeckFigures(
  ctx: Pick<AppContext, 'documents'>,
  deckId: string,
  pages: ReadonlyArray<Pick<ExtractedPage, 'pageNumber' | 'rawText'>>,
  asOf: Date,
): Promise<FigureLedger> {
  try {
    return await ctx.documents.figureLedger(
      pages.map((page) => ({ page: page.pageNumber, text: page.rawText })),
      asOf,
    );
  } catch (error) {
    // The ledger is an aid, not a gate: a deck whose figures cannot be read within the budget keeps its
    // upload, with an empty ledger stored so that reading the deck never tries again.
    logger.warn({ err: error, deckId }, '[figures] ledger not made');
    return { asOf: asOf.toISOString(), deckDate: null, figures: [], truncated: false };
  }
}

export const saveDeckLedger = (db: DbOrTx, deckId: string, ledger: FigureLedger) => repo.saveLedger(db, deckId, ledger);

/**
 * `GET /api/decks/:id/figures`: the ledger and the checks' findings. A deck read before the ledger
 * existed gets one made from its stored pages (dated by its upload) on first request.
 */
export async function getDeckFigures(
  ctx: AppContext,
  actor: Actor,
  deckId: string,
): Promise<DeckFiguresResponse> {
  const deck = await loadAccessibleDeck(ctx, actor, deckId);
  let ledger = await repo.findLedger(ctx.db, deckId);
  if (!ledger && deck.pages && deck.pages.length > 0)
    ledger = await recordDeckFigures(ctx, deckId, deck.pages, deck.uploadedAt);
  if (!ledger) return { ledger: null, findings: [] };
  return { ledger, findings: checkFigureLedger(ledger, { asOf: ctx.clock() }) };
}

/** The stored ledger of a deck, without an access check: for the deep-analysis job. */
export const findDeckLedger = (db: DbOrTx, deckId: string) => repo.findLedger(db, deckId);
