import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createApiKeySchema } from '@pitchscope/domain/contracts/api-keys';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import * as apiKeys from './api-keys.service.ts';

export const apiKeyParams = z.object({ id: z.string().min(1).max(100) });

/** The user's own API keys (ADR 15). Creating and revoking need the browser session (the service refuses a key). */
export async function apiKeysRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = { config: { access: 'user' as const } };

  app.get('/api/me/api-keys', user, (request) => apiKeys.listApiKeys(ctx.db, actorOf(request)));

  app.post('/api/me/api-keys', user, async (request, reply) => {
    const input = parseInput(createApiKeySchema, request.body);
    return reply.status(201).send(await apiKeys.createApiKey(ctx.db, actorOf(request), input));
  });

  app.delete('/api/me/api-keys/:id', user, (request) => {
    const { id } = parseInput(apiKeyParams, request.params, 'params');
    return apiKeys.revokeApiKey(ctx.db, actorOf(request), id);
  });
}
