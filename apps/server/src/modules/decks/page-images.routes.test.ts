import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAGE_IMAGE_VERSION } from '@pitchscope/domain/constants';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { makePdf, makePptx } from '../../test/fixtures/documents.ts';
import { userProfiles } from '../../db/schema.ts';
import { detectSoffice } from '../../platform/extraction/office-to-pdf.ts';
import { updateDeck } from './decks.repository.ts';
import { pageImageKey, renderPdfKey } from './deck-renders.ts';

const soffice = detectSoffice(undefined).path;

async function makeAdmin(t: TestApp, name: string): Promise<TestUser> {
  const admin = await t.signUp({ name });
  await t.ctx.db.update(userProfiles).set({ isAdmin: true }).where(eq(userProfiles.userId, admin.id));
  return admin;
}

/** A deck row with a stored file of the given type. */
async function deckWithFile(t: TestApp, ownerId: string, fileType: 'pdf' | 'pptx', bytes: Uint8Array, pageCount: number) {
  const deckId = await insertAnalyzedDeck(t.ctx, ownerId);
  const fileKey = `pitchDecks/${deckId}.${fileType}`;
  await t.ctx.storage.put(fileKey, bytes);
  await updateDeck(t.ctx.db, deckId, { fileKey, fileType, fileName: `deck.${fileType}`, fileSize: bytes.length, pageCount });
  return deckId;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (body: Buffer) => body.subarray(0, 8).equals(PNG_SIGNATURE);
/** Width of a PNG (IHDR) page image; text slides are PNG (photo slides may be WebP, see render-page.test). */
function pngWidth(body: Buffer): number {
  if (!isPng(body)) throw new Error('not a PNG');
  return body.readUInt32BE(16);
}

describe('page images of a PDF deck', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let deckId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t, 'Ada Admin');
    owner = await t.signUp({ name: 'Olga Owner' });
    other = await t.signUp({ name: 'Otto Other' });
    deckId = await deckWithFile(t, owner.id, 'pdf', await makePdf(['Brightloop\nSmart energy', 'Traction\n120 sites']), 2);
  });
  afterAll(() => t?.close());

  const image = (user: TestUser | null, query = '', headers: Record<string, string> = {}, page = 1) =>
    t.request({ method: 'GET', url: `/api/decks/${deckId}/pages/${page}/image${query}`, user, headers });

  it('draws a page once per width, stores it, and serves it with an ETag and long cache headers', async () => {
    const first = await image(owner, `?w=1600&v=${PAGE_IMAGE_VERSION}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(first.headers.etag).toMatch(/^".+"$/);
    expect(pngWidth(first.rawPayload)).toBe(1600);
    expect(await t.ctx.storage.exists(pageImageKey(deckId, 1, 1600))).toBe(true);

    const thumbnail = await image(owner, '?w=480');
    expect(thumbnail.statusCode).toBe(200);
    expect(pngWidth(thumbnail.rawPayload)).toBe(480);
    expect(thumbnail.headers.etag).not.toBe(first.headers.etag);
    // Without the version in the URL the browser revalidates (daily) rather than keeping it for good.
    expect(thumbnail.headers['cache-control']).toBe('private, max-age=86400');

    // The stored image is what the next request gets, byte for byte, without drawing again.
    const stored = await t.ctx.storage.read(pageImageKey(deckId, 1, 1600));
    const again = await image(owner, `?w=1600&v=${PAGE_IMAGE_VERSION}`);
    expect(again.rawPayload.equals(stored)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 with no body when the browser already has the image', async () => {
    const first = await image(owner);
    const revalidated = await image(owner, '', { 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect((await image(owner, '', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('shows the deck to its owner and the admin only: another user gets 404 (even with the ETag), a visitor 401', async () => {
    const etag = (await image(owner)).headers.etag as string;
    expect((await image(admin)).statusCode).toBe(200);
    const stranger = await image(other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers['content-type']).toContain('application/json');
    expect((await image(other, '', { 'if-none-match': etag })).statusCode).toBe(404);
    expect((await image(null)).statusCode).toBe(401);
  });

  it('refuses a width other than the thumbnail and slide sizes, and pages the deck does not have', async () => {
    expect((await image(owner, '?w=5000')).statusCode).toBe(400);
    expect((await image(owner, '', {}, 3)).statusCode).toBe(404);
  });

  it('reports the images as available in the deck content', async () => {
    const content = await t.request({ method: 'GET', url: `/api/decks/${deckId}/content`, user: owner });
    expect(content.json().pageImages).toEqual({ available: true, note: null });
  });

  it('removes the stored images when the admin deletes the deck', async () => {
    expect(await t.ctx.storage.exists(pageImageKey(deckId, 1, 480))).toBe(true);
    const deleted = await t.request({ method: 'DELETE', url: `/api/admin/decks/${deckId}`, user: admin });
    expect(deleted.statusCode).toBe(200);
    expect(await t.ctx.storage.exists(pageImageKey(deckId, 1, 480))).toBe(false);
    expect(await t.ctx.storage.exists(pageImageKey(deckId, 1, 1600))).toBe(false);
  });
});

describe('a PowerPoint deck on a server without LibreOffice', () => {
  let t: TestApp;
  let owner: TestUser;
  let deckId: string;

  beforeAll(async () => {
    t = await createTestApp({ overrides: { soffice: { path: null, reason: 'LibreOffice is not installed.' } } });
    owner = await t.signUp({ name: 'Olga Owner' });
    const pptx = await makePptx([{ title: 'Brightloop', bullets: ['Smart energy'] }]);
    deckId = await deckWithFile(t, owner.id, 'pptx', pptx, 1);
  });
  afterAll(() => t?.close());

  it('says so in the content (the viewer shows the text with this note) and nothing else fails', async () => {
    const content = await t.request({ method: 'GET', url: `/api/decks/${deckId}/content`, user: owner });
    expect(content.statusCode).toBe(200);
    expect(content.json().pageImages).toEqual({ available: false, note: DECK_MESSAGES.slideImagesNeedLibreOffice });
    expect(content.json().pages[0].rawText).toBeTruthy();
    expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user: owner })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}/file`, user: owner })).statusCode).toBe(200);
  });

  it('answers the image request with 404 and the same note', async () => {
    const response = await t.request({ method: 'GET', url: `/api/decks/${deckId}/pages/1/image`, user: owner });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(DECK_MESSAGES.slideImagesNeedLibreOffice);
  });

  it('reports LibreOffice as missing in the health details', async () => {
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', details: { slideRendering: 'unavailable' } });
  });
});

