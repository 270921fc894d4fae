import type { FastifyRequest } from 'fastify';

/**
 * The token of an `Authorization: Bearer <token>` header (the scheme is case-insensitive, RFC 9110 §11.1);
 * undefined when the request has no such header. An empty token is returned as '' (and then refused).
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? '').trim() : undefined;
}
