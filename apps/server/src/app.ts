import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { DEFAULT_MAX_UPLOAD_SIZE_MB } from '@pitchscope/domain/constants';
import { AUTH_ERRORS } from '@pitchscope/domain/messages';
import { SERVER_MODULES, type ServerContext } from './compose.ts';
import {
  frameworkErrorHandler,
  registerErrorHandler,
  registerNotFoundHandler,
} from './platform/http/errors.ts';
import { registerAccessControl, type RouteAccessEntry } from './platform/http/access.ts';
import { registerAuthRoutes } from './platform/http/auth-routes.ts';
import { registerOriginCheck } from './platform/http/origin-check.ts';
import { registerInputGuard } from './platform/http/validation.ts';
import { registerAnswerCheck } from './platform/http/answer-check.ts';
import { RATE_LIMIT_HOOK, rateLimitKey } from './platform/http/rate-limit.ts';
import { loadSpaIndex, sendSpaIndex, type SpaIndex } from './platform/http/spa-index.ts';
import { DEFAULT_HTTP_LIMITS, guardConnections, type HttpLimits } from './platform/http/connections.ts';
import { resolveActor } from './modules/accounts/accounts.service.ts';
import { SHARED_PAGE_HEADERS } from './modules/share-links/share-links.routes.ts';
import { authenticateApiKey } from './modules/api-keys/api-keys.service.ts';
import { registerOpenApi } from './modules/api-docs/openapi.ts';
import { logger } from './platform/logger.ts';

export interface BuiltApp {
  app: FastifyInstance;
  /** Every API route with its declared access rule (for the authorization matrix test). */
  routes: RouteAccessEntry[];
}

/** Builds the HTTP app without listening, so tests drive it with `app.inject`. */
export async function buildApp(
  ctx: ServerContext,
  options: {
    serveWeb?: boolean;
    /** The built web app's folder; by default apps/web/dist beside the server's source or bundle. */
    webRoot?: string;
    http?: Partial<HttpLimits>;
    checkAnswers?: boolean;
  } = {},
): Promise<BuiltApp> {
  const limits: HttpLimits = {
    ...DEFAULT_HTTP_LIMITS,
    maxConnectionsPerIp: ctx.config.MAX_CONNECTIONS_PER_IP,
    ...options.http,
  };
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
  });
  guardConnections(app.server, limits, ctx.config.TRUST_PROXY);
  const routes: RouteAccessEntry[] = [];

  registerErrorHandler(app);
  registerOriginCheck(app, ctx.config.trustedOrigins);
  // JSON routes read JSON only: Fastify's default text/plain parser would let a cross-site form post a
  // "simple" request (no CORS preflight) that the handler then reads. Unknown types answer 415.
  app.removeContentTypeParser('text/plain');
  registerInputGuard(app);
  if (options.checkAnswers) registerAnswerCheck(app);
  // Built once: @fastify/helmet builds helmet's middleware again for every request (about 14 % of a cached
  // library request's CPU, ADR 0023); no route has helmet options of its own.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
  await app.register(rateLimit, {
    global: false,
    hook: RATE_LIMIT_HOOK,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: {
        code: 'RATE_LIMITED',
        message: AUTH_ERRORS.tooManyRequests.message,
        details: { retryAfter: context.after },
      },
    }),
  });
  await app.register(multipart, {
    // The name as the client sent it, folders included: cleanUploadFileName keeps them as part of the name.
    preservePath: true,
    limits: { fileSize: DEFAULT_MAX_UPLOAD_SIZE_MB * 1024 * 1024, files: 1, fields: 5, parts: 6 },
  });
  registerAccessControl(
    app,
    ctx.auth,
    (userId) => resolveActor(ctx.db, userId),
    routes,
    (key) => authenticateApiKey(ctx.db, key, ctx.clock()),
    ctx.sessions,
  );

  // Collects each route's description as it is registered: before any route.
  await registerOpenApi(app, ctx.config.appUrl);
  await registerAuthRoutes(app, ctx.auth, ctx.config.RATE_LIMIT_ENABLED);
  for (const module of SERVER_MODULES) await module.routes?.(app, ctx);

  const spaIndex = options.serveWeb ? await serveWebApp(app, options.webRoot) : null;
  registerNotFoundHandler(app, { spaIndex });
  return { app, routes };
}

async function serveWebApp(app: FastifyInstance, webRoot?: string): Promise<SpaIndex | null> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = webRoot ? [webRoot] : [path.resolve(here, '../../web/dist'), path.resolve(here, '../web/dist')];
  const root = candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
  if (!root) {
    app.log.warn('apps/web/dist not found: run `npm run build` to serve the web app');
    return null;
  }
  const spaIndex = loadSpaIndex(root);
  // The web app's files are public. @fastify/static takes no route config, so its routes are given their
  // access rule as they are added (the access hook refuses any route without one).
  let addingStaticRoutes = true;
  app.addHook('onRoute', (route) => {
    if (addingStaticRoutes) route.config = { ...route.config, access: 'public' };
  });
  // Hashed assets are immutable; index.html (served for every SPA path) is revalidated each time.
  await app.register(fastifyStatic, { root, wildcard: true, index: false, maxAge: '365d', immutable: true });
  addingStaticRoutes = false;
  app.get('/', { config: { access: 'public' } }, (request, reply) => sendSpaIndex(request, reply, spaIndex));
  // A shared deck's page (ADR 0020): the SPA, with the headers that keep it out of search engines and caches.
  app.get('/s/:token', { config: { access: 'public' } }, (request, reply) =>
    sendSpaIndex(request, reply, spaIndex, SHARED_PAGE_HEADERS),
  );
  return spaIndex;
}
