import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Me } from '@pitchscope/domain/contracts/accounts';
import { appFeatureSlots } from '@/app/feature-slots';
import { FeatureSlotsProvider } from '@/lib/feature-slots';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ME_QUERY_KEY } from '@/lib/auth';

function CurrentPath() {
  return <p>Page at {useLocation().pathname}</p>;
}

export interface RenderOptions {
  path?: string;
  route?: string;
  me?: Me | null;
  queryClient?: QueryClient;
}

/**
 * Renders a screen as the app does: a fresh query client (no retries; seeded with the signed-in user when
 * `me` is given), the features composed by the app shell (app/feature-slots.tsx), tooltips and the
 * toaster, inside a memory router where `ui` answers `path`, visited at `route`. Other paths render a
 * marker "Page at <path>" so navigation can be asserted. See src/test/README.md.
 */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', route = path, me, queryClient }: RenderOptions = {},
) {
  const client =
    queryClient ??
    new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
    });
  if (me !== undefined) client.setQueryData(ME_QUERY_KEY, me);
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', Component: CurrentPath },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <FeatureSlotsProvider slots={appFeatureSlots}>
          <RouterProvider router={router} />
        </FeatureSlotsProvider>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient: client };
}
