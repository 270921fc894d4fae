import type { FastifyInstance } from 'fastify';
import { toNodeHandler } from 'better-auth/node';
import type { Auth } from '../auth.ts';
import { rateLimitKeyByIp } from './rate-limit.ts';

/** Attempts allowed per IP and minute on the credential endpoints (the spec's "Too Many Attempts"). */
const CREDENTIAL_ATTEMPTS_PER_MINUTE = 10;

/**
 * Better Auth's own endpoints under /api/auth. Encapsulated so its raw body is passed through untouched
 * (Better Auth reads the request stream itself).
 */
export async function registerAuthRoutes(app: FastifyInstance, auth: Auth, rateLimitEnabled: boolean) {
  const handler = toNodeHandler(auth);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
      reply.hijack();
      await handler(request.raw, reply.raw);
    };
    const limited = rateLimitEnabled
      ? { rateLimit: { max: CREDENTIAL_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: rateLimitKeyByIp } }
      : { rateLimit: false as const };
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      scope.route({ method: 'POST', url, config: { access: 'public', ...limited }, handler: forward });
    }
    scope.route({ method: ['GET', 'POST'], url: '/api/auth/*', config: { access: 'public' }, handler: forward });
  });
}
