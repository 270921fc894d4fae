import { MODEL_WAIT_MESSAGES, modelRetryDelaySeconds } from '@pitchscope/domain/model-availability';
import type { Tx } from '../../platform/db/database.ts';
import { logger } from '../../platform/logger.ts';
import type { ModelUnavailableError } from '../analysis/model-unavailable.ts';
import * as uploadsRepo from './uploads.repository.ts';
import type { AppContext } from '../../platform/context.ts';

/**
 * An upload whose model did not answer waits for it (issue #38): its row says so and when it tries
 * again, and its job is sent again to start then, at its place in the fair queue — no worker is held
 * while it waits, and the wait survives restarts. The pauses double from MODEL_RETRY_DELAY_SECONDS (or
 * follow the provider's retry-after); after MODEL_WAIT_MINUTES the upload gives up, its file kept.
 */
export async function waitForModel(
  ctx: AppContext,
  upload: uploadsRepo.UploadRow,
  error: ModelUnavailableError,
  {
    requeue,
    giveUp,
  }: {
    /** Sends the upload's job again, in the transaction that marks it waiting, to start after that many seconds. */
    requeue: (tx: Tx, startAfterSeconds: number) => Promise<unknown>;
    /** Ends the upload with this message, its file kept for a Retry. */
    giveUp: (message: string) => Promise<unknown>;
  },
): Promise<void> {
  const now = ctx.clock();
  const since = upload.modelWait ? new Date(upload.modelWait.since) : now;
  const waitedSeconds = Math.max(0, (now.getTime() - since.getTime()) / 1000);
  const remainingSeconds = ctx.config.MODEL_WAIT_MINUTES * 60 - waitedSeconds;
  logger.warn(
    { uploadId: upload.id, kind: error.kind, waitedSeconds: Math.round(waitedSeconds), providerError: error.providerError },
    '[upload] the analysis model did not answer',
  );
  if (remainingSeconds <= 0) {
    await giveUp(MODEL_WAIT_MESSAGES.gaveUp(ctx.config.MODEL_WAIT_MINUTES, error.reason));
    return;
  }
  const delay = modelRetryDelaySeconds({
    waitedSeconds,
    baseSeconds: ctx.config.MODEL_RETRY_DELAY_SECONDS,
    remainingSeconds,
    retryAfterSeconds: error.retryAfterSeconds,
  });
  const retryAt = new Date(now.getTime() + delay * 1000);
  await ctx.db.transaction(async (tx) => {
    await uploadsRepo.updateUpload(tx, upload.id, {
      status: 'uploading',
      currentStep: MODEL_WAIT_MESSAGES.waitingStep,
      deckId: null,
      modelWait: { since: since.toISOString(), retryAt: retryAt.toISOString(), reason: error.reason, providerError: error.providerError },
    });
    await requeue(tx, delay);
  });
}
