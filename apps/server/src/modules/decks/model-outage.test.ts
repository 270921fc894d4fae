import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { MODEL_OUTAGE_REASONS, MODEL_WAIT_MESSAGES } from '@pitchscope/domain/model-availability';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { pitchDeckSlides, uploadFile, waitFor, waitForUpload } from '../../test/factories.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { startFakeChatServer, uploadAnswers, type FakeChatMode, type FakeChatServer } from '../../test/fake-chat-server.ts';
import { uploads } from '../../db/schema.ts';

/**
 * Issue #38: uploads against an OpenAI-compatible model that is down. Whatever the outage (refused
 * connection, 429 with retry-after, 500, a hung call, malformed JSON), the upload is never refused: it
 * waits in the queue, says so on its row, and completes by itself once the model answers. A wait that
 * outlasts MODEL_WAIT_MINUTES ends under "Not added" with the file kept and a Retry.
 */

const ANSWERS = uploadAnswers({ company: 'Lumenfield', product: 'Scheduling software for clinics', industry: 'Logistics / Supply Chain' });

describe('uploads while the analysis model is down', () => {
  let t: TestApp;
  let chat: FakeChatServer;
  let deck: Uint8Array;

  beforeAll(async () => {
    chat = await startFakeChatServer(ANSWERS);
    t = await createTestApp({
      workers: true,
      env: {
        ANALYSIS_PROVIDER: 'openai-compatible',
        OPENAI_BASE_URL: chat.baseURL,
        ANALYSIS_MODEL: 'test-model',
        MODEL_RETRY_DELAY_SECONDS: '1',
        // Long enough for a loaded machine's answers, short enough for the hung call's case.
        MODEL_CALL_TIMEOUT_SECONDS: '3',
        MODEL_WAIT_MINUTES: '5',
      },
      overrides: { modelMaxRetries: 0 },
    });
    deck = await makePdf(pitchDeckSlides({ company: 'Lumenfield' }));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await chat?.close();
  });

  const getUpload = async (user: TestUser, id: string) =>
    (await t.request({ method: 'GET', url: `/api/uploads/${id}`, user })).json() as UploadItem;

  async function uploadWhileDown(mode: FakeChatMode) {
    await chat.setMode(mode);
    // One user per case: the same deck in one workspace would be a duplicate of the last case's.
    const user = await t.signUp();
    const response = await uploadFile(t, user, 'deck.pdf', deck);
    expect(response.statusCode).toBe(202);
    const id = (response.json() as UploadItem).id;
    const waiting = await waitFor(
      () => getUpload(user, id),
      (item) => item.currentStep === MODEL_WAIT_MESSAGES.waitingStep || item.status !== 'uploading',
    );
    return { user, id, waiting };
  }

  const cases: Array<[string, FakeChatMode, string]> = [
    ['a refused connection', { kind: 'down' }, MODEL_OUTAGE_REASONS.unreachable],
    ['429 with retry-after', { kind: 'status', status: 429, retryAfter: '1' }, MODEL_OUTAGE_REASONS['rate-limited']],
    ['a 500', { kind: 'status', status: 500 }, MODEL_OUTAGE_REASONS['server-error']],
    ['a call that never answers', { kind: 'hang' }, MODEL_OUTAGE_REASONS.timeout],
    ['malformed JSON', { kind: 'malformed' }, MODEL_OUTAGE_REASONS.malformed],
  ];

  it.each(cases)('%s leaves the upload waiting, not refused, and it completes once the model answers', async (_name, mode, reason) => {
    const { user, id, waiting } = await uploadWhileDown(mode);
    expect(waiting).toMatchObject({ status: 'uploading', refusal: null, deckId: null, error: null });
    expect(waiting.modelWait).toMatchObject({ reason });
    expect(Date.parse(waiting.modelWait!.retryAt)).toBeGreaterThan(Date.parse(waiting.modelWait!.since));
    // Listed with the files that are no deck yet, waiting, with nothing to add anyway or delete.
    const notAdded = (await t.request({ method: 'GET', url: '/api/uploads/not-added', user })).json() as UploadItem[];
    expect(notAdded).toEqual([expect.objectContaining({ id, status: 'uploading', refusal: null, fileKept: false })]);
    expect((await t.request({ method: 'DELETE', url: `/api/uploads/${id}`, user })).statusCode).toBe(409);

    await chat.setMode({ kind: 'answer' });
    const done = await waitForUpload(t, user, id, 30_000);
    expect(done).toMatchObject({ status: 'completed', refusal: null, error: null, modelWait: null });
    expect(done.deckId).toBeTruthy();
    const [row] = await t.ctx.db.select().from(uploads).where(sql`${uploads.id} = ${id}`);
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
    expect(row!.modelWait).toBeNull();
  }, 60_000);

  it('gives up after MODEL_WAIT_MINUTES with the reason, keeps the file, and Retry runs the whole pipeline again', async () => {
    const { user, id } = await uploadWhileDown({ kind: 'status', status: 503 });
    // Its wait began longer ago than MODEL_WAIT_MINUTES: the next attempt is its last.
    await t.ctx.db.execute(
      sql`update uploads set model_wait = jsonb_set(model_wait, '{since}', to_jsonb((now() - interval '6 minutes')::text)) where id = ${id}`,
    );
    const ended = await waitForUpload(t, user, id, 30_000);
    expect(ended).toMatchObject({
      status: 'error',
      refusal: 'model_unavailable',
      fileKept: true,
      error: MODEL_WAIT_MESSAGES.gaveUp(5, MODEL_OUTAGE_REASONS['server-error']),
    });
    const notAdded = (await t.request({ method: 'GET', url: '/api/uploads/not-added', user })).json() as UploadItem[];
    expect(notAdded.map((item) => item.id)).toEqual([id]);
    // Not a judgement: there is nothing to overrule.
    expect((await t.request({ method: 'POST', url: `/api/uploads/${id}/add-anyway`, user })).statusCode).toBe(409);

    await chat.setMode({ kind: 'answer' });
    const validationsBefore = chat.calls.filter((call) => call === 'validatePitchDeck').length;
    const retried = await t.request({ method: 'POST', url: `/api/uploads/${id}/retry`, user });
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ status: 'uploading', refusal: null, error: null });
    const done = await waitForUpload(t, user, id, 30_000);
    expect(done).toMatchObject({ status: 'completed', addedAnyway: false });
    expect(chat.calls.filter((call) => call === 'validatePitchDeck').length).toBe(validationsBefore + 1);
    // Once it became a deck, there is nothing left to retry.
    expect((await t.request({ method: 'POST', url: `/api/uploads/${id}/retry`, user })).statusCode).toBe(409);
  }, 60_000);

  it('a model that answers "not a pitch deck" still refuses the file: only outages wait', async () => {
    await chat.setMode({ kind: 'answer' });
    chat.answers.validatePitchDeck = { isValid: false, reasoning: 'A restaurant menu, not a pitch.' };
    try {
      const user = await t.signUp();
      const response = await uploadFile(t, user, 'deck.pdf', deck);
      const ended = await waitForUpload(t, user, (response.json() as UploadItem).id, 30_000);
      expect(ended).toMatchObject({ status: 'error', refusal: 'not_pitch_deck', fileKept: true });
    } finally {
      chat.answers.validatePitchDeck = ANSWERS.validatePitchDeck;
    }
  }, 60_000);
});
