import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createApiKeySchema } from '@pitchscope/domain/contracts/api-keys';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import * as apiKeys from './api-keys.service.ts';
import { API_TAGS, okResponse, pathIdSchema } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import { apiKeySummarySchema, createdApiKeySchema } from '@pitchscope/domain/contracts/api-keys';

/** The user's own API keys (ADR 15). Creating and revoking need the browser session (the service refuses a key). */
export async function apiKeysRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = typedRoutes(app);
  const user = { access: 'user' as const };

  route.get(
    '/api/me/api-keys',
    user,
    {
      tag: API_TAGS.keys,
      summary: 'List your API keys (never the keys themselves)',
      response: z.array(apiKeySummarySchema),
    },
    (_input, request) => apiKeys.listApiKeys(ctx.db, actorOf(request)),
  );

  route.post(
    '/api/me/api-keys',
    user,
    {
      tag: API_TAGS.keys,
      summary: 'Create an API key (the key is in this answer only)',
      description: 'Needs a browser session: a request made with an API key is refused (403).',
      body: createApiKeySchema,
      response: createdApiKeySchema,
      status: 201,
    },
    ({ body }, request) => apiKeys.createApiKey(ctx.db, actorOf(request), body),
  );

  route.delete(
    '/api/me/api-keys/:id',
    user,
    {
      tag: API_TAGS.keys,
      summary: 'Revoke an API key',
      description: 'Needs a browser session. The key stops working at once (401).',
      params: { id: { description: 'The key id', schema: pathIdSchema } },
      response: okResponse,
    },
    ({ params }, request) => apiKeys.revokeApiKey(ctx.db, actorOf(request), params.id),
  );
}
