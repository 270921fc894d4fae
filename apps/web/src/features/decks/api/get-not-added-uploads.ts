import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { NOT_ADDED_QUERY_KEY } from '@/lib/query-keys';

/**
 * `GET /api/uploads/not-added`: the current workspace's uploads that did not become decks, kept with
 * their reason, one per distinct file, and those waiting for the analysis model; newest first.
 */
export function getNotAddedUploads(): Promise<UploadItem[]> {
  return api.get<UploadItem[]>('/uploads/not-added');
}

/** While a file waits for the analysis model the list is refreshed: it goes on (or ends) by itself. */
const WAITING_REFRESH_MS = 15_000;

export const notAddedQueryOptions = queryOptions({
  queryKey: NOT_ADDED_QUERY_KEY,
  queryFn: getNotAddedUploads,
  refetchInterval: (query) => (query.state.data?.some((upload) => upload.modelWait !== null) ? WAITING_REFRESH_MS : false),
});

export function useNotAddedUploads() {
  return useQuery(notAddedQueryOptions);
}
