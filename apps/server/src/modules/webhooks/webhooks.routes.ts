import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import * as webhooks from './webhooks.service.ts';
import { API_TAGS, okResponse, pathIdSchema } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import {
  createWebhookSchema,
  createdWebhookSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '@pitchscope/domain/contracts/webhooks';

const workspaceIdParam = { id: { description: 'The workspace id', schema: pathIdSchema } };
const webhookIdParams = { ...workspaceIdParam, webhookId: { description: 'The endpoint id', schema: pathIdSchema } };

/** A workspace's webhook endpoints and their delivery log, for its owners (ADR 0021, 0022). */
export async function webhooksRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = typedRoutes(app);
  const user = { access: 'user' as const };

  route.get(
    '/api/workspaces/:id/webhooks',
    user,
    {
      tag: API_TAGS.webhooks,
      summary: 'List the workspace’s webhook endpoints, each with its newest delivery (never the secrets)',
      description:
        'Owners only: a member or viewer gets 403, anyone else 404. Your personal workspace is `personal_<your user id>`.',
      params: workspaceIdParam,
      response: z.array(webhookEndpointSchema),
    },
    ({ params }, request) => webhooks.listWebhooks(ctx, actorOf(request), params.id),
  );

  route.post(
    '/api/workspaces/:id/webhooks',
    user,
    {
      tag: API_TAGS.webhooks,
      summary: 'Add a webhook endpoint to the workspace (owner; its signing secret is in this answer only)',
      description:
        'Needs a browser session (403 with an API key). The URL must be https and resolve to public unicast addresses only; ' +
        'private, loopback, link-local, metadata, reserved, documentation and IPv6-embedded IPv4 (mapped, compatible, 6to4, Teredo, NAT64) ' +
        'addresses are refused (400); the admin setting "allow private webhook targets" opens http and the private network only. ' +
        'The endpoint receives the events of every deck in the workspace, whoever uploaded it.',
      params: workspaceIdParam,
      body: createWebhookSchema,
      response: createdWebhookSchema,
      status: 201,
    },
    // The service checks the session and the owner before it validates the body: it reads the body itself.
    ({ params }, request) => webhooks.createWebhook(ctx, actorOf(request), params.id, request.body),
  );

  route.delete(
    '/api/workspaces/:id/webhooks/:webhookId',
    user,
    {
      tag: API_TAGS.webhooks,
      summary: 'Delete a webhook endpoint and its delivery log (owner)',
      params: webhookIdParams,
      response: okResponse,
    },
    ({ params }, request) => webhooks.deleteWebhook(ctx, actorOf(request), params.id, params.webhookId),
  );

  route.post(
    '/api/workspaces/:id/webhooks/:webhookId/test',
    user,
    {
      tag: API_TAGS.webhooks,
      summary: 'Send a `webhook.test` event to this endpoint (owner; queued; answers the delivery)',
      params: webhookIdParams,
      response: webhookDeliverySchema,
      status: 202,
    },
    ({ params }, request) => webhooks.sendTestEvent(ctx, actorOf(request), params.id, params.webhookId),
  );

  route.get(
    '/api/workspaces/:id/webhooks/:webhookId/deliveries',
    user,
    {
      tag: API_TAGS.webhooks,
      summary:
        'The endpoint’s newest deliveries (status, attempts, last status code and error), newest first (owner)',
      params: webhookIdParams,
      response: z.array(webhookDeliverySchema),
    },
    ({ params }, request) => webhooks.listWebhookDeliveries(ctx, actorOf(request), params.id, params.webhookId),
  );
}
