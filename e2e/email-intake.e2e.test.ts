/**
 * Decks by email (ADR 0050), in the browser: Settings → Team shows the workspace's intake address with
 * Copy and New address; a founder's message forwarded to it becomes a deck whose page says who forwarded
 * it, from which founder, the subject and date, and quotes the founder's note. Its own server, with the
 * intake on a free port (the shared one has none).
 */
import net from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';

import { signUpWithProfile } from './browser.ts';
import { SCREENSHOT_DIR, deckCard, makePdf, pitchDeckSlides, useBrowserSuite, waitForToastsToClear } from './fixtures.ts';
import { startServer, type RunningServer } from './server.ts';

const DOMAIN = 'intake.example.test';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('decks by email, in the browser', () => {
  const suite = useBrowserSuite();
  let server: RunningServer;
  let smtpPort: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    // Sender authentication is off: the test's addresses (@example.com) publish SPF -all and DMARC reject, and
    // a spawned server cannot be given the fake DNS the server-side tests use.
    server = await startServer({
      INTAKE_DOMAIN: DOMAIN,
      INTAKE_SMTP_PORT: String(smtpPort),
      INTAKE_SMTP_HOST: '127.0.0.1',
      INTAKE_SENDER_AUTH: 'off',
    });
  }, 180_000);
  afterAll(() => server?.stop());

  it('shows the intake address (Copy, New address), and a forwarded deck says where it came from', async () => {
    const context = await suite.browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const email = await signUpWithProfile(page, 'Petra Partner');
    await page.getByRole('button', { name: /^Workspace: / }).click();
    await page.getByRole('menuitem', { name: 'Create team workspace' }).click();
    const createDialog = page.getByRole('dialog', { name: 'Create team workspace' });
    await createDialog.getByLabel('Workspace name').fill('Fjord Capital');
    await createDialog.getByRole('button', { name: 'Create workspace' }).click();
    await page.waitForURL('**/settings?tab=team');

    // The address, copied as shown.
    const intake = page.getByRole('region', { name: 'Decks by email' });
    const field = intake.getByRole('textbox', { name: 'Intake address', exact: true });
    const first = await field.inputValue();
    expect(first).toMatch(new RegExp(`^[A-Za-z0-9]+@${DOMAIN.replaceAll('.', '\\.')}$`));
    await intake.getByRole('button', { name: 'Copy' }).click();
    await intake.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await waitForToastsToClear(page);
    await intake.screenshot({ path: path.join(SCREENSHOT_DIR, 'email-intake-team-address.png') });

    // A new address replaces it, after a confirmation.
    await intake.getByRole('button', { name: 'New address' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'New address' }).click();
    await expect.poll(() => field.inputValue()).not.toBe(first);
    const address = await field.inputValue();
    expect(address.endsWith(`@${DOMAIN}`)).toBe(true);

    // The partner forwards a founder's message with the deck attached.
    const pdf = await makePdf(pitchDeckSlides({ company: 'Mailwise', city: 'Oslo, Norway', round: '$1.5M', story: 1 }));
    const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
    await smtp.sendMail({
      from: email,
      to: address,
      subject: 'Fwd: Mailwise seed round',
      text: [
        'From the Oslo trip.',
        '',
        '---------- Forwarded message ---------',
        'From: Maja Founder <maja@mailwise.example>',
        'Date: Mon, 23 Nov 2026 at 09:12',
        'Subject: Mailwise seed round',
        'To: <partner@fund.example>',
        '',
        'Hi! Our deck is attached. We close the round in January.',
        '',
        'Maja',
      ].join('\n'),
      attachments: [{ filename: 'Mailwise deck.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' }],
    });

    // The list is fetched after the page has loaded: each look waits until it shows the decks or says there
    // are none (counting at once counted the empty page before its list arrived: issue #31's long waits).
    await page.goto('/pitch-decks');
    await expect.poll(async () => {
      await page.reload();
      await page.getByText(DECK_MESSAGES.emptyNoDecks).or(page.getByRole('article')).first().waitFor();
      return deckCard(page, 'Mailwise').count();
    }, { timeout: 60_000, interval: 1_000 }).toBe(1);
    await deckCard(page, 'Mailwise').getByRole('link', { name: 'Mailwise' }).click();
    await page.waitForURL('**/pitch-decks/*');
    const line = page.getByText(/^Forwarded by /);
    await line.waitFor();
    const text = (await line.textContent()) ?? '';
    expect(text).toContain(`Forwarded by ${email}`);
    expect(text).toContain('Maja Founder');
    expect(text).toContain('“Mailwise seed round”');
    expect(text).toContain('23 Nov 2026');
    expect(await page.getByRole('blockquote').textContent()).toContain('Our deck is attached. We close the round in January.');
    await waitForToastsToClear(page);
    await line.locator('xpath=../..').screenshot({ path: path.join(SCREENSHOT_DIR, 'email-intake-mailed-from.png') });
    await context.close();
  }, 300_000);
});
