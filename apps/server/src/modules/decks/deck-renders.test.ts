import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAGE_IMAGE_WIDTHS } from '@pitchscope/domain/constants';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { userProfiles } from '../../db/schema.ts';
import { newId } from '../../platform/ids.ts';
import { findDeck, updateDeck } from './decks.repository.ts';
import { insertUpload } from './uploads.repository.ts';
import { failUpload } from './decks.jobs.ts';
import { pageImageKey, renderPdfKey } from './deck-renders.ts';

/**
 * What was drawn for a deck's viewer (page images, and for PowerPoint the LibreOffice PDF) leaves storage
 * with the deck, whichever way the deck goes (issue #18): the owner's "delete forever", the admin's delete,
 * the deletion of its owner, and a half-made deck of an upload that ends in "Not added".
 */
describe('page images of discarded decks', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ name: 'Ada Admin' });
    await t.ctx.db.update(userProfiles).set({ isAdmin: true }).where(eq(userProfiles.userId, admin.id));
    owner = await t.signUp({ name: 'Olga Owner' });
  });
  afterAll(() => t?.close());

  /** A PDF deck of two pages whose viewer was opened: both widths of page 1 drawn and stored. */
  async function viewedDeck(user: TestUser, overrides: Parameters<typeof insertAnalyzedDeck>[2] = {}) {
    const deckId = await insertAnalyzedDeck(t.ctx, user.id, overrides);
    const bytes = await makePdf(['Brightloop\nSmart energy', 'Traction\n120 sites']);
    const fileKey = `pitchDecks/${deckId}.pdf`;
    await t.ctx.storage.put(fileKey, bytes);
    await updateDeck(t.ctx.db, deckId, { fileKey, fileType: 'pdf', fileName: 'deck.pdf', fileSize: bytes.length, pageCount: 2 });
    for (const width of Object.values(PAGE_IMAGE_WIDTHS)) {
      const image = await t.request({ method: 'GET', url: `/api/decks/${deckId}/pages/1/image?w=${width}`, user });
      expect(image.statusCode).toBe(200);
    }
    // What a converted PowerPoint deck leaves beside its file, to check it goes too.
    await t.ctx.storage.put(renderPdfKey(deckId), bytes);
    expect(await storedRenders(deckId)).toEqual(['w480', 'w1600', 'render.pdf']);
    return { deckId, fileKey };
  }

  /** Which of the deck's drawings are in storage. */
  async function storedRenders(deckId: string): Promise<string[]> {
    const keys = [
      ['w480', pageImageKey(deckId, 1, PAGE_IMAGE_WIDTHS.thumbnail)],
      ['w1600', pageImageKey(deckId, 1, PAGE_IMAGE_WIDTHS.slide)],
      ['render.pdf', renderPdfKey(deckId)],
    ] as const;
    const present = await Promise.all(keys.map(([, key]) => t.ctx.storage.exists(key)));
    return keys.filter((_, index) => present[index]).map(([name]) => name);
  }

  it("removes them when the owner deletes the deck forever (the file stays, for support's recovery)", async () => {
    const { deckId, fileKey } = await viewedDeck(owner);
    const archive = await t.request({ method: 'PATCH', url: `/api/decks/${deckId}`, user: owner, body: { isArchived: true } });
    expect(archive.statusCode).toBe(200);
    const hidden = await t.request({ method: 'POST', url: `/api/decks/${deckId}/hide`, user: owner });
    expect(hidden.statusCode).toBeLessThan(300);

    expect(await storedRenders(deckId)).toEqual([]);
    expect(await t.ctx.storage.exists(fileKey)).toBe(true);
    // An admin can still open it: the page is drawn again from the kept file.
    const again = await t.request({ method: 'GET', url: `/api/decks/${deckId}/pages/1/image?w=480`, user: admin });
    expect(again.statusCode).toBe(200);
  });

  it('removes them with the file when the admin deletes the deck', async () => {
    const { deckId, fileKey } = await viewedDeck(owner);
    const deleted = await t.request({ method: 'DELETE', url: `/api/admin/decks/${deckId}`, user: admin });
    expect(deleted.statusCode).toBe(200);
    expect(await storedRenders(deckId)).toEqual([]);
    expect(await t.ctx.storage.exists(fileKey)).toBe(false);
  });

  it('removes a page image that was still being drawn when the deck was deleted', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    const bytes = await makePdf(['Brightloop\nSmart energy']);
    const fileKey = `pitchDecks/${deckId}.pdf`;
    await t.ctx.storage.put(fileKey, bytes);
    await updateDeck(t.ctx.db, deckId, { fileKey, fileType: 'pdf', fileName: 'deck.pdf', fileSize: bytes.length, pageCount: 1 });
    const documents = t.ctx.documents;
    const renderPage = documents.renderPage.bind(documents);
    // The admin deletes the deck while its first page is being drawn.
    documents.renderPage = async (...args) => {
      const drawn = await renderPage(...args);
      const deleted = await t.request({ method: 'DELETE', url: `/api/admin/decks/${deckId}`, user: admin });
      expect(deleted.statusCode).toBe(200);
      return drawn;
    };
    try {
      await t.request({ method: 'GET', url: `/api/decks/${deckId}/pages/1/image?w=${PAGE_IMAGE_WIDTHS.slide}`, user: owner });
    } finally {
      documents.renderPage = renderPage;
    }
    expect(await findDeck(t.ctx.db, deckId)).toBeNull();
    expect(await storedRenders(deckId)).toEqual([]);
  });

  it('removes them for every deck of a user the admin deletes', async () => {
    const leaving = await t.signUp({ name: 'Lea Leaving' });
    const first = await viewedDeck(leaving);
    const second = await viewedDeck(leaving, { companyName: 'Clausewise' });
    const deleted = await t.request({ method: 'DELETE', url: `/api/admin/users/${leaving.id}`, user: admin });
    expect(deleted.statusCode).toBe(200);
    expect(await storedRenders(first.deckId)).toEqual([]);
    expect(await storedRenders(second.deckId)).toEqual([]);
  });

  it('removes those of a half-made deck when its upload ends in "Not added", and the kept file on delete there', async () => {
    // The owner opened the deck while it was still processing, then the upload failed for good.
    const { deckId } = await viewedDeck(owner, { status: 'Processing' });
    const uploadId = newId();
    await insertUpload(t.ctx.db, {
      id: uploadId,
      userId: owner.id,
      fileName: 'half-made.pdf',
      fileSize: 1,
      fileType: 'pdf',
      stagingKey: `staging/${uploadId}.pdf`,
      status: 'uploading',
      progress: 65,
      currentStep: 'file uploaded',
      deckId,
    });
    await failUpload(t.ctx, uploadId, 'Upload failed: the file could not be processed. Please try again.');

    expect(await findDeck(t.ctx.db, deckId)).toBeNull();
    expect(await storedRenders(deckId)).toEqual([]);
    const kept = `notAdded/${uploadId}.pdf`;
    expect(await t.ctx.storage.exists(kept)).toBe(true);
    const deleted = await t.request({ method: 'DELETE', url: `/api/uploads/${uploadId}`, user: owner });
    expect(deleted.statusCode).toBe(200);
    expect(await t.ctx.storage.exists(kept)).toBe(false);
  });
});
