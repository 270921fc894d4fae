import * as React from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ApiError } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth';
import { refreshBalanceWhenAnalysesSettle } from '@/lib/deep-analysis-start';
import { notifyWhenAnalysesComplete } from '@/lib/analysis-notifications';
import { useTheme } from '@/lib/theme';

/** Client errors (4xx) will not get better by retrying; network and 5xx errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // One interceptor for 401s (bulletproof-react): an expired session anywhere signs the user out
    // in the cache, and the route guards send them to the sign-in page.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== ME_QUERY_KEY[0]) {
          queryClient.setQueryData(ME_QUERY_KEY, null);
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) queryClient.setQueryData(ME_QUERY_KEY, null);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  refreshBalanceWhenAnalysesSettle(queryClient);
  notifyWhenAnalysesComplete(queryClient);
  return queryClient;
}

export function AppProviders({ children, queryClient }: { children: React.ReactNode; queryClient?: QueryClient }) {
  const [client] = React.useState(() => queryClient ?? createQueryClient());
  // Every page, signed in or not, follows the theme choice and (for "system") the system setting live.
  useTheme();
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
