/**
 * Comparables and portfolio conflicts at 10,000 decks (issue #32 items 3 and 4, ADR 0054), the figures
 * that ADR took from a one-off run. One workspace of BENCH_COMPARABLES_DECKS decks (default 10,000), every
 * one in the same sector as the deck asked about (the worst case: the sector narrows nothing), and a
 * portfolio of 200 holdings: five of them named on the decks' competition slides, sixty in the same market
 * words, the rest elsewhere.
 * - `GET /api/decks/:id/comparables`: p95 of 20 after 3 warm-ups, for decks across the library.
 * - `GET /api/portfolio/conflicts` for a library page of 50 decks, and for the most one request takes
 *   (CONFLICTS_DECKS_MAX): p95 of 20 after 3 warm-ups.
 * On-disk PGlite, then PostgreSQL when reachable. Targets (this file's, not the issue's): comparables p95 ≤
 * 300 ms, a page's conflicts p95 ≤ 300 ms — what a deck page or a library page can wait on beside its own data.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { CONFLICTS_DECKS_MAX, deckConflictsResponseSchema } from '@pitchscope/domain/portfolio';
import { comparablesResponseSchema } from '@pitchscope/domain/comparables';
import { decks } from '../apps/server/src/db/schema.ts';
import * as decksRepo from '../apps/server/src/modules/decks/decks.repository.ts';
import { reachablePostgres, startBenchApp, uploadAndTime, type TestApp, type TestUser } from './lib/app.ts';
import { atMost, info, loadAverage, now, percentile, round, runIfMain, timedRuns, type Bench, type Row } from './lib/common.ts';
import { generateDeck, generateDeckPdf } from './lib/decks.ts';
import { seedDecks } from './lib/seed.ts';

const DECKS = Number(process.env.BENCH_COMPARABLES_DECKS ?? 10_000);
const RUNS = 20;
const WARM_UPS = 3;
const SEED_BASE = 200_000;
const LIBRARY_PAGE = 50;
const TARGET_MS = 300;
const HOLDINGS = 200;

/** A portfolio CSV: holdings the generated decks name as competitors, some in their market, most elsewhere. */
function portfolioCsv(industry: string): string {
  const named = ['Doctolib', 'Uber Freight', 'Vanta', 'Watershed', 'AppFolio'];
  const rows = ['name,sector,description'];
  for (const name of named) rows.push(`${name},Software,Incumbent platform`);
  for (let i = 0; rows.length <= HOLDINGS; i++) {
    const deck = generateDeck(SEED_BASE * 3 + i);
    const sameMarket = i % 3 === 0;
    // The solution slide's words: a same-market holding describes its product as the decks do theirs.
    const words = deck.slides[3]!.split('\n')[1]!.replace(/[",]/g, ' ').slice(0, 200);
    rows.push(`${deck.company},${sameMarket ? industry : 'Consumer Goods'},"${words}"`);
  }
  return rows.join('\n');
}

async function get(t: TestApp, user: TestUser, url: string): Promise<unknown> {
  const response = await t.request({ method: 'GET', url, user });
  if (response.statusCode !== 200) throw new Error(`GET ${url.slice(0, 60)} answered ${response.statusCode}`);
  return response.json();
}

async function run(label: string, postgresUrl?: string): Promise<{ rows: Row[]; seedS: number; conflictsOnPage: number }> {
  const t = await startBenchApp({ workers: true, postgresUrl });
  try {
    const owner = await t.signUp();
    const { deck, bytes } = await generateDeckPdf(2);
    const first = await uploadAndTime(t, owner, `${deck.company}.pdf`, bytes, 20);
    if (first.status !== 'completed' || !first.deckId) throw new Error(`template upload ${first.status}`);
    const template = (await decksRepo.findDeck(t.ctx.db, first.deckId))!;
    const seedStarted = now();
    await seedDecks(t, template, owner.id, DECKS - 1, SEED_BASE);
    // Seeded rows copy the template's website and team, which would make every deck the same company
    // "seen before" (and so no comparable): each gets its own website, and no team to match on.
    await t.ctx.db
      .update(decks)
      .set({ website: sql`'www.' || lower(${decks.companyName}) || '.com'`, keyPeople: '' })
      .where(and(eq(decks.userId, owner.id), ne(decks.id, first.deckId)));
    await t.ctx.db.execute('vacuum analyze');
    const seedS = round((now() - seedStarted) / 1000, 1);

    const imported = await t.request({ method: 'POST', url: '/api/portfolio/import', user: owner, body: { csv: portfolioCsv(template.industry) } });
    if (imported.statusCode !== 200) throw new Error(`portfolio import answered ${imported.statusCode}: ${imported.body.slice(0, 200)}`);

    const ids = (await t.ctx.db.select({ id: decks.id }).from(decks).where(eq(decks.userId, owner.id)).limit(CONFLICTS_DECKS_MAX)).map((row) => row.id);
    const asked = [first.deckId, ids[Math.floor(ids.length / 2)]!, ids.at(-1)!];
    const comparables = comparablesResponseSchema.parse(await get(t, owner, `/api/decks/${asked[0]}/comparables`));
    if (comparables.comparables.length === 0) throw new Error('no comparables found: the seeded library changed');
    let next = 0;
    const comparableTimes = await timedRuns(() => get(t, owner, `/api/decks/${asked[next++ % asked.length]}/comparables`), RUNS, WARM_UPS);

    const page = ids.slice(0, LIBRARY_PAGE);
    const pageConflicts = deckConflictsResponseSchema.parse(await get(t, owner, `/api/portfolio/conflicts?deckIds=${page.join(',')}`)).conflicts;
    if (pageConflicts.length === 0) throw new Error('no conflicts on the first page: the seeded portfolio changed');
    const pageTimes = await timedRuns(() => get(t, owner, `/api/portfolio/conflicts?deckIds=${page.join(',')}`), RUNS, WARM_UPS);
    const mostTimes = await timedRuns(() => get(t, owner, `/api/portfolio/conflicts?deckIds=${ids.join(',')}`), RUNS, WARM_UPS);
    return {
      rows: [
        atMost(`${label}: GET /api/decks/:id/comparables p95`, round(percentile(comparableTimes, 95), 1), 'ms', TARGET_MS, `N=${RUNS}, ${comparables.comparables.length} comparables`),
        atMost(`${label}: GET /api/portfolio/conflicts, ${LIBRARY_PAGE} decks, p95`, round(percentile(pageTimes, 95), 1), 'ms', TARGET_MS, `N=${RUNS}, ${HOLDINGS} holdings, ${pageConflicts.length} conflicts`),
        info(`${label}: GET /api/portfolio/conflicts, ${ids.length} decks, p95`, round(percentile(mostTimes, 95), 1), 'ms', `N=${RUNS}, the most one request takes`),
      ],
      seedS,
      conflictsOnPage: pageConflicts.length,
    };
  } finally {
    await t.close();
  }
}

export const bench: Bench = {
  name: 'comparables',
  async run() {
    const notes: string[] = [`Load average at start: ${loadAverage()}.`];
    const pglite = await run('PGlite');
    notes.push(`PGlite: ${DECKS.toLocaleString('en')} decks in one sector, seeded in ${pglite.seedS} s; ${HOLDINGS} holdings.`);
    const rows = [...pglite.rows];
    const url = await reachablePostgres();
    if (url) {
      const postgres = await run('PostgreSQL', url);
      rows.push(...postgres.rows);
      notes.push(`PostgreSQL: seeded in ${postgres.seedS} s.`);
    } else notes.push('PostgreSQL not reachable: its rows are missing.');
    notes.push(`Load average at end: ${loadAverage()} (2 cores shared: times are wall clock).`);
    return { name: this.name, rows, notes };
  },
};

await runIfMain(import.meta.url, bench);
