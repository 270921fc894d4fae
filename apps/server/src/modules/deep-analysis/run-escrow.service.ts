import type { Tx } from '../../platform/db/database.ts';
import { setDeckAnalysisState } from '../decks/decks.service.ts';
import { refundToken } from '../tokens/tokens.service.ts';
import * as repo from './deep-analysis.repository.ts';

/**
 * Fails a run and gives its escrowed token back, in the caller's transaction. Only the call that moves
 * the run out of Processing refunds: a run already Completed (its report delivered) or already Failed
 * (refunded then) is left as it is. The state change and the refund commit together, so no crash can
 * leave a Failed run without its refund. Returns the run when this call failed it.
 */
export async function failRunWithRefund(tx: Tx, analysisId: string, message: string) {
  const run = await repo.finishRun(tx, analysisId, 'Failed', message);
  if (!run) return null;
  if (run.charged) await refundToken(tx, analysisId);
  return run;
}

/** The deck's side of a failed run: Failed, with the reason and whether the token came back. */
export function deepAnalysisFailed(run: { charged: boolean }, message: string, at: Date) {
  return {
    deepAnalysisStatus: 'Failed' as const,
    deepAnalysisFailure: { message, tokenRefunded: run.charged, at: at.toISOString() },
  };
}

/**
 * Before a deck or a user is deleted (the runs cascade away with the deck or with the user who paid),
 * in the deletion's own transaction: every run still in progress on those decks, or paid by that user,
 * is failed and its escrow refunded to whoever paid it, so the deletion never keeps a token for an
 * analysis it cancels. A team deck that outlives the deletion shows its analysis Failed, not Processing
 * for ever. Returns how many runs were refunded.
 */
export async function cancelActiveRuns(tx: Tx, scope: repo.DeckScope, message: string): Promise<number> {
  await repo.lockDecks(tx, scope);
  let refunded = 0;
  for (const active of await repo.listActiveRuns(tx, scope)) {
    const run = await failRunWithRefund(tx, active.id, message);
    if (!run) continue;
    await setDeckAnalysisState(tx, run.deckId, { status: 'Failed', ...deepAnalysisFailed(run, message, new Date()) });
    if (run.charged) refunded += 1;
  }
  return refunded;
}
