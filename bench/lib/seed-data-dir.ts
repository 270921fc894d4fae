/**
 * Fills a PGlite data folder with one user's library for a benchmark that then starts the built server on
 * it: one real deck through the pipeline, then BENCH_SEED_DECKS − 1 copies of its analysis with other
 * texts (seed.ts). Configured by environment: BENCH_PGLITE_PATH (the folder, e.g. <DATA_DIR>/db) and
 * BENCH_SEED_DECKS. Prints one JSON line `{"email":…}` (the password is the test app's default,
 * `secret-password`) and exits.
 */
import * as decksRepo from '../../apps/server/src/modules/decks/decks.repository.ts';
import { runPgliteMaintenance } from '../../apps/server/src/platform/db/pglite-maintenance.ts';
import { createTestApp } from '../../apps/server/src/test/test-app.ts';
import { uploadAndTime } from './app.ts';
import { generateDeckPdf } from './decks.ts';
import { seedDecks } from './seed.ts';

const pglitePath = process.env.BENCH_PGLITE_PATH;
if (!pglitePath) throw new Error('BENCH_PGLITE_PATH is required');
const count = Number(process.env.BENCH_SEED_DECKS ?? 10_000);
delete process.env.DATABASE_URL;
const t = await createTestApp({ workers: true, overrides: { pglitePath } });
const user = await t.signUp();
const { deck, bytes } = await generateDeckPdf(1);
const timing = await uploadAndTime(t, user, `${deck.company}.pdf`, bytes, 20);
if (timing.status !== 'completed' || !timing.deckId) throw new Error(`template upload ${timing.status}`);
const template = (await decksRepo.findDeck(t.ctx.db, timing.deckId))!;
await seedDecks(t, template, user.id, count - 1);
await runPgliteMaintenance(t.ctx.database.pglite!);
await t.close();
console.log(JSON.stringify({ email: user.email }));
process.exit(0);
