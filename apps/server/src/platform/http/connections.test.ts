import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { ServerContext } from '../../compose.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { HttpLimits } from './connections.ts';

/** A real listening server (sockets, not app.inject) with the given limits and a route that works 1.5 s. */
async function listening(ctx: ServerContext, http: Partial<HttpLimits>) {
  const { app } = await buildApp(ctx, { http });
  app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { app, port: address.port };
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Milliseconds until the server closes the socket; rejects after `withinMs`. Collects what it sent. */
function closedWithin(socket: Socket, withinMs: number): Promise<{ ms: number; received: string }> {
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${withinMs} ms`)), withinMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ ms: Date.now() - started, received });
    });
  });
}

function get(port: number, path: string): Promise<number> {
  return fetch(`http://127.0.0.1:${port}${path}`).then((response) => response.status);
}

describe('HTTP connection limits (real sockets)', () => {
  let t: TestApp;
  const apps: FastifyInstance[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    for (const app of apps) await app.close();
    await t?.close();
  });

  const start = async (ctx: ServerContext, http: Partial<HttpLimits>) => {
    const server = await listening(ctx, http);
    apps.push(server.app);
    return server.port;
  };
  const track = async (port: number) => {
    const socket = await open(port);
    sockets.push(socket);
    return socket;
  };

  it('closes stalled sockets within the idle timeout: silent, headers cut short, body cut short', async () => {
    const port = await start(t.ctx, { idleTimeoutMs: 400, maxConnectionsPerIp: 0 });
    const silent = await track(port);
    const halfHeaders = await track(port);
    halfHeaders.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const halfBody = await track(port);
    halfBody.write(
      'PATCH /api/me HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"displayName":',
    );
    const closed = await Promise.all([silent, halfHeaders, halfBody].map((socket) => closedWithin(socket, 3000)));
    for (const { ms } of closed) expect(ms).toBeLessThan(3000);
  });

  it('does not cut off a request the server itself is still working on', async () => {
    const port = await start(t.ctx, { idleTimeoutMs: 400, maxConnectionsPerIp: 0 });
    expect(await get(port, '/api/test/slow')).toBe(200);
  });

  it('refuses the connection beyond the per-address cap with 429, and accepts again once one closes', async () => {
    const port = await start(t.ctx, { idleTimeoutMs: 10_000, maxConnectionsPerIp: 3 });
    const first = await track(port);
    await track(port);
    await track(port);
    const refused = await closedWithin(await track(port), 3000);
    expect(refused.received).toMatch(/^HTTP\/1\.1 429 /);
    first.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await track(port);
    again.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect((await closedWithin(again, 3000)).received).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('does not count a trusted proxy’s connections (its clients are limited there)', async () => {
    const behindProxy = { ...t.ctx, config: { ...t.ctx.config, TRUST_PROXY: 'loopback' } };
    const port = await start(behindProxy, { idleTimeoutMs: 10_000, maxConnectionsPerIp: 1 });
    await track(port);
    const second = await track(port);
    second.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect((await closedWithin(second, 3000)).received).toMatch(/^HTTP\/1\.1 200 /);
  });
});
