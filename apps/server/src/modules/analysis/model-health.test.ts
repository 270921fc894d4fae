import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ANALYSIS_CALL_ERRORS } from '@pitchscope/domain/messages';
import { MODEL_OUTAGE_REASONS, MODEL_WAIT_MESSAGES } from '@pitchscope/domain/model-availability';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck, waitFor } from '../../test/factories.ts';
import { tokenTransactions } from '../../db/schema.ts';
import { startFakeChatServer, type FakeChatServer } from '../../test/fake-chat-server.ts';
import { createModelHealth, providerProbe, type ModelProbe } from './model-health.ts';
import { ModelUnavailableError } from './model-unavailable.ts';
import { classifyModelFailure, retryAfterSeconds } from './llm/model-failure.ts';

describe('model health', () => {
  it('checks the provider at most once per interval, and follows model calls in between', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    let probes = 0;
    let answer: Awaited<ReturnType<ModelProbe>> = { state: 'ok', error: null };
    const health = createModelHealth('openai-compatible', async () => ((probes += 1), answer), { clock: () => now });

    expect((await health.report()).state).toBe('ok');
    answer = { state: 'unreachable', error: 'The model list could not be fetched: ECONNREFUSED' };
    expect((await health.report()).state).toBe('ok');
    expect(probes).toBe(1);

    now = new Date(now.getTime() + 60_000);
    expect(await health.report()).toMatchObject({
      state: 'unreachable',
      lastError: { message: 'The model list could not be fetched: ECONNREFUSED', at: now.toISOString() },
    });
    expect(probes).toBe(2);

    // A call that answers is fresher than the last check; the last error stays for the admin.
    health.answered();
    expect(await health.report()).toMatchObject({ state: 'ok', lastError: { message: 'The model list could not be fetched: ECONNREFUSED' } });
    health.failed(new ModelUnavailableError(ANALYSIS_CALL_ERRORS.validate, 'rate-limited', 'APICallError 429: slow down', 30));
    expect(await health.report()).toMatchObject({ state: 'rate-limited', lastError: { message: 'APICallError 429: slow down' } });
    // An unreadable answer came from a model that is there: the state does not move.
    health.failed(new ModelUnavailableError(ANALYSIS_CALL_ERRORS.validate, 'malformed', 'bad JSON'));
    expect(await health.report()).toMatchObject({ state: 'rate-limited', lastError: { message: 'bad JSON' } });
    expect(probes).toBe(2);
  });

  it('the local engine is always ok and is never probed', async () => {
    const health = createModelHealth('local', null);
    health.failed(new ModelUnavailableError(ANALYSIS_CALL_ERRORS.validate, 'unreachable', 'anything'));
    expect(await health.report()).toEqual({ state: 'ok', provider: 'local', checkedAt: null, lastError: null });
  });

  it('reads retry-after as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(retryAfterSeconds({ 'Retry-After': '120' }, now)).toBe(120);
    expect(retryAfterSeconds({ 'retry-after': 'Thu, 01 Jan 2026 10:00:30 GMT' }, now)).toBe(30);
    expect(retryAfterSeconds({ 'retry-after': 'soon' }, now)).toBeNull();
    expect(retryAfterSeconds({}, now)).toBeNull();
  });

  it('classifies a failure that is not the provider\'s as unreachable, and an invalid answer as malformed', () => {
    expect(classifyModelFailure(new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ENOTFOUND' }) }), false)).toEqual({
      kind: 'unreachable',
      retryAfterSeconds: null,
    });
    expect(classifyModelFailure(new Error('whatever'), true)).toEqual({ kind: 'malformed', retryAfterSeconds: null });
  });
});

describe('model health and deep analyses against a chat-completions server', () => {
  let t: TestApp;
  let chat: FakeChatServer;
  let admin: TestUser;

  beforeAll(async () => {
    chat = await startFakeChatServer({});
    const provider = { analysisProvider: 'openai-compatible' as const, OPENAI_BASE_URL: chat.baseURL, OPENAI_API_KEY: 'sk-test' };
    t = await createTestApp({
      workers: true,
      env: { ANALYSIS_PROVIDER: 'openai-compatible', OPENAI_BASE_URL: chat.baseURL, ANALYSIS_MODEL: 'test-model', MODEL_CALL_TIMEOUT_SECONDS: '30' },
      // Checked on every request here, so each state shows at once.
      overrides: { modelMaxRetries: 0, modelHealth: createModelHealth('openai-compatible', providerProbe(provider), { intervalSeconds: 0 }) },
    });
    admin = await t.signUp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await chat?.close();
  });

  const health = async () => (await t.request({ method: 'GET', url: '/api/health' })).json();

  it('/api/health tells ok, unreachable and rate-limited, by listing models, never spending tokens', async () => {
    await chat.setMode({ kind: 'answer' });
    expect(await health()).toEqual({ status: 'ok', details: { slideRendering: expect.any(String), analysisModel: 'ok' } });
    await chat.setMode({ kind: 'down' });
    expect((await health()).details.analysisModel).toBe('unreachable');
    await chat.setMode({ kind: 'status', status: 429, retryAfter: '60' });
    expect((await health()).details.analysisModel).toBe('rate-limited');
    await chat.setMode({ kind: 'answer' });
    expect((await health()).details.analysisModel).toBe('ok');
    // One model list per check that reached the server (none while it was down).
    expect(chat.modelListRequests).toBe(3);
    expect(chat.calls).toEqual([]);

    // The admin sees the last error; an investor may not.
    const report = await t.request({ method: 'GET', url: '/api/admin/model-health', user: admin });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ state: 'ok', provider: 'openai-compatible', lastError: { message: 'The model list answered HTTP 429' } });
    const investor = await t.signUp();
    expect((await t.request({ method: 'GET', url: '/api/admin/model-health', user: investor })).statusCode).toBe(403);
  });

  it('with real analysis off the local engine answers: the model\'s state does not matter', async () => {
    await chat.setMode({ kind: 'down' });
    expect((await t.request({ method: 'PUT', url: '/api/admin/settings', user: admin, body: { useRealAnalysis: false } })).statusCode).toBe(200);
    try {
      expect((await health()).details.analysisModel).toBe('ok');
    } finally {
      await t.request({ method: 'PUT', url: '/api/admin/settings', user: admin, body: { useRealAnalysis: true } });
      await chat.setMode({ kind: 'answer' });
    }
  });

  it('a deep analysis with the model down fails at once, refunded, with the reason', async () => {
    await chat.setMode({ kind: 'status', status: 500 });
    const user = await t.signUp();
    const deckId = await insertAnalyzedDeck(t.ctx, user.id);
    expect((await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user })).statusCode).toBe(200);
    const failed = await waitFor(
      async () => (await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user })).json(),
      (deck) => deck.deepAnalysisStatus === 'Failed',
    );
    expect(failed.deepAnalysisFailure).toMatchObject({
      message: MODEL_WAIT_MESSAGES.deepAnalysisFailed(ANALYSIS_CALL_ERRORS.deepResearch, MODEL_OUTAGE_REASONS['server-error']),
      tokenRefunded: true,
    });
    // One model call: the queue did not retry a run whose model is down.
    expect(chat.calls.filter((call) => call === 'deepResearch')).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/me', user })).json().tokenBalance).toBe(2);
    const ledger = await t.ctx.db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, user.id));
    expect(ledger.map((row) => row.reason)).toContain('Deep Analysis (Failed - Refunded)');
    // A server answering 500 to everything is not a model anyone can use.
    expect((await health()).details.analysisModel).toBe('unreachable');
    await chat.setMode({ kind: 'answer' });
  });
});
