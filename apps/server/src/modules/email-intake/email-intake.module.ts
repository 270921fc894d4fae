import type { AppContext } from '../../platform/context.ts';
import { logger } from '../../platform/logger.ts';
import type { ServerModule } from '../../platform/module.ts';
import { intakeReceiptQueue, sendIntakeReceipt, type IntakeReceiptJob } from './intake-receipt.service.ts';
import { EMAIL_INTAKE_QUEUE, processIntakeMessage, type EmailIntakeJob } from './email-intake.service.ts';

/** Decks received by email (ADR 0050): the receiver keeps each message and queues it here. */
export const emailIntakeModule: ServerModule<AppContext> = {
  name: 'email-intake',
  queues: (config) => [EMAIL_INTAKE_QUEUE, intakeReceiptQueue(config)],

  async work(ctx) {
    await ctx.queue.work<EmailIntakeJob>(EMAIL_INTAKE_QUEUE, ctx.config.WORKER_CONCURRENCY, async (data, job) => {
      try {
        logger.info({ messageKey: data.messageKey, jobId: job.id, retryCount: job.retryCount }, '[mail-intake] message job started');
        await processIntakeMessage(ctx, data);
      } catch (error) {
        // The message stays stored until a retry reads it; the last failure is logged with its key.
        if (job.retryCount >= job.retryLimit)
          logger.error({ err: error, messageKey: data.messageKey }, '[worker] a mailed message could not be read');
        throw error;
      }
    });
    await ctx.queue.work<IntakeReceiptJob>(intakeReceiptQueue(ctx.config), ctx.config.WORKER_CONCURRENCY, (data, job) =>
      sendIntakeReceipt(ctx, data, job),
    );
  },
};
