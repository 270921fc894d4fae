import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeySummary, CreateApiKeyInput, CreatedApiKey } from '@pitchscope/domain/contracts/api-keys';
import { api } from '@/lib/api-client';

const API_KEYS_QUERY_KEY = ['me', 'api-keys'] as const;

/** `GET /api/me/api-keys`: the user's keys (names and prefixes, never the keys). */
export const apiKeysQueryOptions = queryOptions({
  queryKey: API_KEYS_QUERY_KEY,
  queryFn: () => api.get<ApiKeySummary[]>('/me/api-keys'),
});

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}

/** `POST /api/me/api-keys`: the answer holds the key, the only time it is shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => api.post<CreatedApiKey>('/me/api-keys', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

/** `DELETE /api/me/api-keys/:id`: the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/me/api-keys/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
