import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from './json-body.ts';

/**
 * The single-page app's index.html, read once and sent from memory for every path the SPA's router owns
 * ("/", "/pitch-decks", a shared deck's "/s/:token"). Streamed from disk, a path that is no file went
 * through two static-file pumps (the wildcard route's miss, then the not-found handler's `sendFile`),
 * each awaiting a reply not yet sent: Fastify's `reply.then` adds end-of-stream listeners for every such
 * await, and a page load left 11 'close' listeners on its response (MaxListenersExceededWarning in the
 * browser tests). A buffer is sent at once, so nothing waits on the response.
 */
export interface SpaIndex {
  html: Buffer;
  etag: string;
}

export function loadSpaIndex(webRoot: string): SpaIndex {
  const html = readFileSync(path.join(webRoot, 'index.html'));
  return { html, etag: `W/"${createHash('sha1').update(html).digest('base64url')}"` };
}

/**
 * Sends the index, revalidated each time (`no-cache`: a new build changes it) unless `headers` say
 * otherwise; 304 when the browser holds this build's copy.
 */
export function sendSpaIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  index: SpaIndex,
  headers: Record<string, string> = {},
): FastifyReply {
  reply.header('etag', index.etag).header('cache-control', 'no-cache').headers(headers);
  if (matchesEtag(request.headers['if-none-match'], index.etag)) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(index.html);
}
