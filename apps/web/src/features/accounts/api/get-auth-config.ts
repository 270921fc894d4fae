import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@pitchscope/domain/contracts/accounts';
import { api } from '@/lib/api-client';

/** `GET /api/auth-config`: whether Google sign-in is configured on this server. */
export function getAuthConfig(): Promise<AuthConfig> {
  return api.get<AuthConfig>('/auth-config');
}

export const authConfigQueryOptions = queryOptions({
  queryKey: ['auth-config'],
  queryFn: getAuthConfig,
  staleTime: 5 * 60_000,
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
