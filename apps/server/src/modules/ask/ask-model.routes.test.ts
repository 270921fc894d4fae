import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ASK_MESSAGES, ASK_MODEL_ANSWERS_PER_TOKEN_MAX, deckQuestionSchema, deckQuestionsResponseSchema } from '@pitchscope/domain/ask-deck';
import { tokenTransactions, userProfiles } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { startFakeChatServer, type FakeChatServer } from '../../test/fake-chat-server.ts';

/**
 * Ask the deck with an analysis model (an OpenAI-compatible test server): the model answers from the
 * retrieved passages, and a sentence the claim verifier does not find on its cited slide is dropped and
 * counted before the answer is shown.
 */
describe('ask the deck with an analysis model', () => {
  let chat: FakeChatServer;
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let deckId: string;

  beforeAll(async () => {
    chat = await startFakeChatServer({
      text: {
        sentences: [
          { text: 'Anna Virtanen is the CEO, formerly the operations lead at Wolt.', slides: [7], quote: 'Anna Virtanen, CEO, ex-Wolt operations lead' },
          { text: 'She founded two companies before.', slides: [7], quote: 'founded two companies' },
          { text: 'The team has 40 engineers.', slides: [7], quote: '' },
        ],
      },
    });
    t = await createTestApp({
      env: { ANALYSIS_PROVIDER: 'openai-compatible', OPENAI_BASE_URL: chat.baseURL, ANALYSIS_MODEL: 'test-model', MODEL_CALL_TIMEOUT_SECONDS: '5' },
      overrides: { modelMaxRetries: 0 },
    });
    admin = await t.signUp();
    owner = await t.signUp();
    deckId = await insertAnalyzedDeck(t.ctx, owner.id);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await chat?.close();
  });

  it('shows only the sentences found on their cited slides and counts the dropped ones', async () => {
    const response = await t.request({ method: 'POST', url: `/api/decks/${deckId}/ask`, user: owner, body: { question: 'Who is the CEO?' } });
    expect(response.statusCode).toBe(200);
    const { answer } = deckQuestionSchema.parse(response.json());
    expect(chat.calls).toContain('text');
    expect(answer).toEqual({
      kind: 'model',
      text: 'Anna Virtanen is the CEO, formerly the operations lead at Wolt (slide 7).',
      citations: [{ page: 7, quote: 'Anna Virtanen, CEO, ex-Wolt operations lead' }],
      droppedSentences: 2,
    });
    expect(ASK_MESSAGES.droppedSentences(answer.droppedSentences)).toBe('2 sentences were left out: not found on the cited slides.');
  });

  it('answers with the local engine when the model is down', async () => {
    await chat.setMode({ kind: 'down' });
    const response = await t.request({ method: 'POST', url: `/api/decks/${deckId}/ask`, user: owner, body: { question: 'Who is the CTO?' } });
    const { answer } = deckQuestionSchema.parse(response.json());
    expect(answer.kind).toBe('extract');
    expect(answer.citations[0]).toMatchObject({ page: 7, quote: expect.stringContaining('Mikko Laine') });
  });

  describe('metered as the admin sets it (ADR 0060)', () => {
    const ask = (user: TestUser, question: string) =>
      t.request({ method: 'POST', url: `/api/decks/${deckId}/ask`, user, body: { question } });
    const setAnswersPerToken = async (count: number) =>
      expect(
        (await t.request({ method: 'PUT', url: '/api/admin/settings', user: admin, body: { askModelAnswersPerToken: count } })).statusCode,
      ).toBe(200);
    const account = async (user: TestUser) => {
      const [profile] = await t.ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
      const spent = await t.ctx.db
        .select()
        .from(tokenTransactions)
        .where(and(eq(tokenTransactions.userId, user.id), eq(tokenTransactions.type, 'spent')));
      return { balance: profile!.tokenBalance, answersLeft: profile!.askModelAnswersLeft, spent };
    };
    /** What the question box shows the user: their paid model answers left. */
    const meter = async (user: TestUser) =>
      deckQuestionsResponseSchema.parse((await t.request({ method: 'GET', url: `/api/decks/${deckId}/questions`, user })).json()).modelAnswers;

    it('spends one token per batch of model answers, gives back a failed one, and answers offline at a balance of 0', async () => {
      await chat.setMode({ kind: 'answer' });
      await setAnswersPerToken(2);
      const questions = ['Who is the CEO?', 'Who is the CTO?', 'What did the CEO do before?', 'Who founded it?', 'Is the CEO a founder?', 'Who is the CTO of the team?'];

      expect((await ask(owner, questions[0]!)).json().answer.kind).toBe('model');
      let now = await account(owner);
      expect(now).toMatchObject({ balance: 1, answersLeft: 1 });
      expect(now.spent).toEqual([
        expect.objectContaining({ amount: -1, reason: ASK_MESSAGES.ledgerReason(2), deckId, analysisId: null }),
      ]);

      expect(await meter(owner)).toEqual({ left: 1, answersPerToken: 2 });

      expect((await ask(owner, questions[1]!)).json().answer.kind).toBe('model');
      expect(await account(owner)).toMatchObject({ balance: 1, answersLeft: 0 });
      expect(await meter(owner)).toEqual({ left: 0, answersPerToken: 2 });

      // The model fails after a second token bought two answers: the local engine answers and the answer
      // paid for is given back, not lost.
      await chat.setMode({ kind: 'down' });
      expect((await ask(owner, questions[2]!)).json().answer.kind).not.toBe('model');
      now = await account(owner);
      expect(now).toMatchObject({ balance: 0, answersLeft: 2 });
      expect(now.spent).toHaveLength(2);
      await chat.setMode({ kind: 'answer' });

      for (const question of questions.slice(3, 5)) expect((await ask(owner, question)).json().answer.kind).toBe('model');
      expect(await account(owner)).toMatchObject({ balance: 0, answersLeft: 0 });

      // Nothing left to pay with: the offline engine answers, says why, and nothing is spent.
      const offline = deckQuestionSchema.parse((await ask(owner, questions[5]!)).json()).answer;
      expect(offline.kind).not.toBe('model');
      expect(offline.note).toBe(ASK_MESSAGES.answeredLocallyNoTokens(2));
      now = await account(owner);
      expect(now).toMatchObject({ balance: 0, answersLeft: 0 });
      expect(now.spent).toHaveLength(2);
      expect(await account(admin)).toMatchObject({ balance: 2, answersLeft: 0, spent: [] });

      // At 0 answers per token, model answers are free again, even at a balance of 0.
      await setAnswersPerToken(0);
      const free = deckQuestionSchema.parse((await ask(owner, questions[0]!)).json()).answer;
      expect(free.kind).toBe('model');
      expect(free.note).toBeUndefined();
      expect((await account(owner)).spent).toHaveLength(2);
      expect(await meter(owner)).toBeNull();
    });

    it('gives no more model answers than the tokens paid for when questions arrive at once', async () => {
      await chat.setMode({ kind: 'answer' });
      await setAnswersPerToken(3);
      const asker = await t.signUp();
      const askersDeck = await insertAnalyzedDeck(t.ctx, asker.id);
      const before = await account(asker);
      expect(before).toMatchObject({ balance: 2, answersLeft: 0, spent: [] });

      // Two tokens buy six answers; seven questions race for them, as a double-clicking or scripted asker would.
      const questions = ['Who is the CEO?', 'Who is the CTO?', 'Who founded it?', 'What did the CEO do before?', 'Is the CEO a founder?', 'Who leads engineering?', 'Who runs operations?'];
      const answers = await Promise.all(
        questions.map(async (question) => {
          const response = await t.request({ method: 'POST', url: `/api/decks/${askersDeck}/ask`, user: asker, body: { question } });
          expect(response.statusCode).toBe(200);
          return deckQuestionSchema.parse(response.json()).answer;
        }),
      );

      const after = await account(asker);
      const tokensSpent = after.spent.length;
      const modelAnswers = answers.filter((answer) => answer.kind === 'model').length;
      expect(modelAnswers).toBeGreaterThan(0);
      expect(after.balance).toBe(before.balance! - tokensSpent);
      expect(after.balance).toBeGreaterThanOrEqual(0);
      // Every answer paid for was either given or is still there to give: none lost, none given free.
      expect(modelAnswers + after.answersLeft).toBe(tokensSpent * 3);
      expect(after.spent.every((row) => row.amount === -1 && row.deckId === askersDeck)).toBe(true);
      for (const answer of answers.filter((a) => a.kind !== 'model')) expect(answer.note).toBe(ASK_MESSAGES.answeredLocallyNoTokens(3));
    });

    it('refuses a setting out of range with the setting’s bounds', async () => {
      const response = await t.request({
        method: 'PUT',
        url: '/api/admin/settings',
        user: admin,
        body: { askModelAnswersPerToken: ASK_MODEL_ANSWERS_PER_TOKEN_MAX + 1 },
      });
      expect(response.statusCode).toBe(400);
      const owners = await t.request({ method: 'PUT', url: '/api/admin/settings', user: owner, body: { askModelAnswersPerToken: 5 } });
      expect(owners.statusCode).toBe(403);
    });
  });
});