describe.skipIf(!soffice)(
  `a PowerPoint deck drawn through LibreOffice${soffice ? '' : ' (skipped: soffice not installed; apt-get install libreoffice-impress)'}`,
  () => {
    let t: TestApp;
    let owner: TestUser;
    let other: TestUser;
    let admin: TestUser;
    let deckId: string;

    beforeAll(async () => {
      t = await createTestApp();
      admin = await makeAdmin(t, 'Ada Admin');
      owner = await t.signUp({ name: 'Olga Owner' });
      other = await t.signUp({ name: 'Otto Other' });
      const pptx = await makePptx([
        { title: 'Brightloop energy sensors', bullets: ['Clip-on sensors'] },
        { title: 'Traction', bullets: ['120 paying sites'] },
      ]);
      deckId = await deckWithFile(t, owner.id, 'pptx', pptx, 2);
    });
    afterAll(() => t?.close());

    it('converts the deck on the first request, keeps the PDF beside the original, and draws slide 1', async () => {
      const content = await t.request({ method: 'GET', url: `/api/decks/${deckId}/content`, user: owner });
      expect(content.json().pageImages).toEqual({ available: true, note: null });
      // Another user cannot start a conversion either.
      expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}/pages/1/image`, user: other })).statusCode).toBe(404);
      expect(await t.ctx.storage.exists(renderPdfKey(deckId))).toBe(false);

      const [first, second] = await Promise.all([
        t.request({ method: 'GET', url: `/api/decks/${deckId}/pages/1/image?w=480`, user: owner }),
        t.request({ method: 'GET', url: `/api/decks/${deckId}/pages/2/image?w=480`, user: admin }),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/png');
      expect(pngWidth(first.rawPayload)).toBe(480);
      expect(first.rawPayload.equals(second.rawPayload)).toBe(false);
      expect(await t.ctx.storage.exists(renderPdfKey(deckId))).toBe(true);
      expect(await t.ctx.storage.exists(`pitchDecks/${deckId}.pptx`)).toBe(true);
    }, 120_000);

    it('removes the converted PDF and the images with the deck', async () => {
      const deleted = await t.request({ method: 'DELETE', url: `/api/admin/decks/${deckId}`, user: admin });
      expect(deleted.statusCode).toBe(200);
      expect(await t.ctx.storage.exists(renderPdfKey(deckId))).toBe(false);
      expect(await t.ctx.storage.exists(pageImageKey(deckId, 1, 480))).toBe(false);
      expect(await t.ctx.storage.exists(`pitchDecks/${deckId}.pptx`)).toBe(false);
    });
  },
);
