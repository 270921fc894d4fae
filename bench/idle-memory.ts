/**
 * 15. Idle memory of the built server (issue #34): `node apps/server/dist/main.js` as `npm start` runs
 * it, on a fresh PGlite data folder and, when reachable, on PostgreSQL (a fresh database, dropped after).
 * Ten seconds after the first 200 from /api/health the API's RSS is read from /proc, with its child
 * processes (document readers and the render child are started on first use, so none should be up) and
 * the V8 figures (heap, external: PGlite's WebAssembly memory counts there) that a probe loaded with
 * `--import` writes.
 *
 * The breakdown: Node's own RSS (an idle `node -e`); PGlite alone (a process that opens the same data
 * folder with the server's page cache and with PostgreSQL's 128 MB default, less Node's own); the rest is
 * the server's modules, their heap and Fastify. Builds first (`npm run build`) when dist is missing.
 */
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { atMost, info, removeDir, round, ROOT, runIfMain, sleep, tmpDir, type Bench, type Row } from './lib/common.ts';
import { freePort, rssBytes, stopChild } from './lib/child.ts';
import { reachablePostgres } from './lib/app.ts';

const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const SETTLE_MS = Number(process.env.BENCH_IDLE_SETTLE_MS ?? 10_000);
const MB = 1024 * 1024;
/** The server's default page cache (PGLITE_SHARED_BUFFERS_MB). */
const SHARED_BUFFERS_MB = 32;

interface V8Figures {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

const PROBE = `
import { writeFileSync } from 'node:fs';
const write = () => writeFileSync(process.env.BENCH_PROBE_FILE, JSON.stringify(process.memoryUsage()));
setInterval(write, 500).unref();
`;

function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

interface IdleReading {
  rss: number;
  children: number;
  v8: V8Figures;
  /** After `use` ran and the server settled again, when given. */
  afterUse?: { rss: number; v8: V8Figures };
}

async function idleServer(
  env: Record<string, string>,
  dir: string,
  use?: (origin: string) => Promise<void>,
): Promise<IdleReading> {
  const port = await freePort();
  const probe = path.join(dir, 'probe.mjs');
  const probeFile = path.join(dir, 'probe.json');
  writeFileSync(probe, PROBE);
  const child = spawn(process.execPath, ['--import', probe, MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), BENCH_PROBE_FILE: probeFile },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  try {
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
      if (Date.now() - started > 120_000) throw new Error(`no 200 from /api/health after 120 s: ${stderr}`);
      if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) break;
      await sleep(50);
    }
    await sleep(SETTLE_MS);
    const pid = child.pid!;
    const children = childPids(pid).reduce((sum, childPid) => sum + rssBytes(childPid), 0);
    const reading: IdleReading = { rss: rssBytes(pid), children, v8: JSON.parse(readFileSync(probeFile, 'utf8')) as V8Figures };
    if (use) {
      await use(`http://localhost:${port}`);
      await sleep(SETTLE_MS);
      reading.afterUse = { rss: rssBytes(pid), v8: JSON.parse(readFileSync(probeFile, 'utf8')) as V8Figures };
    }
    return reading;
  } finally {
    await stopChild(child, 15_000);
  }
}

/** Signs in and reads the library as an investor would: the first pages, a searched page, the counts. */
async function browseLibrary(origin: string, email: string): Promise<void> {
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'secret-password' }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const get = async (url: string) => {
    const response = await fetch(`${origin}${url}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json() as Promise<{ nextCursor?: string | null }>;
  };
  let cursor: string | null | undefined = null;
  for (let page = 0; page < 20; page++) {
    const answer: { nextCursor?: string | null } = await get(`/api/decks${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  for (let i = 0; i < 20; i++) {
    await get(`/api/decks?q=${['health', 'fintech', 'climate', 'data'][i % 4]}&fit=Green,Yellow&sort=round`);
    await get('/api/decks/counts');
  }
}

const SEEDED_DECKS = Number(process.env.BENCH_IDLE_DECKS ?? 10_000);

/** A data folder holding one user's library of `decks` decks (seed-data-dir.ts, in its own process). */
function seedDataFolder(dataDir: string, decks: number): string {
  const out = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/lib/seed-data-dir.ts')], {
    cwd: ROOT,
    env: { ...process.env, BENCH_PGLITE_PATH: path.join(dataDir, 'db'), BENCH_SEED_DECKS: String(decks) },
    encoding: 'utf8',
    timeout: 30 * 60_000,
  });
  if (out.status !== 0) throw new Error(`seeding failed: ${out.stderr.slice(-2000)}`);
  const line = out.stdout.split('\n').find((l) => l.startsWith('{'));
  return (JSON.parse(line!) as { email: string }).email;
}

