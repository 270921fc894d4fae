import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import * as webhooks from './webhooks.service.ts';

export const webhookParams = z.object({ id: z.string().min(1).max(100) });

/** The user's own webhook endpoints and their delivery log (ADR 0021). */
export async function webhooksRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = { config: { access: 'user' as const } };

  app.get('/api/me/webhooks', user, (request) => webhooks.listWebhooks(ctx, actorOf(request)));

  app.post('/api/me/webhooks', user, async (request, reply) =>
    reply.status(201).send(await webhooks.createWebhook(ctx, actorOf(request), request.body)),
  );

  app.delete('/api/me/webhooks/:id', user, (request) => {
    const { id } = parseInput(webhookParams, request.params);
    return webhooks.deleteWebhook(ctx, actorOf(request), id);
  });

  app.post('/api/me/webhooks/:id/test', user, async (request, reply) => {
    const { id } = parseInput(webhookParams, request.params);
    return reply.status(202).send(await webhooks.sendTestEvent(ctx, actorOf(request), id));
  });

  app.get('/api/me/webhooks/:id/deliveries', user, (request) => {
    const { id } = parseInput(webhookParams, request.params);
    return webhooks.listWebhookDeliveries(ctx, actorOf(request), id);
  });
}
