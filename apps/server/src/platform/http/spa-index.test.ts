import { EventEmitter } from 'node:events';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Pitchscope</title></head><body><div id="root"></div></body></html>';

/**
 * The built web app served by a real listening server (the warning came from real responses, in the
 * browser tests): a made-up dist folder with an index and one asset.
 */
describe('the single-page app’s index (real sockets)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let webRoot: string;
  let base: string;
  const closeListeners: number[] = [];
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);

  beforeAll(async () => {
    t = await createTestApp();
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'pitchscope-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log("app");');
    ({ app } = await buildApp(t.ctx, { serveWeb: true, webRoot }));
    // What stays attached to each response when it is done: every listener added while it was answered.
    app.server.on('request', (_request, response) =>
      response.once('finish', () => closeListeners.push(response.listenerCount('close'))),
    );
    process.on('warning', onWarning);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await app?.close();
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('answers every path of the SPA with the index, revalidated, and 304 for the copy the browser holds', async () => {
    for (const url of ['/', '/pitch-decks', '/pitch-decks?fit=Yellow&stage=Seed', '/signup']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
      const again = await fetch(`${base}${url}`, { headers: { 'if-none-match': response.headers.get('etag')! } });
      expect(again.status, url).toBe(304);
    }
    const shared = await fetch(`${base}/s/some-token`);
    expect(shared.headers.get('cache-control')).toBe('private, no-store');
    expect(shared.headers.get('x-robots-tag')).toBeTruthy();
    expect(await shared.text()).toBe(INDEX_HTML);
    expect((await fetch(`${base}/assets/app-1234.js`)).status).toBe(200);
    expect((await fetch(`${base}/api/no-such-route`)).status).toBe(404);
  });

  it('leaves no response with more close listeners than Node warns at, and Node warns of none', async () => {
    for (let n = 0; n < 5; n++) await (await fetch(`${base}/pitch-decks/${n}`)).text();
    await new Promise((resolve) => setImmediate(resolve));
    expect(closeListeners.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...closeListeners)).toBeLessThan(EventEmitter.defaultMaxListeners);
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});
