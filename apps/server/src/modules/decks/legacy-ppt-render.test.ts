import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_IMAGE_WIDTHS } from '@pitchscope/domain/constants';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { pitchDeckSlides, uploadAndWait, waitForUpload } from '../../test/factories.ts';
import { makeChartPpts } from '../../test/fixtures/legacy-ppt.ts';
import { detectSoffice } from '../../platform/extraction/office-to-pdf.ts';
import { newId } from '../../platform/ids.ts';
import { failUpload, processUpload } from './decks.jobs.ts';
import { findDeck } from './decks.repository.ts';
import { renderPdfKey } from './deck-renders.ts';
import { findUpload, insertUpload } from './uploads.repository.ts';
import { stagingKey } from './uploads.service.ts';

const soffice = detectSoffice(undefined).path;

/** Plainly not a pitch deck (the validation refuses it), with the chart slide that makes it converted. */
const INVOICE_SLIDES = [
  'INVOICE #2024-118\nBill to: Acme Oy\nInvoice date: 12 March 2024\nDue date: 11 April 2024',
  'Item Qty Unit price Total\nConsulting hours 10 120.00 1,200.00\nSubtotal 1,200.00\nVAT 24% 288.00\nTotal due EUR 1,488.00',
];

/**
 * A legacy .ppt read from its LibreOffice conversion at upload keeps that PDF as the deck's render PDF
 * (ADR 0014), so its first view draws pages without converting again; an upload that becomes no deck
 * leaves no PDF, in storage or in the conversion's temporary folder.
 */
