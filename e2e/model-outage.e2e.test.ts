/**
 * Issue #38 in the browser, against a server of its own whose analysis model (an OpenAI-compatible
 * test server) is down: the upload row says it waits for the model, the admin sees the model's state,
 * and with the admin's fallback on a deck is read offline, then read again by the model in one click.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MODEL_OUTAGE_REASONS, MODEL_WAIT_MESSAGES, READ_OFFLINE_MESSAGES } from '@pitchscope/domain/model-availability';
import { startFakeChatServer, uploadAnswers, type FakeChatServer } from '../apps/server/src/test/fake-chat-server.ts';
import { launchBrowser, signInThroughUi, signUpWithProfile } from './browser.ts';
import {
  deckCard,
  deckPdf,
  openUploadDialog,
  saveScreenshot,
  tempFolder,
  uploadRow,
  waitForRowStatus,
  waitForSidebarBalance,
  waitForToastsToClear,
} from './fixtures.ts';
import { signUpByApi, startServer, type RunningServer } from './server.ts';

const MODEL_PRODUCT = 'Cold-chain sensors, as the model reads them';

describe('when the analysis model is down, in the browser', () => {
  let browser: Browser;
  let chat: FakeChatServer;
  let server: RunningServer;
  const files = tempFolder();
  const admin = { name: 'Morgan Admin', email: 'model-admin@example.com', password: 'admin-password' };
  const contexts: BrowserContext[] = [];

  async function sessionOn(): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  beforeAll(async () => {
    chat = await startFakeChatServer(
      uploadAnswers({ company: 'Frostline', product: MODEL_PRODUCT, industry: 'Logistics / Supply Chain', geography: 'Helsinki, Finland' }),
    );
    await chat.setMode({ kind: 'down' });
    server = await startServer({
      ANALYSIS_PROVIDER: 'openai-compatible',
      OPENAI_BASE_URL: chat.baseURL,
      ANALYSIS_MODEL: 'test-model',
      MODEL_RETRY_DELAY_SECONDS: '5',
      MODEL_CALL_TIMEOUT_SECONDS: '5',
      MODEL_WAIT_MINUTES: '10',
    });
    await signUpByApi(server.baseUrl, admin);
    browser = await launchBrowser();
  }, 90_000);
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.stop();
    await chat?.close();
    files.cleanup();
  });

  it('shows the upload waiting, the model unreachable to the admin, and reads offline once the admin chooses it', async () => {
    const investor = await sessionOn();
    await signUpWithProfile(investor, 'Iris Investor');

    // An upload waits for the model, and says so on its row.
    const waitingDeck = files.write('northwind.pdf', await deckPdf({ company: 'Northwind' }));
    let dialog = await openUploadDialog(investor);
    await dialog.getByLabel('Choose pitch deck files').setInputFiles([waitingDeck]);
    await dialog.getByRole('button', { name: /Start Upload/ }).click();
    const row = uploadRow(dialog, 'northwind.pdf');
    await row.getByText(/Waiting for the analysis model — retrying/).waitFor({ timeout: 60_000 });
    await saveScreenshot(investor, 'upload-waiting-for-model.png');
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

    // The admin sees the model unreachable with its last error, and chooses to read offline.
    const back = await sessionOn();
    await signInThroughUi(back, admin.email, admin.password);
    await back.goto('/admin');
    const health = back.getByText(MODEL_WAIT_MESSAGES.adminStateLabel).locator('xpath=ancestor::*[@data-slot="card"][1]');
    await health.getByText(MODEL_WAIT_MESSAGES.adminStates.unreachable).waitFor();
    await health.getByText(MODEL_WAIT_MESSAGES.adminLastError, { exact: false }).waitFor();
    await waitForToastsToClear(back);
    await health.scrollIntoViewIfNeeded();
    await saveScreenshot(back, 'admin-model-unreachable.png');

    await back.goto('/admin?tab=settings');
    const fallback = back.getByRole('switch', { name: READ_OFFLINE_MESSAGES.settingLabel });
    await expect.poll(() => fallback.isChecked()).toBe(false);
    await fallback.click();
    await expect.poll(() => fallback.isChecked()).toBe(true);

    // Now the local engine reads a new upload at once: the deck is marked read offline.
    const offlineDeck = files.write('frostline.pdf', await deckPdf({ company: 'Frostline' }));
    // (The investor's dialog still holds the waiting upload: the admin uploads this one.)
    await back.goto('/pitch-decks');
    await back.getByText(MODEL_WAIT_MESSAGES.banner('unreachable', true)).waitFor();
    dialog = await openUploadDialog(back);
    await dialog.getByLabel('Choose pitch deck files').setInputFiles([offlineDeck]);
    await dialog.getByRole('button', { name: /Start Upload/ }).click();
    await waitForRowStatus(uploadRow(dialog, path.basename(offlineDeck)), 'completed', 90_000);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await deckCard(back, 'Frostline').getByRole('link', { name: 'Frostline' }).first().click();
    const notice = back.getByRole('alert').filter({ hasText: READ_OFFLINE_MESSAGES.badge });
    await notice.waitFor();
    await expect.poll(() => back.getByText(MODEL_PRODUCT).count()).toBe(0);
    await waitForToastsToClear(back);
    await saveScreenshot(back, 'deck-read-offline.png');

    // A deep analysis while the model is down fails at once, says why, and gives the token back.
    const deckPath = new URL(back.url()).pathname;
    await back.getByRole('button', { name: 'Run Deep Analysis' }).first().click();
    await back.getByRole('alertdialog', { name: 'Run a deep analysis?' }).getByRole('button', { name: 'Use 1 token' }).click();
    await back.goto(deckPath.replace(/^\/pitch-decks\//, '/dashboard/deep/'));
    const failure = back.getByText(/Token has been refunded\./).first();
    await failure.waitFor({ timeout: 90_000 });
    // The reason is the outage in words, whichever kind this one was.
    const failureText = await failure.innerText();
    expect(Object.values(MODEL_OUTAGE_REASONS).some((reason) => failureText.includes(reason))).toBe(true);
    await back.getByText('Analysis Failed').first().waitFor();
    await waitForSidebarBalance(back, 2);
    await waitForToastsToClear(back);
    await saveScreenshot(back, 'deep-analysis-failed.png');
    await back.goto(deckPath);
    await notice.waitFor();

    // The model is back: one click and the model's reading replaces the offline one.
    await chat.setMode({ kind: 'answer' });
    await notice.getByRole('button', { name: READ_OFFLINE_MESSAGES.reread }).click();
    // (The automatic re-read may land first: then the click is told there is nothing left to read.)
    await back
      .getByText(READ_OFFLINE_MESSAGES.rereadQueued)
      .or(back.getByText(READ_OFFLINE_MESSAGES.notReadOffline))
      .first()
      .waitFor();
    await expect
      .poll(
        async () => {
          await back.reload();
          await back.getByRole('heading', { name: 'Frostline' }).waitFor();
          return back.getByRole('alert').filter({ hasText: READ_OFFLINE_MESSAGES.badge }).count();
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe(0);
    await back.getByText(MODEL_PRODUCT).first().waitFor();
  }, 300_000);
});
