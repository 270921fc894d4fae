import nodemailer, { type SendMailOptions } from 'nodemailer';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { emailSourceOf } from './forwarded-original.ts';

/** Messages as mail programs write them, built by nodemailer and read back by mailparser. */
const compose = async (message: SendMailOptions): Promise<Buffer> =>
  (await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(message)).message as Buffer;

describe('where a mailed deck came from', () => {
  it('reads a forward attached as a message (.eml): its sender, subject, date and body', async () => {
    const founder = await compose({
      from: 'Maja Founder <maja@acme.example>',
      to: 'pat@fund.example',
      subject: 'Acme seed round',
      date: new Date('2026-11-23T09:12:00Z'),
      text: 'Hi Pat,\n\nOur deck is attached.\n\nMaja',
    });
    const forward = await compose({
      from: 'Pat Partner <pat@fund.example>',
      to: 'intake@decks.example',
      subject: 'Fwd: Acme seed round',
      date: new Date('2026-11-24T08:00:00Z'),
      text: 'Worth a look.',
      attachments: [{ filename: 'Acme seed round.eml', content: founder, contentType: 'message/rfc822', contentDisposition: 'attachment' }],
    });
    const message = await simpleParser(forward);
    const attached = message.attachments.find((attachment) => attachment.contentType === 'message/rfc822');
    expect(attached).toBeDefined();
    const source = emailSourceOf(message, await simpleParser(attached!.content));
    expect(source).toEqual({
      kind: 'email',
      from: 'Pat Partner <pat@fund.example>',
      subject: 'Fwd: Acme seed round',
      date: '2026-11-24T08:00:00.000Z',
      original: { from: 'Maja Founder <maja@acme.example>', subject: 'Acme seed round', date: '2026-11-23T09:12:00.000Z' },
      coverNote: 'Hi Pat,\n\nOur deck is attached.\n\nMaja',
    });
  });

  it('reads a forwarded message shown inline (mailparser folds its headers into the text)', async () => {
    const founder = await compose({
      from: 'Maja <maja@acme.example>',
      to: 'pat@fund.example',
      subject: 'Acme',
      date: new Date('2026-11-23T09:12:00Z'),
      text: 'Deck attached.',
    });
    const forward = await simpleParser(
      await compose({
        from: 'pat@fund.example',
        to: 'intake@decks.example',
        subject: 'Fwd: Acme',
        text: 'Worth a look.',
        attachments: [{ filename: 'a.eml', content: founder, contentType: 'message/rfc822' }],
      }),
    );
    expect(emailSourceOf(forward, null)).toMatchObject({
      original: { from: 'Maja <maja@acme.example>', subject: 'Acme' },
      coverNote: 'Deck attached.',
    });
  });

  it('reads an inline forward, and a member’s own message as having no original', async () => {
    const inline = await simpleParser(
      await compose({
        from: 'pat@fund.example',
        to: 'intake@decks.example',
        subject: 'FW: Acme',
        text: 'FYI\n\n________________________________\nFrom: Maja <maja@acme.example>\nSent: Monday, November 23, 2026 9:12 AM\nTo: Pat\n\nDeck attached.',
      }),
    );
    expect(emailSourceOf(inline, null)).toMatchObject({
      original: { from: 'Maja <maja@acme.example>', subject: 'Acme', date: 'Monday, November 23, 2026 9:12 AM' },
      coverNote: 'Deck attached.',
    });
    const own = await simpleParser(
      await compose({ from: 'pat@fund.example', to: 'intake@decks.example', subject: 'Deck', text: 'See attached.' }),
    );
    expect(emailSourceOf(own, null)).toMatchObject({ from: 'pat@fund.example', subject: 'Deck', original: null, coverNote: null });
  });
});
