import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundPolicy, OutboundTargetRefused, PUBLIC_HTTPS_ONLY } from './outbound-address.ts';
import { DownloadRefusedByServer, fileNameOf, openPublicDownload, type PublicDownload } from './download.ts';
import { OutboundRequestFailed } from './outbound-request.ts';

/** The file server runs on 127.0.0.1, so these downloads use the operator's private-network allowance. */
const allowance = outboundPolicy(true);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)]);

const readAll = async (download: PublicDownload) => {
  const chunks: Buffer[] = [];
  for await (const chunk of download.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('downloading a file from a link (issue #31)', () => {
  let server: http.Server;
  let base: string;
  const open = (path: string, options: Partial<Parameters<typeof openPublicDownload>[1]> = {}) =>
    openPublicDownload(`${base}${path}`, { policy: allowance, timeoutMs: 5000, maxBytes: 1000_000, ...options });

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      switch (request.url) {
        case '/deck.pdf':
          return response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': PDF.length }).end(PDF);
        case '/share/abc':
          return response.writeHead(302, { location: '/files/Acme%20Seed.pdf' }).end();
        case '/files/Acme%20Seed.pdf':
          return response
            .writeHead(200, { 'content-type': 'application/pdf; charset=binary', 'content-disposition': `attachment; filename*=UTF-8''Acme%20Seed%20%E2%80%93%20v2.pdf` })
            .end(PDF);
        case '/to-metadata':
          return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        case '/declared-huge':
          // Says it is large, then would send forever: nothing may be read.
          response.writeHead(200, { 'content-length': String(10 * 1024 * 1024 * 1024) });
          return response.write(PDF);
        case '/endless': {
          response.writeHead(200, { 'content-type': 'application/pdf' });
          const chunk = Buffer.alloc(64 * 1024, 0x41);
          const pump = () => {
            while (response.write(chunk));
          };
          response.on('drain', pump);
          return pump();
        }
        case '/trickle':
          response.writeHead(200, { 'content-type': 'application/pdf' });
          return response.write(PDF.subarray(0, 100)); // and never ends
        case '/gone':
          return response.writeHead(404).end('not here');
        default:
          return response.writeHead(500).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('streams a file whole, with its name and type', async () => {
    const download = await open('/deck.pdf');
    expect(await readAll(download)).toEqual(PDF);
    expect(download).toMatchObject({ status: 200, fileName: 'deck.pdf', contentType: 'application/pdf' });
    expect(download.stream.truncated).toBe(false);
  });

  it('follows a share link’s redirect and names the file from its Content-Disposition', async () => {
    const download = await open('/share/abc');
    expect(await readAll(download)).toEqual(PDF);
    expect(download.url.pathname).toBe('/files/Acme%20Seed.pdf');
    expect(download.fileName).toBe('Acme Seed – v2.pdf');
  });

  it('refuses a redirect into the network, even with the private-network allowance', async () => {
    await expect(open('/to-metadata')).rejects.toBeInstanceOf(OutboundTargetRefused);
  });

  it('refuses a link to a private address under the production policy', async () => {
    await expect(openPublicDownload(`${base}/deck.pdf`, { policy: PUBLIC_HTTPS_ONLY, timeoutMs: 5000, maxBytes: 1000 })).rejects.toBeInstanceOf(
      OutboundTargetRefused,
    );
  });

  it('reads nothing of a file that says it is over the limit', async () => {
    const download = await open('/declared-huge', { maxBytes: 1000 });
    expect((await readAll(download)).length).toBe(0);
    expect(download.stream.truncated).toBe(true);
  });

  it('stops an oversize download one byte past the limit when the size is not declared', async () => {
    const download = await open('/endless', { maxBytes: 100_000 });
    expect((await readAll(download)).length).toBe(100_001);
    expect(download.stream.truncated).toBe(true);
  });

  it('ends a download that outlasts its time budget with "timed out"', async () => {
    const download = await open('/trickle', { timeoutMs: 300 });
    const failure = await readAll(download).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OutboundRequestFailed);
    expect((failure as OutboundRequestFailed).kind).toBe('timedOut');
  });

  it('reports a server’s refusal with its status', async () => {
    const failure = await open('/gone').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DownloadRefusedByServer);
    expect((failure as DownloadRefusedByServer).status).toBe(404);
  });
});

describe('the name of a downloaded file', () => {
  const url = new URL('https://files.example/a/b/Pitch%20Deck.pptx?x=1');
  it.each([
    ['attachment; filename="Acme \\"Seed\\".pdf"', 'Acme "Seed".pdf'],
    ['attachment; filename=acme.pdf', 'acme.pdf'],
    ["attachment; filename=fallback.pdf; filename*=UTF-8''Caf%C3%A9.pdf", 'Café.pdf'],
    [undefined, 'Pitch Deck.pptx'],
  ])('reads %j', (disposition, expected) => {
    expect(fileNameOf(disposition, url)).toBe(expected);
  });

  it('has none for a bare host', () => {
    expect(fileNameOf(undefined, new URL('https://files.example/'))).toBeNull();
  });
});
