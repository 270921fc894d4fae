/**
 * 2. 40 distinct 20-page text decks uploaded back to back through the API (app.inject), workers in-process
 * (WORKER_CONCURRENCY default 2), on-disk PGlite: time from the first POST until every deck is rated.
 * Reference: the same decks' pipeline cost when processed one at a time (sum of single-upload times).
 */
import * as uploadsRepo from '../apps/server/src/modules/decks/uploads.repository.ts';
import { postUpload, startBenchApp, uploadAndTime } from './lib/app.ts';
import { atMost, info, median, now, pollUntil, round, runIfMain, type Bench } from './lib/common.ts';
import { generateDeckPdf } from './lib/decks.ts';

const DECKS = Number(process.env.BENCH_BATCH_DECKS ?? 40);

export const bench: Bench = {
  name: 'batch',
  async run() {
    const files = await Promise.all(Array.from({ length: DECKS + 3 }, (_, i) => generateDeckPdf(5000 + i)));
    const warm = files.slice(0, 3);
    const batch = files.slice(3);
    const t = await startBenchApp({ workers: true });
    try {
      const user = await t.signUp();
      // Warm-up and reference: three decks one at a time.
      const single: number[] = [];
      for (const { deck, bytes } of warm) single.push((await uploadAndTime(t, user, `${deck.company}.pdf`, bytes)).totalMs);

      const started = now();
      const ids: string[] = [];
      for (const { deck, bytes } of batch) ids.push(await postUpload(t, user, `${deck.company}.pdf`, bytes));
      const postedMs = now() - started;
      const finalRows = await pollUntil(
        () => Promise.all(ids.map((id) => uploadsRepo.findUpload(t.ctx.db, id))),
        (rows) => rows.every((row) => row && ['completed', 'error', 'duplicate'].includes(row.status)),
        { intervalMs: 50, timeoutMs: 600_000, what: 'the batch' },
      );
      const totalMs = now() - started;
      const failed = finalRows.filter((row) => row!.status !== 'completed');
      if (failed.length) throw new Error(`${failed.length} uploads did not complete: ${failed.map((r) => `${r!.status} ${r!.error}`).join('; ')}`);
      const sequential = median(single.slice(1)) * DECKS;
      return {
        name: this.name,
        rows: [
          atMost(`${DECKS} decks → all rated`, round(totalMs / 1000, 1), 's', 60, `${round(totalMs / DECKS, 0)} ms/deck`),
          info(`all ${DECKS} POSTs accepted`, round(postedMs / 1000, 2), 's'),
          info('one-at-a-time estimate', round(sequential / 1000, 1), 's', `batch / sequential = ${round(totalMs / sequential, 2)}×`),
        ],
        notes: [`Sequential estimate = median single upload → rated (${round(median(single.slice(1)), 0)} ms) × ${DECKS}; a ratio below 1 means the two workers overlap work.`],
      };
    } finally {
      await t.close();
    }
  },
};

await runIfMain(import.meta.url, bench);
