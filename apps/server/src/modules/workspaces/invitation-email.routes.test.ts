import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { INVITATION_MESSAGES } from '@pitchscope/domain/messages';
import type { PendingInvitation, WorkspaceDetail } from '@pitchscope/domain/contracts/workspaces';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { waitFor } from '../../test/factories.ts';
import { logger } from '../../platform/logger.ts';
import { invitationEmailQueue } from './invitation-email.service.ts';

const SMTP_USER = 'pitchscope';
const SMTP_PASSWORD = 'smtp-secret-pass';
const MAIL_FROM = 'Pitchscope <invites@pitchscope.test>';
/** The mail server answers this recipient with 550 (no such mailbox): a refusal no retry can change. */
const UNKNOWN_MAILBOX = 'nobody@fund.test';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP listener on an ephemeral port: it checks the login and keeps every message it accepts. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address === UNKNOWN_MAILBOX) {
        return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of the raw message, unfolded. */
function header(raw: string, name: string): string {
  const head = raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** The message's parts as their text (quoted-printable undone): enough to find what a reader sees. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('invitation emails over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let owner: TestUser;
  let workspaceId: string;
  /** What the application logged during the tests, as text (LOG_LEVEL is silent: the calls are spied on). */
  const logged: string[] = [];

  const invite = (body: { role: string; email?: string }) =>
    t.request({ method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, user: owner, body });
  const detail = async () =>
    (await t.request({ method: 'GET', url: `/api/workspaces/${workspaceId}`, user: owner })).json() as WorkspaceDetail;
  const invitationOf = async (id: string) => (await detail()).invitations.find((invitation) => invitation.id === id);
  const settled = (invitation: PendingInvitation | undefined) =>
    invitation?.emailStatus === 'sent' || invitation?.emailStatus === 'failed';
  const jobCount = async () => {
    const result = await t.ctx.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${invitationEmailQueue(t.config).name}`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  const jobOf = async (invitationId: string) => {
    const result = await t.ctx.db.execute(
      sql`select state, retry_count from pgboss.job where name = ${invitationEmailQueue(t.config).name} and data->>'invitationId' = ${invitationId}`,
    );
    return (result as unknown as { rows: { state: string; retry_count: number }[] }).rows[0];
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      workers: true,
      env: {
        SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`,
        MAIL_FROM,
        MAIL_MAX_ATTEMPTS: '2',
        MAIL_RETRY_DELAY_SECONDS: '1',
      },
    });
    // After createTestApp: setting the log level replaces pino's level methods. Fastify's own request
    // lines (`req`/`res` objects) are left out: what is checked is what the application writes.
    for (const level of ['info', 'warn', 'error'] as const) {
      vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
        const [first] = args as [Record<string, unknown> | undefined];
        if (first && typeof first === 'object' && ('req' in first || 'res' in first)) return;
        logged.push(JSON.stringify(args));
      });
    }
    owner = await t.signUp({ name: 'Olivia Owner' });
    const created = await t.request({ method: 'POST', url: '/api/workspaces', user: owner, body: { name: 'Fund I' } });
    expect(created.statusCode, created.body).toBe(201);
    workspaceId = created.json().id;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
    await smtp?.close();
  });

  it('emails the invitation from the queue; the link in it accepts the invitation', async () => {
    expect((await detail()).mailEnabled).toBe(true);
    const response = await invite({ role: 'viewer', email: 'cleo@fund.test' });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created.emailed).toBe(true);

    const sent = await waitFor(() => invitationOf(created.id), settled);
    expect(sent).toMatchObject({ email: 'cleo@fund.test', emailStatus: 'sent', emailSentAt: expect.any(String), emailError: null });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('invites@pitchscope.test');
    expect(mail!.to).toEqual(['cleo@fund.test']);
    expect(header(mail!.raw, 'From')).toBe(MAIL_FROM);
    expect(header(mail!.raw, 'To')).toBe('cleo@fund.test');
    expect(header(mail!.raw, 'Subject')).toBe(INVITATION_MESSAGES.emailSubject('Fund I'));
    expect(header(mail!.raw, 'Content-Type')).toMatch(/^multipart\/alternative/);

    const body = decodeQuotedPrintable(mail!.raw);
    expect(body).toContain('Olivia Owner invited you to join the workspace "Fund I" on Pitchscope as viewer.');
    const links = [...body.matchAll(/http:\/\/localhost:3000\/invite\/([A-Za-z0-9_-]+)/g)].map((match) => match[0]);
    expect(new Set(links)).toEqual(new Set([created.url]));

    const cleo = await t.signUp({ name: 'Cleo Partner', email: 'cleo@fund.test' });
    const token = created.url.slice(created.url.lastIndexOf('/') + 1);
    const accepted = await t.request({ method: 'POST', url: `/api/invitations/${token}/accept`, user: cleo });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await detail()).members.map((member) => [member.name, member.role])).toContainEqual(['Cleo Partner', 'viewer']);

    expect(logged.filter((line) => line.includes('invitation emailed'))).toHaveLength(1);
    expect(logged.join('\n')).not.toContain(token);
    expect(logged.join('\n')).not.toContain(SMTP_PASSWORD);
  });

  it('queues nothing for an invitation without an email address', async () => {
    const before = await jobCount();
    const created = (await invite({ role: 'member' })).json();
    expect(created.emailed).toBe(false);
    expect(await invitationOf(created.id)).toMatchObject({ email: null, emailStatus: null, emailSentAt: null });
    expect(await jobCount()).toBe(before);
  });

  it('records a refused recipient at once: a 550 is not retried', async () => {
    const created = (await invite({ role: 'member', email: UNKNOWN_MAILBOX })).json();
    expect(created.emailed).toBe(true);
    const failed = await waitFor(() => invitationOf(created.id), settled);
    expect(failed).toMatchObject({ emailStatus: 'failed', emailSentAt: null, emailError: INVITATION_MESSAGES.mailServerRefusedMessage(550) });
    // The job writes the invitation's status, then completes: on PostgreSQL the test can read between the two.
    const job = await waitFor(() => jobOf(created.id), (row) => row?.state !== 'active');
    expect(job).toEqual({ state: 'completed', retry_count: 0 });
    expect(smtp.received.map((mail) => mail.to)).not.toContainEqual([UNKNOWN_MAILBOX]);
  });

  // Last: the mail server stays down for the rest of the file.
  it('still creates the invitation when the mail server is down, and records the error after the retries', async () => {
    await smtp.close();
    const response = await invite({ role: 'member', email: 'dora@fund.test' });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created.emailed).toBe(true);

    // The answer did not wait for SMTP: the email is still being tried.
    expect((await invitationOf(created.id))?.emailStatus).toBe('queued');
    const failed = await waitFor(() => invitationOf(created.id), settled);
    expect(failed).toMatchObject({ emailStatus: 'failed', emailSentAt: null, emailError: INVITATION_MESSAGES.mailServerUnreachable });
    // Both attempts (MAIL_MAX_ATTEMPTS = 2) ran before the error was recorded.
    expect(await waitFor(() => jobOf(created.id), (row) => row?.state !== 'active')).toEqual({ state: 'completed', retry_count: 1 });
    // The link still works when shared by hand.
    const dora = await t.signUp({ name: 'Dora' });
    const token = created.url.slice(created.url.lastIndexOf('/') + 1);
    expect((await t.request({ method: 'POST', url: `/api/invitations/${token}/accept`, user: dora })).statusCode).toBe(200);

    expect(logged.filter((line) => line.includes(created.id) && line.includes('not sent'))).toHaveLength(1);
    expect(logged.join('\n')).not.toContain(token);
    expect(logged.join('\n')).not.toContain(SMTP_PASSWORD);
  });
});
