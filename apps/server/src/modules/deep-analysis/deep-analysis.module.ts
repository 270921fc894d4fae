import { ANALYSIS_CALL_ERRORS } from '@pitchscope/domain/messages';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { logger } from '../../platform/logger.ts';
import { stuckWorkCutoff, type ServerModule } from '../../platform/module.ts';
import type { AnalysisServices } from '../analysis/analysis.service.ts';
import {
  completionEmailQueue,
  sendCompletionEmail,
  type CompletionEmailJob,
} from './completion-email.service.ts';
import { listStuckRuns } from './deep-analysis.repository.ts';
import { DEEP_ANALYSIS_QUEUE, failDeepAnalysis, runDeepAnalysis } from './deep-analysis.service.ts';
import { deepAnalysisRoutes } from './deep-analysis.routes.ts';

/** Deep analysis runs and the analysis-complete notice. */
export const deepAnalysisModule: ServerModule<AppContext & AnalysisServices> = {
  name: 'deep-analysis',
  routes: deepAnalysisRoutes,
  queues: (config) => [DEEP_ANALYSIS_QUEUE, completionEmailQueue(config)],

  async work(ctx) {
    const concurrency = ctx.config.WORKER_CONCURRENCY;
    // The last attempt settles the run: failed, and its token refunded.
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
    // A notice, not a record: its last failed attempt is logged by sendCompletionEmail and dropped.
    await ctx.queue.work<CompletionEmailJob>(completionEmailQueue(ctx.config), concurrency, (data, job) =>
      sendCompletionEmail(ctx, data, job),
    );
  },

  // A run still in progress after STUCK_JOB_MINUTES is failed, with its token refunded.
  async sweep(ctx) {
    const stuckRuns = await listStuckRuns(ctx.db, stuckWorkCutoff(ctx));
    for (const run of stuckRuns) {
      await failDeepAnalysis(ctx, run.id, 'Analysis timed out');
    }
    return { runs: stuckRuns.length };
  },
};
