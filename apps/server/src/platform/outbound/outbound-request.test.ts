import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOUND_MESSAGES } from '@pitchscope/domain/messages';
import { outboundPolicy, OutboundTargetRefused, PUBLIC_HTTPS_ONLY, type Resolver } from './outbound-address.ts';
import { connectionFailure, describeOutboundFailure, fetchPublicUrl, OutboundRequestFailed } from './outbound-request.ts';

/**
 * The receiver is on 127.0.0.1, so these fetches run with the operator's private-network allowance: the
 * redirects below lead to what stays refused even then (link-local metadata, IPv4-mapped loopback,
 * documentation ranges), which shows that each hop is checked again.
 */
const allowance = outboundPolicy(true);

describe('fetchPublicUrl: every redirect hop is checked again (issue #29 item 3)', () => {
  let server: http.Server;
  let base: string;
  const seen: { path: string; method: string; authorization: string | undefined; host: string | undefined }[] = [];
  const redirects: Record<string, [number, string]> = {};

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const path = request.url ?? '/';
      seen.push({ path, method: request.method ?? '', authorization: request.headers.authorization, host: request.headers.host });
      const redirect = redirects[path];
      if (redirect) return response.writeHead(redirect[0], { location: redirect[1] }).end();
      if (path === '/slow') return; // never answers
      response.writeHead(200, { 'content-type': 'text/plain' }).end(`page ${path}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    Object.assign(redirects, {
      '/to-page': [302, '/page'],
      '/to-metadata': [302, 'http://169.254.169.254/latest/meta-data/'],
      '/to-test-net': [301, 'http://192.0.2.1/'],
      '/to-mapped-loopback': [307, `http://[::ffff:127.0.0.1]:${port}/page`],
      '/to-mixed-name': [302, `http://mixed.attack.test:${port}/page`],
      '/to-other-origin': [302, `http://localhost:${port}/page`],
      '/see-other': [303, '/page'],
      '/loop': [302, '/loop'],
    });
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const resolve: Resolver = async (host) => {
    const answers: Record<string, string[]> = { localhost: ['127.0.0.1'], 'mixed.attack.test': ['127.0.0.1', '169.254.169.254'] };
    if (!answers[host]) throw new Error(`ENOTFOUND ${host}`);
    return answers[host].map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const fetchFrom = (path: string, options: { headers?: Record<string, string>; method?: string; body?: string; timeoutMs?: number } = {}) =>
    fetchPublicUrl(`${base}${path}`, { policy: allowance, resolve, timeoutMs: 5000, ...options });
  const refusalOf = (path: string) =>
    fetchFrom(path).then(
      () => null,
      (error: unknown) => (error instanceof OutboundTargetRefused ? error : Promise.reject(error)),
    );
  const pathsSeenDuring = async (run: () => Promise<unknown>) => {
    const before = seen.length;
    await run();
    return seen.slice(before).map((request) => request.path);
  };

  it('follows a redirect to an allowed address and answers the final page', async () => {
    const result = await fetchFrom('/to-page');
    expect(result.status).toBe(200);
    expect(result.body.toString()).toBe('page /page');
    expect(result.url.toString()).toBe(`${base}/page`);
  });

  it.each([
    ['/to-metadata', '169.254.169.254 is linkLocal'],
    ['/to-test-net', '192.0.2.1 is reserved'],
    ['/to-mapped-loopback', '::ffff:7f00:1 is ipv4Mapped'],
    ['/to-mixed-name', '169.254.169.254 is linkLocal'],
  ])('refuses the redirect of %s to a non-public address, without requesting it', async (path, detail) => {
    let refusal: OutboundTargetRefused | null = null;
    const paths = await pathsSeenDuring(async () => (refusal = await refusalOf(path)));
    expect(refusal).toMatchObject({ reason: 'nonPublic', detail });
    expect(paths).toEqual([path]); // the first hop only: the target of the redirect was never called
  });

  it('checks the first hop the same way: the default policy refuses http and loopback before connecting', async () => {
    const refusal = await fetchPublicUrl(`${base}/page`, { timeoutMs: 5000 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OutboundTargetRefused);
    expect(await fetchPublicUrl(`https://127.0.0.1:1/`, { timeoutMs: 5000, policy: PUBLIC_HTTPS_ONLY }).catch((error: unknown) => error)).toMatchObject({
      reason: 'nonPublic',
    });
  });

  it('drops credentials on a redirect to another origin, and turns a 303 into a GET without a body', async () => {
    const paths = await pathsSeenDuring(() => fetchFrom('/to-other-origin', { headers: { authorization: 'Bearer secret' } }));
    expect(paths).toEqual(['/to-other-origin', '/page']);
    expect(seen.at(-2)!.authorization).toBe('Bearer secret');
    expect(seen.at(-1)).toMatchObject({ authorization: undefined, host: expect.stringMatching(/^localhost:/) });
    await fetchFrom('/see-other', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(seen.at(-1)).toMatchObject({ path: '/page', method: 'GET' });
  });

  it('stops following after the most redirects it may follow and answers the last 3xx', async () => {
    const paths = await pathsSeenDuring(async () => {
      const result = await fetchPublicUrl(`${base}/loop`, { policy: allowance, timeoutMs: 5000, maxRedirects: 3 });
      expect(result.status).toBe(302);
      expect(describeOutboundFailure(result)).toBe(OUTBOUND_MESSAGES.answered(302));
    });
    expect(paths).toHaveLength(4);
  });

  it('times out for the whole fetch, and says only "timed out"', async () => {
    const failure = await fetchFrom('/slow', { timeoutMs: 200 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OutboundRequestFailed);
    expect(describeOutboundFailure(failure)).toBe(OUTBOUND_MESSAGES.timedOut);
  });
});

describe('what a user is told about a failed request', () => {
  it.each([
    ['ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:5432'],
    ['EHOSTUNREACH', 'connect EHOSTUNREACH 192.0.2.1:443'],
    ['ENETUNREACH', 'connect ENETUNREACH 2001:db8::1:443'],
    ['ECONNRESET', 'socket hang up'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', "Hostname/IP does not match certificate's altnames: Host: internal.corp"],
    ['EPROTO', 'SSL routines:ssl3_get_record:wrong version number'],
  ])('%s is "could not connect", without the error', (code, text) => {
    const failure = connectionFailure(Object.assign(new Error(text), { code }));
    expect(describeOutboundFailure(failure)).toBe(OUTBOUND_MESSAGES.couldNotConnect);
    expect(failure.message).toBe(OUTBOUND_MESSAGES.couldNotConnect);
    expect((failure.cause as Error).message).toBe(text); // kept for the server log
  });

  it('an answer is "answered N", whatever its body says', () => {
    expect(describeOutboundFailure({ status: 500, body: Buffer.from('stack trace at 10.0.0.5') })).toBe('answered 500');
    expect(describeOutboundFailure({ status: 302 })).toBe(OUTBOUND_MESSAGES.answered(302));
  });
});
