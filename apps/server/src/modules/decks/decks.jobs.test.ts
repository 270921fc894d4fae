import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { pitchDeckSlides, uploadAndWait } from '../../test/factories.ts';
import { makeImageOnlyPdf, makePdf } from '../../test/fixtures/documents.ts';
import { findUpload } from './uploads.repository.ts';

describe('upload pipeline: a document over its reading budget', () => {
  const budgetSeconds = 5;
  let t: TestApp;
  let user: TestUser;
  let scansPdf: Uint8Array;

  // Drawing 100 scanned pages, reading past the budget, restarting the killed reader and reading another
  // deck take 35–60 s on a loaded 2-core machine: the limits are generous, the budget is what is tested.
  beforeAll(async () => {
    t = await createTestApp({ workers: true, env: { EXTRACTION_TIME_LIMIT_SECONDS: String(budgetSeconds) } });
    user = await t.signUp();
    // 100 scanned pages of several lines each take far longer than five seconds to OCR, even on an idle
    // machine (40 two-line pages once finished inside the budget when nothing else was running).
    const lines = [
      'Our traction grew every month',
      'Revenue doubled in the last quarter',
      'We serve clinics in five countries',
      'The team has built two companies before',
      'We are raising a seed round now',
    ];
    const scans = Array.from({ length: 100 }, (_, index) => `Slide ${index + 1}\n${lines.join('\n')}`);
    scansPdf = await makeImageOnlyPdf(scans);
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
