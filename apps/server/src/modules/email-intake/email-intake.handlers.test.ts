import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_INTAKE_MESSAGES } from '@pitchscope/domain/email-intake';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { EMAIL_INTAKE_QUEUE, emailIntakeHandlers, type EmailIntakeJob } from './email-intake.service.ts';
import type { DnsResolver } from './sender-auth.ts';

const DOMAIN = 'decks.example.test';
const SENDER = 'pat@fund.example';
/** The fund's own mail server, and one that is not it. */
const FUND_MTA = '203.0.113.5';
const OTHER_MTA = '198.51.100.7';

/** DNS as a test sets it: TXT records by name; a name not listed does not exist; `failing` names time out. */
function fakeDns(txt: Record<string, string>, failing: string[] = []): DnsResolver {
  return async (name, recordType) => {
    const error = (code: string) => Object.assign(new Error(`${code} ${name}`), { code });
    if (failing.includes(name)) throw error('ETIMEOUT');
    if (recordType === 'TXT' && txt[name]) return [[txt[name]]];
    throw error('ENOTFOUND');
  };
}

const message = (from = SENDER) =>
  [
    `From: Pat Partner <${from}>`,
    `To: intake@${DOMAIN}`,
    'Subject: Fwd: Mailwise seed round',
    'Date: Mon, 23 Nov 2026 09:12:00 +0000',
    `Message-ID: <deck-1@fund.example>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Our deck is attached.',
    '',
  ].join('\r\n');

/** The intake's answers at RCPT TO, before any message is received. */
describe('the intake at RCPT TO', () => {
  let t: TestApp;
  let partner: TestUser;
  let address: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { INTAKE_DOMAIN: DOMAIN } });
    partner = await t.signUp({ name: 'Pat Partner', email: SENDER });
    const workspaceId = (await t.request({ method: 'POST', url: '/api/workspaces', user: partner, body: { name: 'Fund III' } })).json().id;
    address = (await t.request({ method: 'GET', url: `/api/workspaces/${workspaceId}/intake-address`, user: partner })).json().address;
  });
  afterAll(() => t.close());

  it('gets the deck reader ready while a member’s message arrives, and not for a stranger’s (issue #31)', async () => {
    const handlers = emailIntakeHandlers(t.ctx);
    const refused = await handlers.checkRecipient({ recipient: address, sender: 'someone@elsewhere.example', acceptedRecipients: [] });
    expect(refused).toEqual({ code: 550, message: EMAIL_INTAKE_MESSAGES.unknownSender });
    expect(t.ctx.documents.childPids()).toEqual([]);

    // A fresh server's first mailed deck waited for the reader's children to start and load (14 s against 2-3 s).
    expect(await handlers.checkRecipient({ recipient: address, sender: partner.email, acceptedRecipients: [] })).toBeNull();
    await expect.poll(() => t.ctx.documents.childPids().length).toBe(2);
  });

  describe('checks the sender’s domain (SPF, DKIM, DMARC) and keeps its word with the message', () => {
    const queued: EmailIntakeJob[] = [];
    beforeAll(() => {
      const send = t.ctx.queue.send.bind(t.ctx.queue);
      t.ctx.queue.send = async (queue, data, options) => {
        if (queue.name === EMAIL_INTAKE_QUEUE.name) queued.push(data as EmailIntakeJob);
        return send(queue, data, options);
      };
    });

    const deliver = (resolver: DnsResolver, { raw = message(), clientIp = FUND_MTA, senderAuthDeadlineMs = 10_000 } = {}) =>
      emailIntakeHandlers(t.ctx, { resolver, senderAuthDeadlineMs })
        .keep({ raw: Buffer.from(raw), sender: SENDER, recipients: [address], client: { ip: clientIp, helo: 'mail.fund.example' } })
        .then(() => queued.at(-1)!.senderVerification, (error: Error & { responseCode?: number }) => ({ refused: error.responseCode, message: error.message }));

    const refusal = { refused: 550, message: EMAIL_INTAKE_MESSAGES.senderNotAuthenticated };
    const spf = { 'fund.example': `v=spf1 ip4:${FUND_MTA} -all` };
    const dmarc = { '_dmarc.fund.example': 'v=DMARC1; p=reject' };

    it('verifies a message its domain vouches for (SPF pass, aligned, DMARC pass)', async () => {
      expect(await deliver(fakeDns({ ...spf, ...dmarc }))).toBe('verified');
    });

    it('refuses with 550 one the domain’s DMARC fails: sent from a server its SPF does not list', async () => {
      expect(await deliver(fakeDns({ ...spf, ...dmarc }), { clientIp: OTHER_MTA })).toEqual(refusal);
    });

    it('without DMARC, refuses an SPF fail unless an aligned DKIM signature vouches instead', async () => {
      expect(await deliver(fakeDns(spf), { clientIp: OTHER_MTA })).toEqual(refusal);

      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const { dkimSign } = await import('mailauth/lib/dkim/sign');
      const raw = message();
      // mailauth 4.13's typings describe flat options, but its signer reads `signatureData` and, given the
      // flat form, signs nothing (the check below would catch that).
      const signing = {
        signatureData: [{ signingDomain: 'fund.example', selector: 'mail', privateKey: privateKey.export({ type: 'pkcs1', format: 'pem' }) }],
      } as unknown as Parameters<typeof dkimSign>[1];
      const { signatures } = await dkimSign(raw, signing);
      expect(signatures).toMatch(/^DKIM-Signature: .*d=fund\.example/);
      const key = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
      const dns = fakeDns({ ...spf, 'mail._domainkey.fund.example': `v=DKIM1; k=rsa; p=${key}` });
      expect(await deliver(dns, { raw: signatures + raw, clientIp: OTHER_MTA })).toBe('verified');
    });

    it('accepts, not verified, a domain that publishes nothing (none) or whose DNS does not answer (temperror)', async () => {
      expect(await deliver(fakeDns({}))).toBe('unverified');
      expect(await deliver(fakeDns(dmarc, ['fund.example', '_dmarc.fund.example']), { clientIp: OTHER_MTA })).toBe('unverified');
    });

    it('accepts, not verified, one whose domain’s DNS never answers, once the check’s deadline passes', async () => {
      const never: DnsResolver = () => new Promise(() => undefined);
      expect(await deliver(never, { senderAuthDeadlineMs: 200 })).toBe('unverified');
    });

    it('checks nothing when INTAKE_SENDER_AUTH is off', async () => {
      const off = { ...t.ctx, config: { ...t.ctx.config, INTAKE_SENDER_AUTH: 'off' as const } };
      await emailIntakeHandlers(off, { resolver: fakeDns({ ...spf, ...dmarc }) }).keep({
        raw: Buffer.from(message()),
        sender: SENDER,
        recipients: [address],
        client: { ip: OTHER_MTA, helo: 'elsewhere.example' },
      });
      expect(queued.at(-1)!.senderVerification).toBeNull();
    });
  });
});
