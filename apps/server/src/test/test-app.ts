import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../config/env.ts';
import { createContext, type ServerContext, type ContextOverrides } from '../compose.ts';
import { buildApp, type BuiltApp } from '../app.ts';
import { startWorkers } from '../workers.ts';
import { migratedDatabaseTemplate, migratedPostgresTemplate } from './database-template.ts';
import { fastPasswordHasher } from './fast-password-hasher.ts';
import { leasePglite } from './pglite-pool.ts';

/**
 * A real app on a real database for API tests: an in-memory PGlite by default, or a fresh PostgreSQL
 * database when DATABASE_URL is set (the same suite runs on both).
 */
export interface TestApp extends BuiltApp {
  ctx: ServerContext;
  config: Config;
  dataDir: string;
  /** Signs a new user up and returns their session cookie. */
  signUp(input?: Partial<{ name: string; email: string; password: string }>): Promise<TestUser>;
  request(options: {
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    url: string;
    user?: TestUser | null;
    body?: unknown;
    /** Extra headers; `undefined` removes a default one (e.g. `origin`). */
    headers?: Record<string, string | undefined>;
    payload?: string | Buffer;
    /** Resolve as soon as the head is written, the body left as `stream()` (for event streams that never end). */
    payloadAsStream?: boolean;
  }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

let counter = 0;

export async function createTestApp(
  options: {
    workers?: boolean;
    env?: Record<string, string>;
    overrides?: ContextOverrides;
    /** Hash passwords with Better Auth's scrypt, as production does, rather than the tests' cheap hash. */
    productionPasswordHashing?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pitchscope-test-'));
  const baseUrl = process.env.DATABASE_URL;
  const database = baseUrl ? await createPostgresDatabase(baseUrl) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    APP_URL: 'http://localhost:3000',
    OCR_ENABLED: 'true',
    // A failed upload or deep analysis is retried at the queue's next poll, not 2–5 s later: tests of
    // retries count attempts, and sat out those seconds (a test of the delay itself sets its own).
    JOB_RETRY_DELAY_SECONDS: '0',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  // A database folder of the test's own is opened as production opens one; otherwise an in-memory one from the pool.
  const template = database ? undefined : await migratedDatabaseTemplate();
  const ctx = await createContext(config, {
    pglitePath: database ? undefined : 'memory://',
    pgliteTemplate: template,
    pgliteLease: template && !options.overrides?.pglitePath ? await leasePglite(template) : undefined,
    passwordHasher: options.productionPasswordHashing ? undefined : fastPasswordHasher,
    ...options.overrides,
  });
  await ctx.queue.start();
  const stopWorkers = options.workers ? await startWorkers(ctx) : null;
  // Every answer a test receives is held to its route's response schema (answer-check.ts).
  const built = await buildApp(ctx, { checkAnswers: true });
  await built.app.ready();

  const request: TestApp['request'] = ({ method, url, user, body, headers, payload, payloadAsStream }) =>
    built.app.inject({
      method,
      url,
      payloadAsStream,
      headers: withoutUndefined({
        origin: config.appUrl,
        ...(user ? { cookie: user.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      }),
      payload: payload ?? (body !== undefined ? JSON.stringify(body) : undefined),
    });

  return {
    ...built,
    ctx,
    config,
    dataDir,
    request,
    async signUp(input = {}) {
      counter += 1;
      const email = input.email ?? `user${counter}-${Date.now()}@example.com`;
      const response = await request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        body: {
          name: input.name ?? `Test User ${counter}`,
          email,
          password: input.password ?? 'secret-password',
        },
      });
      if (response.statusCode !== 200)
        throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
      return { id: response.json().user.id, email, cookie: cookieFrom(response) };
    },
    async close() {
      await built.app.close();
      await stopWorkers?.();
      await ctx.queue.stop({ graceful: false });
      await ctx.documents.close();
      await ctx.database.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function withoutUndefined(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** Every Set-Cookie header of an answer, as sent. */
export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

/** The Better Auth session cookie an answer set, if any (with its attributes). */
export const sessionCookie = (response: LightMyRequestResponse) =>
  setCookies(response).find((cookie) => /session_token=/.test(cookie));

/** A Cookie header carrying every cookie the answer set. */
export function cookieFrom(response: LightMyRequestResponse): string {
  return setCookies(response)
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A fresh, uniquely named database on the PostgreSQL of `baseUrl`, with a function that drops it. */
export async function createPostgresDatabase(baseUrl: string) {
  const name = `pitchscope_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const template = await migratedPostgresTemplate(baseUrl);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
