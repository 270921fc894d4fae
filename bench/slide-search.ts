/**
 * Search every slide (issue #32 item 2, ADR 0052): `GET /api/slides/search` over one workspace of 10,000
 * decks (BENCH_SLIDE_SEARCH_DECKS), 20 slides each (≈ 200,000 `deck_slides` rows, written by the same
 * trigger as an upload's). Each query's repository call (rank + headline) p95 of 30 after 3 warm-ups,
 * from a word on most decks' slides to one company's name; then the route through app.inject. On-disk
 * PGlite, then PostgreSQL when reachable. Targets: p95 ≤ 300 ms PGlite, ≤ 100 ms PostgreSQL.
 */
import { personalWorkspaceId } from '@pitchscope/domain/workspaces';
import { SLIDE_SEARCH_LIMIT } from '@pitchscope/domain/slide-search';
import * as decksRepo from '../apps/server/src/modules/decks/decks.repository.ts';
import * as askRepo from '../apps/server/src/modules/ask/ask.repository.ts';
import { reachablePostgres, startBenchApp, uploadAndTime, type TestApp, type TestUser } from './lib/app.ts';
import { returnedRows } from '../apps/server/src/platform/db/database.ts';
import { atMost, info, loadAverage, now, percentile, round, runIfMain, timedRuns, type Bench, type Row } from './lib/common.ts';
import { generateDeck, generateDeckPdf } from './lib/decks.ts';
import { seedDecks } from './lib/seed.ts';

const DECKS = Number(process.env.BENCH_SLIDE_SEARCH_DECKS ?? 10_000);
const RUNS = 30;
const SEED_BASE = 100_000;

/** From many matches to one deck's: the ranking's work grows with the matches, the headline's does not. */
function queries(): Array<[string, string]> {
  return [
    ['one common word', 'revenue'],
    ['two words', 'freight carriers'],
    ['phrase', '"empty miles"'],
    ['OR, minus', 'telematics OR logistics -seed'],
    ['a company name', generateDeck(SEED_BASE + Math.floor(DECKS / 2)).company],
  ];
}

async function measure(t: TestApp, label: string, limit: number, owner: TestUser): Promise<Row[]> {
  const workspaceId = personalWorkspaceId(owner.id);
  const rows: Row[] = [];
  for (const [name, query] of queries()) {
    const hits = await askRepo.searchSlides(t.ctx.db, workspaceId, query, SLIDE_SEARCH_LIMIT);
    if (hits.length === 0) throw new Error(`no slide matches ${JSON.stringify(query)}: the seeded decks changed`);
    const times = await timedRuns(() => askRepo.searchSlides(t.ctx.db, workspaceId, query, SLIDE_SEARCH_LIMIT), RUNS, 3);
    rows.push(atMost(`${label}: ${name} p95`, round(percentile(times, 95), 1), 'ms', limit, `N=${RUNS}, q=${query}, ${hits.length} hits`));
  }
  const [, common] = queries()[0];
  const whole = await timedRuns(async () => {
    const response = await t.request({ method: 'GET', url: `/api/slides/search?q=${encodeURIComponent(common)}`, user: owner });
    if (response.statusCode !== 200) throw new Error(`GET /api/slides/search ${response.statusCode}`);
  }, 12, 3);
  rows.push(info(`${label}: GET /api/slides/search p95 (q=${common})`, round(percentile(whole, 95), 1), 'ms', 'app.inject, N=12'));
  return rows;
}

async function run(label: string, limit: number, postgresUrl?: string): Promise<{ rows: Row[]; seedS: number; slides: number }> {
  const t = await startBenchApp({ workers: true, postgresUrl });
  try {
    const owner = await t.signUp();
    const { deck, bytes } = await generateDeckPdf(1);
    const first = await uploadAndTime(t, owner, `${deck.company}.pdf`, bytes, 20);
    if (first.status !== 'completed' || !first.deckId) throw new Error(`template upload ${first.status}`);
    const template = (await decksRepo.findDeck(t.ctx.db, first.deckId))!;
    const seedStarted = now();
    await seedDecks(t, template, owner.id, DECKS - 1, SEED_BASE);
    // As autovacuum leaves a settled table on PostgreSQL (statistics, visibility map); PGlite has none.
    await t.ctx.db.execute('vacuum analyze');
    const seedS = round((now() - seedStarted) / 1000, 1);
    const [counted] = returnedRows(await t.ctx.db.execute('select count(*)::int as slides from deck_slides')) as Array<{ slides: number }>;
    const slides = Number(counted?.slides ?? 0);
    return { rows: await measure(t, label, limit, owner), seedS, slides };
  } finally {
    await t.close();
  }
}

export const bench: Bench = {
  name: 'slide-search',
  async run() {
    const notes: string[] = [`Load average at start: ${loadAverage()}.`];
    const pglite = await run('PGlite', 300);
    notes.push(`PGlite: ${DECKS.toLocaleString('en')} decks, ${pglite.slides.toLocaleString('en')} slides; seeding took ${pglite.seedS} s.`);
    const rows = [...pglite.rows];
    const url = await reachablePostgres();
    if (url) {
      const postgres = await run('PostgreSQL', 100, url);
      rows.push(...postgres.rows);
      notes.push(`PostgreSQL: ${postgres.slides.toLocaleString('en')} slides; seeding took ${postgres.seedS} s.`);
    } else notes.push('PostgreSQL not reachable: its rows are missing.');
    notes.push(`Load average at end: ${loadAverage()} (2 cores shared: times are wall clock).`);
    return { name: this.name, rows, notes };
  },
};

await runIfMain(import.meta.url, bench);
