import type { FastifyReply } from 'fastify';

/**
 * Takes the reply out of Fastify's hands and opens it as a server-sent events stream: not cached, not
 * transformed, and not buffered by a proxy in front (nginx reads `x-accel-buffering`), so each event
 * reaches the browser when written.
 */
export function openEventStream(reply: FastifyReply): void {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
}
