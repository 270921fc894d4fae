import { describe, expect, inject, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config/env.ts';
import { createContext, type ServerContext } from '../compose.ts';
import { startWorkers } from '../workers.ts';
import { createFakeAnalysis } from '../test/fake-analysis.ts';
import { analysisRuns, decks, tokenTransactions, uploads, userProfiles } from '../db/schema.ts';
import { createPostgresDatabase } from '../test/test-app.ts';
import { JOB_HEARTBEAT_SECONDS } from '../platform/queue.ts';

/** The harness bundled by the test run's global setup (plain Node), or its source under tsx in watch mode. */
const harnessBundle = inject('crashHarnessBundle');
const harnessCommand = harnessBundle
  ? ['--enable-source-maps', harnessBundle]
  : ['--import', 'tsx', fileURLToPath(new URL('../test/crash-harness.ts', import.meta.url))];

/** Starts the harness and SIGKILLs it once its deep analysis is running. */
async function runAndKill<T>(
  dataDir: string,
  mode: 'deep-analysis' | 'upload' = 'deep-analysis',
  delayMs = 0,
  databaseUrl?: string,
): Promise<T> {
  const args = [...harnessCommand, dataDir, mode, ...(databaseUrl ? [databaseUrl] : [])];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const ready = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`harness not ready: ${output}`)), 90_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('READY '));
      if (line) {
        clearTimeout(timer);
        resolve(line.slice(6));
      }
    });
    child.on('exit', (code) => reject(new Error(`harness exited early (${code}): ${output}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  child.kill('SIGKILL');
  await exited;
  return JSON.parse(ready);
}

/** Opens the killed server's data folder in a new server (queue and workers running) and runs `check`. */
async function afterRestart(
  dataDir: string,
  check: (ctx: ServerContext) => Promise<void>,
  databaseUrl?: string,
): Promise<void> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'crash-secret-crash-secret-crash-secret-0123',
  });
  const ctx = await createContext(config, {
    analysis: createFakeAnalysis({ deepResearch: 'succeed' }).service,
  });
  await ctx.queue.start();
  const stopWorkers = await startWorkers(ctx);
  try {
    await check(ctx);
  } finally {
    await stopWorkers();
    await ctx.queue.stop({ graceful: false });
    await ctx.database.close();
  }
}

/** Reads every 200 ms until `settled` holds or `withinMs` have passed; returns the last value read. */
async function readUntil<T>(read: () => Promise<T>, settled: (value: T) => boolean, withinMs = 60_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!settled(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

// PGlite on disk is the case a process crash can hurt: PostgreSQL survives its clients by design.
describe.skipIf(Boolean(process.env.DATABASE_URL))('a server killed mid-analysis', () => {
  it('retries the analysis after a restart: the token is consumed once, never lost or double-spent', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pitchscope-crash-'));
    try {
      const { userId, deckId, analysisId } = await runAndKill<{
        userId: string;
        deckId: string;
        analysisId: string;
      }>(dataDir);

      await afterRestart(dataDir, async (ctx) => {
        const deck = await readUntil(
          async () => (await ctx.db.select().from(decks).where(eq(decks.id, deckId)))[0],
          (row) => row.deepAnalysisStatus === 'Completed' || row.deepAnalysisStatus === 'Failed',
        );
        expect(deck.deepAnalysisStatus).toBe('Completed');
        const [run] = await ctx.db.select().from(analysisRuns).where(eq(analysisRuns.id, analysisId));
        expect(run.status).toBe('Completed');
        expect(run.attempts).toBe(2);
        const rows = await ctx.db
          .select()
          .from(tokenTransactions)
          .where(eq(tokenTransactions.userId, userId));
        const [profile] = await ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
        expect(rows.filter((row) => row.type === 'spent')).toHaveLength(1);
        expect(rows.filter((row) => row.type === 'refunded')).toHaveLength(0);
        expect(profile.tokenBalance).toBe(1);
        expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(profile.tokenBalance);
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('a server killed mid-upload', () => {
  // Random points of the pipeline: the slowed steps (validation, metadata) take ~400 ms each.
  const delays = [0, 150 + Math.floor(Math.random() * 600), 700 + Math.floor(Math.random() * 700)];

  it.each(delays)(
    'finishes the upload after a restart (killed %i ms in): one deck, its file, nothing orphaned',
    async (delayMs) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pitchscope-crash-'));
      try {
        const { userId, uploadId } = await runAndKill<{ userId: string; uploadId: string }>(
          dataDir,
          'upload',
          delayMs,
        );
        await afterRestart(dataDir, async (ctx) => {
          const upload = await readUntil(
            async () => (await ctx.db.select().from(uploads).where(eq(uploads.id, uploadId)))[0],
            (row) => row !== undefined && ['completed', 'error', 'duplicate'].includes(row.status),
          );
          expect(upload?.status).toBe('completed');
          const userDecks = await ctx.db.select().from(decks).where(eq(decks.userId, userId));
          expect(userDecks).toHaveLength(1);
          expect(userDecks[0]).toMatchObject({ id: upload!.deckId, status: 'Analyzed' });
          const stored = await readdir(path.join(dataDir, 'files', 'pitchDecks'));
          expect(stored).toEqual([`${upload!.deckId}.pdf`]);
          const staging = await readdir(path.join(dataDir, 'files', 'staging')).catch(() => []);
          expect(staging).toEqual([]);
        });
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});

// PostgreSQL outlives the killed process, and so did its job's "active" state: the upload showed
// "extracting" for the whole pg-boss expiry (10 min) before anyone retried it. Heartbeats end that.
describe.runIf(Boolean(process.env.DATABASE_URL))('a worker killed mid-upload on PostgreSQL', () => {
  it(
    'is retried by the next worker within a minute, not after the 10-minute job expiry',
    async () => {
      const database = await createPostgresDatabase(process.env.DATABASE_URL!);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pitchscope-crash-'));
      try {
        const { uploadId } = await runAndKill<{ uploadId: string }>(dataDir, 'upload', 600, database.url);
        const killedAt = Date.now();
        await afterRestart(
          dataDir,
          async (ctx) => {
            const upload = await readUntil(
              async () => (await ctx.db.select().from(uploads).where(eq(uploads.id, uploadId)))[0],
              (row) => row !== undefined && ['completed', 'error', 'duplicate'].includes(row.status),
              (JOB_HEARTBEAT_SECONDS + 40) * 1000,
            );
            expect(upload?.status).toBe('completed');
            expect(Date.now() - killedAt).toBeLessThan((JOB_HEARTBEAT_SECONDS + 40) * 1000);
          },
          database.url,
        );
      } finally {
        await rm(dataDir, { recursive: true, force: true });
        await database.drop();
      }
    },
    180_000,
  );
});
