import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { pitchDeckSlides, uploadAndWait } from '../../test/factories.ts';
import { makeImageOnlyPdf, makePdf } from '../../test/fixtures/documents.ts';
import { findUpload } from './uploads.repository.ts';

describe('upload pipeline: a document over its reading budget', () => {
  // The budget tested, with margins far above what was measured on a busy 2-core machine (issue #33
  // item 7): 100 scanned pages took 171 s to read (in-process, five test runs beside it), a normal
  // 8-slide deck 1.3 s. At 5 s the normal deck read after the killed reader was replaced once ran out of
  // budget under load; 15 s is far under the scans and far over the deck.
  const budgetSeconds = 15;
  let t: TestApp;
  let user: TestUser;
  let scansPdf: Uint8Array;

  beforeAll(async () => {
    t = await createTestApp({ workers: true, env: { EXTRACTION_TIME_LIMIT_SECONDS: String(budgetSeconds) } });
    user = await t.signUp();
    // 100 scanned pages of several lines each: ten drawn (drawing is the slow part of making them, 53 s
    // for 100 under load), each copied ten times. OCR reads every page, copies included.
    const lines = [
      'Our traction grew every month',
      'Revenue doubled in the last quarter',
      'We serve clinics in five countries',
      'The team has built two companies before',
      'We are raising a seed round now',
    ];
    const drawn = await PDFDocument.load(
      await makeImageOnlyPdf(Array.from({ length: 10 }, (_, index) => `Slide ${index + 1}\n${lines.join('\n')}`)),
    );
    const scans = await PDFDocument.create();
    for (let copy = 0; copy < 10; copy++) {
      for (const page of await scans.copyPages(drawn, drawn.getPageIndices())) scans.addPage(page);
    }
    scansPdf = await scans.save();
  }, 120_000);
  afterAll(() => t?.close());

  it('fails at the first attempt with a message, is never retried, and the next upload is read', async () => {
    const slow = await uploadAndWait(t, user, 'scans.pdf', scansPdf);
    expect(slow).toMatchObject({
      status: 'error',
      deckId: null,
      error: UPLOAD_MESSAGES.readTimeLimit(budgetSeconds),
    });
    expect((await findUpload(t.ctx.db, slow.id))?.attempts).toBe(1);

    const next = await uploadAndWait(
      t,
      user,
      'deck.pdf',
      await makePdf(pitchDeckSlides({ company: 'Afterwards' })),
    );
    expect(next).toMatchObject({ status: 'completed', error: null });
  }, 120_000);
});
