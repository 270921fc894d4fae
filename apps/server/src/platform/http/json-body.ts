import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Smaller bodies go as they are: gzip's header and the CPU cost more than the bytes saved. */
export const GZIP_THRESHOLD_BYTES = 2048;

/** A JSON answer serialised (and compressed) once, to be sent many times (ADR 0023). */
export interface JsonBody {
  json: string;
  /** Weak: the same JSON is one entity whether it goes gzip-compressed or not. */
  etag: string;
  gzip: Buffer | null;
  /** Bytes held in memory (JSON text + compressed copy). */
  size: number;
}

export function toJsonBody(value: unknown): JsonBody {
  const json = JSON.stringify(value);
  const gzip = json.length >= GZIP_THRESHOLD_BYTES ? gzipSync(json) : null;
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, etag, gzip, size: json.length * 2 + (gzip?.length ?? 0) };
}

/**
 * Sends a prepared body: 304 when the client already holds it (If-None-Match), the stored gzip copy when
 * the client accepts gzip. The browser must revalidate each time (`no-cache`), as the data may change.
 */
export function sendJsonBody(request: FastifyRequest, reply: FastifyReply, body: JsonBody): FastifyReply {
  reply.header('etag', body.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (body.gzip && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.json);
}

/** An If-None-Match header that names this entity (weak comparison) or any (`*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding.trim().toLowerCase() !== 'gzip') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
