/**
 * The API requests public/early-requests.js started before the app's code ran (issue #37). Each is taken
 * once, by the first GET of its URL (lib/api-client.ts): a later GET wants fresh data. The script starts
 * only what the opened page asks for as the app starts (main.tsx's /api/me, the route loader's prefetch),
 * so none is left to be served stale to a later page.
 */
declare global {
  interface Window {
    __pitchscopeEarlyRequests?: Record<string, Promise<Response> | undefined>;
  }
}

export function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const started = typeof window === 'undefined' ? undefined : window.__pitchscopeEarlyRequests;
  const request = started?.[url];
  if (request) delete started![url];
  return request;
}
