import { APICallError, RetryError } from 'ai';
import type { ModelOutageKind } from '@pitchscope/domain/model-availability';

// Apart from ModelUnavailableError: reading the AI SDK's errors needs the SDK, which is loaded only
// with an LLM provider (issue #34: nothing loaded at start that the local engine does not need).

/** Transport failure codes of Node's fetch (undici) and of DNS: the server is not there. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError' || (error as { code?: string }).code === 'UND_ERR_HEADERS_TIMEOUT');

/** The retry-after of a 429 or 503 answer, in seconds (a number of seconds, or an HTTP date). */
export function retryAfterSeconds(headers: Record<string, string> | undefined, now = Date.now()): number | null {
  if (!headers) return null;
  const value = Object.entries(headers).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds : null;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Classifies the failure of a model call after the SDK's own retries: its kind and retry-after. A
 * failure that is not the provider's (e.g. our bug) is still an outage for the user's file: the caller
 * has no answer, and the file is not to blame.
 */
export function classifyModelFailure(error: unknown, invalidAnswer: boolean): { kind: ModelOutageKind; retryAfterSeconds: number | null } {
  if (invalidAnswer) return { kind: 'malformed', retryAfterSeconds: null };
  const last = RetryError.isInstance(error) ? error.lastError : error;
  for (const link of causes(last)) {
    if (APICallError.isInstance(link) && link.statusCode !== undefined) {
      const status = link.statusCode;
      if (status === 429) return { kind: 'rate-limited', retryAfterSeconds: retryAfterSeconds(link.responseHeaders) };
      if (status === 408) return { kind: 'timeout', retryAfterSeconds: null };
      if (status >= 500) return { kind: 'server-error', retryAfterSeconds: retryAfterSeconds(link.responseHeaders) };
      return { kind: 'rejected', retryAfterSeconds: null };
    }
    if (isTimeout(link)) return { kind: 'timeout', retryAfterSeconds: null };
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return { kind: 'unreachable', retryAfterSeconds: null };
  }
  // "Cannot connect to API" (fetch failed without a code we know), or anything else: no answer came.
  return { kind: 'unreachable', retryAfterSeconds: null };
}
