/**
 * 6. Duplicate check of a new upload against a user with 10,000 decks (on-disk PGlite).
 *
 * `checkDuplicates` is private to apps/server/src/modules/decks/decks.jobs.ts, so the check is RE-CREATED
 * here with the same repository query and domain calls (listDuplicateCandidates → content key / MinHash /
 * name shortlist → loadRawContents → findDuplicate) and timed per upload. As a cross-check, real uploads go
 * through the pipeline and the "checking duplicates" step is timed by polling (that step also includes the
 * local engine's extractMetadata), and an exact copy of a stored deck must come back as a duplicate.
 */
import type { MetadataResult } from '../apps/server/src/modules/analysis/analysis.provider.ts';
import * as decksRepo from '../apps/server/src/modules/decks/decks.repository.ts';
import { extractDocument } from '../apps/server/src/platform/extraction/extract-document.ts';
import { makePdf } from '../apps/server/src/test/fixtures/documents.ts';
import { startBenchApp, uploadAndTime, type TestApp } from './lib/app.ts';
import { atMost, info, median, now, round, runIfMain, type Bench } from './lib/common.ts';
import { generateDeck, generateDeckPdf } from './lib/decks.ts';
import { seedDecks } from './lib/seed.ts';
import { checkDuplicates as runDuplicateCheck } from '../apps/server/src/modules/decks/duplicate-check.ts';
import { personalWorkspaceId } from '@pitchscope/domain/workspaces';

const DECKS = Number(process.env.BENCH_DUPLICATE_DECKS ?? 10_000);
const CHECKS = 8;

/** The real check (modules/decks/duplicate-check.ts), timed. */
async function checkDuplicates(t: TestApp, userId: string, metadata: MetadataResult, rawContent: string) {
  const started = now();
  const verdict = await runDuplicateCheck(t.ctx.db, personalWorkspaceId(userId), metadata, rawContent, t.ctx.clock());
  return { verdict, totalMs: now() - started };
}

type CheckResult = Awaited<ReturnType<typeof checkDuplicates>>;

export const bench: Bench = {
  name: 'duplicates',
  async run() {
    const t = await startBenchApp({ workers: true });
    try {
      const user = await t.signUp();
      const { deck, bytes } = await generateDeckPdf(1);
      const first = await uploadAndTime(t, user, `${deck.company}.pdf`, bytes, 20);
      const template = (await decksRepo.findDeck(t.ctx.db, first.deckId!))!;
      const seedStarted = now();
      await seedDecks(t, template, user.id, DECKS - 1);
      const seedMs = now() - seedStarted;

      const provider = await t.ctx.analysis.provider();
      const context = await t.ctx.analysis.context();
      const prepare = async (slides: string[], fileName: string) => {
        const document = await extractDocument({ buffer: await makePdf(slides) }, { ocr: false });
        const pages = document.pages.map((page) => ({ pageNumber: page.pageNumber, text: page.rawText, notes: page.notes }));
        return { rawContent: document.rawContent, metadata: await provider.extractMetadata({ fileName, pages }, context) };
      };

      // New, distinct decks.
      const distinct: CheckResult[] = [];
      for (let i = 0; i < CHECKS + 1; i++) {
        const { rawContent, metadata } = await prepare(generateDeck(900_000 + i).slides, 'new.pdf');
        const result = await checkDuplicates(t, user.id, metadata, rawContent);
        if (result.verdict) throw new Error(`a distinct deck was flagged as duplicate: ${result.verdict.reason}`);
        if (i > 0) distinct.push(result);
      }
      // An exact copy of a stored deck (seeded with seed 100_000 + 17 by seedDecks).
      const copy = await prepare(generateDeck(100_000 + 17).slides, 'copy.pdf');
      const copies: CheckResult[] = [];
      for (let i = 0; i < 4; i++) {
        const result = await checkDuplicates(t, user.id, copy.metadata, copy.rawContent);
        if (result.verdict?.type !== 'identical_content') throw new Error(`the copy was not caught: ${JSON.stringify(result.verdict)}`);
        if (i > 0) copies.push(result);
      }

      // Cross-check through the real pipeline.
      const stepMs: number[] = [];
      for (let i = 0; i < 4; i++) {
        const file = await generateDeckPdf(950_000 + i);
        const timing = await uploadAndTime(t, user, `${file.deck.company}.pdf`, file.bytes);
        if (timing.status !== 'completed') throw new Error(`pipeline upload ${timing.status}: ${timing.error}`);
        if (i > 0) stepMs.push(timing.steps.get('checking duplicates') ?? NaN);
      }
      const dupUpload = await uploadAndTime(t, user, 'copy.pdf', await makePdf(generateDeck(100_000 + 17).slides));
      if (dupUpload.status !== 'duplicate') throw new Error(`pipeline did not catch the copy: ${dupUpload.status}`);

      const total = (r: (typeof distinct)[number]) => r.totalMs;
      const p50 = median(distinct.map(total));
      return {
        name: this.name,
        rows: [
          atMost(`check vs ${DECKS.toLocaleString('en')} decks (new deck)`, round(p50, 1), 'ms', 50, `checkDuplicates, N=${distinct.length}`),
          info('check vs 10,000 (exact copy of a stored deck)', round(median(copies.map(total)), 1), 'ms', 'caught as identical_content'),
          info('pipeline step "checking duplicates" (+ extractMetadata)', round(median(stepMs), 0), 'ms', 'polled every 5 ms; copy upload → duplicate'),
        ],
        notes: [`Seeding ${DECKS.toLocaleString('en')} decks took ${round(seedMs / 1000, 1)} s.`],
      };
    } finally {
      await t.close();
    }
  },
};

await runIfMain(import.meta.url, bench);
