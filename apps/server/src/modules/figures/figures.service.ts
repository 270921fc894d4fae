import { checkFigureLedger } from '@pitchscope/domain/figures/checks';
import { buildFigureLedger } from '@pitchscope/domain/figures/extract';
import type { DeckFiguresResponse, FigureLedger } from '@pitchscope/domain/figures/figure';
import type { ExtractedPage } from '@pitchscope/domain/contracts/decks';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../platform/actor.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { loadAccessibleDeck } from '../decks/decks.service.ts';
import * as repo from './figures.repository.ts';

/**
 * The figure ledger of a deck (issue #16 items 1-2): computed from the extracted pages at ingestion and
 * stored; the checks run when it is read, against the reading date, so freshness ages with the deck.
 */

function ledgerOf(
  pages: ReadonlyArray<Pick<ExtractedPage, 'pageNumber' | 'rawText'>>,
  asOf: Date,
): FigureLedger {
  return buildFigureLedger(
    pages.map((p) => ({ page: p.pageNumber, text: p.rawText })),
    { asOf },
  );
}

/** Ingestion step: reads every figure of the deck's pages and stores the ledger. */
export async function recordDeckFigures(
  db: DbOrTx,
  deckId: string,
  pages: ReadonlyArray<Pick<ExtractedPage, 'pageNumber' | 'rawText'>>,
  asOf: Date,
): Promise<FigureLedger> {
  const ledger = ledgerOf(pages, asOf);
  await repo.saveLedger(db, deckId, ledger);
  return ledger;
}

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
    ledger = await recordDeckFigures(ctx.db, deckId, deck.pages, deck.uploadedAt);
  if (!ledger) return { ledger: null, findings: [] };
  return { ledger, findings: checkFigureLedger(ledger, { asOf: ctx.clock() }) };
}
