import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config/env.ts';
import type { Db } from './db/database.ts';
import * as schema from '../db/schema.ts';
import { PASSWORD_MIN_LENGTH } from '@pitchscope/domain/constants';

export interface AuthHooks {
  /** Runs once, right after Better Auth created a user row (email sign-up or first Google sign-in). */
  onUserCreated(user: { id: string; name: string; email: string; image?: string | null }): Promise<void>;
  /** Runs on every new session (sign-in): updates lastLogin. */
  onSessionCreated(userId: string): Promise<void>;
}

export function createAuth(config: Config, db: Db, hooks: AuthHooks) {
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
      maxPasswordLength: 128,
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
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: true, maxAge: 60 },
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
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await hooks.onUserCreated(created);
          },
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
