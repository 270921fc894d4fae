/**
 * 13. Fair document queues (ADR 0025): a small deck's upload → rated time in a quiet app, and again while
 * another workspace floods the queue with slow documents (image-only PDFs whose OCR runs to the reading
 * time limit), the flooded runs spread over the life of one flood file. Target: flooded ≤ 2 × quiet
 * (medians). Then, as a reference, the same flood with the workspace cap
 * raised to every lane (WORKSPACE_UPLOAD_CONCURRENCY = WORKER_CONCURRENCY): the small deck still goes
 * first in line, but must wait for one of the flood's readers to stop.
 */
import { makeImageOnlyPdf } from '../apps/server/src/test/fixtures/documents.ts';
import * as uploadsRepo from '../apps/server/src/modules/decks/uploads.repository.ts';
import { postUpload, startBenchApp, uploadAndTime, type TestApp, type TestUser } from './lib/app.ts';
import { atMost, info, median, now, pollUntil, round, runIfMain, sleep, type Bench } from './lib/common.ts';
import { generateDeck, generateDeckPdf } from './lib/decks.ts';

const RUNS = Number(process.env.BENCH_FAIR_RUNS ?? 5);
const WARMUP = 1;
const FLOOD_FILES = 4;
const SLOW_PAGES = Number(process.env.BENCH_FAIR_SLOW_PAGES ?? 40);
/** Each flood file is stopped at this reading limit (the product's default is 180 s). */
const READ_LIMIT_SECONDS = Number(process.env.BENCH_FAIR_READ_LIMIT_S ?? 30);
const WORKERS = '2';
const SAMPLE_SPACING_MS = (READ_LIMIT_SECONDS * 1000) / RUNS;

/** An image-only PDF of many pages: OCR reads every one, so it runs to the reading time limit. */
async function slowDocument(): Promise<Uint8Array> {
  const deck = generateDeck(7);
  const pages = Array.from({ length: SLOW_PAGES }, (_, i) => deck.slides[i % deck.slides.length]!);
  return makeImageOnlyPdf(pages);
}

async function startApp(workspaceCap?: string): Promise<TestApp> {
  return startBenchApp({
    workers: true,
    env: {
      WORKER_CONCURRENCY: WORKERS,
      EXTRACTION_TIME_LIMIT_SECONDS: String(READ_LIMIT_SECONDS),
      ...(workspaceCap ? { WORKSPACE_UPLOAD_CONCURRENCY: workspaceCap } : {}),
    },
  });
}

/** Sends the flood and waits until `reading` of its files are being read (as many as its cap allows). */
async function flood(t: TestApp, user: TestUser, bytes: Uint8Array, reading: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < FLOOD_FILES; i++) ids.push(await postUpload(t, user, `scan-${i}.pdf`, bytes));
  await pollUntil(
    async () => Promise.all(ids.map((id) => uploadsRepo.findUpload(t.ctx.db, id))),
    (rows) => rows.filter((row) => row?.status === 'uploading' && row.currentStep !== 'queued').length >= reading,
    { intervalMs: 50, timeoutMs: 60_000, what: 'the flood to start' },
  );
  return ids;
}

async function stillFlooding(t: TestApp, ids: string[]): Promise<number> {
  const rows = await Promise.all(ids.map((id) => uploadsRepo.findUpload(t.ctx.db, id)));
  return rows.filter((row) => row?.status === 'uploading').length;
}

