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
import * as shareLinks from './share-links.service.ts';
import { API_TAGS, deckIdParam, pathIdSchema } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import {
  createdShareLinkSchema,
  shareLinkSummarySchema,
  sharedDeckSchema,
} from '@pitchscope/domain/contracts/share-links';

/** Any string (the router refuses one past 100 characters): a malformed token gets the answer of a revoked one. */
const shareToken = z.string().max(100);

/** Headers of everything a share link serves: not indexed, not cached, the token not sent on as a referrer. */
export const SHARED_PAGE_HEADERS = {
  'x-robots-tag': SHARE_LINK_ROBOTS,
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
} as const;

/** Read-only share links of a deck (ADR 0020): managed by the owner (the admin lists and revokes), opened by anyone. */
export async function shareLinksRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = typedRoutes(app);
  const user = { access: 'user' as const };

  route.get(
    '/api/decks/:id/share-links',
    user,
    {
      tag: API_TAGS.share,
      summary: "The deck's share links, newest first, with their views (never the links themselves)",
      description: 'The owner, or an admin. Revoked and expired links are listed too, with their status.',
      params: deckIdParam,
      response: z.array(shareLinkSummarySchema),
    },
    ({ params }, request) => shareLinks.listShareLinks(ctx, actorOf(request), params.id),
  );

  route.post(
    '/api/decks/:id/share-links',
    {
      access: 'user',
      rateLimit: perUserPerMinute(ctx.config.RATE_LIMIT_ENABLED, SHARE_LINK_CREATES_PER_MINUTE),
    },
    {
      tag: API_TAGS.share,
      summary:
        'Share the deck read-only: a link anyone can open without an account (the URL is in this answer only)',
      description:
        'Only the owner. `expiresInDays` (1–365) makes the link stop working after that many days; absent or null, it works until revoked. At most 20 working links per deck (409).',
      params: deckIdParam,
      body: createShareLinkSchema,
      response: createdShareLinkSchema,
      status: 201,
    },
    ({ params, body }, request) => shareLinks.createShareLink(ctx, actorOf(request), params.id, body),
  );

  route.delete(
    '/api/decks/:id/share-links/:linkId',
    user,
    {
      tag: API_TAGS.share,
      summary: 'Revoke a share link (it stops working at once)',
      description: 'The owner, or an admin. The link stays listed as revoked, with its views.',
      params: { ...deckIdParam, linkId: { description: 'The share link id', schema: pathIdSchema } },
      response: shareLinkSummarySchema,
    },
    ({ params }, request) => shareLinks.revokeShareLink(ctx, actorOf(request), params.id, params.linkId),
  );

  // The public page's data: headers set at onRequest so that every answer carries them (429 and 410 too).
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      reply.headers(SHARED_PAGE_HEADERS);
    });
    typedRoutes(scope).get(
      '/api/share/:token',
      {
        access: 'public',
        rateLimit: ctx.config.RATE_LIMIT_ENABLED
          ? { max: SHARE_LINK_VIEWS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: rateLimitKeyByIp }
          : false,
      },
      {
        tag: API_TAGS.share,
        summary: 'A shared deck: its stated facts, summaries and deep-analysis report (no session needed)',
        description:
          'Public, limited per client address (60 a minute), counted as a view. Never the investor profile, the fit, the verdict, notes, the owner or other decks. Sent with `X-Robots-Tag: noindex` and `Cache-Control: no-store`. A revoked, expired or unknown link answers 410 SHARE_LINK_UNAVAILABLE.',
        params: { token: { description: 'The token of the link (the last part of its URL)', schema: shareToken } },
        response: sharedDeckSchema,
      },
      ({ params }) => shareLinks.openSharedDeck(ctx, params.token),
    );
  });
}
