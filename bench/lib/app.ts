/**
 * The app under test, built like the API tests build it (apps/server/src/test/test-app.ts), but on an
 * on-disk PGlite in a scratch folder (what `npm start` uses) unless a PostgreSQL URL is given, in which
 * case a fresh database is created there and dropped on close.
 */
import path from 'node:path';
import pg from 'pg';
import { createTestApp, type TestApp, type TestUser } from '../../apps/server/src/test/test-app.ts';
import { multipartBody } from '../../apps/server/src/test/factories.ts';
import * as uploadsRepo from '../../apps/server/src/modules/decks/uploads.repository.ts';
import { now, pollUntil, removeDir, tmpDir } from './common.ts';

export type { TestApp, TestUser };

export interface BenchAppOptions {
  workers?: boolean;
  /** PostgreSQL server URL; unset: embedded PGlite on disk. */
  postgresUrl?: string;
  /** PGlite in memory instead of on disk (only where the disk is not what is measured). */
  memory?: boolean;
  env?: Record<string, string>;
}

export async function startBenchApp(options: BenchAppOptions = {}): Promise<TestApp> {
  const dbDir = options.postgresUrl || options.memory ? null : tmpDir('pglite');
  // createTestApp reads DATABASE_URL to choose the engine; set it only for the duration of the call.
  const previous = process.env.DATABASE_URL;
  if (options.postgresUrl) process.env.DATABASE_URL = options.postgresUrl;
  else delete process.env.DATABASE_URL;
  try {
    const app = await createTestApp({
      workers: options.workers ?? false,
      env: { OCR_ENABLED: 'true', ...options.env },
      overrides: dbDir ? { pglitePath: path.join(dbDir, 'db') } : {},
    });
    const close = app.close;
    app.close = async () => {
      await close();
      if (dbDir) removeDir(dbDir);
    };
    return app;
  } finally {
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
}

export async function postUpload(t: TestApp, user: TestUser, fileName: string, bytes: Uint8Array): Promise<string> {
  const { payload, contentType } = multipartBody(fileName, bytes);
  const response = await t.request({ method: 'POST', url: '/api/uploads', user, payload, headers: { 'content-type': contentType } });
  if (response.statusCode !== 202) throw new Error(`upload refused: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}

export interface UploadTiming {
  uploadId: string;
  deckId: string | null;
  status: string;
  /** POST start → upload row completed (ms). */
  totalMs: number;
  /** POST start → 202 (ms). */
  acceptMs: number;
  /** Time spent in each pipeline step, as observed by polling the upload row (resolution ≈ poll interval). */
  steps: Map<string, number>;
  error?: string | null;
}

const TERMINAL = new Set(['completed', 'error', 'duplicate']);

/**
 * Uploads through the API and follows the upload row directly in the database every `intervalMs`,
 * recording when each step starts. Polling the repository (not HTTP) keeps the observer cheap.
 */
export async function uploadAndTime(
  t: TestApp,
  user: TestUser,
  fileName: string,
  bytes: Uint8Array,
  intervalMs = 5,
): Promise<UploadTiming> {
  const started = now();
  const uploadId = await postUpload(t, user, fileName, bytes);
  const acceptMs = now() - started;
  let step = 'queued';
  let stepStarted = now();
  const steps = new Map<string, number>();
  const row = await pollUntil(
    async () => {
      const current = (await uploadsRepo.findUpload(t.ctx.db, uploadId))!;
      const currentStep = TERMINAL.has(current.status) ? 'done' : current.currentStep || 'queued';
      if (currentStep !== step) {
        const at = now();
        steps.set(step, (steps.get(step) ?? 0) + (at - stepStarted));
        step = currentStep;
        stepStarted = at;
      }
      return current;
    },
    (current) => TERMINAL.has(current.status),
    { intervalMs, timeoutMs: 300_000, what: `upload ${uploadId}` },
  );
  return { uploadId, deckId: row.deckId, status: row.status, totalMs: now() - started, acceptMs, steps, error: row.error };
}

/** The PostgreSQL server for the PostgreSQL variants: BENCH_DATABASE_URL or the local test default, when reachable. */
export async function reachablePostgres(): Promise<string | null> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}