describe.skipIf(!soffice)(
  `the upload's conversion of a legacy PPT, kept for the viewer${soffice ? '' : ' (skipped: soffice not installed; apt-get install libreoffice-impress)'}`,
  () => {
    let t: TestApp;
    let investor: TestUser;
    let dir: string;
    let ppts: Record<'deck' | 'invoice' | 'retried' | 'failed', Uint8Array>;
    /** The PDF of every conversion since the test began, the upload's and the viewer's. */
    let conversions: string[];

    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'legacy-ppt-render-'));
      // LibreOffice saves the fixtures in its own process while the app starts in this one.
      [ppts, t] = await Promise.all([
        makeChartPpts(soffice!, dir, {
          deck: pitchDeckSlides({ company: 'Brightloop', story: 0 }),
          invoice: INVOICE_SLIDES,
          retried: pitchDeckSlides({ company: 'Retryco', story: 1 }),
          failed: pitchDeckSlides({ company: 'Vinewise', story: 2 }),
        }),
        createTestApp({ workers: true }),
      ]);
      investor = await t.signUp({ name: 'Ivy Investor' });
    }, 300_000);
    afterAll(async () => {
      await t?.close();
      await rm(dir, { recursive: true, force: true });
    });
    beforeEach(() => {
      conversions = [];
      const convert = t.ctx.documents.convertToPdf.bind(t.ctx.documents);
      vi.spyOn(t.ctx.documents, 'convertToPdf').mockImplementation(async (...args) => {
        const converted = await convert(...args);
        conversions.push(converted.pdfPath);
        return converted;
      });
      return () => vi.restoreAllMocks();
    });

    /** The render PDFs in storage (disk storage under DATA_DIR/files), by deck. */
    const storedRenderPdfs = async () =>
      (await readdir(path.join(t.dataDir, 'files', 'pitchDecks')).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.render.pdf'))
        .sort();
    const exists = (file: string) => stat(file).then(() => true, () => false);
    /**
     * No conversion's temporary folder (the PDF, the copied upload, LibreOffice's profile) is left. The
     * pipeline removes it on its way out, just after the upload's status is written: waited for.
     */
    const expectConversionsRemoved = async () => {
      for (const pdfPath of conversions)
        await vi.waitFor(async () => expect(await exists(path.dirname(pdfPath))).toBe(false), { timeout: 10_000 });
    };

    /** An upload staged as the upload route leaves it, run by calling the pipeline (no queued job). */
    async function stagedUpload(fileName: string, bytes: Uint8Array) {
      const uploadId = newId();
      const key = stagingKey(uploadId, 'ppt');
      await t.ctx.storage.put(key, bytes);
      await insertUpload(t.ctx.db, {
        id: uploadId,
        userId: investor.id,
        fileName,
        fileSize: bytes.length,
        fileType: 'ppt',
        stagingKey: key,
        status: 'uploading',
        progress: 0,
        currentStep: 'uploaded',
      });
      return uploadId;
    }

    it('keeps the PDF as the render PDF: the first page images are drawn without converting again', async () => {
      const done = await uploadAndWait(t, investor, 'chart-deck.ppt', ppts.deck);
      expect(done, done.error ?? '').toMatchObject({ status: 'completed' });
      const deckId = done.deckId!;
      expect(conversions).toHaveLength(1);
      expect(await storedRenderPdfs()).toEqual([`${deckId}.render.pdf`]);
      expect((await t.ctx.storage.read(renderPdfKey(deckId))).subarray(0, 5).toString()).toBe('%PDF-');
      await expectConversionsRemoved();

      const content = await t.request({ method: 'GET', url: `/api/decks/${deckId}/content`, user: investor });
      expect(content.json().pageImages).toEqual({ available: true, note: null });
      for (const page of [1, 2]) {
        const image = await t.request({
          method: 'GET',
          url: `/api/decks/${deckId}/pages/${page}/image?w=${PAGE_IMAGE_WIDTHS.slide}`,
          user: investor,
        });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toMatch(/^image\//);
      }
      expect(conversions).toHaveLength(1);
    }, 180_000);

    it('leaves no render PDF for a duplicate', async () => {
      const before = await storedRenderPdfs();
      const again = await uploadAndWait(t, investor, 'chart-deck-again.ppt', ppts.deck);
      expect(again.status).toBe('duplicate');
      // Read (and so converted) before it is known to be a duplicate; the PDF goes with the copy.
      expect(conversions).toHaveLength(1);
      expect(await storedRenderPdfs()).toEqual(before);
      await expectConversionsRemoved();
    }, 180_000);

    it('leaves no render PDF for a refused upload; "Add anyway" keeps one for the deck it becomes', async () => {
      const before = await storedRenderPdfs();
      const refused = await uploadAndWait(t, investor, 'invoice.ppt', ppts.invoice);
      expect(refused).toMatchObject({ status: 'error', refusal: 'not_pitch_deck', fileKept: true });
      expect(conversions).toHaveLength(1);
      expect(await storedRenderPdfs()).toEqual(before);
      await expectConversionsRemoved();

      const added = await t.request({ method: 'POST', url: `/api/uploads/${refused.id}/add-anyway`, user: investor });
      expect(added.statusCode).toBe(202);
      const done = await waitForUpload(t, investor, refused.id);
      expect(done, done.error ?? '').toMatchObject({ status: 'completed' });
      expect(conversions).toHaveLength(2);
      expect(await storedRenderPdfs()).toEqual([...before, `${done.deckId}.render.pdf`].sort());
      await expectConversionsRemoved();
    }, 180_000);

    it("leaves one render PDF after a retry: the interrupted attempt's goes with its deck", async () => {
      const before = await storedRenderPdfs();
      const uploadId = await stagedUpload('retried.ppt', ppts.retried);
      // The attempt stops unexpectedly once its deck exists and the PDF is kept (as a crash would).
      vi.spyOn(t.ctx.storage, 'move').mockRejectedValueOnce(new Error('storage unreachable'));
      await expect(processUpload(t.ctx, uploadId)).rejects.toThrow('storage unreachable');
      const interrupted = (await findUpload(t.ctx.db, uploadId))!.deckId!;
      expect(await storedRenderPdfs()).toEqual([...before, `${interrupted}.render.pdf`].sort());

      await processUpload(t.ctx, uploadId);
      const retried = (await findUpload(t.ctx.db, uploadId))!;
      expect(retried).toMatchObject({ status: 'completed', attempts: 2 });
      expect(retried.deckId).not.toBe(interrupted);
      expect(await findDeck(t.ctx.db, interrupted)).toBeNull();
      expect(await storedRenderPdfs()).toEqual([...before, `${retried.deckId}.render.pdf`].sort());
      expect(conversions).toHaveLength(2);
      await expectConversionsRemoved();
    }, 180_000);

    it('leaves no render PDF when the upload fails for good after its deck was made', async () => {
      const before = await storedRenderPdfs();
      const uploadId = await stagedUpload('failed.ppt', ppts.failed);
      vi.spyOn(t.ctx.storage, 'move').mockRejectedValueOnce(new Error('storage unreachable'));
      await expect(processUpload(t.ctx, uploadId)).rejects.toThrow('storage unreachable');
      expect(await storedRenderPdfs()).toHaveLength(before.length + 1);

      // What the queue does after the last attempt.
      await failUpload(t.ctx, uploadId, 'Upload failed: the file could not be processed. Please try again.');
      expect(await findUpload(t.ctx.db, uploadId)).toMatchObject({ status: 'error', deckId: null, stagingKey: `notAdded/${uploadId}.ppt` });
      expect(await storedRenderPdfs()).toEqual(before);
      await expectConversionsRemoved();
    }, 180_000);
  },
);
