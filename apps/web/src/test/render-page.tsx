import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Me } from '@pitchscope/domain/contracts/accounts';
import { appFeatureSlots } from '@/app/feature-slots';
import { FeatureSlotsProvider } from '@/lib/feature-slots';
import { Toaster } from '@/components/ui/toaster';
import { ME_QUERY_KEY } from '@/lib/auth';
import { buildMe } from '@/test/factories';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders a page at `path` with a fresh QueryClient (holding `me`), a memory router and the Toaster. */
export function renderPage(
  element: ReactElement,
  { me = buildMe(), path = '/', initialEntry }: { me?: Me | null; path?: string; initialEntry?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(ME_QUERY_KEY, me);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [initialEntry ?? path] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <FeatureSlotsProvider slots={appFeatureSlots}>
        <RouterProvider router={router} />
      </FeatureSlotsProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, queryClient, router };
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

/** Replaces fetch; `respond` answers each call (status 200 JSON unless it returns a Response). */
export function mockFetch(respond: (call: FetchCall) => unknown) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = await respond(call);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer ?? {}), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function jsonResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
