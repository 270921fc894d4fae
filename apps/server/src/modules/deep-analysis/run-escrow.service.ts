import type { Tx } from '../../platform/db/database.ts';
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
  if (run.charged) await refundToken(tx, run.userId, analysisId);
  return run;
}
