import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createApiKeySchema } from '@pitchscope/domain/contracts/api-keys';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import * as apiKeys from './api-keys.service.ts';
import { API_TAGS, describeRoute, okResponse } from '../../platform/http/route-description.ts';
import { apiKeySummarySchema, createdApiKeySchema } from '@pitchscope/domain/contracts/api-keys';

export const apiKeyParams = z.object({ id: z.string().min(1).max(100) });

/** The user's own API keys (ADR 15). Creating and revoking need the browser session (the service refuses a key). */
export async function apiKeysRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = { config: { access: 'user' as const } };

  app.get(
    '/api/me/api-keys',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.keys,
        summary: 'List your API keys (never the keys themselves)',
        response: z.array(apiKeySummarySchema),
      }),
    },
    (request) => apiKeys.listApiKeys(ctx.db, actorOf(request)),
  );

  app.post(
    '/api/me/api-keys',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.keys,
        summary: 'Create an API key (the key is in this answer only)',
        description: 'Needs a browser session: a request made with an API key is refused (403).',
        body: createApiKeySchema,
        response: createdApiKeySchema,
        status: 201,
      }),
    },
    async (request, reply) => {
      const input = parseInput(createApiKeySchema, request.body);
      return reply.status(201).send(await apiKeys.createApiKey(ctx.db, actorOf(request), input));
    },
  );

  app.delete(
    '/api/me/api-keys/:id',
    {
      ...user,
      schema: describeRoute({
        tag: API_TAGS.keys,
        summary: 'Revoke an API key',
        description: 'Needs a browser session. The key stops working at once (401).',
        params: { id: { description: 'The key id' } },
        response: okResponse,
      }),
    },
    (request) => {
      const { id } = parseInput(apiKeyParams, request.params, 'params');
      return apiKeys.revokeApiKey(ctx.db, actorOf(request), id);
    },
  );
}
