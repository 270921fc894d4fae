/**
 * 5. GET /api/decks for a user with 1,000 decks on a listening server (separate process), autocannon
 * with 50 connections for 20 s: p99 latency and req/s, against a bare Fastify JSON route (separate
 * process) loaded the same way in the same run. On embedded PGlite and, when reachable, on PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a fresh database, dropped after).
 */
import autocannon from 'autocannon';
import * as decksRepo from '../apps/server/src/modules/decks/decks.repository.ts';
import { toDeckSummary } from '../apps/server/src/modules/decks/deck-mapper.ts';
import { reachablePostgres, startBenchApp, uploadAndTime } from './lib/app.ts';
import { startServer } from './lib/child.ts';
import { atMost, info, median, now, round, runIfMain, type Bench, type Row } from './lib/common.ts';
import { generateDeckPdf } from './lib/decks.ts';
import { seedDecks } from './lib/seed.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const DECKS = 1000;

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

async function loadApp(label: string, env: Record<string, string>, bare: LoadResult): Promise<Row[]> {
  const server = await startServer<{ port: number; cookie: string }>('app-server.ts', { BENCH_SEED_DECKS: String(DECKS), ...env });
  try {
    const url = `http://127.0.0.1:${server.info.port}/api/decks`;
    const check = await fetch(url, { headers: { cookie: server.info.cookie } });
    const body = (await check.json()) as unknown[];
    if (!check.ok || body.length !== DECKS) throw new Error(`${label}: GET /api/decks gave ${check.status} with ${body.length} decks`);
    // Warm-up with a few sequential requests: a short autocannon warm-up would leave 50 requests still
    // being computed by the server when the measured run starts.
    for (let i = 0; i < 3; i++) await (await fetch(url, { headers: { cookie: server.info.cookie } })).arrayBuffer();
    const r = await load(url, { cookie: server.info.cookie });
    const failures = r.errors || r.non2xx ? `, ${r.errors} errors, ${r.non2xx} non-2xx` : '';
    return [
      atMost(
        `${label}: p99 GET /api/decks (1,000 decks)`,
        r.p99,
        'ms',
        50,
        `p50 ${r.p50} ms, ${r.total} requests, ${round(r.bytesPerResponse / 1024, 0)} KB/response${failures}`,
      ),
      info(`${label}: req/s`, round(r.rps, 1), 'req/s', `app / bare Fastify = ${round(r.rps / bare.rps, 4)}×`),
    ];
  } finally {
    await server.stop();
  }
}

/**
 * Where one GET /api/decks goes, in-process on the same data (PGlite on disk, no concurrency): the
 * repository query (rows out of the database, jsonb parsed), toDeckSummary, JSON.stringify, and the whole
 * request through app.inject; plus the same rows as a single json_agg text value from PGlite.
 */
async function breakdown(): Promise<Row[]> {
  const t = await startBenchApp({ workers: true });
  try {
    const user = await t.signUp();
    const { deck, bytes } = await generateDeckPdf(1);
    const timing = await uploadAndTime(t, user, `${deck.company}.pdf`, bytes, 20);
    const template = (await decksRepo.findDeck(t.ctx.db, timing.deckId!))!;
    await seedDecks(t, template, user.id, DECKS - 1);
    const query = (decksRepo.listVisibleDecks(t.ctx.db, user.id) as unknown as { toSQL(): { sql: string; params: never[] } }).toSQL();
    const samples = { query: [] as number[], map: [] as number[], stringify: [] as number[], inject: [] as number[], agg: [] as number[], explain: [] as number[] };
    let size = 0;
    for (let i = 0; i < 6; i++) {
      let started = now();
      const rows = await decksRepo.listVisibleDecks(t.ctx.db, user.id);
      samples.query.push(now() - started);
      started = now();
      const decks = rows.map(toDeckSummary);
      samples.map.push(now() - started);
      started = now();
      size = JSON.stringify(decks).length;
      samples.stringify.push(now() - started);
      started = now();
      await t.request({ method: 'GET', url: '/api/decks', user });
      samples.inject.push(now() - started);
      started = now();
      await t.ctx.database.pglite!.query(`select json_agg(d)::text from (${query.sql}) d`, query.params);
      samples.agg.push(now() - started);
      const plan = await t.ctx.database.pglite!.query<{ 'QUERY PLAN': string }>(`explain analyze ${query.sql}`, query.params);
      const execution = plan.rows.map((row) => row['QUERY PLAN']).find((line) => line.startsWith('Execution Time'));
      samples.explain.push(Number(/([\d.]+) ms/.exec(execution ?? '')?.[1] ?? NaN));
    }
    const ms = (values: number[]) => round(median(values.slice(1)), 1);
    return [
      info('profile (PGlite, 1 request): app.inject GET /api/decks', ms(samples.inject), 'ms', `${round(size / 1024 / 1024, 2)} MB JSON, ${round(size / DECKS / 1024, 1)} KB/deck`),
      info('profile: SQL execution inside Postgres (explain analyze)', ms(samples.explain), 'ms'),
      info('profile: listVisibleDecks (rows into JS)', ms(samples.query), 'ms', `same rows as one json_agg text: ${ms(samples.agg)} ms`),
      info('profile: toDeckSummary × 1,000', ms(samples.map), 'ms'),
      info('profile: JSON.stringify', ms(samples.stringify), 'ms'),
    ];
  } finally {
    await t.close();
  }
}

export const bench: Bench = {
  name: 'api-load',
  async run() {
    const notes: string[] = [];
    const bareServer = await startServer<{ port: number }>('bare-server.ts');
    let bare: LoadResult;
    try {
      const url = `http://127.0.0.1:${bareServer.info.port}/json`;
      await load(url, {}, 3);
      bare = await load(url);
    } finally {
      await bareServer.stop();
    }
    const rows: Row[] = [info('bare Fastify JSON route: req/s', round(bare.rps, 0), 'req/s', `p99 ${bare.p99} ms`)];
    rows.push(...(await loadApp('PGlite', {}, bare)));
    rows.push(...(await breakdown()));
    const pgUrl = await reachablePostgres();
    if (pgUrl) rows.push(...(await loadApp('PostgreSQL', { BENCH_PG_URL: pgUrl }, bare)));
    else notes.push('PostgreSQL not reachable (BENCH_DATABASE_URL): PostgreSQL variant skipped.');
    notes.push(
      `autocannon ${CONNECTIONS} connections × ${DURATION_S} s from the benchmark process (bare route: +3 s autocannon warm-up; app: 3 sequential warm-up requests); servers run in their own process with LOG_LEVEL=silent and workers on (ROLE=all).`,
    );
    return { name: this.name, rows, notes };
  },
};

await runIfMain(import.meta.url, bench);
