/**
 * Deal-flow charts (issue #37, ADR 0053): each chart's query at 10,000 decks (BENCH_DEAL_FLOW_DECKS), p95
 * of 40 runs after 5 warm-ups, on on-disk PGlite and, when reachable, PostgreSQL. A quarter of the decks
 * were moved along the pipeline with a dated history, a tenth passed, so the funnel reads real stays.
 * Targets: ≤ 150 ms per chart on PGlite, ≤ 50 ms on PostgreSQL.
 */
import { personalWorkspaceId } from '@pitchscope/domain/workspaces';
import * as decksRepo from '../apps/server/src/modules/decks/decks.repository.ts';
import * as repo from '../apps/server/src/modules/deal-flow/deal-flow.repository.ts';
import { deckListWhere } from '../apps/server/src/modules/decks/deck-list.query.ts';
import { reachablePostgres, startBenchApp, uploadAndTime, type TestApp, type TestUser } from './lib/app.ts';
import { atMost, info, loadAverage, now, percentile, round, runIfMain, type Bench, type Row } from './lib/common.ts';
import { generateDeckPdf } from './lib/decks.ts';
import { seedDecks } from './lib/seed.ts';
import { spreadDealFlow } from './lib/deal-flow-seed.ts';

const DECKS = Number(process.env.BENCH_DEAL_FLOW_DECKS ?? 10_000);
const RUNS = 40;
async function measure(t: TestApp, label: string, limit: number, owner: TestUser): Promise<Row[]> {
  const scope = deckListWhere(personalWorkspaceId(owner.id), {});
  const charts: Array<[string, () => Promise<unknown>]> = [
    ['weekly', () => repo.weeklyCounts(t.ctx.db, scope)],
    ['sector', () => repo.breakdown(t.ctx.db, scope, 'sector')],
    ['stage', () => repo.breakdown(t.ctx.db, scope, 'stage')],
    ['geography', () => repo.breakdown(t.ctx.db, scope, 'geography')],
    ['fit', () => repo.breakdown(t.ctx.db, scope, 'fit')],
    ['source', () => repo.breakdown(t.ctx.db, scope, 'source')],
    ['funnel', () => repo.funnel(t.ctx.db, scope)],
    ['pass reasons', () => repo.passReasonCounts(t.ctx.db, scope)],
    ['fit by outcome', () => repo.fitByOutcome(t.ctx.db, scope)],
  ];
  const rows: Row[] = [];
  for (const [name, run] of charts) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 5; i++) {
      const started = now();
      await run();
      if (i >= 5) times.push(now() - started);
    }
    rows.push(atMost(`${label}: ${name} query p95`, round(percentile(times, 95), 1), 'ms', limit, `N=${RUNS}, ${DECKS.toLocaleString('en')} decks`));
  }
  const whole: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = now();
    const response = await t.request({ method: 'GET', url: '/api/deal-flow', user: owner });
    if (response.statusCode !== 200) throw new Error(`GET /api/deal-flow ${response.statusCode}`);
    if (i >= 3) whole.push(now() - started);
  }
  rows.push(info(`${label}: GET /api/deal-flow p95 (all nine)`, round(percentile(whole, 95), 1), 'ms', 'app.inject, N=12'));
  return rows;
}

async function run(label: string, limit: number, postgresUrl?: string): Promise<{ rows: Row[]; seedS: number }> {
  const t = await startBenchApp({ workers: true, postgresUrl });
  try {
    const owner = await t.signUp();
    const { deck, bytes } = await generateDeckPdf(1);
    const first = await uploadAndTime(t, owner, `${deck.company}.pdf`, bytes, 20);
    if (first.status !== 'completed' || !first.deckId) throw new Error(`template upload ${first.status}`);
    const template = (await decksRepo.findDeck(t.ctx.db, first.deckId))!;
    const seedStarted = now();
    await seedDecks(t, template, owner.id, DECKS - 1);
    await spreadDealFlow(t.ctx.db, personalWorkspaceId(owner.id));
    const seedS = round((now() - seedStarted) / 1000, 1);
    const rows = await measure(t, label, limit, owner);
    return { rows, seedS };
  } finally {
    await t.close();
  }
}

export const bench: Bench = {
  name: 'deal-flow',
  async run() {
    const notes: string[] = [`Load average at start: ${loadAverage()}.`];
    const pglite = await run('PGlite', 150);
    notes.push(`PGlite: seeding ${DECKS.toLocaleString('en')} decks with their history took ${pglite.seedS} s.`);
    const rows = [...pglite.rows];
    const url = await reachablePostgres();
    if (url) {
      const postgres = await run('PostgreSQL', 50, url);
      rows.push(...postgres.rows);
      notes.push(`PostgreSQL: seeding took ${postgres.seedS} s.`);
    } else notes.push('PostgreSQL not reachable: its rows are missing.');
    notes.push(`Load average at end: ${loadAverage()} (2 cores shared: times are wall clock).`);
    return { name: this.name, rows, notes };
  },
};

await runIfMain(import.meta.url, bench);
