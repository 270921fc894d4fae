/**
 * The reference for the load benchmark: bare Fastify, no plugins, no logger. `/json` is one small JSON
 * object; `/sized?body=N&headers=M` sends N bytes of body and about M bytes of extra headers, so the app's
 * page can be compared with a bare route that writes as many bytes per response.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/json', async () => ({ hello: 'world' }));

const bodies = new Map<number, Buffer>();
app.get<{ Querystring: { body?: string; headers?: string } }>('/sized', async (request, reply) => {
  const size = Number(request.query.body ?? 0);
  const headerBytes = Number(request.query.headers ?? 0);
  let body = bodies.get(size);
  if (!body) bodies.set(size, (body = Buffer.alloc(size, 'x')));
  // Headers of 100 bytes each, as many as make up the requested size.
  for (let i = 0; i < Math.floor(headerBytes / 100); i++) reply.header(`x-pad-${i}`, 'p'.repeat(90));
  return reply.header('content-type', 'application/octet-stream').send(body);
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: Number(new URL(address).port), pid: process.pid }));
process.on('SIGTERM', () => void app.close().finally(() => process.exit(0)));
