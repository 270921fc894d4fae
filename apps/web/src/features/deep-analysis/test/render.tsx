import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { appFeatureSlots } from '@/app/feature-slots';
import { FeatureSlotsProvider } from '@/lib/feature-slots';
import { Toaster } from '@/components/ui/toaster';

export type MockHandler = (request: { method: string; path: string; body: unknown }) => {
  status?: number;
  body?: unknown;
};
export type MockRoutes = Record<string, MockHandler | { status?: number; body?: unknown }>;

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces fetch with a table of "METHOD /api/path" answers, so tests go through the real API client
 * (its error parsing included). Unlisted requests answer 404 with the API's error body.
 */
export function mockApi(routes: MockRoutes) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    if (!route) return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    const answer = typeof route === 'function' ? route({ method, path, body }) : route;
    return json(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function apiError(status: number, code: string, message: string) {
  return { status, body: { error: { code, message } } };
}

/** Shows the current path so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderRoute(
  element: ReactElement,
  { path = '/', route = '/', state }: { path?: string; route?: string; state?: unknown } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <FeatureSlotsProvider slots={appFeatureSlots}>
      <MemoryRouter initialEntries={[{ pathname: route, state }]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Other page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      </FeatureSlotsProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