/** RSS of a Node process that has run `script` and is idle (ESM, from apps/server for its packages). */
function rssAfter(script: string): number {
  // Exits at once: an open PGlite would keep the process alive.
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', `${script}\nconsole.log(process.memoryUsage().rss);\nprocess.exit(0);`], {
    cwd: path.join(ROOT, 'apps/server'),
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(out.stderr);
  return Number(out.stdout.trim().split('\n').pop());
}

const pgliteScript = (dataDir: string, sharedBuffersMb?: number) => `
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite({ dataDir: ${JSON.stringify(dataDir)}, extensions: { pg_trgm }${sharedBuffersMb ? `, postgresqlconf: ['shared_buffers = ${sharedBuffersMb}MB']` : ''} });
await db.waitReady;
await db.query('select count(*) from decks');`;

export const bench: Bench = {
  name: 'idle-memory',
  async run() {
    const notes: string[] = [];
    if (!existsSync(MAIN)) {
      execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
      notes.push('dist was missing: built with `npm run build` first.');
    }
    const dir = tmpDir('idle-memory');
    const base = {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      NODE_ENV: 'production',
    };
    const rows: Row[] = [];
    try {
      const env = { ...base, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' };
      await idleServer(env, dir); // creates the database and runs the migrations: measured on the next start
      const pglite = await idleServer(env, dir);
      const node = rssAfter('');
      const pgliteOwn = rssAfter(pgliteScript(path.join(dir, 'data', 'db'), SHARED_BUFFERS_MB)) - node;
      const pgliteDefault = rssAfter(pgliteScript(path.join(dir, 'data', 'db'))) - node;
      rows.push(
        atMost('idle RSS, PGlite (API + workers, one process)', round(pglite.rss / MB), 'MB', 300),
        info('  child processes (readers, renderer) at idle', round(pglite.children / MB), 'MB', 'started on first use'),
        info('  Node itself (an idle `node -e`)', round(node / MB), 'MB'),
        info(`  PGlite alone, ${SHARED_BUFFERS_MB} MB page cache`, round(pgliteOwn / MB), 'MB', `${round(pgliteDefault / MB)} MB with PostgreSQL's 128 MB default`),
        info('  the rest: modules, their heap, Fastify, queue', round((pglite.rss - node - pgliteOwn) / MB), 'MB'),
        info('  V8 heap used / total', round(pglite.v8.heapUsed / MB), 'MB', `${round(pglite.v8.heapTotal / MB)} MB heap total`),
        info('  V8 external (PGlite WebAssembly memory, reserved)', round(pglite.v8.external / MB), 'MB', 'reserved, resident only where touched'),
      );

      if (SEEDED_DECKS > 0) {
        const libraryDir = path.join(dir, 'library');
        const email = seedDataFolder(libraryDir, SEEDED_DECKS);
        const library = await idleServer({ ...env, DATA_DIR: libraryDir }, dir, (origin) => browseLibrary(origin, email));
        rows.push(
          info(`idle RSS, PGlite, ${SEEDED_DECKS.toLocaleString('en')} decks`, round(library.rss / MB), 'MB', `+${round((library.rss - pglite.rss) / MB)} MB over an empty library`),
          atMost(
            `RSS after reading the library (${SEEDED_DECKS.toLocaleString('en')} decks) − empty idle`,
            round((library.afterUse!.rss - pglite.rss) / MB),
            'MB',
            100,
            `${round(library.afterUse!.rss / MB)} MB; V8 heap ${round(library.afterUse!.v8.heapUsed / MB)} MB, external ${round(library.afterUse!.v8.external / MB)} MB`,
          ),
        );
      }

      const postgresUrl = await reachablePostgres();
      if (postgresUrl) {
        const name = `bench_idle_${process.pid}`;
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        await admin.query(`create database ${name}`);
        try {
          const url = new URL(postgresUrl);
          url.pathname = `/${name}`;
          const penv = { ...base, DATA_DIR: path.join(dir, 'pg-data'), DATABASE_URL: url.toString() };
          await idleServer(penv, dir);
          const postgres = await idleServer(penv, dir);
          rows.push(
            atMost('idle RSS, PostgreSQL (API + workers)', round(postgres.rss / MB), 'MB', 200),
            info('  V8 heap used (PostgreSQL)', round(postgres.v8.heapUsed / MB), 'MB'),
          );
        } finally {
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        }
      } else {
        notes.push('PostgreSQL not reachable: its row is missing.');
      }
    } finally {
      removeDir(dir);
    }
    notes.push(
      `Read ${SETTLE_MS / 1000} s after the first 200 from /api/health, on the second start (the first creates the database). The server runs from the esbuild bundle as \`npm start\` runs it, without --enable-source-maps.`,
    );
    return { name: 'idle-memory', rows, notes };
  },
};

await runIfMain(import.meta.url, bench);