export const bench: Bench = {
  name: 'fair-queue',
  async run() {
    const small = await Promise.all(Array.from({ length: 2 * (RUNS + WARMUP) + 2 }, (_, i) => generateDeckPdf(3000 + i)));
    const slow = await slowDocument();
    const notes: string[] = [];
    let next = 0;
    const timeSmall = async (t: TestApp, user: TestUser) => {
      const { deck, bytes } = small[next++]!;
      const timing = await uploadAndTime(t, user, `${deck.company}.pdf`, bytes, 20);
      if (timing.status !== 'completed') throw new Error(`small deck ended ${timing.status}: ${timing.error}`);
      return timing;
    };

    const t = await startApp();
    let quiet: number;
    let flooded: number;
    let waited: number;
    let quietWaited: number;
    const floodLeft: number[] = [];
    try {
      const alice = await t.signUp({ name: 'Alice Flood' });
      const bob = await t.signUp({ name: 'Bob Small' });
      const quietTimes: number[] = [];
      const quietQueuedMs: number[] = [];
      for (let i = 0; i < RUNS + WARMUP; i++) {
        const timing = await timeSmall(t, bob);
        if (i < WARMUP) continue;
        quietTimes.push(timing.totalMs);
        quietQueuedMs.push(timing.steps.get('queued') ?? 0);
      }
      quiet = median(quietTimes);
      quietWaited = median(quietQueuedMs);

      const floodIds = await flood(t, alice, slow, 1);
      const floodStarted = now();
      const floodTimes: number[] = [];
      const floodSteps: string[] = [];
      const queuedMs: number[] = [];
      // The first small deck beside the flood starts the second lane's reader process.
      for (let i = 0; i < WARMUP; i++) await timeSmall(t, bob);
      for (let i = 0; i < RUNS; i++) {
        // Spread over the life of one flood file, as uploads arrive at any moment of a flood (a flood
        // file reads at full priority for its first LONG_READ_MS only).
        await sleep(Math.max(0, floodStarted + i * SAMPLE_SPACING_MS - now()));
        const timing = await timeSmall(t, bob);
        floodSteps.push(
          `at ${round((now() - floodStarted - timing.totalMs) / 1000, 0)} s: ` +
            [...timing.steps].filter(([step]) => step !== 'done').map(([step, ms]) => `${step} ${round(ms, 0)}`).join(', '),
        );
        floodTimes.push(timing.totalMs);
        queuedMs.push(timing.steps.get('queued') ?? 0);
        floodLeft.push(await stillFlooding(t, floodIds));
      }
      flooded = median(floodTimes);
      waited = median(queuedMs);
      notes.push(
        `Quiet runs (ms): ${quietTimes.map((ms) => round(ms, 0)).join(', ')}; flooded runs: ${floodTimes.map((ms) => round(ms, 0)).join(', ')}; ` +
          `flood files still in progress after each flooded run: ${floodLeft.join(', ')} of ${FLOOD_FILES}. ` +
          `Flooded runs' steps (ms, from the flood's start): ${floodSteps.join('; ')}.`,
      );
    } finally {
      await t.close();
    }

    // Reference: no lane kept for other workspaces (the flood may take both).
    const open = await startApp(WORKERS);
    let uncapped: number;
    try {
      const alice = await open.signUp({ name: 'Alice Flood' });
      const bob = await open.signUp({ name: 'Bob Small' });
      await timeSmall(open, bob); // warm-up
      const floodIds = await flood(open, alice, slow, 2);
      const timing = await timeSmall(open, bob);
      uncapped = timing.totalMs;
      notes.push(
        `Reference run with WORKSPACE_UPLOAD_CONCURRENCY=${WORKERS} (the flood may hold every lane): the small deck waited ` +
          `${round((timing.steps.get('queued') ?? 0) / 1000, 1)} s in line (first in line, but both lanes read flood files until one reached the ${READ_LIMIT_SECONDS} s limit); ` +
          `${await stillFlooding(open, floodIds)} of ${FLOOD_FILES} flood files were still in progress after it.`,
      );
    } finally {
      await open.close();
    }

    notes.push(
      `Flood: ${FLOOD_FILES} image-only PDFs of ${SLOW_PAGES} pages (${round(slow.length / 1024 / 1024, 1)} MB each) from one workspace, ` +
        `each stopped at EXTRACTION_TIME_LIMIT_SECONDS=${READ_LIMIT_SECONDS}; small deck: a generated 20-page text PDF from another workspace, ` +
        `flooded runs started ${round(SAMPLE_SPACING_MS / 1000, 1)} s apart from the flood's start (one flood file's life). ` +
        `WORKER_CONCURRENCY=${WORKERS}, default workspace cap (1), one process on on-disk PGlite, OCR on.`,
    );
    return {
      name: this.name,
      rows: [
        info('p50 small deck upload → rated, quiet', round(quiet, 0), 'ms', `N=${RUNS}`),
        atMost('p50 small deck upload → rated, while flooded', round(flooded, 0), 'ms', round(2 * quiet, 0), `${round(flooded / quiet, 2)}× quiet`),
        info('p50 of it spent waiting in line, flooded', round(waited, 0), 'ms', `quiet: ${round(quietWaited, 0)} ms (pg-boss polls every 0.5 s)`),
        info('small deck upload → rated, flood may take every lane', round(uncapped, 0), 'ms', `${round(uncapped / quiet, 1)}× quiet`),
      ],
      notes,
    };
  },
};

await runIfMain(import.meta.url, bench);
