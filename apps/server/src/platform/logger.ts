import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * The server's one logger: Fastify's request log and every module's messages go through it, so
 * LOG_LEVEL decides for all of them (the configuration sets the level at start-up; until then, and in
 * the document sandbox's child processes, the LOG_LEVEL of the environment).
 */
export const logger: FastifyBaseLogger = pino({
  level: readLevel(process.env.LOG_LEVEL),
  // Replaces Fastify's request serializer (same fields) so the request log never holds a link's secret.
  serializers: { req: serializeRequest },
});

/** Paths whose next part is a secret: an invitation token (the SPA page and its API) or a share-link token. */
const SECRET_IN_PATH = /^(\/(?:invite|s|api\/invitations|api\/share)\/)[^/?#]+/;

/** `/api/invitations/<token>/accept` → `/api/invitations/[token]/accept`: tokens stay out of the log. */
export const redactSecretsInPath = (url: string) => url.replace(SECRET_IN_PATH, '$1[token]');

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}

function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactSecretsInPath(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function setLogLevel(level: Level): void {
  logger.level = level;
}

function readLevel(value: string | undefined): Level {
  const levels: Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
  return levels.find((level) => level === value) ?? 'info';
}
