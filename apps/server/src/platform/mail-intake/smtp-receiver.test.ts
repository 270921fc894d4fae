import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type MailIntakeHandlers, type SmtpReceiver } from './smtp-receiver.ts';

/** The receiver's SMTP answers, with handlers that stand for the intake module. */
describe('the intake SMTP receiver', () => {
  let receiver: SmtpReceiver | null = null;
  afterEach(async () => {
    await receiver?.close();
    receiver = null;
  });

  const kept: { raw: Buffer; sender: string; recipients: readonly string[] }[] = [];
  async function start(overrides: Partial<MailIntakeHandlers> = {}) {
    kept.length = 0;
    const handlers: MailIntakeHandlers = {
      checkRecipient: async ({ recipient }) => (recipient.startsWith('known@') ? null : { code: 550, message: 'No such address here.' }),
      maxMessageBytes: async () => 4096,
      tooLarge: (max) => ({ code: 552, message: `Larger than ${max} bytes.` }),
      keep: async (message) => void kept.push(message),
      notKept: { code: 451, message: 'Not stored, try later.' },
      ...overrides,
    };
    receiver = await startSmtpReceiver({ port: 0, host: '127.0.0.1', name: 'decks.example.test' }, handlers);
    return nodemailer.createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true });
  }
  const message = (text: string, to = 'known@decks.example.test') => ({ from: 'pat@fund.example', to, subject: 'Deck', text });

  it('answers 250 only once the message is kept, with its envelope', async () => {
    const smtp = await start();
    const sent = await smtp.sendMail(message('Hello'));
    expect(sent.response).toMatch(/^250/);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ sender: 'pat@fund.example', recipients: ['known@decks.example.test'] });
    expect(kept[0]!.raw.toString()).toContain('Hello');
  });

  it('refuses an unknown recipient with its 550 message', async () => {
    const smtp = await start();
    await expect(smtp.sendMail(message('Hello', 'other@decks.example.test'))).rejects.toMatchObject({
      responseCode: 550,
      message: expect.stringContaining('No such address here.'),
    });
    expect(kept).toHaveLength(0);
  });

  it('refuses a message over the limit with 552, keeping nothing', async () => {
    const smtp = await start();
    await expect(smtp.sendMail(message('x'.repeat(10_000)))).rejects.toMatchObject({ responseCode: 552 });
    expect(kept).toHaveLength(0);
  });

  it('answers 451 when the message could not be kept, so the sender retries', async () => {
    const smtp = await start({
      keep: async () => {
        throw new Error('disk full');
      },
    });
    await expect(smtp.sendMail(message('Hello'))).rejects.toMatchObject({ responseCode: 451, message: expect.stringContaining('Not stored') });
  });
});
