import { workspacesRoutes } from './workspaces.routes.ts';
import type { AppContext } from '../../platform/context.ts';
import { logger } from '../../platform/logger.ts';
import type { ServerModule } from '../../platform/module.ts';
import {
  failInvitationEmail,
  InvitationEmailAttemptFailed,
  invitationEmailQueue,
  sendInvitationEmail,
  type InvitationEmailJob,
} from './invitation-email.service.ts';

/** Workspaces' invitation emails. */
export const workspacesModule: ServerModule<AppContext> = {
  name: 'workspaces',
  routes: workspacesRoutes,
  queues: (config) => [invitationEmailQueue(config)],

  async work(ctx) {
    // As webhooks: a failed SMTP attempt throws and is retried; the last one is recorded on the invitation.
    await ctx.queue.work<InvitationEmailJob>(
      invitationEmailQueue(ctx.config),
      ctx.config.WORKER_CONCURRENCY,
      async (data, job) => {
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
      },
    );
  },
};
