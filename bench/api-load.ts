/**
 * 5. The library list (issue #19): one user with 10,000 decks (BENCH_LIBRARY_DECKS) on a listening server
 * (separate process), autocannon with 50 connections for 20 s (BENCH_LOAD_SECONDS) on each of: the first
 * page of GET /api/decks, a filtered + searched + sorted page, and GET /api/decks/counts; p99, req/s and
 * response size, against a bare Fastify JSON route (separate process) loaded the same way in the same run.
 * On embedded PGlite and, when reachable, on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; a fresh database, dropped after).
 */
import autocannon from 'autocannon';
import { reachablePostgres } from './lib/app.ts';
import { startServer } from './lib/child.ts';
import { atMost, info, round, runIfMain, type Bench, type Row } from './lib/common.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const DECKS = Number(process.env.BENCH_LIBRARY_DECKS ?? 10_000);

interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
  total: number;
  bytesPerResponse: number;
}

async function load(url: string, headers: Record<string, string> = {}, duration = DURATION_S): Promise<LoadResult> {
  // A long timeout: a slow response must show up in the latency percentiles, not vanish as an error.
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 120 });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

interface ListedPage {
  items: Array<{ companyName: string }>;
  nextCursor: string | null;
}

/** What one response of the first page puts on the wire, to load a bare route that writes as much. */
interface WireSize {
  bodyBytes: number;
  headerBytes: number;
}

function headerBytesOf(headers: Headers): number {
  let bytes = 0;
  headers.forEach((value, name) => (bytes += name.length + value.length + 4));
  return bytes;
}

async function loadApp(label: string, env: Record<string, string>, bare: LoadResult): Promise<{ rows: Row[]; firstPage: WireSize }> {
  // Seeding 10,000 decks (each with its 20-slide text) takes minutes on PGlite.
  const server = await startServer<{ port: number; cookie: string }>('app-server.ts', { BENCH_SEED_DECKS: String(DECKS), ...env }, 900_000);
  try {
    const base = `http://127.0.0.1:${server.info.port}/api/decks`;
    // As a browser asks: the list's page is gzip-compressed when the client accepts it.
    const headers = { cookie: server.info.cookie, 'accept-encoding': 'gzip' };
    const counts = (await (await fetch(`${base}/counts`, { headers })).json()) as { all: { total: number } };
    if (counts.all.total !== DECKS) throw new Error(`${label}: counts gave ${counts.all.total} decks, expected ${DECKS}`);
    const firstResponse = await fetch(base, { headers });
    const firstPage: WireSize = {
      bodyBytes: Number(firstResponse.headers.get('content-length') ?? 0),
      headerBytes: headerBytesOf(firstResponse.headers),
    };
    const first = (await firstResponse.json()) as ListedPage;
    // A search for four letters of a company name on page one, with fit and stage filters, by round size.
    const word = first.items[0].companyName.toLowerCase().replace(/[^a-z]/g, '').slice(0, 4);
    const filteredUrl = `${base}?q=${word}&fit=Green,Yellow&stage=Seed,Series%20A&sort=round`;
    const filtered = (await (await fetch(filteredUrl, { headers })).json()) as ListedPage;
    const targets = [
      { name: 'first page GET /api/decks', url: base, target: 50, items: first.items.length },
      { name: `filtered + searched page (q=${word}, fit, stage, sort=round)`, url: filteredUrl, target: 80, items: filtered.items.length },
      { name: 'GET /api/decks/counts', url: `${base}/counts`, target: 20, items: null },
    ];
    const rows: Row[] = [];
    for (const target of targets) {
      // Warm-up with a few sequential requests, then the measured run.
      for (let i = 0; i < 3; i++) await (await fetch(target.url, { headers })).arrayBuffer();
      const r = await load(target.url, headers);
      const failures = r.errors || r.non2xx ? `, ${r.errors} errors, ${r.non2xx} non-2xx` : '';
      const items = target.items === null ? '' : `, ${target.items} decks/page`;
      rows.push(
        atMost(`${label}: p99 ${target.name} (${DECKS.toLocaleString('en')} decks)`, r.p99, 'ms', target.target, `p50 ${r.p50} ms, ${r.total} requests${items}${failures}`),
        info(`${label}: req/s ${target.name}`, round(r.rps, 0), 'req/s', `app / bare Fastify = ${round(r.rps / bare.rps, 3)}× (target ≥ 0.3× for the first page)`),
      );
      if (target.items !== null) rows.push(atMost(`${label}: response size, ${target.name}`, round(r.bytesPerResponse / 1024, 1), 'KB', 60));
    }
    return { rows, firstPage };
  } finally {
    await server.stop();
  }
}

export const bench: Bench = {
  name: 'api-load',
  async run() {
    const notes: string[] = [];
    const loadBare = async (path: string) => {
      const bareServer = await startServer<{ port: number }>('bare-server.ts');
      try {
        const url = `http://127.0.0.1:${bareServer.info.port}${path}`;
        await load(url, {}, 3);
        return await load(url);
      } finally {
        await bareServer.stop();
      }
    };
    const bare = await loadBare('/json');
    const rows: Row[] = [info('bare Fastify JSON route: req/s', round(bare.rps, 0), 'req/s', `p99 ${bare.p99} ms`)];
    const pglite = await loadApp('PGlite', {}, bare);
    rows.push(...pglite.rows);
    const pgUrl = await reachablePostgres();
    if (pgUrl) rows.push(...(await loadApp('PostgreSQL', { BENCH_PG_URL: pgUrl }, bare)).rows);
    else notes.push('PostgreSQL not reachable (BENCH_DATABASE_URL): PostgreSQL variant skipped.');
    // Not a target: how much of the gap to the bare route is the bytes each response carries.
    const { bodyBytes, headerBytes } = pglite.firstPage;
    const sized = await loadBare(`/sized?body=${bodyBytes}&headers=${headerBytes}`);
    rows.push(
      info(`bare Fastify route writing the first page's bytes: req/s`, round(sized.rps, 0), 'req/s', `${bodyBytes} B body + ~${headerBytes} B headers; p99 ${sized.p99} ms; ${round(sized.rps / bare.rps, 3)}× the JSON route`),
    );
    notes.push(
      `autocannon ${CONNECTIONS} connections × ${DURATION_S} s from the benchmark process (bare route: +3 s autocannon warm-up; app: 3 sequential warm-up requests); servers run in their own process with LOG_LEVEL=silent and workers on (ROLE=all). Requests send "accept-encoding: gzip" as browsers do (the response size is the bytes on the wire). Decks: one real upload, then copies with generated texts, companies, stages, rounds and places, and a mix of fit colours (bench/lib/seed.ts).`,
    );
    return { name: this.name, rows, notes };
  },
};

await runIfMain(import.meta.url, bench);
