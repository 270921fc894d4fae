import { UPLOAD_MESSAGES, ANALYSIS_CALL_ERRORS } from '@pitchscope/domain/messages';
import type { AppContext } from './context.ts';
import { AppError } from './platform/errors.ts';
import { modelRereadQueue, rereadWithModel, type ModelRereadJob } from './modules/decks/model-reread.ts';
import {
  WEEKLY_DIGEST_QUEUE,
  queueWeeklyDigests,
  scheduleWeeklyDigest,
  sendWeeklyDigest,
  weeklyDigestEmailQueue,
  type WeeklyDigestJob,
} from './modules/decks/weekly-digest.service.ts';
import { PROCESS_UPLOAD_QUEUE, failUpload, processUpload, type UploadJob } from './modules/decks/decks.jobs.ts';
import { listStaleUploads } from './modules/decks/uploads.repository.ts';
import { DEEP_ANALYSIS_QUEUE, failDeepAnalysis, runDeepAnalysis } from './modules/deep-analysis/deep-analysis.service.ts';
import { listStuckRuns } from './modules/deep-analysis/deep-analysis.repository.ts';
import { deliverWebhook, failWebhookDelivery, pruneWebhookDeliveries, WebhookAttemptFailed, webhookDeliveryQueue } from './modules/webhooks/webhooks.service.ts';
import {
  failInvitationEmail,
  InvitationEmailAttemptFailed,
  invitationEmailQueue,
  sendInvitationEmail,
  type InvitationEmailJob,
} from './modules/workspaces/invitation-email.service.ts';
import { completionEmailQueue, sendCompletionEmail, type CompletionEmailJob } from './modules/deep-analysis/completion-email.service.ts';
import { logger } from './platform/logger.ts';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Starts the background workers; returns a function that stops them. A job that throws is retried by
 * the queue; its last attempt settles the work (upload failed, analysis failed and refunded), so no
 * deck stays Processing and no token is lost.
 */
export async function startWorkers(ctx: AppContext): Promise<() => Promise<void>> {
  const concurrency = ctx.config.WORKER_CONCURRENCY;

  // Uploads are fetched in fair order (their priority, ADR 0025) and one workspace holds at most its cap
  // of the lanes, whichever processes run them.
  const uploadConcurrency = { local: concurrency, perGroup: ctx.config.workspaceUploadConcurrency };
  await ctx.queue.work<UploadJob>(PROCESS_UPLOAD_QUEUE, uploadConcurrency, async (data, job) => {
    try {
      await processUpload(ctx, data.uploadId);
    } catch (error) {
      if (job.retryCount >= job.retryLimit) {
        // The cause goes to the log; the user gets a message without internals (SQL, paths, deck text).
        logger.error({ err: error }, `[worker] upload ${data.uploadId} failed`);
        await failUpload(ctx, data.uploadId, `${UPLOAD_MESSAGES.uploadFailed}: the file could not be processed. Please try again.`);
        return;
      }
      throw error;
    }
  });

  await ctx.queue.work<{ analysisId: string }>(DEEP_ANALYSIS_QUEUE, concurrency, async (data, job) => {
    try {
      await runDeepAnalysis(ctx, data.analysisId);
    } catch (error) {
      if (job.retryCount >= job.retryLimit) {
        logger.error({ err: error }, `[worker] deep analysis ${data.analysisId} failed`);
        const message = error instanceof AppError ? error.message : ANALYSIS_CALL_ERRORS.deepResearch;
        await failDeepAnalysis(ctx, data.analysisId, message);
        return;
      }
      throw error;
    }
  });

  // A failed attempt throws and the queue retries it with backoff; the last one is logged as failed.
  await ctx.queue.work<{ deliveryId: string }>(webhookDeliveryQueue(ctx.config), concurrency, async (data, job) => {
    try {
      await deliverWebhook(ctx, data.deliveryId, job);
    } catch (error) {
      // Not the endpoint's failure (that is logged by deliverWebhook) but ours, e.g. the database: the
      // last attempt still settles the delivery, so none stays "retrying".
      if (job.retryCount >= job.retryLimit && !(error instanceof WebhookAttemptFailed)) {
        logger.error({ err: error }, `[worker] webhook delivery ${data.deliveryId} failed`);
        await failWebhookDelivery(ctx, data.deliveryId);
        return;
      }
      throw error;
    }
  });

  // As webhooks: a failed SMTP attempt throws and is retried; the last one is recorded on the invitation.
  await ctx.queue.work<InvitationEmailJob>(invitationEmailQueue(ctx.config), concurrency, async (data, job) => {
    try {
      await sendInvitationEmail(ctx, data, job);
    } catch (error) {
      if (job.retryCount >= job.retryLimit && !(error instanceof InvitationEmailAttemptFailed)) {
        logger.error({ err: error }, `[worker] invitation email ${data.invitationId} failed`);
        await failInvitationEmail(ctx, data.invitationId);
        return;
      }
      throw error;
    }
  });

  // A notice, not a record: its last failed attempt is logged by sendCompletionEmail and dropped.
  await ctx.queue.work<CompletionEmailJob>(completionEmailQueue(ctx.config), concurrency, (data, job) => sendCompletionEmail(ctx, data, job));

  // A deck read offline is read by the model once it answers; until then the queue tries again, and its
  // last failure leaves the local reading in place (the deck page offers a new attempt).
  await ctx.queue.work<ModelRereadJob>(modelRereadQueue(ctx.config), concurrency, async (data, job) => {
    try {
      await rereadWithModel(ctx, data);
    } catch (error) {
      if (job.retryCount < job.retryLimit) throw error;
      logger.warn({ err: error, deckId: data.deckId }, '[worker] the model could not read the deck again; its offline reading stays');
    }
  });

  // The weekly digest: the scheduled run queues one email per recipient (a notice, as above).
  await ctx.queue.work(WEEKLY_DIGEST_QUEUE, 1, async () => void (await queueWeeklyDigests(ctx)));
  await ctx.queue.work<WeeklyDigestJob>(weeklyDigestEmailQueue(ctx.config), concurrency, (data, job) => sendWeeklyDigest(ctx, data, job));
  await scheduleWeeklyDigest(ctx);

  const sweep = () =>
    Promise.all([sweepStuckWork(ctx), pruneWebhookDeliveries(ctx)]).catch((error) =>
      logger.error({ err: error }, '[sweeper] failed'),
    );
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  void sweep();
  return async () => clearInterval(timer);
}

/**
 * The backstop for work whose jobs were lost beyond retry (e.g. the database was restored): anything
 * still in progress after STUCK_JOB_MINUTES is failed, with its token refunded and its files removed.
 */
export async function sweepStuckWork(ctx: AppContext): Promise<{ uploads: number; runs: number }> {
  const cutoff = new Date(ctx.clock().getTime() - ctx.config.STUCK_JOB_MINUTES * 60_000);
  const staleUploads = await listStaleUploads(ctx.db, cutoff);
  for (const upload of staleUploads) {
    await failUpload(ctx, upload.id, `${UPLOAD_MESSAGES.uploadFailed}: processing timed out`);
  }
  const stuckRuns = await listStuckRuns(ctx.db, cutoff);
  for (const run of stuckRuns) {
    await failDeepAnalysis(ctx, run.id, 'Analysis timed out');
  }
  return { uploads: staleUploads.length, runs: stuckRuns.length };
}
