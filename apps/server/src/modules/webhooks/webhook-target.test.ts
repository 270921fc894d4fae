import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  resolveWebhookTarget,
  WEBHOOK_TARGET_MESSAGES,
  WebhookTargetRefused,
  type Resolver,
} from './webhook-target.ts';
import { sendWebhook, signWebhookBody } from './webhook-sender.ts';
import { OUTBOUND_MESSAGES } from '@pitchscope/domain/messages';
import { ALLOWED_OUTBOUND_TARGETS, REFUSED_OUTBOUND_TARGETS } from '../../platform/outbound/outbound-attacks.ts';

describe('webhook target check (ADR 0021)', () => {
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

describe('webhook targets: the attack lines of issue #29 item 3', () => {
  const dnsAnswers = Object.fromEntries(
    [...REFUSED_OUTBOUND_TARGETS, ...ALLOWED_OUTBOUND_TARGETS].flatMap((line) =>
      line.resolvesTo ? [[new URL(line.url).hostname, line.resolvesTo]] : [],
    ),
  );
  const resolve: Resolver = async (host) => {
    const addresses = dnsAnswers[host];
    if (!addresses) throw new Error(`ENOTFOUND ${host}`);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const outcome = (url: string, allowPrivate: boolean) =>
    resolveWebhookTarget(url, { allowPrivate, resolve }).then(
      () => 'accepted',
      (error: unknown) => (error instanceof WebhookTargetRefused ? error.message : `threw ${String(error)}`),
    );

  it.each(REFUSED_OUTBOUND_TARGETS.map((line) => [line.url, line.why]))('refuses %s (%s) at registration', async (url) => {
    expect(await outcome(url, false)).toBe(WEBHOOK_TARGET_MESSAGES.nonPublic(new URL(url).hostname));
  });

  it.each(ALLOWED_OUTBOUND_TARGETS.map((line) => [line.url, line.why]))('accepts %s (%s)', async (url) => {
    expect(await outcome(url, false)).toBe('accepted');
  });

  it('allows only the private network with the admin setting: never link-local, documentation, reserved or translated forms', async () => {
    for (const url of ['http://127.0.0.1:8080/hook', 'http://10.0.0.1/hook', 'http://[fd12::1]/hook', 'http://[::1]/hook', 'https://localhost/hook']) {
      expect(await outcome(url, true), url).toBe('accepted');
    }
    for (const url of [
      'http://192.0.2.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/hook',
      'http://[::127.0.0.1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[2002:7f00:1::]/hook',
      'http://[64:ff9b::7f00:1]/hook',
      'http://0.0.0.0/hook',
      'http://224.0.0.1/hook',
    ]) {
      expect(await outcome(url, true), url).toBe(WEBHOOK_TARGET_MESSAGES.nonPublic(new URL(url).hostname));
    }
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
        if (request.url === '/fail') return response.writeHead(500).end('database password is hunter2');
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
    expect(result).toEqual({ statusCode: 204, ok: true, error: null, detail: null });
    const last = seen.at(-1)!;
    expect(last.host).toBe(`rebind.invalid:${port}`);
    expect(last.signature).toBe(`t=1790000000,v1=${signWebhookBody('whsec_test', 1_790_000_000, '{"a":1}')}`);
  });

  it('does not follow redirects, and gives up on an endpoint that does not answer in time', async () => {
    const before = seen.length;
    const redirect = await sendWebhook({ url: new URL(`http://127.0.0.1:${port}/redirect`), address: '127.0.0.1', family: 4 }, request());
    expect(redirect).toMatchObject({ statusCode: 302, ok: false, error: OUTBOUND_MESSAGES.answered(302) });
    expect(seen.length).toBe(before + 1); // the Location was not requested
    const slow = await sendWebhook({ url: new URL(`http://127.0.0.1:${port}/slow`), address: '127.0.0.1', family: 4 }, request(300));
    expect(slow).toMatchObject({ statusCode: null, ok: false, error: OUTBOUND_MESSAGES.timedOut });
  });

  it('tells the user only "could not connect", "timed out" or "answered N", never the network error (a port-scan oracle)', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await sendWebhook({ url: new URL(`http://127.0.0.1:${closedPort}/hook`), address: '127.0.0.1', family: 4 }, request());
    expect(refused).toMatchObject({ statusCode: null, ok: false, error: OUTBOUND_MESSAGES.couldNotConnect });
    expect(refused.detail).toContain('ECONNREFUSED'); // for the server log
    // https to a plain http listener: a TLS error.
    const tls = await sendWebhook({ url: new URL(`https://127.0.0.1:${port}/hook`), address: '127.0.0.1', family: 4 }, request());
    expect(tls).toMatchObject({ statusCode: null, ok: false, error: OUTBOUND_MESSAGES.couldNotConnect });
    const failed = await sendWebhook({ url: new URL(`http://127.0.0.1:${port}/fail`), address: '127.0.0.1', family: 4 }, request());
    expect(failed).toMatchObject({ statusCode: 500, ok: false, error: OUTBOUND_MESSAGES.answered(500) });
    expect(failed.detail).toBe('HTTP 500: database password is hunter2');
  });
});
