import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import * as webhooks from './webhooks.service.ts';
import { API_TAGS, describeRoute, okResponse } from '../../platform/http/route-description.ts';
import {
  createWebhookSchema,
  createdWebhookSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '@pitchscope/domain/contracts/webhooks';

const workspaceParams = z.object({ id: z.string().min(1).max(100) });
export const webhookParams = workspaceParams.extend({ webhookId: z.string().min(1).max(100) });

/** A workspace's webhook endpoints and their delivery log, for its owners (ADR 0021, 0022). */
export async function webhooksRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = { config: { access: 'user' as const } };

  app.get(
    '/api/workspaces/:id/webhooks',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.webhooks,
        summary: 'List the workspace’s webhook endpoints, each with its newest delivery (never the secrets)',
        description:
          'Owners only: a member or viewer gets 403, anyone else 404. Your personal workspace is `personal_<your user id>`.',
        params: { id: { description: 'The workspace id' } },
        response: z.array(webhookEndpointSchema),
      }),
    },
    (request) => {
      const { id } = parseInput(workspaceParams, request.params, 'params');
      return webhooks.listWebhooks(ctx, actorOf(request), id);
    },
  );

  app.post(
    '/api/workspaces/:id/webhooks',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.webhooks,
        summary: 'Add a webhook endpoint to the workspace (owner; its signing secret is in this answer only)',
        description:
          'Needs a browser session (403 with an API key). The URL must be https and resolve to public unicast addresses only; ' +
          'private, loopback, link-local, metadata, reserved, documentation and IPv6-embedded IPv4 (mapped, compatible, 6to4, Teredo, NAT64) ' +
          'addresses are refused (400); the admin setting "allow private webhook targets" opens http and the private network only. ' +
          'The endpoint receives the events of every deck in the workspace, whoever uploaded it.',
        params: { id: { description: 'The workspace id' } },
        body: createWebhookSchema,
        response: createdWebhookSchema,
        status: 201,
      }),
    },
    async (request, reply) => {
      const { id } = parseInput(workspaceParams, request.params, 'params');
      return reply.status(201).send(await webhooks.createWebhook(ctx, actorOf(request), id, request.body));
    },
  );

  app.delete(
    '/api/workspaces/:id/webhooks/:webhookId',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.webhooks,
        summary: 'Delete a webhook endpoint and its delivery log (owner)',
        params: { id: { description: 'The workspace id' }, webhookId: { description: 'The endpoint id' } },
        response: okResponse,
      }),
    },
    (request) => {
      const { id, webhookId } = parseInput(webhookParams, request.params, 'params');
      return webhooks.deleteWebhook(ctx, actorOf(request), id, webhookId);
    },
  );

  app.post(
    '/api/workspaces/:id/webhooks/:webhookId/test',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.webhooks,
        summary: 'Send a `webhook.test` event to this endpoint (owner; queued; answers the delivery)',
        params: { id: { description: 'The workspace id' }, webhookId: { description: 'The endpoint id' } },
        response: webhookDeliverySchema,
        status: 202,
      }),
    },
    async (request, reply) => {
      const { id, webhookId } = parseInput(webhookParams, request.params, 'params');
      return reply.status(202).send(await webhooks.sendTestEvent(ctx, actorOf(request), id, webhookId));
    },
  );

  app.get(
    '/api/workspaces/:id/webhooks/:webhookId/deliveries',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.webhooks,
        summary:
          'The endpoint’s newest deliveries (status, attempts, last status code and error), newest first (owner)',
        params: { id: { description: 'The workspace id' }, webhookId: { description: 'The endpoint id' } },
        response: z.array(webhookDeliverySchema),
      }),
    },
    (request) => {
      const { id, webhookId } = parseInput(webhookParams, request.params, 'params');
      return webhooks.listWebhookDeliveries(ctx, actorOf(request), id, webhookId);
    },
  );
}
