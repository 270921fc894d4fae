// The minimal entry leaves out Kysely (270 modules at start): Pitchscope reaches its tables through Drizzle (issue #34).
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config/env.ts';
import type { Db } from './db/database.ts';
import * as schema from '../db/schema.ts';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import {
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SESSION_IDLE_TIMEOUT_MINUTES,
} from '@pitchscope/domain/constants';
import { ACCOUNT_MESSAGES, FORM_MESSAGES } from '@pitchscope/domain/messages';
import { passwordProblem, passwordProblemError } from '@pitchscope/domain/password-policy';

/**
 * A session in use is given a new idle deadline at most this often (one session write a minute per active
 * user), so it ends between SESSION_IDLE_TIMEOUT_MINUTES - 1 and SESSION_IDLE_TIMEOUT_MINUTES after its
 * last use.
 */
export const SESSION_REFRESH_SECONDS = 60;
/** A session ends this long after its last refresh. */
export const SESSION_IDLE_SECONDS = SESSION_IDLE_TIMEOUT_MINUTES * 60;

export interface AuthHooks {
  /** Runs once, right after Better Auth created a user row (email sign-up or first Google sign-in). */
  onUserCreated(user: { id: string; name: string; email: string; image?: string | null }): Promise<void>;
  /** Runs on every new session (sign-in): updates lastLogin. */
  onSessionCreated(userId: string): Promise<void>;
}

/**
 * `passwordHasher` replaces Better Auth's scrypt: tests only (ContextOverrides), where hundreds of sign-ups
 * at ~0.14 s of CPU each were a large share of the API tests' time.
 */
export function createAuth(config: Config, db: Db, hooks: AuthHooks, passwordHasher?: PasswordHasher) {
  return betterAuth({
    appName: 'Pitchscope',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: passwordHasher,
    },
    socialProviders: config.googleEnabled
      ? {
          google: {
            clientId: config.GOOGLE_CLIENT_ID!,
            clientSecret: config.GOOGLE_CLIENT_SECRET!,
            // Mirror displayName and photo onto the record at each sign-in (spec accounts §4).
            overrideUserInfoOnSignIn: true,
          },
        }
      : undefined,
    session: {
      // Idle timeout: a session expires this long after its last refresh, and each use refreshes it.
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // No cookie cache: a sign-out (or a revoked session) must take effect at once instead of surviving
      // in a copied cookie for the cache's lifetime. The server keeps its own cache of resolved sessions
      // instead, emptied by database triggers on every such change (SessionCache, ADR 0023).
      cookieCache: { enabled: false },
    },
    // Our own limiter (@fastify/rate-limit) guards sign-in and sign-up with the spec's message.
    rateLimit: { enabled: false },
    advanced: {
      // Explicit, so the origin and CSRF checks stay on under NODE_ENV=test too (Better Auth's default skips them).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'pitchscope',
      useSecureCookies: config.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: { before: checkUserInput },
    databaseHooks: {
      user: {
        create: {
          // A name from an identity provider cannot be refused: it is cut to the limit instead.
          before: async (data) => ({ data: { ...data, name: cutName(data.name) } }),
          after: async (created) => {
            await hooks.onUserCreated(created);
          },
        },
        update: {
          before: async (data) => (typeof data.name === 'string' ? { data: { ...data, name: cutName(data.name) } } : undefined),
        },
      },
      session: {
        create: {
          after: async (created) => {
            await hooks.onSessionCreated(created.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Better Auth's password hashing (scrypt unless replaced in tests), so hashes written here are the ones sign-in checks. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** Endpoints that take a display name from the user. */
const NAME_PATHS = new Set(['/sign-up/email', '/update-user']);
/** Endpoints that set a new password, and the body field that carries it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

/**
 * Checks what Better Auth would otherwise accept as is: the display name's length and the password policy
 * (Better Auth checks only a new password's length; this also refuses the most common passwords).
 */
const checkUserInput = createAuthMiddleware(async (ctx) => {
  const body = ctx.body as Record<string, unknown> | undefined;
  if (NAME_PATHS.has(ctx.path) && typeof body?.name === 'string' && body.name.length > DISPLAY_NAME_MAX_LENGTH) {
    throw new APIError('BAD_REQUEST', { code: 'NAME_TOO_LONG', message: ACCOUNT_MESSAGES.nameTooLong });
  }
  // The spec requires a name at sign-up (the form checks it; an API caller must not get round it).
  if (ctx.path === '/sign-up/email' && (typeof body?.name !== 'string' || body.name.trim() === '')) {
    throw new APIError('BAD_REQUEST', { code: 'NAME_REQUIRED', message: FORM_MESSAGES.signUpMissing.message });
  }
  const passwordField = NEW_PASSWORD_FIELD[ctx.path];
  const password = passwordField ? body?.[passwordField] : undefined;
  // Length problems are left to Better Auth, which answers them with its own codes (PASSWORD_TOO_SHORT…).
  if (typeof password === 'string' && passwordProblem(password) === 'tooCommon') {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: passwordProblemError('tooCommon').message });
  }
});

const cutName = (name: string) => name.slice(0, DISPLAY_NAME_MAX_LENGTH);
