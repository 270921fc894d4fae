import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deck, DeckSummary, UploadItem } from '@pitchscope/domain/contracts/decks';
import { EMAIL_INTAKE_MESSAGES } from '@pitchscope/domain/email-intake';
import { createPostgresDatabase, createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { makePdf, makePptx } from '../../test/fixtures/documents.ts';
import { pitchDeckSlides } from '../../test/factories.ts';
import type { SmtpReceiver } from '../../platform/mail-intake/smtp-receiver.ts';
import { startEmailIntake } from './email-intake.service.ts';

const DOMAIN = 'decks.example.test';

/**
 * Issue #31's Must show for email intake: a member forwards a founder's message, with a PDF attached and
 * a link to a PPTX on the test's own file server, to the workspace's address; both become decks there,
 * with the sender and the founder's note. The file server is on 127.0.0.1, reached through the test-only
 * LINK_INTAKE_ALLOW_PRIVATE_NETWORK.
 */
describe('decks by email', () => {
  let dir: string;
  let files: http.Server;
  let fileBase: string;
  let pdf: Uint8Array;
  let pptx: Uint8Array;
  /** On PostgreSQL (`npm run test:pg`), the one database both apps open. */
  let shared: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pitchscope-intake-'));
    if (process.env.DATABASE_URL) shared = await createPostgresDatabase(process.env.DATABASE_URL);
    pdf = await makePdf(pitchDeckSlides({ company: 'Mailwise', city: 'Oslo, Norway', round: '$1.5M', story: 1 }));
    const linkforge = pitchDeckSlides({ company: 'Linkforge', city: 'Berlin, Germany', round: '$2M', story: 3 });
    pptx = await makePptx(linkforge.map((text) => ({ title: text.split('\n')[0]!, bullets: text.split('\n').slice(1) })));
    files = http.createServer((request, response) => {
      if (request.url === '/decks/Linkforge.pptx') {
        return response
          .writeHead(200, {
            'content-type': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
            'content-length': pptx.length,
          })
          .end(pptx);
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    fileBase = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => files.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
    await shared?.drop();
  });

  /** An app on a database and data folder that outlive it, so a second app can start where it stopped. */
  const appOn = (workers: boolean) =>
    createTestApp({
      workers,
      env: {
        INTAKE_DOMAIN: DOMAIN,
        LINK_INTAKE_ALLOW_PRIVATE_NETWORK: 'true',
        DATA_DIR: path.join(dir, 'data'),
        ...(shared ? { DATABASE_URL: shared.url } : {}),
      },
      overrides: { pglitePath: path.join(dir, 'db') },
    });

  const mailer = (port: number) => nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });

  const founderForward = (from: string, to: string) => ({
    from,
    to,
    subject: 'Fwd: Mailwise seed round',
    text: [
      'Two decks from the Oslo trip.',
      '',
      '---------- Forwarded message ---------',
      'From: Maja Founder <maja@mailwise.example>',
      'Date: Mon, 23 Nov 2026 at 09:12',
      'Subject: Mailwise seed round',
      'To: <partner@fund.example>',
      '',
      'Hi! Our deck is attached; our friends at Linkforge asked me to pass on theirs:',
      `${fileBase}/decks/Linkforge.pptx`,
      '',
      'Maja',
    ].join('\n'),
    attachments: [
      { filename: 'Mailwise deck.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' },
      { filename: 'cap table.txt', content: 'Founders 80%, ESOP 20%', contentType: 'text/plain' },
    ],
  });

  /** The workspace's decks once `count` of them are read (the user's current workspace is this one). */
  async function readDecks(t: TestApp, user: TestUser, count: number, timeoutMs = 120_000): Promise<DeckSummary[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const items = (await t.request({ method: 'GET', url: '/api/decks?limit=50', user })).json().items as DeckSummary[];
      if (items.length >= count && items.every((deck) => deck.status === 'Analyzed')) return items;
      if (Date.now() > deadline) {
        const notAdded = (await t.request({ method: 'GET', url: '/api/uploads/not-added', user })).json() as UploadItem[];
        const seen = {
          decks: items.map((deck) => [deck.companyName, deck.status]),
          notAdded: notAdded.map((item) => [item.fileName, item.error]),
        };
        throw new Error(`timed out waiting for ${count} decks: ${JSON.stringify(seen)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('turns a forwarded message into decks in the address’s workspace, refuses strangers, and loses nothing across a restart', async () => {
    // The first app receives but runs no workers: it stops once the message is accepted, before any job runs.
    const first = await appOn(false);
    let receiver: SmtpReceiver | null = null;
    let partner: TestUser;
    let workspaceId: string;
    let address: string;
    try {
      partner = await first.signUp({ name: 'Pat Partner' });
      workspaceId = (await first.request({ method: 'POST', url: '/api/workspaces', user: partner, body: { name: 'Fund III' } })).json().id;
      // The partner's current workspace is switched away: a mailed deck goes to the address's workspace regardless.
      await first.request({
        method: 'PUT',
        url: '/api/me/current-workspace',
        user: partner,
        body: { workspaceId: `personal_${partner.id}` },
      });
      address = (await first.request({ method: 'GET', url: `/api/workspaces/${workspaceId}/intake-address`, user: partner })).json()
        .address;
      expect(address).toMatch(new RegExp(`@${DOMAIN}$`));

      // The partner's domain lists the loopback sender in its SPF: the message arrives verified.
      const partnerDomain = partner.email.split('@')[1]!;
      receiver = await startEmailIntake(first.ctx, 0, {
        resolver: async (name, recordType) => {
          if (recordType === 'TXT' && name === partnerDomain) return [['v=spf1 ip4:127.0.0.1 -all']];
          throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
        },
      });
      const smtp = mailer(receiver!.port);

      const stranger = await smtp.sendMail({ ...founderForward('someone@elsewhere.example', address) }).catch((error: unknown) => error);
      expect(stranger).toMatchObject({ responseCode: 550 });
      expect(String((stranger as Error).message)).toContain(EMAIL_INTAKE_MESSAGES.unknownSender);

      const nowhere = await smtp
        .sendMail({ ...founderForward(partner.email, `${'0'.repeat(30)}@${DOMAIN}`) })
        .catch((error: unknown) => error);
      expect(nowhere).toMatchObject({ responseCode: 550 });
      expect(String((nowhere as Error).message)).toContain(EMAIL_INTAKE_MESSAGES.unknownAddress);

      const sent = await smtp.sendMail(founderForward(partner.email.toUpperCase(), address));
      expect(sent.accepted).toEqual([address]);
    } finally {
      await receiver?.close();
      await first.close();
    }

    // A new app on the same database: the queued message is read by its workers.
    const second = await appOn(true);
    try {
      // Nothing landed in the partner's current (personal) workspace: the address named the team's.
      expect((await second.request({ method: 'GET', url: '/api/decks?limit=50', user: partner! })).json().items).toEqual([]);
      await second.request({ method: 'PUT', url: '/api/me/current-workspace', user: partner!, body: { workspaceId: workspaceId! } });
      const decks = await readDecks(second, partner!, 2);
      const byName = (name: string) => decks.find((deck) => deck.companyName === name);
      expect(decks.map((deck) => deck.companyName).sort()).toEqual(['Linkforge', 'Mailwise']);

      const mailed = (await second.request({ method: 'GET', url: `/api/decks/${byName('Mailwise')!.id}`, user: partner! })).json() as Deck;
      expect(mailed.workspaceId).toBe(workspaceId!);
      expect(mailed.uploadedBy.name).toBe('Pat Partner');
      expect(mailed.source).toMatchObject({
        kind: 'email',
        subject: 'Fwd: Mailwise seed round',
        url: null,
        original: { from: 'Maja Founder <maja@mailwise.example>', subject: 'Mailwise seed round', date: 'Mon, 23 Nov 2026 at 09:12' },
        coverNote: expect.stringContaining('Our deck is attached'),
        senderVerification: 'verified',
      });
      // The sender's address matched their account whatever its case.
      expect(mailed.source?.kind === 'email' && mailed.source.from.toLowerCase()).toBe(partner!.email.toLowerCase());
      const linked = (await second.request({ method: 'GET', url: `/api/decks/${byName('Linkforge')!.id}`, user: partner! })).json() as Deck;
      expect(linked.uploadedBy.name).toBe('Pat Partner');
      expect(linked.source).toMatchObject({
        kind: 'email',
        url: `${fileBase}/decks/Linkforge.pptx`,
        original: { from: 'Maja Founder <maja@mailwise.example>' },
      });
      // The attachment that is no deck is kept under "Not added", with the message it came in.
      const notAdded = (await second.request({ method: 'GET', url: '/api/uploads/not-added', user: partner! })).json() as UploadItem[];
      expect(notAdded.map((item) => [item.fileName, item.source?.kind])).toEqual([['cap table.txt', 'email']]);
    } finally {
      await second.close();
    }
  }, 240_000);
});
