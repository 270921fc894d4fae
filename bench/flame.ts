/**
 * Where a list route's time goes under load (issue #34 item 3): the app server of api-load (one user,
 * BENCH_FLAME_DECKS decks, default 10,000) is profiled while autocannon loads the filtered + searched
 * page and the counts (50 connections, BENCH_FLAME_SECONDS each, default 10), on embedded PGlite and, when
 * reachable, on PostgreSQL. Each profile is drawn as a flame graph, bench/flame/<database>-<route>.svg,
 * and summed into a table of self time per part of the stack. The profiler's sampling slows the server:
 * the req/s printed here are not api-load's figures.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { reachablePostgres } from './lib/app.ts';
import { startServer } from './lib/child.ts';
import { BENCH_DIR, info, round, runIfMain, sleep, tmpDir, type Bench, type Row } from './lib/common.ts';
import { flameGraphSvg, timeByPart, type CpuProfile } from './lib/flame-graph.ts';

const DECKS = Number(process.env.BENCH_FLAME_DECKS ?? 10_000);
const SECONDS = Number(process.env.BENCH_FLAME_SECONDS ?? 10);
const CONNECTIONS = 50;
const OUT_DIR = path.join(BENCH_DIR, 'flame');
/** Parts of the stack shown per profile in the notes' table; the rest is summed as "everything else". */
const PARTS_SHOWN = 8;

interface Target {
  slug: string;
  name: string;
  url: string;
}

async function waitForFile(file: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`no profile written at ${file}`);
    await sleep(100);
  }
  await sleep(200); // written in one call, but let it finish
}

async function profileDatabase(label: string, env: Record<string, string>, notes: string[]): Promise<Row[]> {
  const profileDir = tmpDir(`flame-${label}`);
  const server = await startServer<{ port: number; cookie: string; pid: number }>(
    'app-server.ts',
    { BENCH_SEED_DECKS: String(DECKS), BENCH_CPU_PROFILE_DIR: profileDir, ...env },
    900_000,
  );
  const rows: Row[] = [];
  try {
    const base = `http://127.0.0.1:${server.info.port}/api/decks`;
    const headers = { cookie: server.info.cookie, 'accept-encoding': 'gzip' };
    const first = (await (await fetch(base, { headers })).json()) as { items: { companyName: string }[] };
    const word = first.items[0].companyName.toLowerCase().replace(/[^a-z]/g, '').slice(0, 4);
    const targets: Target[] = [
      { slug: 'filtered-page', name: `filtered + searched page (q=${word}, fit, stage, sort=round)`, url: `${base}?q=${word}&fit=Green,Yellow&stage=Seed,Series%20A&sort=round` },
      { slug: 'counts', name: 'GET /api/decks/counts', url: `${base}/counts` },
    ];
    for (const [i, target] of targets.entries()) {
      for (let k = 0; k < 3; k++) await (await fetch(target.url, { headers })).arrayBuffer();
      process.kill(server.info.pid, 'SIGUSR2');
      await sleep(300);
      const result = await autocannon({ url: target.url, connections: CONNECTIONS, duration: SECONDS, headers, timeout: 120 });
      process.kill(server.info.pid, 'SIGUSR2');
      const file = path.join(profileDir, `profile-${i + 1}.cpuprofile`);
      await waitForFile(file);
      const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
      const slug = `${label.toLowerCase()}-${target.slug}`;
      const title = `${label}, ${target.name}, ${DECKS.toLocaleString('en')} decks: ${CONNECTIONS} connections × ${SECONDS} s (${round(result.requests.average, 0)} req/s while profiled)`;
      writeFileSync(path.join(OUT_DIR, `${slug}.svg`), flameGraphSvg(profile, title));
      const parts = timeByPart(profile);
      const shown = parts.slice(0, PARTS_SHOWN);
      const rest = parts.slice(PARTS_SHOWN).reduce((sum, part) => sum + part.share, 0);
      notes.push(
        [
          '',
          `**${label}, ${target.name}** (bench/flame/${slug}.svg; ${round(result.requests.average, 0)} req/s while profiled, ${result.requests.total} requests): self time by part of the stack`,
          '',
          '| part | share of busy time |',
          '|---|---|',
          ...shown.map((part) => `| ${part.part} | ${round(part.share * 100, 1)} % |`),
          `| everything else | ${round(rest * 100, 1)} % |`,
          '',
        ].join('\n'),
      );
      rows.push(info(`${label}: req/s ${target.name}, profiled`, round(result.requests.average, 0), 'req/s', `largest part: ${shown[0]?.part} ${round((shown[0]?.share ?? 0) * 100, 1)} %`));
    }
  } finally {
    await server.stop();
    rmSync(profileDir, { recursive: true, force: true });
  }
  return rows;
}

export const bench: Bench = {
  name: 'flame',
  async run() {
    mkdirSync(OUT_DIR, { recursive: true });
    const notes: string[] = [];
    const rows = await profileDatabase('PGlite', {}, notes);
    const pgUrl = await reachablePostgres();
    if (pgUrl) rows.push(...(await profileDatabase('PostgreSQL', { BENCH_PG_URL: pgUrl }, notes)));
    else notes.push('PostgreSQL not reachable (BENCH_DATABASE_URL): PostgreSQL variant skipped.');
    notes.push(
      `V8's sampling profiler at 250 µs in the server process, started after seeding and the warm-up requests (SIGUSR2, bench/lib/cpu-profile.ts); idle time left out. Decks seeded as api-load seeds them (bench/lib/seed.ts).`,
    );
    return { name: this.name, rows, notes };
  },
};

await runIfMain(import.meta.url, bench);
