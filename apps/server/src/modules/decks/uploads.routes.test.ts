import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import path from 'node:path';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { makePdf, makePptx, makePpt, makeEncryptedPdf } from '../../test/fixtures/documents.ts';
import { DECK_DETAIL_FIELDS } from '@pitchscope/domain/contracts/decks';
import { pitchDeckSlides, uploadAndWait, uploadFile } from '../../test/factories.ts';
import { uploads } from '../../db/schema.ts';

describe('deck uploads and the processing pipeline', () => {
  let t: TestApp;
  let investor: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ workers: true });
    await t.signUp();
    investor = await t.signUp({ name: 'Ivy Investor' });
    other = await t.signUp();
    await t.request({
      method: 'PATCH',
      url: '/api/me',
      user: investor,
      body: {
        investorProfile: {
          investmentFocus: ['Energy / Cleantech'],
          investmentStages: ['Seed'],
          investorType: 'Venture Capital (VC)',
          ticketSizeMin: 250000,
          ticketSizeMax: 2000000,
          targetGeographies: ['Europe'],
        },
      },
    });
  });
  afterAll(() => t.close());

  it('processes a PDF deck through every step to a rated deck', async () => {
    const response = await uploadFile(t, investor, 'brightloop-deck.pdf', await makePdf(pitchDeckSlides()));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'uploading', progress: 0 });
    const done = await (await import('../../test/factories.ts')).waitForUpload(t, investor, response.json().id);
    expect(done).toMatchObject({ status: 'completed', progress: 100, currentStep: 'done', error: null });

    const deck = (await t.request({ method: 'GET', url: `/api/decks/${done.deckId}`, user: investor })).json();
    expect(deck).toMatchObject({ companyName: 'Brightloop', status: 'Analyzed', fileType: 'pdf', pageCount: 8 });
    expect(deck.fileUrl).toBe(`/api/decks/${deck.id}/file`);
    expect(['Green', 'Yellow', 'Red']).toContain(deck.investorFit.overallMatch);
    expect(deck.investorFit.rationale.stageFitReason).toMatch(/seed/i);
    expect(deck.fieldSources.companyName.slides.length).toBeGreaterThan(0);

    const content = (await t.request({ method: 'GET', url: `/api/decks/${deck.id}/content`, user: investor })).json();
    expect(content.pages).toHaveLength(8);
    expect(content.rawContent).toContain('--- Slide 2 ---');

    const file = await t.request({ method: 'GET', url: `/api/decks/${deck.id}/file`, user: investor });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // ?view=1 shows a PDF in the browser's viewer (not a blank tab that downloads), sandboxed.
    const viewed = await t.request({ method: 'GET', url: `/api/decks/${deck.id}/file?view=1`, user: investor });
    expect(viewed.headers['content-disposition']).toMatch(/^inline/);
    expect(viewed.headers['content-security-policy']).toBe('sandbox');
    expect(viewed.headers['content-type']).toBe('application/pdf');
  });

  it('lists decks as cards show them: of the initial analysis its summary, no fit working', async () => {
    const [listed] = (await t.request({ method: 'GET', url: '/api/decks', user: investor })).json().items;
    const deck = (await t.request({ method: 'GET', url: `/api/decks/${listed.id}`, user: investor })).json();

    for (const field of DECK_DETAIL_FIELDS) {
      expect(listed).not.toHaveProperty(field);
      expect(deck).toHaveProperty(field);
    }
    expect(deck.analysis.summary).toEqual(expect.any(String));
    const summary = Object.fromEntries(
      Object.entries(deck).filter(([key]) => !(DECK_DETAIL_FIELDS as readonly string[]).includes(key)),
    );
    expect(listed).toEqual({ ...summary, analysis: { summary: deck.analysis.summary } });
  });

  it('keeps other users out of a deck and its file', async () => {
    const decks = (await t.request({ method: 'GET', url: '/api/decks', user: investor })).json().items;
    const id = decks[0].id;
    for (const url of [`/api/decks/${id}`, `/api/decks/${id}/file`, `/api/decks/${id}/content`]) {
      expect((await t.request({ method: 'GET', url, user: other })).statusCode).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: '/api/decks', user: other })).json()).toEqual({ items: [], nextCursor: null });
  });

  it('catches the same deck uploaded again as identical content, and in another format', async () => {
    const slides = pitchDeckSlides({ company: 'Quillmate', city: 'Berlin, Germany', round: '$2M', story: 1 });
    const first = await uploadAndWait(t, investor, 'quillmate.pdf', await makePdf(slides));
    expect(first.status).toBe('completed');
    const again = await uploadAndWait(t, investor, 'quillmate-copy.pdf', await makePdf(slides));
    expect(again.status).toBe('duplicate');
    expect(again.duplicateInfo).toMatchObject({ type: 'identical_content', existingDeck: { id: first.deckId } });
    expect(again.error).toMatch(/identical to one already uploaded/);

    const asPptx = await makePptx(slides.map((text) => ({ title: text.split('\n')[0], bullets: text.split('\n').slice(1) })));
    const pptx = await uploadAndWait(t, investor, 'quillmate.pptx', asPptx);
    expect(pptx.status).toBe('duplicate');
  });

  it('does not call a re-upload a duplicate of a deck the user hid for good', async () => {
    const owner = await t.signUp(); // decks of their own only: the same story is uploaded by other tests
    const slides = pitchDeckSlides({ company: 'Hidewell', city: 'Oslo, Norway', round: '$1M', story: 2 });
    const first = await uploadAndWait(t, owner, 'hidewell.pdf', await makePdf(slides));
    expect(first.status).toBe('completed');
    const patch = { method: 'PATCH' as const, url: `/api/decks/${first.deckId}`, user: owner, body: { isArchived: true } };
    expect((await t.request(patch)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/decks/${first.deckId}/hide`, user: owner })).statusCode).toBe(200);

    const again = await uploadAndWait(t, owner, 'hidewell.pdf', await makePdf(slides));
    expect(again.status).toBe('completed');
    expect(again.deckId).not.toBe(first.deckId);
  });

  it('processes a long deck (its full text is far larger than an index row)', async () => {
    const paragraph = (topic: string) =>
      Array.from({ length: 16 }, (_, i) => `${topic} detail ${i + 1}: restaurants in region ${i} report measurable savings.`).join(' ');
    const slides = pitchDeckSlides({ company: 'Longform', city: 'Vienna, Austria', story: 0 }).map(
      (text, index) => `${text}\n${paragraph(`Slide ${index + 1}`)}`,
    );
    expect(slides.join('\n').length).toBeGreaterThan(8000);
    const done = await uploadAndWait(t, investor, 'longform.pdf', await makePdf(slides));
    expect(done.status).toBe('completed');
  });

  it('reads legacy PowerPoint files', async () => {
    const slides = pitchDeckSlides({ company: 'Tundrafy', city: 'Oslo, Norway', story: 2 }).map((text) => text.split('\n'));
    const done = await uploadAndWait(t, investor, 'tundrafy.ppt', makePpt(slides));
    expect(done.status).toBe('completed');
  });

  it('refuses a document that is not a pitch deck, with the validation reasoning', async () => {
    const invoice = await makePdf([
      'INVOICE #2024-118\nBill to: Acme Oy\nInvoice date: 12 March 2024\nDue date: 11 April 2024',
      'Item Qty Unit price Total\nConsulting hours 10 120.00 1,200.00\nSubtotal 1,200.00\nVAT 24% 288.00\nTotal due EUR 1,488.00',
    ]);
    const done = await uploadAndWait(t, investor, 'invoice.pdf', invoice);
    expect(done.status).toBe('error');
    expect(done.error).toMatch(/^Validation failed: /);
  });

  it('refuses bad files with clear errors and leaves nothing in staging', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 7)]);
    const renamed = await uploadFile(t, investor, 'deck.pdf', exe);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toBe('Only PDF, PPT, and PPTX files are supported.');

    const empty = await uploadFile(t, investor, 'empty.pdf', new Uint8Array());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('EMPTY_FILE');

    const visitor = await uploadFile(t, null, 'deck.pdf', await makePdf(['x']));
    expect(visitor.statusCode).toBe(401);

    const encrypted = await uploadFile(t, investor, 'locked.pdf', makeEncryptedPdf());
    expect(encrypted.statusCode).toBe(202);
    const lockedDone = await (await import('../../test/factories.ts')).waitForUpload(t, investor, encrypted.json().id);
    expect(lockedDone.status).toBe('error');
    expect(lockedDone.error).toMatch(/password-protected/);

    const truncated = (await makePdf(pitchDeckSlides())).subarray(0, 400);
    const broken = await uploadAndWait(t, investor, 'broken.pdf', truncated);
    expect(broken.status).toBe('error');

    // Nothing is left in staging: refused files are kept under notAdded/ (not-added*.routes.test.ts).
    const staging = await readdir(path.join(t.dataDir, 'files', 'staging')).catch(() => []);
    expect(staging).toEqual([]);
  });

  it('records the SHA-256 of the bytes received as the upload\'s file hash, refused on arrival or not', async () => {
    const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    const storedHash = async (id: string) =>
      (await t.ctx.db.select({ fileHash: uploads.fileHash }).from(uploads).where(eq(uploads.id, id)))[0]!.fileHash;

    const deck = await makePdf(pitchDeckSlides());
    const accepted = await uploadAndWait(t, investor, 'hashed.pdf', deck);
    expect(await storedHash(accepted.id)).toBe(sha256(deck));

    const notADocument = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300_000, 3)]);
    expect((await uploadFile(t, investor, 'hashed.exe', notADocument)).statusCode).toBe(415);
    const [refused] = await t.ctx.db
      .select({ fileHash: uploads.fileHash })
      .from(uploads)
      .where(and(eq(uploads.userId, investor.id), eq(uploads.fileName, 'hashed.exe')));
    expect(refused!.fileHash).toBe(sha256(notADocument));
  });

  it('refuses a file over the admin upload limit with 413', async () => {
    const { saveAppSettings } = await import('../admin/app-settings.service.ts');
    await saveAppSettings(t.ctx.db, { maxUploadSizeMB: 1 }, investor.id);
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(Buffer.from('%PDF-1.7\n'));
    const response = await uploadFile(t, investor, 'big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('FILE_TOO_LARGE');
    await saveAppSettings(t.ctx.db, { maxUploadSizeMB: 100 }, investor.id);
  });

  it('stars, archives, restores and hides a deck for its owner only', async () => {
    const [deck] = (await t.request({ method: 'GET', url: '/api/decks', user: investor })).json().items;
    const starred = await t.request({ method: 'PATCH', url: `/api/decks/${deck.id}`, user: investor, body: { starred: true } });
    expect(starred.json()).toMatchObject({ starred: true });
    expect(starred.json().starredAt).not.toBeNull();
    expect((await t.request({ method: 'PATCH', url: `/api/decks/${deck.id}`, user: other, body: { starred: true } })).statusCode).toBe(404);

    expect((await t.request({ method: 'POST', url: `/api/decks/${deck.id}/hide`, user: investor })).statusCode).toBe(409);
    await t.request({ method: 'PATCH', url: `/api/decks/${deck.id}`, user: investor, body: { isArchived: true } });
    const restored = await t.request({ method: 'PATCH', url: `/api/decks/${deck.id}`, user: investor, body: { isArchived: false } });
    expect(restored.json()).toMatchObject({ isArchived: false, archivedAt: null });
    await t.request({ method: 'PATCH', url: `/api/decks/${deck.id}`, user: investor, body: { isArchived: true } });
    expect((await t.request({ method: 'POST', url: `/api/decks/${deck.id}/hide`, user: investor })).statusCode).toBe(200);
    const list = (await t.request({ method: 'GET', url: '/api/decks', user: investor })).json().items;
    expect(list.find((d: { id: string }) => d.id === deck.id)).toBeUndefined();
  });
});
