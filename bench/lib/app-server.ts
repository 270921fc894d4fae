/**
 * A listening app for the benchmarks that need a separate server process (load, memory). Configured by
 * environment: BENCH_SEED_DECKS (decks of one user, default 0), BENCH_PG_URL (PostgreSQL server; a fresh
 * database is created and dropped), BENCH_WORKERS (default true), BENCH_APP_URL (the origin the browser
 * uses, when a browser signs in through a proxy in front of this server: Better Auth and the origin check
 * accept only APP_URL), BENCH_SEED_DEAL_FLOW=1 (the seeded decks get the deal-flow benchmark's sectors, sources
 * and pipeline history, lib/deal-flow-seed.ts). Prints one JSON line `{"port":…,"cookie":…,"email":…,"pid":…}` when ready (the
 * user's password is the test app's default, `secret-password`); closes (dropping its database) on SIGTERM.
 * BENCH_CPU_PROFILE_DIR: SIGUSR2 starts and stops a CPU profile written there (lib/cpu-profile.ts).
 */
import { sql } from 'drizzle-orm';
import * as decksRepo from '../../apps/server/src/modules/decks/decks.repository.ts';
import { runPgliteMaintenance } from '../../apps/server/src/platform/db/pglite-maintenance.ts';
import { startBenchApp, uploadAndTime } from './app.ts';
import { generateDeckPdf } from './decks.ts';
import { seedDecks } from './seed.ts';
import { spreadDealFlow } from './deal-flow-seed.ts';
import { personalWorkspaceId } from '@pitchscope/domain/workspaces';
import { profileOnSignal } from './cpu-profile.ts';

const seedCount = Number(process.env.BENCH_SEED_DECKS ?? 0);
const t = await startBenchApp({
  workers: process.env.BENCH_WORKERS !== 'false',
  postgresUrl: process.env.BENCH_PG_URL || undefined,
  env: process.env.BENCH_APP_URL ? { APP_URL: process.env.BENCH_APP_URL } : {},
});
const user = await t.signUp();
if (seedCount > 0) {
  // One real deck through the pipeline, then copies of its analysis columns with other texts.
  const { deck, bytes } = await generateDeckPdf(1);
  const timing = await uploadAndTime(t, user, `${deck.company}.pdf`, bytes, 20);
  if (timing.status !== 'completed' || !timing.deckId) throw new Error(`template upload ${timing.status}`);
  const template = (await decksRepo.findDeck(t.ctx.db, timing.deckId))!;
  await seedDecks(t, template, user.id, seedCount - 1);
  if (process.env.BENCH_SEED_DEAL_FLOW === '1') await spreadDealFlow(t.ctx.db, personalWorkspaceId(user.id));
  // What the server's maintenance timer (PostgreSQL's autovacuum) does within a minute of a bulk load:
  // measure the library as it runs, not in the minute after 10,000 rows appeared.
  if (t.ctx.database.pglite) await runPgliteMaintenance(t.ctx.database.pglite);
  else await t.ctx.db.execute(sql.raw('vacuum analyze'));
}
if (process.env.BENCH_CPU_PROFILE_DIR) profileOnSignal(process.env.BENCH_CPU_PROFILE_DIR);
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: Number(new URL(address).port), cookie: user.cookie, email: user.email, pid: process.pid }));

let closing = false;
process.on('SIGTERM', () => {
  if (closing) return;
  closing = true;
  t.close().finally(() => process.exit(0));
});
