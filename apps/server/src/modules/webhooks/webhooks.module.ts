import type { AppContext } from '../../platform/context.ts';
import { logger } from '../../platform/logger.ts';
import type { ServerModule } from '../../platform/module.ts';
import {
  deliverWebhook,
  failWebhookDelivery,
  pruneWebhookDeliveries,
  WebhookAttemptFailed,
  webhookDeliveryQueue,
} from './webhooks.service.ts';
import { webhooksRoutes } from './webhooks.routes.ts';

/** Webhook deliveries (ADR 0021). */
export const webhooksModule: ServerModule<AppContext> = {
  name: 'webhooks',
  routes: webhooksRoutes,
  queues: (config) => [webhookDeliveryQueue(config)],

  async work(ctx) {
    // A failed attempt throws and the queue retries it with backoff; the last one is logged as failed.
    await ctx.queue.work<{ deliveryId: string }>(
      webhookDeliveryQueue(ctx.config),
      ctx.config.WORKER_CONCURRENCY,
      async (data, job) => {
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
      },
    );
  },

  sweep: async (ctx) => ({ webhookDeliveriesPruned: await pruneWebhookDeliveries(ctx) }),
};
