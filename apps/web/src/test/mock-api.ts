// The shared API mock for web tests (see src/test/README.md).
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** The query string's parameters. */
  query: URLSearchParams;
}

const REPLY = Symbol('reply');
type Reply = { [REPLY]: true; status: number; body?: unknown };
type Handler = (request: RecordedRequest) => Reply | unknown;

/** A reply with an explicit status; a handler that returns anything else answers 200 with it as JSON. */
export function reply(status: number, body?: unknown): Reply {
  return { [REPLY]: true, status, body };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

/**
 * Replaces fetch with a table of handlers keyed "METHOD /path" (path without /api). A handler returns
 * the JSON body, or `{status, body}`; unknown routes answer 404 in the API's error shape.
 */
export function mockApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    let body: unknown;
    try {
      body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    } catch {
      body = init.body;
    }
    const request = { method, path, body, query: url.searchParams };
    requests.push(request);
    const handler = routes[`${method} ${path}`];
    const result = handler ? handler(request) : apiError(404, 'NOT_FOUND', `No mock for ${method} ${path}`);
    const answer: Reply = isReply(result) ? result : reply(200, result);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

export function apiError(status: number, code: string, message: string): Reply {
  return reply(status, { error: { code, message } });
}
