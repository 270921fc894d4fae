import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import * as webhooks from './webhooks.service.ts';

const workspaceParams = z.object({ id: z.string().min(1).max(100) });
export const webhookParams = workspaceParams.extend({ webhookId: z.string().min(1).max(100) });

/** A workspace's webhook endpoints and their delivery log, for its owners (ADR 0021, 0022). */
export async function webhooksRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = { config: { access: 'user' as const } };

  app.get('/api/workspaces/:id/webhooks', user, (request) => {
    const { id } = parseInput(workspaceParams, request.params, 'params');
    return webhooks.listWebhooks(ctx, actorOf(request), id);
  });

  app.post('/api/workspaces/:id/webhooks', user, async (request, reply) => {
    const { id } = parseInput(workspaceParams, request.params, 'params');
    return reply.status(201).send(await webhooks.createWebhook(ctx, actorOf(request), id, request.body));
  });

  app.delete('/api/workspaces/:id/webhooks/:webhookId', user, (request) => {
    const { id, webhookId } = parseInput(webhookParams, request.params, 'params');
    return webhooks.deleteWebhook(ctx, actorOf(request), id, webhookId);
  });

  app.post('/api/workspaces/:id/webhooks/:webhookId/test', user, async (request, reply) => {
    const { id, webhookId } = parseInput(webhookParams, request.params, 'params');
    return reply.status(202).send(await webhooks.sendTestEvent(ctx, actorOf(request), id, webhookId));
  });

  app.get('/api/workspaces/:id/webhooks/:webhookId/deliveries', user, (request) => {
    const { id, webhookId } = parseInput(webhookParams, request.params, 'params');
    return webhooks.listWebhookDeliveries(ctx, actorOf(request), id, webhookId);
  });
}
