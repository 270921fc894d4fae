/**
 * 8. Cold start: `node apps/server/dist/main.js` on an existing data folder (PGlite, migrations already
 * applied) until the first 200 from /api/health. Reference: a bare `node:http` server started and polled
 * the same way in the same run. Builds first (`npm run build`) when dist is missing.
 */
import { execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { atMost, info, median, now, removeDir, round, ROOT, runIfMain, sleep, tmpDir, type Bench } from './lib/common.ts';
import { freePort, stopChild } from './lib/child.ts';

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');

/** Spawns a server and returns ms from spawn to the first 200 from `url` (polled every 10 ms). */
async function timeToHealthy(args: string[], env: Record<string, string>, urlPath: string): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  const started = now();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
      if (now() - started > 60_000) throw new Error(`no 200 from ${urlPath} after 60 s: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}${urlPath}`).then((r) => r.status === 200, () => false);
      if (ok) return now() - started;
      await sleep(10);
    }
  } finally {
    await stopChild(child, 15_000);
  }
}

/**
 * Where a start goes, measured in a fresh process: importing the bundle's external packages one by one
 * (in the bundle's order), then opening the existing PGlite data folder. What is left of the start is
 * migrations check, pg-boss start, workers, building the Fastify app and listening.
 */
function profileStart(dataDir: string): { imports: [string, number][]; importMs: number; pgliteMs: number } {
  const bundle = readFileSync(MAIN, 'utf8');
  const specifiers = [...new Set([...bundle.matchAll(/from "([^".][^"]*)"/g)].map((m) => m[1]).filter((s) => !s.startsWith('node:')))];
  const script = `
    const t0 = performance.now(); const imports = [];
    for (const s of ${JSON.stringify(specifiers)}) { const t = performance.now(); await import(s); imports.push([s, performance.now() - t]); }
    const importMs = performance.now() - t0;
    const { PGlite } = await import('@electric-sql/pglite');
    const t1 = performance.now(); const db = new PGlite(${JSON.stringify(path.join(dataDir, 'db'))}); await db.waitReady;
    const pgliteMs = performance.now() - t1; await db.close();
    console.log(JSON.stringify({ imports, importMs, pgliteMs }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(ROOT, 'apps/server'), encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!);
}

export const bench: Bench = {
  name: 'cold-start',
  async run() {
    const notes: string[] = [];
    if (!existsSync(MAIN)) {
      execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
      notes.push('dist was missing: built with `npm run build` first.');
    }
    notes.push(`dist/main.js built ${statSync(MAIN).mtime.toISOString()}.`);
    const dataDir = tmpDir('cold-start');
    const env = {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      NODE_ENV: 'production',
    };
    try {
      const firstMs = await timeToHealthy([MAIN], env, '/api/health'); // creates the database, runs migrations
      const app: number[] = [];
      for (let i = 0; i < RUNS; i++) app.push(await timeToHealthy([MAIN], env, '/api/health'));
      const bareScript = `require('node:http').createServer((q, s) => s.end('ok')).listen(process.env.PORT, '127.0.0.1')`;
      const bare: number[] = [];
      for (let i = 0; i < RUNS; i++) bare.push(await timeToHealthy(['-e', bareScript], {}, '/'));
      const p50 = median(app);
      const profile = profileStart(dataDir);
      const heaviest = [...profile.imports].sort((a, b) => b[1] - a[1]).slice(0, 5);
      notes.push(`Heaviest imports (ms, in bundle order, so shared dependencies count for the first importer): ${heaviest.map(([name, ms]) => `${name} ${round(ms, 0)}`).join(', ')}.`);
      return {
        name: this.name,
        rows: [
          atMost('start → first 200 /api/health (existing data)', round(p50 / 1000, 2), 's', 3, `N=${RUNS}, max ${round(Math.max(...app) / 1000, 2)} s`),
          info('bare node:http start → first 200', round(median(bare), 0), 'ms', `app / bare = ${round(p50 / median(bare), 1)}×`),
          info('  profile: import external packages', round(profile.importMs, 0), 'ms', `${round((profile.importMs / p50) * 100, 0)}% of a start`),
          info('  profile: open existing PGlite folder', round(profile.pgliteMs, 0), 'ms', `${round((profile.pgliteMs / p50) * 100, 0)}% of a start`),
          info('  rest (migrations, pg-boss, workers, app, listen)', round(p50 - profile.importMs - profile.pgliteMs, 0), 'ms'),
          info('first start on an empty data folder', round(firstMs / 1000, 2), 's', 'creates the PGlite cluster + migrations'),
        ],
        notes,
      };
    } finally {
      removeDir(dataDir);
    }
  },
};

await runIfMain(import.meta.url, bench);
