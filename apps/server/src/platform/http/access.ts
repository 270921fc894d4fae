import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import type { Auth } from '../auth.ts';
import { bearerToken } from './bearer.ts';
import type { SessionCache } from '../cache/session-cache.ts';

/**
 * Every route declares who may call it (`config: { access }`); this hook enforces it before any
 * handler runs, so a handler never forgets a check. A route without a declaration is refused (403), for
 * every caller, whatever its path: forgetting the declaration fails closed.
 */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: Access | undefined;
}

/** The account and key behind a presented API key; null when the key is unknown or revoked. */
export type ApiKeyAuthenticator = (key: string) => Promise<{ userId: string; apiKeyId: string } | null>;

export const INVALID_API_KEY_MESSAGE = 'The API key is not valid: it is mistyped or was revoked.';

export function registerAccessControl(
  app: FastifyInstance,
  auth: Auth,
  resolveActor: (userId: string) => Promise<Actor | null>,
  routes: RouteAccessEntry[],
  authenticateKey: ApiKeyAuthenticator = async () => null,
  sessions?: SessionCache,
) {
  app.decorateRequest('actor', null);
  const registered: { method: string; url: string; options: RouteOptions }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      registered.push({ method, url: route.url, options: route });
    }
  });
  // Read once all are registered: a plugin's scope may give its routes their access rule and schema in
  // its own onRoute hook, which runs after this one. Hidden routes are the API reference UI's own files
  // (public), not operations.
  app.addHook('onReady', async () => {
    routes.length = 0;
    for (const { method, url, options } of registered) {
      if ((options.schema as { hide?: boolean } | undefined)?.hide) continue;
      routes.push({ method, url, access: options.config?.access });
    }
  });
  app.addHook('preHandler', async (request, reply) => {
    // A request no route matched is answered 404 (or the SPA's index) by the not-found handler.
    if (request.is404) return;
    const access = request.routeOptions.config?.access;
    // Deny by default: every route, wherever it lives (/api, /api/auth, static), must declare who may call it.
    if (access === undefined) throw new AppError('FORBIDDEN', 'This route declares no access rule');
    // Better Auth's endpoints (all public) read the session themselves.
    if (access === 'public' && request.routeOptions.url?.startsWith('/api/auth/')) return;
    request.actor = await readActor(request, reply, auth, resolveActor, authenticateKey, sessions);
    if (access === 'public') return;
    if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    if (access === 'admin' && !request.actor.isAdmin) throw new AppError('ADMIN_REQUIRED', ADMIN_MESSAGES.adminRequired);
  });
}

async function readActor(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: Auth,
  resolveActor: (userId: string) => Promise<Actor | null>,
  authenticateKey: ApiKeyAuthenticator,
  sessions?: SessionCache,
): Promise<Actor | null> {
  // A request with an API key is that key's, whatever cookie it also carries (the origin check lets
  // such a request through, so the cookie must not count). A bad key is refused even on public routes.
  const key = bearerToken(request);
  if (key !== undefined) {
    const found = await authenticateKey(key);
    const actor = found && (await resolveActor(found.userId));
    if (!found || !actor) throw new AppError('UNAUTHENTICATED', INVALID_API_KEY_MESSAGE);
    return { ...actor, apiKeyId: found.apiKeyId };
  }
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const cached = sessions?.lookup(cookie);
  if (cached) return { ...cached };
  const ticket = sessions?.ticket();
  const { headers, response: session } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  // A session in use gets a new idle deadline, and its cookie a new Max-Age: pass that cookie on, or the
  // browser would drop a busy session when the first cookie runs out (and forget an expired one).
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!session) return null;
  const actor = await resolveActor(session.user.id);
  if (!actor) return null;
  const resolved = { ...actor, sessionId: session.session.id };
  // A refreshed session's new cookie differs from this one: the browser's next request is cached anew.
  if (ticket && cookies.length === 0) sessions!.store(cookie, ticket, resolved, new Date(session.session.expiresAt));
  return resolved;
}

/** The signed-in actor of a route whose access is 'user' or 'admin'. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return request.actor;
}
