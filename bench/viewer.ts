/**
 * 11. Deck viewer (issue #18, ADR 0014): server time of page images through `GET
 * /api/decks/:id/pages/:n/image` (app.inject, the real route, sandbox and disk storage).
 * - First slide of a 20-page PDF deck never drawn before: with the render child already running (the
 *   usual case on a live server) and on a fresh process (the child is started by the request).
 * - The same slide again (stored image), and a browser revalidation (If-None-Match → 304).
 * - A 20-slide PPTX: LibreOffice conversion time and peak resident memory of its process group (in the
 *   sandbox, as the server runs it), then the first slide of the PPTX deck through the route (conversion
 *   included) and its second slide (the converted PDF is kept).
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_IMAGE_VERSION, PAGE_IMAGE_WIDTHS } from '@pitchscope/domain/constants';
import { updateDeck } from '../apps/server/src/modules/decks/decks.repository.ts';
import { insertAnalyzedDeck } from '../apps/server/src/test/factories.ts';
import { makePptx } from '../apps/server/src/test/fixtures/documents.ts';
import { startBenchApp, type TestApp, type TestUser } from './lib/app.ts';
import { atMost, info, median, now, round, runIfMain, type Bench } from './lib/common.ts';
import { generateDeck, generateDeckPdf } from './lib/decks.ts';

const WARM_RUNS = 30;

async function deckWithFile(t: TestApp, user: TestUser, fileType: 'pdf' | 'pptx', bytes: Uint8Array, pageCount: number) {
  const deckId = await insertAnalyzedDeck(t.ctx, user.id);
  const fileKey = `pitchDecks/${deckId}.${fileType}`;
  await t.ctx.storage.put(fileKey, bytes);
  await updateDeck(t.ctx.db, deckId, { fileKey, fileType, fileName: `deck.${fileType}`, fileSize: bytes.length, pageCount });
  return deckId;
}

async function timedImage(t: TestApp, user: TestUser, deckId: string, page: number, width: number, headers: Record<string, string> = {}) {
  const started = now();
  const response = await t.request({
    method: 'GET',
    url: `/api/decks/${deckId}/pages/${page}/image?w=${width}&v=${PAGE_IMAGE_VERSION}`,
    user,
    headers,
  });
  const ms = now() - started;
  if (response.statusCode !== 200 && response.statusCode !== 304) {
    throw new Error(`image ${deckId}/${page}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  return { ms, response };
}

export const bench: Bench = {
  name: 'viewer',
  async run() {
    const t = await startBenchApp();
    try {
      const user = await t.signUp();
      const pdfs = await Promise.all([101, 102, 103].map((seed) => generateDeckPdf(seed)));
      const [freshDeck, warmDeck, thumbDeck] = await Promise.all(
        pdfs.map(({ bytes }) => deckWithFile(t, user, 'pdf', bytes, 20)),
      );

      // Fresh process: no render child yet, the request starts it.
      const coldProcess = await timedImage(t, user, freshDeck, 1, PAGE_IMAGE_WIDTHS.slide);
      // A deck never drawn, with the render child running (it stays up 2 minutes after its last task).
      const coldDeck = await timedImage(t, user, warmDeck, 1, PAGE_IMAGE_WIDTHS.slide);
      const coldThumb = await timedImage(t, user, thumbDeck, 1, PAGE_IMAGE_WIDTHS.thumbnail);
      const nextPage = await timedImage(t, user, warmDeck, 2, PAGE_IMAGE_WIDTHS.slide);
      const bytesSlide = coldDeck.response.rawPayload.length;
      const bytesThumb = coldThumb.response.rawPayload.length;

      const warm: number[] = [];
      const revalidated: number[] = [];
      const etag = coldDeck.response.headers.etag as string;
      for (let i = 0; i < WARM_RUNS; i++) {
        warm.push((await timedImage(t, user, warmDeck, 1, PAGE_IMAGE_WIDTHS.slide)).ms);
        revalidated.push((await timedImage(t, user, warmDeck, 1, PAGE_IMAGE_WIDTHS.slide, { 'if-none-match': etag })).ms);
      }

      // The API as main.ts starts it: the render child warmed after listen and kept (keepRendererWarm), so
      // the first slide after start-up or a quiet spell finds it ready. A second app, fresh process state.
      const warmedApp = await startBenchApp();
      let warmedFirst: Awaited<ReturnType<typeof timedImage>>;
      try {
        const warmedUser = await warmedApp.signUp();
        const warmedDeck = await deckWithFile(warmedApp, warmedUser, 'pdf', (await generateDeckPdf(105)).bytes, 20);
        await warmedApp.ctx.documents.warmRenderer();
        warmedFirst = await timedImage(warmedApp, warmedUser, warmedDeck, 1, PAGE_IMAGE_WIDTHS.slide);
      } finally {
        await warmedApp.close();
      }

      const rows = [
        atMost('first slide of a 20-page PDF, cold (deck never drawn, render child up)', round(coldDeck.ms, 0), 'ms', 400, `1600 px ${coldDeck.response.headers['content-type']}, ${round(bytesSlide / 1024, 0)} KB`),
        info('first slide, cold process (render child started by the request)', round(coldProcess.ms, 0), 'ms', 'what the first slide after 2 idle minutes cost before the child was kept warm'),
        info('first slide after start-up, render child warmed and kept (as the API runs)', round(warmedFirst.ms, 0), 'ms', `cold process / warmed = ${round(coldProcess.ms / warmedFirst.ms, 1)}×`),
        info('first thumbnail of a deck, cold', round(coldThumb.ms, 0), 'ms', `480 px ${coldThumb.response.headers['content-type']}, ${round(bytesThumb / 1024, 0)} KB`),
        info('next slide of an open deck, cold', round(nextPage.ms, 0), 'ms', 'deck kept open in the render child'),
        atMost('same slide again, warm (stored image), median', round(median(warm), 1), 'ms', 50, `${WARM_RUNS} requests`),
        info('revalidation (If-None-Match → 304), median', round(median(revalidated), 1), 'ms'),
      ];
      const notes = [
        `Server time = app.inject round trip (access check, storage, sandbox); ${WARM_RUNS} warm requests.`,
      ];

      const soffice = t.ctx.soffice.path;
      if (!soffice) {
        notes.push(`PPTX conversion not measured: ${t.ctx.soffice.reason}`);
      } else {
        const deck = generateDeck(104);
        const pptx = await makePptx(
          deck.slides.map((slide) => {
            const [title = '', ...lines] = slide.split('\n');
            return { title, bullets: lines };
          }),
        );
        // The conversion alone, in the sandbox's conversion lane, as the server runs it.
        const file = path.join(t.dataDir, 'bench-20-slides.pptx');
        await writeFile(file, pptx);
        const converted = await t.ctx.documents.convertToPdf(file, 'pptx', soffice);
        await rm(path.dirname(converted.pdfPath), { recursive: true, force: true });
        // Through the route: the first slide of a PPTX deck (conversion + draw), then its second slide.
        const pptxDeck = await deckWithFile(t, user, 'pptx', pptx, deck.slides.length);
        const firstPptx = await timedImage(t, user, pptxDeck, 1, PAGE_IMAGE_WIDTHS.slide);
        const secondPptx = await timedImage(t, user, pptxDeck, 2, PAGE_IMAGE_WIDTHS.slide);
        rows.push(
          info('20-slide PPTX → PDF with LibreOffice (sandbox)', round(converted.elapsedMs, 0), 'ms', `fresh profile per conversion, ${round(pptx.length / 1024, 0)} KB PPTX`),
          info('peak resident memory of the conversion (LibreOffice process group)', round(converted.peakMemoryMb, 0), 'MB', 'sampled every 100 ms'),
          info('first slide of a 20-slide PPTX deck, cold (conversion included)', round(firstPptx.ms, 0), 'ms'),
          info('second slide of that PPTX deck, cold (PDF kept)', round(secondPptx.ms, 0), 'ms'),
        );
        notes.push(`LibreOffice: ${soffice}.`);
      }
      return { name: this.name, rows, notes };
    } finally {
      await t.close();
    }
  },
};

await runIfMain(import.meta.url, bench);
