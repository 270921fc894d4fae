import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';
import { insertAnalyzedDeck } from '../test/factories.ts';
import { makePdf } from '../test/fixtures/documents.ts';
import { updateDeck } from '../modules/decks/decks.repository.ts';
import { upsertDeepAnalysis } from '../modules/deep-analysis/deep-analysis.repository.ts';
import { userProfiles } from '../db/schema.ts';

/**
 * A deck its owner hid (archive, then delete for good) is gone for them on every route, as if it never
 * existed (404), while the admin still reads it (support can recover it).
 */
describe('a hidden deck answers 404 to its owner everywhere', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let deckId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ name: 'Ada Admin' });
    await t.ctx.db.update(userProfiles).set({ isAdmin: true }).where(eq(userProfiles.userId, admin.id));
    owner = await t.signUp({ name: 'Olga Owner' });
    deckId = await insertAnalyzedDeck(t.ctx, owner.id);
    const pdf = await makePdf(['Brightloop\nSmart energy monitoring']);
    const fileKey = `pitchDecks/${deckId}.pdf`;
    await t.ctx.storage.put(fileKey, pdf);
    await updateDeck(t.ctx.db, deckId, { fileKey, fileSize: pdf.length, pageCount: 1, deepAnalysisStatus: 'Completed' });
    await upsertDeepAnalysis(t.ctx.db, { deckId, rawAnalysis: '## Executive Summary\nSolid team.', model: 'local' });
  });
  afterAll(() => t?.close());

  const routes = () =>
    [
      ['GET', `/api/decks/${deckId}`],
      ['GET', `/api/decks/${deckId}/content`],
      ['GET', `/api/decks/${deckId}/file`],
      ['GET', `/api/decks/${deckId}/pages/1/image`],
      ['GET', `/api/decks/${deckId}/deep-analysis`],
      ['GET', `/api/decks/${deckId}/deep-analysis/export?format=json`],
      ['PATCH', `/api/decks/${deckId}`],
      ['POST', `/api/decks/${deckId}/hide`],
      ['POST', `/api/decks/${deckId}/recalculate-fit`],
      ['POST', `/api/decks/${deckId}/deep-analysis`],
      ['POST', `/api/decks/${deckId}/smart-questions`],
      ['POST', `/api/decks/${deckId}/data-freshness`],
      ['POST', `/api/decks/${deckId}/news-intelligence`],
    ] as const;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user: TestUser) =>
    t.request({ method, url, user, ...(method === 'GET' ? {} : { body: method === 'PATCH' ? { starred: true } : {} }) });

  it('is readable by its owner before it is hidden (so the 404s below are about hiding)', async () => {
    for (const [method, url] of routes().filter(([method]) => method === 'GET')) {
      expect((await call(method, url, owner)).statusCode, url).toBe(200);
    }
  });

  it('answers 404 on the deck, its file, content, page images and analysis once hidden; the admin still reads it', async () => {
    expect((await call('PATCH', `/api/decks/${deckId}`, owner)).statusCode).toBe(200);
    await t.request({ method: 'PATCH', url: `/api/decks/${deckId}`, user: owner, body: { isArchived: true } });
    expect((await call('POST', `/api/decks/${deckId}/hide`, owner)).statusCode).toBe(200);

    for (const [method, url] of routes()) {
      const response = await call(method, url, owner);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code, `${method} ${url}`).toMatch(/NOT_FOUND/);
    }
    const list = (await t.request({ method: 'GET', url: '/api/decks', user: owner })).json().items as { id: string }[];
    expect(list.map((deck) => deck.id)).not.toContain(deckId);
    expect((await me()).tokenBalance).toBe(2); // nothing was started or charged on the hidden deck
    for (const url of [`/api/decks/${deckId}`, `/api/decks/${deckId}/file`, `/api/decks/${deckId}/deep-analysis`]) {
      expect((await call('GET', url, admin)).statusCode, `admin ${url}`).toBe(200);
    }
  });

  const me = async () => (await t.request({ method: 'GET', url: '/api/me', user: owner })).json();
});
