import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toNodeHandler } from 'better-auth/node';
import { CREDENTIAL_ATTEMPTS_PER_MINUTE } from '@pitchscope/domain/constants';
import type { Auth } from '../auth.ts';
import { z } from 'zod';
import { rateLimitKeyByIp } from './rate-limit.ts';
import { API_TAGS, describeRoute } from './route-description.ts';

/** Largest request body the auth endpoints read (their JSON is a few hundred bytes). */
export const AUTH_BODY_LIMIT_BYTES = 64 * 1024;

const credentials = z.object({ email: z.string(), password: z.string() });

/**
 * Better Auth's answers as it sends them (its handler writes them itself, past Fastify's onSend). The user
 * is Better Auth's record, which may carry more fields than these.
 */
const authUser = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const AUTH_ANSWERS = {
  signIn: z.object({ redirect: z.boolean(), token: z.string(), url: z.string().optional(), user: authUser }),
  signUp: z.object({ token: z.string().nullable(), user: authUser }),
  changePassword: z.object({ token: z.string().nullable(), user: authUser }),
};

/** The endpoints that check or set a password, each limited per IP. */
const CREDENTIAL_ROUTES = {
  '/api/auth/sign-in/email': describeRoute({
    tag: API_TAGS.auth,
    summary: 'Sign in with email and password (sets the session cookie)',
    body: credentials,
    response: AUTH_ANSWERS.signIn,
    description: 'Limited per IP. Scripts should use an API key instead of a session.',
    notes: 'Input: `{email,password}`. Answer: session cookie.',
  }),
  '/api/auth/sign-up/email': describeRoute({
    tag: API_TAGS.auth,
    summary: 'Create an account (sets the session cookie)',
    body: credentials.extend({ name: z.string() }),
    response: AUTH_ANSWERS.signUp,
    notes: 'Input: `{name,email,password}`. Answer: Better Auth user + session cookie.',
  }),
  '/api/auth/change-password': describeRoute({
    tag: API_TAGS.auth,
    summary: 'Change the password (Better Auth)',
    body: z.object({
      currentPassword: z.string(),
      newPassword: z.string(),
      revokeOtherSessions: z.boolean().optional(),
    }),
    response: AUTH_ANSWERS.changePassword,
    notes:
      "Input: `{currentPassword,newPassword,revokeOtherSessions?}`. Answer: Better Auth's; same password policy.",
  }),
};

const restOfAuthPath = { '*': { description: 'The rest of the path below /api/auth/' } };

/** Each endpoint behind the wildcard answers its own JSON: any value. */
const betterAuthAnswer = z.unknown();

/** Better Auth's other endpoints, behind one wildcard route per method. */
const OTHER_AUTH_ROUTES = {
  GET: describeRoute({
    tag: API_TAGS.auth,
    summary: 'Other Better Auth endpoints (session, sign-out, Google callback…)',
    description:
      '`GET /api/auth/get-session`: the session or null. `GET /api/auth/callback/google`: the Google sign-in callback.',
    params: restOfAuthPath,
    response: betterAuthAnswer,
    responseDescription: "Better Auth's JSON answer for the endpoint (e.g. the session or null; `{success:true}`).",
  }),
  POST: describeRoute({
    tag: API_TAGS.auth,
    summary: 'Other Better Auth endpoints (sign-out, revoke sessions, Google sign-in…)',
    description:
      '`POST /api/auth/sign-out` `{}`: ends the session at once. `POST /api/auth/update-user` `{name?,image?}`: ' +
      'name at most 100 characters. `POST /api/auth/sign-in/social` `{provider:"google", callbackURL}`: `{url}` to ' +
      'redirect to (only when Google is configured). Bodies are limited to 64 KB.',
    params: restOfAuthPath,
    response: betterAuthAnswer,
    responseDescription: "Better Auth's JSON answer for the endpoint (e.g. the session or null; `{success:true}`).",
  }),
};

/**
 * Better Auth's own endpoints under /api/auth. Fastify reads the body first, within AUTH_BODY_LIMIT_BYTES
 * (a larger declared length is refused before a byte is read, a longer stream as soon as it passes the
 * limit: 413), and hands Better Auth the text it read.
 */
export async function registerAuthRoutes(app: FastifyInstance, auth: Auth, rateLimitEnabled: boolean) {
  const handler = toNodeHandler(auth);
  await app.register(async (scope) => {
    scope.addHook('preParsing', async (_request, reply, payload) =>
      stopReadingPast(AUTH_BODY_LIMIT_BYTES, payload, reply),
    );
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      // Better Auth reads an already consumed request's `body` (as it does behind Express's body parsers).
      if (typeof request.body === 'string' && request.body.length > 0) {
        (request.raw as typeof request.raw & { body?: string }).body = request.body;
      }
      reply.hijack();
      await handler(request.raw, reply.raw);
    };
    const limited = rateLimitEnabled
      ? {
          rateLimit: {
            max: CREDENTIAL_ATTEMPTS_PER_MINUTE,
            timeWindow: '1 minute',
            keyGenerator: rateLimitKeyByIp,
          },
        }
      : { rateLimit: false as const };
    // Per IP and minute on the endpoints that check or set a password (the spec's "Too Many Attempts").
    for (const [url, schema] of Object.entries(CREDENTIAL_ROUTES)) {
      scope.route({
        method: 'POST',
        url,
        bodyLimit: AUTH_BODY_LIMIT_BYTES,
        config: { access: 'public', ...limited },
        schema,
        handler: forward,
      });
    }
    // The route's limit is the one a 413 names (errors.ts reads it), as well as the parser's.
    for (const [method, schema] of Object.entries(OTHER_AUTH_ROUTES)) {
      scope.route({
        method,
        url: '/api/auth/*',
        bodyLimit: AUTH_BODY_LIMIT_BYTES,
        config: { access: 'public' },
        schema,
        handler: forward,
      });
    }
  });
}

/**
 * Passes the body through until it grows past `limit`, then stops pulling from the connection and fails
 * the request with 413; the answer closes the connection, so the rest of the body is never read (Fastify's
 * own limit would stop buffering but keep draining what the client sends).
 */
function stopReadingPast(limit: number, payload: Readable, reply: FastifyReply): Readable {
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received <= limit) return callback(null, chunk);
      payload.unpipe(limited);
      payload.pause();
      reply.header('connection', 'close');
      callback(
        Object.assign(new Error('Request body is too large'), {
          statusCode: 413,
          code: 'FST_ERR_CTP_BODY_TOO_LARGE',
        }),
      );
    },
  });
  // Fastify reports the error when it is reading the body; when it refused the request before reading
  // (a declared length over the limit), nobody listens and the error must not crash the process.
  limited.on('error', () => {});
  return payload.pipe(limited);
}
