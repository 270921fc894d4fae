import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  SHARE_LINK_CREATES_PER_MINUTE,
  SHARE_LINK_ROBOTS,
  SHARE_LINK_VIEWS_PER_MINUTE,
} from '@pitchscope/domain/constants';
import { createShareLinkSchema } from '@pitchscope/domain/contracts/share-links';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { perUserPerMinute, rateLimitKeyByIp } from '../../platform/http/rate-limit.ts';
import { parseInput } from '../../platform/http/validation.ts';
import * as shareLinks from './share-links.service.ts';

const deckParams = z.object({ id: z.string().min(1).max(100) });
export const shareLinkParams = deckParams.extend({ linkId: z.string().min(1).max(100) });
/** Any string (the router refuses one past 100 characters): a malformed token gets the answer of a revoked one. */
export const shareTokenParams = z.object({ token: z.string().max(100) });

/** Headers of everything a share link serves: not indexed, not cached, the token not sent on as a referrer. */
export const SHARED_PAGE_HEADERS = {
  'x-robots-tag': SHARE_LINK_ROBOTS,
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
} as const;

/** Read-only share links of a deck (ADR 0020): managed by the owner (the admin lists and revokes), opened by anyone. */
export async function shareLinksRoutes(app: FastifyInstance, ctx: AppContext) {
  const user = { config: { access: 'user' as const } };

  app.get('/api/decks/:id/share-links', user, (request) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    return shareLinks.listShareLinks(ctx, actorOf(request), id);
  });

  const create = {
    config: {
      access: 'user' as const,
      rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, SHARE_LINK_CREATES_PER_MINUTE),
    },
  };
  app.post('/api/decks/:id/share-links', create, async (request, reply) => {
    const { id } = parseInput(deckParams, request.params, 'params');
    const input = parseInput(createShareLinkSchema, request.body ?? {});
    return reply.status(201).send(await shareLinks.createShareLink(ctx, actorOf(request), id, input));
  });

  app.delete('/api/decks/:id/share-links/:linkId', user, (request) => {
    const { id, linkId } = parseInput(shareLinkParams, request.params, 'params');
    return shareLinks.revokeShareLink(ctx, actorOf(request), id, linkId);
  });

  // The public page's data: headers set at onRequest so that every answer carries them (429 and 410 too).
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      reply.headers(SHARED_PAGE_HEADERS);
    });
    const open = {
      config: {
        access: 'public' as const,
        rateLimit: ctx.config.RATE_LIMIT_ENABLED
          ? { max: SHARE_LINK_VIEWS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: rateLimitKeyByIp }
          : (false as const),
      },
    };
    scope.get('/api/share/:token', open, (request) => {
      const { token } = parseInput(shareTokenParams, request.params, 'params');
      return shareLinks.openSharedDeck(ctx, token);
    });
  });
}
