import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECK_DOES_NOT_SAY, deckQuestionSchema, deckQuestionsResponseSchema } from '@pitchscope/domain/ask-deck';
import { slideSearchResponseSchema } from '@pitchscope/domain/slide-search';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';

describe('ask the deck and search every slide (local engine)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let deckId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.signUp(); // the first account is the admin
    owner = await t.signUp();
    other = await t.signUp();
    deckId = await insertAnalyzedDeck(t.ctx, owner.id, { companyName: 'Brightloop' });
  });
  afterAll(() => t?.close());

  const ask = (question: string, user: TestUser | undefined = owner, id = deckId) =>
    t.request({ method: 'POST', url: `/api/decks/${id}/ask`, user, body: { question } });

  it('answers a quantity from the figure ledger with its slide', async () => {
    const response = await ask('What is their MRR?');
    expect(response.statusCode).toBe(200);
    const body = deckQuestionSchema.parse(response.json());
    expect(body.answer).toMatchObject({ kind: 'figure', text: expect.stringMatching(/^EUR 45K MRR \(slide 6\)|^€45K MRR \(slide 6\)/) });
    expect(body.answer.citations[0]).toMatchObject({ page: 6 });
  });

  it('quotes the slide for a question in words, and says when the deck does not say', async () => {
    const team = deckQuestionSchema.parse((await ask('Who is the CTO?')).json());
    expect(team.answer.kind).toBe('extract');
    expect(team.answer.citations[0]).toMatchObject({ page: 7, quote: expect.stringContaining('Mikko Laine') });

    const churn = deckQuestionSchema.parse((await ask('What is their churn?')).json());
    expect(churn.answer).toEqual({ kind: 'none', text: DECK_DOES_NOT_SAY, citations: [], droppedSentences: 0 });
  });

  it('keeps the history of the deck’s questions, newest first, with who asked', async () => {
    const response = await t.request({ method: 'GET', url: `/api/decks/${deckId}/questions`, user: owner });
    const { questions, modelAnswers } = deckQuestionsResponseSchema.parse(response.json());
    expect(questions.map((q) => q.question)).toEqual(['What is their churn?', 'Who is the CTO?', 'What is their MRR?']);
    expect(questions[0]!.askedBy).toBeTruthy();
    // The local engine answers for free: no count of paid answers beside the box.
    expect(modelAnswers).toBeNull();
  });

  it('hides the deck from someone who cannot see it, refuses visitors and an empty question', async () => {
    expect((await ask('What is their MRR?', other)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}/questions`, user: other })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/decks/${deckId}/ask`, body: { question: 'x' } })).statusCode).toBe(401);
    expect((await ask('   ')).statusCode).toBe(400);
  });

  it('searches the slides of the workspace’s decks, ranked, with the match marked, and no one else’s', async () => {
    await insertAnalyzedDeck(t.ctx, other.id, { companyName: 'Otherco' });
    const response = await t.request({ method: 'GET', url: `/api/slides/search?q=${encodeURIComponent('"embedded IoT" OR restaurants')}`, user: owner });
    expect(response.statusCode).toBe(200);
    const { hits } = slideSearchResponseSchema.parse(response.json());
    expect(hits.length).toBeGreaterThan(0);
    expect(new Set(hits.map((h) => h.deckId))).toEqual(new Set([deckId]));
    const team = hits.find((h) => h.page === 7)!;
    expect(team.companyName).toBe('Brightloop');
    expect(team.snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())).toEqual(expect.arrayContaining(['embedded', 'iot']));
    expect(hits.map((h) => h.rank)).toEqual([...hits.map((h) => h.rank)].sort((a, b) => b - a));
  });

  it('follows a deck’s pages: a re-read slide is found by its new words, and the old ones are gone', async () => {
    const { decks } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await t.ctx.db
      .update(decks)
      .set({ pages: [{ pageNumber: 1, header: 'Zebrafish', rawText: 'Zebrafish telemetry', images: [], tables: [], charts: [], diagrams: [], footer: '', method: 'text' }] })
      .where(eq(decks.id, deckId));
    const search = async (q: string) =>
      slideSearchResponseSchema.parse((await t.request({ method: 'GET', url: `/api/slides/search?q=${q}`, user: owner })).json()).hits;
    expect((await search('zebrafish')).map((h) => [h.deckId, h.page])).toEqual([[deckId, 1]]);
    expect(await search('Mikko')).toEqual([]);
  });

  // Last: its decks would be found by the searches above.
  it('leaves out the workspace’s decks hidden from the library, and finds a visible copy', async () => {
    const hiddenId = await insertAnalyzedDeck(t.ctx, owner.id, { companyName: 'Hiddenco', hiddenFromUser: true });
    const copyId = await insertAnalyzedDeck(t.ctx, owner.id, { companyName: 'Copyco' });
    const response = await t.request({ method: 'GET', url: `/api/slides/search?q=${encodeURIComponent('"embedded IoT"')}`, user: owner });
    const { hits } = slideSearchResponseSchema.parse(response.json());
    const decksFound = new Set(hits.map((h) => h.deckId));
    expect(decksFound.has(hiddenId)).toBe(false);
    expect(decksFound.has(copyId)).toBe(true);
    expect(hits.find((h) => h.deckId === copyId)?.companyName).toBe('Copyco');
  });
});
