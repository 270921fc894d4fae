import type { DecksContext } from './decks-context.ts';
import { decksRoutes } from './decks.routes.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { libraryChangesRoutes } from './library-changes.routes.ts';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { stuckWorkCutoff, type ServerModule } from '../../platform/module.ts';
import { logger } from '../../platform/logger.ts';
import { PROCESS_UPLOAD_QUEUE, failUpload, processUpload, type UploadJob } from './decks.jobs.ts';
import { backfillListKeys } from './decks.repository.ts';
import { modelRereadQueue, rereadWithModel, type ModelRereadJob } from './model-reread.ts';
import { listStaleUploads } from './uploads.repository.ts';
import {
  WEEKLY_DIGEST_QUEUE,
  queueWeeklyDigests,
  scheduleWeeklyDigest,
  sendWeeklyDigest,
  weeklyDigestEmailQueue,
  type WeeklyDigestJob,
} from './weekly-digest.service.ts';

/** Uploads, the model's re-reading of decks read offline, and the weekly digest. */
export const decksModule: ServerModule<DecksContext> = {
  name: 'decks',
  async routes(app, ctx) {
    await decksRoutes(app, ctx);
    await uploadsRoutes(app, ctx);
    await libraryChangesRoutes(app, ctx);
  },
  queues: (config) => [
    PROCESS_UPLOAD_QUEUE,
    modelRereadQueue(config),
    WEEKLY_DIGEST_QUEUE,
    weeklyDigestEmailQueue(config),
  ],

  // Decks stored before the library keys (migration 0005) or under older key rules get them now.
  seed: async (db) => void (await backfillListKeys(db)),

  async work(ctx) {
    const concurrency = ctx.config.WORKER_CONCURRENCY;
    // Uploads are fetched in fair order (their priority, ADR 0025) and one workspace holds at most its cap
    // of the lanes, whichever processes run them.
    const uploadConcurrency = { local: concurrency, perGroup: ctx.config.workspaceUploadConcurrency };
    await ctx.queue.work<UploadJob>(PROCESS_UPLOAD_QUEUE, uploadConcurrency, async (data, job) => {
      try {
        logger.debug({ uploadId: data.uploadId, jobId: job.id, retryCount: job.retryCount }, '[upload] job started');
        await processUpload(ctx, data.uploadId);
      } catch (error) {
        if (job.retryCount >= job.retryLimit) {
          // The cause goes to the log; the user gets a message without internals (SQL, paths, deck text).
          logger.error({ err: error }, `[worker] upload ${data.uploadId} failed`);
          await failUpload(
            ctx,
            data.uploadId,
            `${UPLOAD_MESSAGES.uploadFailed}: the file could not be processed. Please try again.`,
          );
          return;
        }
        throw error;
      }
    });

    // A deck read offline is read by the model once it answers; until then the queue tries again, and its
    // last failure leaves the local reading in place (the deck page offers a new attempt).
    await ctx.queue.work<ModelRereadJob>(modelRereadQueue(ctx.config), concurrency, async (data, job) => {
      try {
        await rereadWithModel(ctx, data);
      } catch (error) {
        if (job.retryCount < job.retryLimit) throw error;
        logger.warn(
          { err: error, deckId: data.deckId },
          '[worker] the model could not read the deck again; its offline reading stays',
        );
      }
    });

    // The weekly digest: the scheduled run queues one email per recipient (a notice: its last failure is dropped).
    await ctx.queue.work(WEEKLY_DIGEST_QUEUE, 1, async () => void (await queueWeeklyDigests(ctx)));
    await ctx.queue.work<WeeklyDigestJob>(weeklyDigestEmailQueue(ctx.config), concurrency, (data, job) =>
      sendWeeklyDigest(ctx, data, job),
    );
    await scheduleWeeklyDigest(ctx);
  },

  // An upload still in progress after STUCK_JOB_MINUTES is failed, its file kept under "Not added".
  async sweep(ctx) {
    const staleUploads = await listStaleUploads(ctx.db, stuckWorkCutoff(ctx));
    for (const upload of staleUploads) {
      await failUpload(ctx, upload.id, `${UPLOAD_MESSAGES.uploadFailed}: processing timed out`);
    }
    return { uploads: staleUploads.length };
  },
};
