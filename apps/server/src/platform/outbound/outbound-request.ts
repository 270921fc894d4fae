import http from 'node:http';
import https from 'node:https';
import { OUTBOUND_MESSAGES } from '@pitchscope/domain/messages';
import {
  PUBLIC_HTTPS_ONLY,
  pinnedLookup,
  resolvePublicTarget,
  type OutboundPolicy,
  type PublicTarget,
  type Resolver,
} from './outbound-address.ts';

/**
 * Requests to a user's URL (issue #29 item 3): one hop to a checked, pinned address (`requestPinned`,
 * what a webhook delivery sends), and a fetch that follows redirects by checking every hop again
 * (`fetchPublicUrl`, for the coming link intake). Failures are sorted into what a user may be told:
 * "could not connect", "timed out" or "answered N" (OUTBOUND_MESSAGES); the raw error stays on the
 * failure for the server log.
 */

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The answer's first `maxResponseBytes` bytes. */
  body: Buffer;
}

export type OutboundFailureKind = 'couldNotConnect' | 'timedOut';

/** A request that got no answer. `message` is all a user may see; `cause` goes to the log. */
export class OutboundRequestFailed extends Error {
  constructor(
    readonly kind: OutboundFailureKind,
    override readonly cause: unknown,
  ) {
    super(OUTBOUND_MESSAGES[kind]);
  }
}

/**
 * What a user is told about a request's outcome. A network error of any kind (refused, unreachable, reset,
 * a TLS or certificate failure, a DNS failure) is "could not connect": telling them apart would tell a
 * user which hosts and ports exist behind the server.
 */
export function describeOutboundFailure(outcome: { status: number } | unknown): string {
  if (outcome instanceof OutboundRequestFailed) return outcome.message;
  if (typeof outcome === 'object' && outcome !== null && 'status' in outcome && typeof outcome.status === 'number') {
    return OUTBOUND_MESSAGES.answered(outcome.status);
  }
  return OUTBOUND_MESSAGES.couldNotConnect;
}

/**
 * Any error of the connection (ECONNREFUSED, EHOSTUNREACH, ENETUNREACH, ECONNRESET, a TLS alert, a
 * certificate that does not match) is one failure, "could not connect", whatever its code.
 */
export const connectionFailure = (error: unknown) => new OutboundRequestFailed('couldNotConnect', error);

export interface PinnedRequest {
  method?: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  timeoutMs: number;
  /** Bytes of the answer kept (the rest is read and dropped); 64 KiB unless given. */
  maxResponseBytes?: number;
}

const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * One request to the checked address of `target` (see resolvePublicTarget): never a redirect followed,
 * never a second DNS lookup. Resolves with any answer (a 3xx or 5xx too); rejects with
 * OutboundRequestFailed when there is none within `timeoutMs` (for the whole exchange) or the connection
 * fails.
 */
export function requestPinned(target: PublicTarget, request: PinnedRequest): Promise<OutboundResponse> {
  const client = target.url.protocol === 'https:' ? https : http;
  const maxBytes = request.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  return new Promise<OutboundResponse>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: { response: OutboundResponse } | { failure: OutboundRequestFailed }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if ('response' in outcome) resolve(outcome.response);
      else reject(outcome.failure);
    };
    const outgoing = client.request(
      target.url,
      { method: request.method ?? 'GET', lookup: pinnedLookup(target), headers: request.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept >= maxBytes) return;
          chunks.push(chunk.subarray(0, maxBytes - kept));
          kept += Math.min(chunk.length, maxBytes - kept);
        });
        const answer = () =>
          settle({ response: { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) } });
        response.on('end', answer);
        // The status arrived: a body cut off afterwards is still that answer.
        response.on('error', answer);
      },
    );
    const timer = setTimeout(() => {
      outgoing.destroy();
      settle({ failure: new OutboundRequestFailed('timedOut', new Error(`no answer within ${request.timeoutMs} ms`)) });
    }, request.timeoutMs);
    outgoing.on('error', (error) => settle({ failure: connectionFailure(error) }));
    outgoing.end(request.body);
  });
}

export interface PublicFetch extends Omit<PinnedRequest, 'timeoutMs'> {
  /** For the whole fetch, all redirects included. */
  timeoutMs: number;
  policy?: OutboundPolicy;
  /** Redirects followed before giving up; 5 unless given. */
  maxRedirects?: number;
  resolve?: Resolver;
}

export interface PublicFetchResult extends OutboundResponse {
  /** The URL that answered (after the redirects). */
  url: URL;
}

const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Headers that carry the user's credentials for the first host: never sent on to another origin. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/**
 * Fetches a user's URL, following redirects: every hop is resolved and checked by the policy again (a
 * public page may redirect to 169.254.169.254) and connected to its checked address. Throws
 * OutboundTargetRefused for a URL or hop the policy refuses, OutboundRequestFailed for no answer; a
 * redirect beyond `maxRedirects` is answered as it is (its 3xx status).
 */
export function fetchPublicUrl(raw: string | URL, options: PublicFetch): Promise<PublicFetchResult> {
  return followRedirects(raw, options, (target, hop) => requestPinned(target, { ...options, ...hop }), () => undefined);
}

export interface Hop {
  method: string;
  headers: Record<string, string | number>;
  body: string | Buffer | undefined;
  /** What is left of the whole fetch's time. */
  timeoutMs: number;
}

/**
 * The redirect walk shared by a fetch kept in memory and a download streamed on (download.ts): `send`
 * makes one pinned request to a checked target; `discard` lets go of a redirect's answer.
 */
export async function followRedirects<Answer extends { status: number; headers: http.IncomingHttpHeaders }>(
  raw: string | URL,
  options: Pick<PublicFetch, 'timeoutMs' | 'policy' | 'maxRedirects' | 'resolve' | 'method' | 'headers' | 'body'>,
  send: (target: PublicTarget, hop: Hop) => Promise<Answer>,
  discard: (answer: Answer) => void,
): Promise<Answer & { url: URL }> {
  const deadline = Date.now() + options.timeoutMs;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = new URL(raw);
  let method = options.method ?? 'GET';
  let body = options.body;
  let headers = { ...options.headers };
  for (let hop = 0; ; hop += 1) {
    const target = await resolvePublicTarget(url, options.policy ?? PUBLIC_HTTPS_ONLY, options.resolve);
    const remainingMs = deadline - Date.now();
    if (remainingMs <= 0) throw new OutboundRequestFailed('timedOut', new Error(`no answer within ${options.timeoutMs} ms`));
    const response = await send(target, { method, headers, body, timeoutMs: remainingMs });
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.status) || !location || hop >= maxRedirects) return Object.assign(response, { url: target.url });
    discard(response);
    const next = new URL(location, target.url);
    if (next.origin !== target.url.origin) {
      headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.includes(name.toLowerCase())));
    }
    // 303, and 301/302 after a POST, turn into a GET without a body (what browsers and fetch do).
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
      headers = Object.fromEntries(
        Object.entries(headers).filter(([name]) => !['content-type', 'content-length'].includes(name.toLowerCase())),
      );
    }
    url = next;
  }
}
