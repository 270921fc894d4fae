import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Deck, UploadItem } from '@pitchscope/domain/contracts/decks';
import { MODEL_OUTAGE_REASONS, READ_OFFLINE_MESSAGES } from '@pitchscope/domain/model-availability';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { pitchDeckSlides, uploadFile, waitFor, waitForUpload } from '../../test/factories.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { startFakeChatServer, uploadAnswers, type FakeChatServer } from '../../test/fake-chat-server.ts';
import { modelRereadQueue } from './model-reread.ts';

/**
 * Issue #38, the admin's fallback: with "read with the local engine while the model is down" on, an
 * upload the model cannot take is read at once by the local engine and marked read offline; the model
 * reads it again by itself once it answers (the investor's corrections kept), or on one click.
 */

/** The model's reading differs from the local engine's in the product line, so a test can tell who read. */
const MODEL_PRODUCT = 'Clinic scheduling as the model reads it';

const ANSWERS = uploadAnswers({ company: 'Lumenfield', product: MODEL_PRODUCT, industry: 'Biotech / Healthcare', geography: 'Helsinki, Finland' });

describe('reading offline while the analysis model is down', () => {
  let t: TestApp;
  let chat: FakeChatServer;
  let admin: TestUser;
  let deckBytes: Uint8Array;

  beforeAll(async () => {
    chat = await startFakeChatServer(ANSWERS);
    t = await createTestApp({
      workers: true,
      env: {
        ANALYSIS_PROVIDER: 'openai-compatible',
        OPENAI_BASE_URL: chat.baseURL,
        ANALYSIS_MODEL: 'test-model',
        MODEL_RETRY_DELAY_SECONDS: '1',
        MODEL_CALL_TIMEOUT_SECONDS: '3',
        MODEL_WAIT_MINUTES: '5',
      },
      overrides: { modelMaxRetries: 0 },
    });
    admin = await t.signUp(); // the first account is the admin
    deckBytes = await makePdf(pitchDeckSlides({ company: 'Lumenfield' }));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await chat?.close();
  });

  const getDeck = async (user: TestUser, id: string) => (await t.request({ method: 'GET', url: `/api/decks/${id}`, user })).json() as Deck;

  async function setReadOffline(on: boolean) {
    const response = await t.request({ method: 'PUT', url: '/api/admin/settings', user: admin, body: { readOfflineWhenModelDown: on } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ readOfflineWhenModelDown: on });
  }

  async function uploadWhileDown() {
    await chat.setMode({ kind: 'down' });
    const user = await t.signUp();
    const response = await uploadFile(t, user, 'deck.pdf', deckBytes);
    expect(response.statusCode).toBe(202);
    const upload = await waitForUpload(t, user, (response.json() as UploadItem).id, 30_000);
    return { user, upload };
  }

  it('is off by default: the admin settings say so', async () => {
    const settings = (await t.request({ method: 'GET', url: '/api/admin/settings', user: admin })).json();
    expect(settings).toMatchObject({ readOfflineWhenModelDown: false });
  });

  // First of the uploads: a later test's re-read rates its fit with the model after the test has ended.
  it('asks a model that hangs once per upload: the rest of the reading and the fit are the local engine\'s', async () => {
    await setReadOffline(true);
    try {
      await chat.setMode({ kind: 'hang' });
      const callsBefore = chat.calls.length;
      const user = await t.signUp();
      const response = await uploadFile(t, user, 'deck.pdf', deckBytes);
      const upload = await waitForUpload(t, user, (response.json() as UploadItem).id, 30_000);
      expect(upload).toMatchObject({ status: 'completed' });
      expect((await getDeck(user, upload.deckId!)).readOffline).toMatchObject({ reason: MODEL_OUTAGE_REASONS.timeout });
      // One call timed out; neither the metadata nor the fit waited on the model again.
      expect(chat.calls.slice(callsBefore)).toEqual(['validatePitchDeck']);
    } finally {
      await chat.setMode({ kind: 'down' });
      await setReadOffline(false);
    }
  }, 90_000);

  it('reads the deck with the local engine at once, marks it read offline, and the model reads it again once back, corrections kept', async () => {
    await setReadOffline(true);
    try {
      const { user, upload } = await uploadWhileDown();
      expect(upload).toMatchObject({ status: 'completed', refusal: null, modelWait: null });
      const offline = await getDeck(user, upload.deckId!);
      expect(offline.readOffline).toMatchObject({ reason: MODEL_OUTAGE_REASONS.unreachable });
      expect(offline.companyName).toBe('Lumenfield');
      expect(offline.product).not.toBe(MODEL_PRODUCT);

      // The investor corrects a fact of the offline reading: the model's reading must not overwrite it.
      const edited = await t.request({
        method: 'PATCH',
        url: `/api/decks/${offline.id}/fields`,
        user,
        body: { stage: 'Series A' },
      });
      expect(edited.statusCode).toBe(200);

      await chat.setMode({ kind: 'answer' });
      const reread = await waitFor(() => getDeck(user, offline.id), (deck) => deck.readOffline === null, 30_000);
      expect(reread.product).toBe(MODEL_PRODUCT);
      expect(reread.industry).toBe('Biotech / Healthcare');
      expect(reread.stage).toBe('Series A');
      expect(reread.factStates.stage).toBe('edited');
      expect(chat.calls).toContain('extractMetadata');

      // Read by the model now: nothing to read again.
      const again = await t.request({ method: 'POST', url: `/api/decks/${offline.id}/reread-with-model`, user });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: { code: 'CONFLICT', message: READ_OFFLINE_MESSAGES.notReadOffline } });
    } finally {
      await setReadOffline(false);
    }
  }, 90_000);

  it('the deck page\'s one click queues the model\'s reading of a deck whose automatic attempts ran out', async () => {
    await setReadOffline(true);
    try {
      const { user, upload } = await uploadWhileDown();
      const deckId = upload.deckId!;
      // The automatic attempts ended while the model was down (as after MODEL_WAIT_MINUTES).
      await t.ctx.db.execute(sql`delete from pgboss.job where name = ${modelRereadQueue(t.config).name}`);
      // An attempt already under way fails at once against the refused connection.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await chat.setMode({ kind: 'answer' });
      expect((await getDeck(user, deckId)).readOffline).not.toBeNull();

      const stranger = await t.signUp();
      expect((await t.request({ method: 'POST', url: `/api/decks/${deckId}/reread-with-model`, user: stranger })).statusCode).toBe(404);

      const clicked = await t.request({ method: 'POST', url: `/api/decks/${deckId}/reread-with-model`, user });
      expect(clicked.statusCode).toBe(202);
      const reread = await waitFor(() => getDeck(user, deckId), (deck) => deck.readOffline === null, 30_000);
      expect(reread.product).toBe(MODEL_PRODUCT);
    } finally {
      await setReadOffline(false);
    }
  }, 90_000);
});
