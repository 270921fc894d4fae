import { vi } from 'vitest';

export type Handler = (request: {
  method: string;
  path: string;
  body: unknown;
  /** The query string's parameters (a paginated list reads `cursor`, `q`, `sort`…). */
  query: URLSearchParams;
}) => unknown | Response | Promise<unknown | Response>;

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  query: URLSearchParams;
}

/** A JSON error answer in the API's shape. */
export function apiError(status: number, code = 'INTERNAL', message = 'Something failed'): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces fetch with handlers keyed by "METHOD /path" (path without the /api prefix and query).
 * Unknown routes answer 404. Returns the list of calls made, for assertions.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, query: url.searchParams });
    const handler = routes[`${method} ${decodeURIComponent(path)}`];
    if (!handler) return apiError(404, 'NOT_FOUND', `No mock for ${method} ${path}`);
    const result = await handler({ method, path, body, query: url.searchParams });
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result ?? null), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
