/**
 * EXPLAIN ANALYZE of the admin Users and Decks searches (`like '%q%'`, issue #19) with and without the
 * trigram indexes of migration 0012, on PostgreSQL (BENCH_DATABASE_URL, default the local test server; a
 * fresh database, dropped after): 10,000 decks (BENCH_LIBRARY_DECKS) and 5,000 users (BENCH_ADMIN_USERS).
 * Prints the plans; run by hand: `npx tsx bench/admin-search-explain.ts`.
 */
import { sql } from 'drizzle-orm';
import * as decksRepo from '../apps/server/src/modules/decks/decks.repository.ts';
import { reachablePostgres, startBenchApp, uploadAndTime } from './lib/app.ts';
import { generateDeckPdf } from './lib/decks.ts';
import { seedDecks } from './lib/seed.ts';

const DECKS = Number(process.env.BENCH_LIBRARY_DECKS ?? 10_000);
const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 5_000);

const url = await reachablePostgres();
if (!url) throw new Error('PostgreSQL not reachable');
const t = await startBenchApp({ workers: true, postgresUrl: url });
try {
  const owner = await t.signUp();
  const { deck, bytes } = await generateDeckPdf(1);
  const timing = await uploadAndTime(t, owner, `${deck.company}.pdf`, bytes, 20);
  if (timing.status !== 'completed' || !timing.deckId) throw new Error(`template upload ${timing.status}`);
  const template = (await decksRepo.findDeck(t.ctx.db, timing.deckId))!;
  await seedDecks(t, template, owner.id, DECKS - 1);
  await t.ctx.db.execute(
    sql.raw(`insert into "user" (id, name, email) select 'bench-user-' || i, 'Investor ' || md5(i::text), 'inv' || i || '@' || md5((i * 7)::text) || '.example' from generate_series(1, ${USERS}) i`),
  );
  await t.ctx.db.execute(sql.raw('vacuum analyze'));
  const word = template.companyName.toLowerCase().replace(/[^a-z]/g, '').slice(0, 4);
  // The same predicates and order as listDeckPage / listUserPage in admin.repository.ts (default sorts).
  const deckQuery = `select id from decks where lower(company_name) like '%${word}%' or lower(industry) like '%${word}%' or lower(stage) like '%${word}%' order by uploaded_at desc, id desc limit 51`;
  const userQuery = `select id from "user" where lower(coalesce(nullif(btrim(name), ''), nullif(split_part(email, '@', 1), ''), email)) like '%3f2a%' or lower(email) like '%3f2a%' order by lower(coalesce(nullif(btrim(name), ''), nullif(split_part(email, '@', 1), ''), email)), id limit 51`;
  const explain = async (label: string, query: string, db: Pick<typeof t.ctx.db, 'execute'> = t.ctx.db) => {
    // node-postgres and PGlite both answer `{ rows }`.
    const { rows } = (await db.execute(sql.raw(`explain (analyze, costs off) ${query}`))) as unknown as { rows: Array<Record<string, string>> };
    console.log(`\n### ${label}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  };
  console.log(`decks: ${DECKS}, users: ${USERS + 1}, deck search word: ${word}`);
  await explain('Decks search, with indexes', deckQuery);
  await explain('Users search, with indexes', userQuery);
  await t.ctx.db.transaction(async (tx) => {
    for (const name of ['decks_admin_company_trgm_idx', 'decks_admin_industry_trgm_idx', 'decks_admin_stage_trgm_idx', 'user_admin_name_trgm_idx', 'user_admin_email_trgm_idx']) {
      await tx.execute(sql.raw(`drop index ${name}`));
    }
    await explain('Decks search, without the 0012 indexes', deckQuery, tx);
    await explain('Users search, without the 0012 indexes', userQuery, tx);
    tx.rollback();
  }).catch((error: unknown) => {
    if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
  });
} finally {
  await t.close();
}
