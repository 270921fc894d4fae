import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isNonPublicAddress,
  resolveWebhookTarget,
  WEBHOOK_TARGET_MESSAGES,
  WebhookTargetRefused,
  type Resolver,
} from './webhook-target.ts';
import { sendWebhook, signWebhookBody } from './webhook-sender.ts';

describe('webhook target check (ADR 0021)', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.10', true],
    ['169.254.169.254', true], // cloud metadata
    ['100.100.100.200', true], // carrier-grade NAT range (another cloud's metadata)
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['255.255.255.255', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd00:ec2::254', true], // EC2 metadata over IPv6
    ['fc12:3456::1', true],
    ['::ffff:127.0.0.1', true], // IPv4-mapped loopback
    ['::ffff:8.8.8.8', true], // any mapped address: a way to spell IPv4 around the IPv4 rules
    ['64:ff9b::7f00:1', true], // NAT64 of 127.0.0.1
    ['ff02::1', true],
    ['not an address', true],
    ['8.8.8.8', false],
    ['93.184.215.14', false],
    ['172.32.0.1', false],
    ['2606:4700:4700::1111', false],
    ['64:ff9b::808:808', false], // NAT64 of 8.8.8.8
  ])('%s is non-public: %s', (address, expected) => {
    expect(isNonPublicAddress(address)).toBe(expected);
  });

  const resolverOf =
    (answers: Record<string, string[]>): Resolver =>
    async (host) => {
      const addresses = answers[host];
      if (!addresses) throw new Error('ENOTFOUND');
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };

  async function refusal(url: string, options: { allowPrivate: boolean; resolve?: Resolver }) {
    const error = await resolveWebhookTarget(url, options).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error, url).toBeInstanceOf(WebhookTargetRefused);
    return (error as Error).message;
  }

  it('refuses a host name when any of its addresses is private (a name can list a public and a private one)', async () => {
    const resolve = resolverOf({ 'mixed.example': ['93.184.215.14', '10.0.0.7'], 'hooks.example': ['93.184.215.14'] });
    expect(await refusal('https://mixed.example/hook', { allowPrivate: false, resolve })).toBe(
      WEBHOOK_TARGET_MESSAGES.nonPublic('mixed.example'),
    );
    const ok = await resolveWebhookTarget('https://hooks.example/hook', { allowPrivate: false, resolve });
    expect(ok).toMatchObject({ address: '93.184.215.14', family: 4 });
    expect(ok.url.toString()).toBe('https://hooks.example/hook');
  });

  it('refuses http, credentials, other schemes and names that do not resolve', async () => {
    const resolve = resolverOf({ 'hooks.example': ['93.184.215.14'] });
    expect(await refusal('http://hooks.example/hook', { allowPrivate: false, resolve })).toBe(
      WEBHOOK_TARGET_MESSAGES.httpsRequired,
    );
    expect(await refusal('https://user:pw@hooks.example/hook', { allowPrivate: false, resolve })).toBe(
      WEBHOOK_TARGET_MESSAGES.credentials,
    );
    expect(await refusal('ftp://hooks.example/', { allowPrivate: true, resolve })).toBe(WEBHOOK_TARGET_MESSAGES.invalidUrl);
    expect(await refusal('not a url', { allowPrivate: true, resolve })).toBe(WEBHOOK_TARGET_MESSAGES.invalidUrl);
    expect(await refusal('https://nowhere.example/', { allowPrivate: true, resolve })).toBe(
      WEBHOOK_TARGET_MESSAGES.unresolvable('nowhere.example'),
    );
  });

  it('allows private targets and http when the admin setting is on', async () => {
    const target = await resolveWebhookTarget('http://[::1]:8080/hook', { allowPrivate: true });
    expect(target).toMatchObject({ address: '::1', family: 6 });
    expect(await refusal('http://[::1]:8080/hook', { allowPrivate: false })).toBe(WEBHOOK_TARGET_MESSAGES.httpsRequired);
    expect(await refusal('https://[::1]:8080/hook', { allowPrivate: false })).toBe(WEBHOOK_TARGET_MESSAGES.nonPublic('[::1]'));
  });
});

describe('webhook sender', () => {
  let server: http.Server;
  let port: number;
  const seen: { host: string | undefined; signature: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        if (request.url === '/slow') return; // never answers
        seen.push({ host: request.headers.host, signature: request.headers['pitchscope-signature'] as string, body });
        response.writeHead(request.url === '/redirect' ? 302 : 204, { location: 'http://169.254.169.254/' }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const request = (timeoutMs = 5000) => ({ body: '{"a":1}', secret: 'whsec_test', timestamp: 1_790_000_000, headers: {}, timeoutMs });

  it('connects to the checked address, never resolving the host name again (DNS rebinding)', async () => {
    // The name resolves nowhere (.invalid): the request still reaches the address that was checked.
    const url = new URL(`http://rebind.invalid:${port}/hook`);
    const result = await sendWebhook({ url, address: '127.0.0.1', family: 4 }, request());
    expect(result).toEqual({ statusCode: 204, ok: true, error: null });
    const last = seen.at(-1)!;
    expect(last.host).toBe(`rebind.invalid:${port}`);
    expect(last.signature).toBe(`t=1790000000,v1=${signWebhookBody('whsec_test', 1_790_000_000, '{"a":1}')}`);
  });

  it('does not follow redirects, and gives up on an endpoint that does not answer in time', async () => {
    const redirect = await sendWebhook({ url: new URL(`http://127.0.0.1:${port}/redirect`), address: '127.0.0.1', family: 4 }, request());
    expect(redirect).toMatchObject({ statusCode: 302, ok: false, error: 'HTTP 302' });
    const slow = await sendWebhook({ url: new URL(`http://127.0.0.1:${port}/slow`), address: '127.0.0.1', family: 4 }, request(300));
    expect(slow).toEqual({ statusCode: null, ok: false, error: 'No answer within 300 ms' });
  });
});
