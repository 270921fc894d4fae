/**
 * 4. Deep analysis with the local engine: POST /api/decks/:id/deep-analysis until the deck's
 * deepAnalysisStatus is Completed (workers in-process, on-disk PGlite), on 20-page decks that went
 * through the real upload pipeline. Share: the provider's deepResearch + dataFreshness alone.
 */
import { eq } from 'drizzle-orm';
import { decks } from '../apps/server/src/db/schema.ts';
import * as decksRepo from '../apps/server/src/modules/decks/decks.repository.ts';
import { deckForAnalysis } from '../apps/server/src/modules/decks/decks.service.ts';
import { startBenchApp, uploadAndTime, type TestApp, type TestUser } from './lib/app.ts';
import { atMost, info, median, now, percentile, pollUntil, round, runIfMain, type Bench } from './lib/common.ts';
import { generateDeckPdf } from './lib/decks.ts';

const RUNS = Number(process.env.BENCH_DEEP_RUNS ?? 6); // plus one warm-up; every new user has 2 tokens

async function analyzedDeck(t: TestApp, user: TestUser, seed: number): Promise<string> {
  const { deck, bytes } = await generateDeckPdf(seed);
  const timing = await uploadAndTime(t, user, `${deck.company}.pdf`, bytes, 20);
  if (timing.status !== 'completed' || !timing.deckId) throw new Error(`upload ended ${timing.status}: ${timing.error}`);
  return timing.deckId;
}

export const bench: Bench = {
  name: 'deep-analysis',
  async run() {
    const t = await startBenchApp({ workers: true });
    try {
      const times: number[] = [];
      let user: TestUser | null = null;
      let lastDeckId = '';
      for (let i = 0; i < RUNS + 1; i++) {
        if (i % 2 === 0) user = await t.signUp();
        const deckId = await analyzedDeck(t, user!, 7000 + i);
        lastDeckId = deckId;
        const started = now();
        const response = await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user });
        if (response.statusCode !== 200) throw new Error(`start refused: ${response.statusCode} ${response.body}`);
        const status = await pollUntil(
          async () => (await t.ctx.db.select({ s: decks.deepAnalysisStatus }).from(decks).where(eq(decks.id, deckId)))[0].s,
          (s) => s === 'Completed' || s === 'Failed',
          { intervalMs: 5, what: 'deep analysis' },
        );
        if (status !== 'Completed') throw new Error(`deep analysis ${status}`);
        if (i > 0) times.push(now() - started);
      }

      // The engine alone on the last deck.
      const row = (await decksRepo.findDeck(t.ctx.db, lastDeckId))!;
      const provider = await t.ctx.analysis.provider();
      const context = await t.ctx.analysis.context(row.industry);
      const engine: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = now();
        await provider.deepResearch(deckForAnalysis(row), context);
        await provider.dataFreshness(deckForAnalysis(row), context);
        engine.push(now() - started);
      }
      const p50 = median(times);
      return {
        name: this.name,
        rows: [
          atMost('p50 start → Completed', round(p50 / 1000, 2), 's', 3, `N=${times.length}, 20-page decks`),
          info('max start → Completed', round(percentile(times, 100) / 1000, 2), 's'),
          info('local engine alone (research + freshness)', round(median(engine), 0), 'ms', `share of p50: ${round((median(engine) / p50) * 100, 1)}%`),
        ],
        notes: ['The rest of start → Completed is the queue hand-off (pg-boss polls every 0.5 s) and the escrow/result transactions.'],
      };
    } finally {
      await t.close();
    }
  },
};

await runIfMain(import.meta.url, bench);
