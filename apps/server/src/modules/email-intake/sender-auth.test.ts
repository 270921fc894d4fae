import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SenderAuthTimeout, boundedDnsResolver, checkSenderAuth } from './sender-auth.ts';

const envelope = { sender: 'pat@fund.example', clientIp: '203.0.113.5', helo: 'mail.fund.example' };
const raw = Buffer.from(['From: Pat <pat@fund.example>', 'To: x@decks.example.test', 'Subject: deck', '', 'hi', ''].join('\r\n'));

/**
 * The sender checks run while the sender's server waits for our answer (ADR 0050): a nameserver that never
 * answers must not hold that answer. Timings here are bounds that fail the test only when a lookup hangs.
 */
describe('sender checks against DNS that does not answer', () => {
  let silent: dgram.Socket;
  let nameserver: string;
  let queries = 0;

  beforeAll(async () => {
    // A nameserver that receives every question and answers none.
    silent = dgram.createSocket('udp4');
    silent.on('message', () => (queries += 1));
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
    nameserver = `127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

  it('gives a lookup up after its tries, with ETIMEOUT (temperror to the checks)', async () => {
    const before = queries;
    const resolve = boundedDnsResolver({ servers: [nameserver], timeoutMs: 100, tries: 2 });
    await expect(resolve('fund.example', 'TXT')).rejects.toMatchObject({ code: 'ETIMEOUT' });
    expect(queries - before).toBe(2);
  });

  it('stops the whole check at its deadline when lookups hang', async () => {
    const never = () => new Promise<never>(() => undefined);
    const check = checkSenderAuth(raw, envelope, { mta: 'decks.example.test', resolver: never, deadlineMs: 200 });
    await expect(check).rejects.toBeInstanceOf(SenderAuthTimeout);
    await expect(check).rejects.toMatchObject({ code: 'ETIMEOUT' });
  });

  it('reports temperror when each lookup times out, within the deadline', async () => {
    const resolver = boundedDnsResolver({ servers: [nameserver], timeoutMs: 100, tries: 1 });
    const checks = await checkSenderAuth(raw, envelope, { mta: 'decks.example.test', resolver, deadlineMs: 5_000 });
    expect(checks).toMatchObject({ spf: 'temperror', alignedDkimPass: false });
  });
});
