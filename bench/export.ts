/**
 * CSV export at scale (issue #19): one user with 10,000 decks (BENCH_LIBRARY_DECKS) on a listening server
 * (separate process); `GET /api/decks/export?format=csv` read to the end; time to the last byte, bytes, and
 * the server's RSS above idle (VmRSS every 20 ms). On embedded PGlite and, when reachable, on PostgreSQL
 * (BENCH_DATABASE_URL). BENCH_EXPORT_ENGINES=postgresql (or pglite) runs one engine only.
 */
import { reachablePostgres } from './lib/app.ts';
import { rssBytes, startServer } from './lib/child.ts';
import { atMost, info, round, runIfMain, type Bench, type Row } from './lib/common.ts';

const DECKS = Number(process.env.BENCH_LIBRARY_DECKS ?? 10_000);
const ENGINES = (process.env.BENCH_EXPORT_ENGINES ?? 'pglite,postgresql').split(',');
const MB = 1024 * 1024;

async function exportOn(label: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer<{ port: number; cookie: string; pid: number }>('app-server.ts', { BENCH_SEED_DECKS: String(DECKS), ...env }, 900_000);
  try {
    const { port, cookie, pid } = server.info;
    const idle = rssBytes(pid);
    let peak = idle;
    let reading = true;
    const sampler = (async () => {
      while (reading) {
        peak = Math.max(peak, rssBytes(pid));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/decks/export?format=csv`, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`${label}: export answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      bytes += part.value.byteLength;
      for (const byte of part.value) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    reading = false;
    await sampler;
    return [
      atMost(`${label}: export CSV of ${DECKS.toLocaleString('en')} decks, server RSS peak − idle`, round((peak - idle) / MB, 1), 'MB', 64, `idle ${round(idle / MB, 0)} MB`),
      info(`${label}: export CSV time to last byte`, round(seconds, 2), 's', `${round(bytes / MB, 1)} MB, ${lines} lines`),
    ];
  } finally {
    await server.stop();
  }
}

export const bench: Bench = {
  name: 'export',
  async run() {
    const rows: Row[] = [];
    const notes: string[] = [];
    if (ENGINES.includes('pglite')) rows.push(...(await exportOn('PGlite', {})));
    if (ENGINES.includes('postgresql')) {
      const pgUrl = await reachablePostgres();
      if (pgUrl) rows.push(...(await exportOn('PostgreSQL', { BENCH_PG_URL: pgUrl })));
      else notes.push('PostgreSQL not reachable (BENCH_DATABASE_URL): PostgreSQL variant skipped.');
    }
    notes.push('One request, read to the end by the benchmark process; RSS of the server process (workers on) sampled every 20 ms from just before the request; idle = RSS right after seeding and maintenance.');
    return { name: this.name, rows, notes };
  },
};

await runIfMain(import.meta.url, bench);
