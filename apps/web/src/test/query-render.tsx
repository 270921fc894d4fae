import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';

/** Renders `element` at `path` (visited as `entry`) with a fresh QueryClient, a memory router and the Toaster. */
export function renderWithQuery(element: ReactElement, { path = '/', entry }: { path?: string; entry?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [entry ?? path] });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

/** Replaces fetch; `respond` answers each call with JSON (status 200) unless it returns a Response. */
export function stubFetch(respond: (call: FetchCall) => unknown) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: FetchCall = {
        url: String(input),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = await respond(call);
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify(answer ?? {}), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
