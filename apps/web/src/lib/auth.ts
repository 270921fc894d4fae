import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Me } from '@pitchscope/domain/contracts/accounts';
import { api, ApiError } from '@/lib/api-client';
import { TOKEN_BALANCE_UPDATED } from '@/lib/events';

export const ME_QUERY_KEY = ['me'] as const;

/** `GET /api/me`; a 401 means "signed out" and resolves to null instead of failing. */
export async function getMe(): Promise<Me | null> {
  try {
    return await api.get<Me>('/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: getMe,
  staleTime: 30_000,
  retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
});

/** The signed-in user: `data` is Me, null when signed out, undefined while the first answer loads. */
export function useMe() {
  return useQuery(meQueryOptions);
}

/** Live token balance (spec accounts §2.6): refetches on the `tokenBalanceUpdated` window event. */
export function useTokenBalance(): number | undefined {
  const queryClient = useQueryClient();
  const { data } = useMe();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    window.addEventListener(TOKEN_BALANCE_UPDATED, refetch);
    return () => window.removeEventListener(TOKEN_BALANCE_UPDATED, refetch);
  }, [queryClient]);
  return data?.tokenBalance;
}

// ---- Better Auth endpoints (mounted under /api/auth) ----

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** After any sign-in the cached user is fetched again so guards and the layout see the new session. */
async function refreshMe(queryClient?: QueryClient): Promise<Me | null> {
  if (!queryClient) return getMe();
  await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: 'none' });
  return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}

export async function signInWithEmail(email: string, password: string, queryClient?: QueryClient): Promise<Me | null> {
  await api.post('/auth/sign-in/email', { email, password });
  return refreshMe(queryClient);
}

export async function signUpWithEmail(input: SignUpInput, queryClient?: QueryClient): Promise<Me | null> {
  await api.post('/auth/sign-up/email', input);
  return refreshMe(queryClient);
}

/**
 * Google sign-in: Better Auth answers the consent URL; the browser leaves for it and comes back to
 * `callbackURL` (absolute, same origin) with the session cookie set.
 */
export async function signInWithGoogle(callbackPath = '/'): Promise<void> {
  const callbackURL = new URL(callbackPath, window.location.origin).toString();
  const answer = await api.post<{ url?: string; redirect?: boolean }>('/auth/sign-in/social', {
    provider: 'google',
    callbackURL,
  });
  if (!answer?.url) throw new ApiError('PROVIDER_NOT_CONFIGURED', 503, 'Google sign-in is not configured.');
  window.location.href = answer.url;
}

export async function signOut(): Promise<void> {
  await api.post('/auth/sign-out', {});
}

/** Signs out and forgets every cached query of the previous user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      queryClient.setQueryData(ME_QUERY_KEY, null);
    },
  });
}
