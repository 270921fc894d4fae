import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@pitchscope/domain/contracts/accounts';
import { api } from '@/lib/api-client';

/** `GET /api/app-config`: public settings (the upload size limit, Google sign-in, whether the server sends mail). */
export function getAppConfig(): Promise<AppConfig> {
  return api.get<AppConfig>('/app-config');
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: getAppConfig,
  staleTime: 60_000,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
