import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASK_MESSAGES, deckQuestionSchema } from '@pitchscope/domain/ask-deck';
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
    await t.signUp();
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
});
