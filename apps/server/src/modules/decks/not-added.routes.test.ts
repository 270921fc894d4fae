import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { NOT_ADDED_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { insertAnalyzedDeck, pitchDeckSlides, uploadAndWait, waitFor, waitForUpload } from '../../test/factories.ts';
import { newId } from '../../platform/ids.ts';
import { updateDeck, findDeck } from './decks.repository.ts';
import { insertUpload } from './uploads.repository.ts';
import { failUpload, processUpload } from './decks.jobs.ts';

/** A real document that is plainly not a pitch deck: the validation refuses it. */
const invoicePdf = () =>
  makePdf([
    'INVOICE #2024-118\nBill to: Acme Oy\nInvoice date: 12 March 2024\nDue date: 11 April 2024',
    'Item Qty Unit price Total\nConsulting hours 10 120.00 1,200.00\nSubtotal 1,200.00\nVAT 24% 288.00\nTotal due EUR 1,488.00',
  ]);

describe('uploads that were not added: kept, listed, added anyway or deleted (issue #22, item 4)', () => {
  let t: TestApp;
  let admin: TestUser;
  let investor: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    // With workers: a job sent inside a transaction waits for the queue on PGlite otherwise.
    t = await createTestApp({ workers: true });
    admin = await t.signUp({ name: 'Ada Admin' });
    investor = await t.signUp({ name: 'Ivy Investor' });
    other = await t.signUp({ name: 'Otto Other' });
  });
  afterAll(() => t.close());

  const notAdded = async (user: TestUser) =>
    (await t.request({ method: 'GET', url: '/api/uploads/not-added', user })).json() as UploadItem[];
  const keptFiles = async () =>
    readdir(path.join(t.dataDir, 'files', 'notAdded')).catch(() => [] as string[]);

  it('keeps a file judged not a pitch deck, shows the spec message, and adds it anyway into a deck with a fit and a file', async () => {
    const refused = await uploadAndWait(t, investor, 'invoice.pdf', await invoicePdf());
    expect(refused).toMatchObject({
      status: 'error',
      refusal: 'not_pitch_deck',
      fileKept: true,
      addedAnyway: false,
    });
    expect(refused.error).toMatch(/^Validation failed: /);

    // Kept in storage (not DATA_DIR/tmp, which is swept), listed for its owner only.
    expect(await keptFiles()).toEqual([`${refused.id}.pdf`]);
    expect(await readdir(path.join(t.dataDir, 'tmp')).catch(() => [])).toEqual([]);
    expect((await notAdded(investor)).map((item) => [item.id, item.fileName, item.error])).toEqual([
      [refused.id, 'invoice.pdf', refused.error],
    ]);
    expect(await notAdded(other)).toEqual([]);
    const othersAdd = await t.request({
      method: 'POST',
      url: `/api/uploads/${refused.id}/add-anyway`,
      user: other,
    });
    expect(othersAdd.statusCode).toBe(404);

    const added = await t.request({
      method: 'POST',
      url: `/api/uploads/${refused.id}/add-anyway`,
      user: investor,
    });
    expect(added.statusCode).toBe(202);
    expect(added.json()).toMatchObject({
      id: refused.id,
      status: 'uploading',
      error: null,
      addedAnyway: true,
    });
    // A second click while it runs does not queue it twice.
    const again = await t.request({
      method: 'POST',
      url: `/api/uploads/${refused.id}/add-anyway`,
      user: investor,
    });
    expect(again.statusCode).toBe(409);

    const done = await waitForUpload(t, investor, refused.id);
    expect(done).toMatchObject({ status: 'completed', error: null, addedAnyway: true, fileKept: false });
    const deck = (
      await t.request({ method: 'GET', url: `/api/decks/${done.deckId}`, user: investor })
    ).json();
    expect(deck).toMatchObject({ status: 'Analyzed', fileName: 'invoice.pdf', fileType: 'pdf' });
    // Rated like any deck: an invoice states little, so its overall may well be Unknown (ADR 9).
    expect(['Green', 'Yellow', 'Red', 'Unknown']).toContain(deck.investorFit.overallMatch);
    expect(Object.keys(deck.investorFit.rationale)).toHaveLength(4);
    // Remembered on the deck: it is there because its owner said so.
    expect(deck.quickAssessment.validation).toBe(NOT_ADDED_MESSAGES.addedAnywayValidation);
    const file = await t.request({ method: 'GET', url: `/api/decks/${deck.id}/file`, user: investor });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(await notAdded(investor)).toEqual([]);
    expect(await keptFiles()).toEqual([]);
    const afterwards = await t.request({
      method: 'POST',
      url: `/api/uploads/${refused.id}/add-anyway`,
      user: investor,
    });
    expect(afterwards.statusCode).toBe(409);
  });

  it('still catches a duplicate when a file is added anyway', async () => {
    const first = await uploadAndWait(t, investor, 'invoice-again.pdf', await invoicePdf());
    expect(first.status).toBe('error');
    const added = await t.request({
      method: 'POST',
      url: `/api/uploads/${first.id}/add-anyway`,
      user: investor,
    });
    expect(added.statusCode).toBe(202);
    const done = await waitForUpload(t, investor, first.id);
    expect(done.status).toBe('duplicate');
    expect(done.duplicateInfo?.type).toBe('identical_content');
    expect(await notAdded(investor)).toEqual([]);
    // The staged copy is removed just after the status is written.
    expect(await waitFor(keptFiles, (files) => files.length === 0, 10_000)).toEqual([]);
  });

  it('keeps an unreadable file with its reason; it cannot be added anyway, only deleted, by its owner', async () => {
    const truncated = (await makePdf(pitchDeckSlides())).subarray(0, 400);
    const broken = await uploadAndWait(t, investor, 'broken.pdf', truncated);
    expect(broken).toMatchObject({ status: 'error', refusal: 'unreadable', fileKept: true });
    const [listed] = await notAdded(investor);
    expect(listed).toMatchObject({ id: broken.id, fileName: 'broken.pdf', error: broken.error });
    expect(listed!.error).toBeTruthy();

    const add = await t.request({
      method: 'POST',
      url: `/api/uploads/${broken.id}/add-anyway`,
      user: investor,
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().error.message).toBe(NOT_ADDED_MESSAGES.cannotAddAnyway);

    expect(
      (await t.request({ method: 'DELETE', url: `/api/uploads/${broken.id}`, user: other })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/uploads/${broken.id}`, user: admin })).statusCode,
    ).toBe(404);
    const deleted = await t.request({ method: 'DELETE', url: `/api/uploads/${broken.id}`, user: investor });
    expect(deleted.statusCode).toBe(200);
    expect(await notAdded(investor)).toEqual([]);
    expect(await keptFiles()).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: `/api/uploads/${broken.id}`, user: investor })).statusCode,
    ).toBe(404);
  });

  it('does not delete an upload that became a deck', async () => {
    const done = await uploadAndWait(
      t,
      investor,
      'tundrafy.pdf',
      await makePdf(pitchDeckSlides({ company: 'Tundrafy', story: 2 })),
    );
    expect(done.status).toBe('completed');
    const response = await t.request({ method: 'DELETE', url: `/api/uploads/${done.id}`, user: investor });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(NOT_ADDED_MESSAGES.cannotDelete);
  });

  /** An upload interrupted after its file moved to a half-made deck (a crash between steps). */
  async function interruptedUpload(bytes: Uint8Array) {
    const uploadId = newId();
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, { status: 'Processing' });
    const fileKey = `pitchDecks/${deckId}.pdf`;
    await t.ctx.storage.put(fileKey, bytes);
    await updateDeck(t.ctx.db, deckId, { fileKey });
    await insertUpload(t.ctx.db, {
      id: uploadId,
      userId: investor.id,
      fileName: 'interrupted.pdf',
      fileSize: bytes.length,
      fileType: 'pdf',
      stagingKey: `staging/${uploadId}.pdf`,
      status: 'uploading',
      progress: 65,
      currentStep: 'file uploaded',
      deckId,
    });
    return { uploadId, deckId };
  }

  it('keeps the file of an upload that failed for good, even one already moved to a half-made deck', async () => {
    const { uploadId, deckId } = await interruptedUpload(await makePdf(['Half made']));
    await failUpload(t.ctx, uploadId, 'Upload failed: the file could not be processed. Please try again.');

    expect(await findDeck(t.ctx.db, deckId)).toBeNull();
    const [listed] = await notAdded(investor);
    expect(listed).toMatchObject({
      id: uploadId,
      refusal: 'failed',
      fileKept: true,
      error: expect.stringMatching(/^Upload failed/),
    });
    expect(await keptFiles()).toEqual([`${uploadId}.pdf`]);
    expect(await readdir(path.join(t.dataDir, 'files', 'pitchDecks'))).not.toContain(`${deckId}.pdf`);
    // Not judged "not a pitch deck": it can be deleted, not added anyway.
    const add = await t.request({
      method: 'POST',
      url: `/api/uploads/${uploadId}/add-anyway`,
      user: investor,
    });
    expect(add.statusCode).toBe(409);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/uploads/${uploadId}`, user: investor })).statusCode,
    ).toBe(200);
    expect(await keptFiles()).toEqual([]);
  });

  it("puts a half-made deck's file back when the upload is retried, and finishes it", async () => {
    const slides = pitchDeckSlides({ company: 'Retryco', city: 'Tallinn, Estonia', story: 1 });
    const { uploadId, deckId } = await interruptedUpload(await makePdf(slides));
    await processUpload(t.ctx, uploadId);

    const done = (await t.request({ method: 'GET', url: `/api/uploads/${uploadId}`, user: investor })).json();
    expect(done).toMatchObject({ status: 'completed', fileKept: false });
    expect(done.deckId).not.toBe(deckId);
    const file = await t.request({ method: 'GET', url: `/api/decks/${done.deckId}/file`, user: investor });
    expect(file.statusCode).toBe(200);
    expect(await readdir(path.join(t.dataDir, 'files', 'staging')).catch(() => [])).toEqual([]);
  });

  it('lists a file refused twice once, and adding it anyway takes its copies along (issue #36)', async () => {
    const receipt = await makePdf([
      'RECEIPT No. 5521\nCafe order, table 4\nPaid by card on 3 May 2024',
      'Two coffees 7.00\nCinnamon roll 4.50\nTotal EUR 11.50',
    ]);
    const first = await uploadAndWait(t, investor, 'receipt.pdf', receipt);
    const second = await uploadAndWait(t, investor, 'receipt (1).pdf', receipt);
    expect([first.status, second.status]).toEqual(['error', 'error']);
    expect((await notAdded(investor)).map((item) => [item.id, item.attemptCount])).toEqual([[second.id, 2]]);
    expect(await keptFiles()).toHaveLength(2);

    const added = await t.request({ method: 'POST', url: `/api/uploads/${second.id}/add-anyway`, user: investor });
    expect(added.statusCode).toBe(202);
    expect(await notAdded(investor)).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/uploads/${first.id}`, user: investor })).statusCode).toBe(404);
    expect(await waitForUpload(t, investor, second.id)).toMatchObject({ status: 'completed' });
    expect(await keptFiles()).toEqual([]);
  });

  it('deletes the kept files of a user the admin deletes', async () => {
    const refused = await uploadAndWait(t, other, 'other-invoice.pdf', await invoicePdf());
    expect(refused.fileKept).toBe(true);
    expect(await keptFiles()).toEqual([`${refused.id}.pdf`]);
    const response = await t.request({ method: 'DELETE', url: `/api/admin/users/${other.id}`, user: admin });
    expect(response.statusCode).toBe(200);
    expect(await keptFiles()).toEqual([]);
  });
});
