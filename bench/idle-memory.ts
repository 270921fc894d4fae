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

async function idleServer(env: Record<string, string>, dir: string): Promise<{ rss: number; children: number; v8: V8Figures }> {
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
    return { rss: rssBytes(pid), children, v8: JSON.parse(readFileSync(probeFile, 'utf8')) as V8Figures };
  } finally {
    await stopChild(child, 15_000);
  }
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
