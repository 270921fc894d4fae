import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { bearerToken } from './bearer.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_ORIGIN_MESSAGE = 'This request came from another site and was refused.';

/**
 * CSRF defence of the app's own routes (Better Auth checks its /api/auth endpoints itself, against the
 * same list): a state-changing /api request from a browser must come from an allowed origin (APP_URL or
 * TRUSTED_ORIGINS). SameSite=Lax alone lets a same-site page, or an old browser, spend a token.
 *
 * - `Origin` present: it must be allowed (`Origin: null`, sent by sandboxed frames, is not).
 * - No `Origin`, but `Sec-Fetch-Site`: only `same-origin` and `none` (the user's own action) pass.
 * - Neither, but `Referer`: its origin must be allowed.
 * - None of them: allowed. Browsers send `Origin` on every cross-origin POST, PUT, PATCH and DELETE
 *   (and `Sec-Fetch-Site` on all requests), so such a request is not a browser's forgery but a script,
 *   `curl` or a test, which carries no ambient cookie of a victim.
 *
 * A request with an API key (`Authorization: Bearer`) is not checked: a browser never adds that header by
 * itself, and another site cannot make it send one (that needs a CORS preflight, which this app never
 * grants), so such a request is no forgery; the access hook then ignores its cookie (ADR 15).
 *
 * Runs at onRequest, before the body is read or the session is looked up. See ADR 6.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const allowed = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isAppApiRoute(request)) return;
    if (bearerToken(request) !== undefined) return;
    if (!isSameOriginRequest(request, allowed)) throw new AppError('FORBIDDEN', CROSS_ORIGIN_MESSAGE);
  });
}

function isAppApiRoute(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url;
  return path.startsWith('/api/') && !path.startsWith('/api/auth/');
}

export function isSameOriginRequest(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return allowed.has(origin);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  if (referer !== undefined) return allowed.has(originOf(referer));
  return true;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}
