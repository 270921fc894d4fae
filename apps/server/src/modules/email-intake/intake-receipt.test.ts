import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTAKE_RECEIPT_MESSAGES } from '@pitchscope/domain/email-intake';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { pitchDeckSlides, waitFor } from '../../test/factories.ts';
import type { MailMessage, Mailer } from '../../platform/mail.ts';
import type { SmtpReceiver } from '../../platform/mail-intake/smtp-receiver.ts';
import { startEmailIntake } from './email-intake.service.ts';
import { composeIntakeReceipt } from './intake-receipt.service.ts';

const DOMAIN = 'decks.example.test';

/**
 * The reply a member gets for each mailed message (ADR 0050, amendment): what every file and link became,
 * sent through the server's mail transport once the message's decks are read.
 */
describe('the receipt of a mailed message', () => {
  let t: TestApp;
  let receiver: SmtpReceiver | null = null;
  let partner: TestUser;
  let address: string;
  let pdf: Uint8Array;
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sent.push(message) };

  beforeAll(async () => {
    t = await createTestApp({
      workers: true,
      // The receipt looks again every second, not every 5 s: it waits for the deck to be read.
      env: { INTAKE_DOMAIN: DOMAIN, INTAKE_SENDER_AUTH: 'off', APP_URL: 'https://pitchscope.example', INTAKE_RECEIPT_RECHECK_SECONDS: '1' },
      overrides: { mailer },
    });
    partner = await t.signUp({ name: 'Pat Partner' });
    const workspaceId = (await t.request({ method: 'POST', url: '/api/workspaces', user: partner, body: { name: 'Fund III' } })).json().id;
    address = (await t.request({ method: 'GET', url: `/api/workspaces/${workspaceId}/intake-address`, user: partner })).json().address;
    receiver = await startEmailIntake(t.ctx, 0);
    pdf = await makePdf(pitchDeckSlides({ company: 'Mailwise', city: 'Oslo, Norway', round: '$1.5M', story: 1 }));
  });
  afterAll(async () => {
    await receiver?.close();
    await t.close();
  });

  const mail = (subject: string, attachments: { filename: string; content: Buffer; contentType: string }[]) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: receiver!.port, secure: false, ignoreTLS: true })
      .sendMail({ from: partner.email, to: address, subject, text: 'From the Oslo trip.', attachments });
  const receiptFor = (subject: string) =>
    waitFor(async () => sent.find((message) => message.subject === INTAKE_RECEIPT_MESSAGES.subject(subject)), Boolean, 120_000);

  const deck = () => ({ filename: 'Mailwise deck.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' });
  const notes = { filename: 'cap table.txt', content: Buffer.from('Founders 80%, ESOP 20%'), contentType: 'text/plain' };

  it('says, once the deck is read, which file became which deck and why the other was not added', async () => {
    await mail('Fwd: Mailwise seed round', [deck(), notes]);
    const receipt = (await receiptFor('Fwd: Mailwise seed round'))!;
    expect(receipt.to).toBe(partner.email);
    const added = INTAKE_RECEIPT_MESSAGES.line({ name: 'Mailwise deck.pdf', result: 'added', company: 'Mailwise' });
    const refused = INTAKE_RECEIPT_MESSAGES.line({ name: 'cap table.txt', result: 'refused', reason: UPLOAD_MESSAGES.unsupportedType });
    expect(receipt.text).toContain(INTAKE_RECEIPT_MESSAGES.intro('Fund III'));
    expect(receipt.text).toContain(`- ${added}\n- ${refused}`);
    expect(receipt.text).toContain('https://pitchscope.example/pitch-decks');
  }, 180_000);

  it('names the deck a copy duplicates', async () => {
    await mail('Mailwise again', [deck()]);
    const receipt = (await receiptFor('Mailwise again'))!;
    expect(receipt.text).toContain(INTAKE_RECEIPT_MESSAGES.line({ name: 'Mailwise deck.pdf', result: 'duplicate', company: 'Mailwise' }));
  }, 180_000);

  it('says when a message had nothing to add', async () => {
    await mail('Lunch?', []);
    expect((await receiptFor('Lunch?'))!.text).toContain(INTAKE_RECEIPT_MESSAGES.nothing);
  }, 60_000);
});

describe('composing a receipt', () => {
  it('keeps names the sender wrote as text in the HTML, and each on one line', () => {
    const message = composeIntakeReceipt({
      to: 'pat@fund.example',
      workspaceName: 'Fund <III>',
      subject: 'Fwd:\nBcc: x@y',
      results: [{ name: '<img src=x>.pdf', result: 'pending' }],
      url: 'https://pitchscope.example/pitch-decks',
    });
    expect(message.subject).toBe(INTAKE_RECEIPT_MESSAGES.subject('Fwd: Bcc: x@y'));
    expect(message.html).not.toContain('<img');
    expect(message.html).toContain('&lt;img src=x&gt;.pdf');
    expect(message.html).toContain('Fund &lt;III&gt;');
  });
});
