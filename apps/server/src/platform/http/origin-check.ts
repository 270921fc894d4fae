import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { bearerToken } from './bearer.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_ORIGIN_MESSAGE = 'This request came from another site and was refused.';
export const MISSING_ORIGIN_MESSAGE =
  'This request did not say which site it came from and was refused. Send it from the app, or with an API key.';

/**
 * CSRF defence of every state-changing /api request, Better Auth's included: it must prove it comes
 * from an allowed origin (APP_URL or TRUSTED_ORIGINS). SameSite=Lax alone lets a same-site page, or an
 * old browser, spend a token; and a request that says nothing of its origin is not given the benefit of
 * the doubt (issue #29): browsers send `Origin` on every POST, PUT, PATCH and DELETE, so only a script
 * omits it, and a script has an API key.
 *
 * - `Origin` present: it must be allowed (`Origin: null`, sent by sandboxed frames and some redirects,
 *   is not).
 * - No `Origin`: a `Referer` of an allowed origin is accepted, unless `Sec-Fetch-Site` says the request
 *   crossed sites; without either header the request is refused.
 *
 * A request with an API key (`Authorization: Bearer`) is not checked: a browser never adds that header by
 * itself, and another site cannot make it send one (that needs a CORS preflight, which this app never
 * grants), so such a request is no forgery; the access hook then ignores its cookie (ADR 15).
 *
 * Runs at onRequest, before the body is read or the session is looked up. See ADR 6.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const allowed = new Set(trustedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !isApiRoute(request)) return;
    if (bearerToken(request) !== undefined) return;
    const verdict = originVerdict(request, allowed);
    if (verdict === 'allowed') return;
    // Refused before its body is read: close the connection after the answer, or a sender that never
    // finishes the body would keep the socket open past the idle timeout.
    reply.header('connection', 'close');
    throw new AppError('FORBIDDEN', verdict === 'missing' ? MISSING_ORIGIN_MESSAGE : CROSS_ORIGIN_MESSAGE);
  });
}

function isApiRoute(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url;
  return path.startsWith('/api/');
}

export type OriginVerdict = 'allowed' | 'foreign' | 'missing';

export function originVerdict(request: FastifyRequest, allowed: ReadonlySet<string>): OriginVerdict {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return allowed.has(origin) ? 'allowed' : 'foreign';
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return 'foreign';
  if (referer === undefined) return 'missing';
  return allowed.has(originOf(referer)) ? 'allowed' : 'foreign';
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}
