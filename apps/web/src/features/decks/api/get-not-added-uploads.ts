import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { NOT_ADDED_QUERY_KEY } from '@/lib/query-keys';

/**
 * `GET /api/uploads/not-added`: the current workspace's uploads that did not become decks, kept with
 * their reason, newest first, one per distinct file.
 */
export function getNotAddedUploads(): Promise<UploadItem[]> {
  return api.get<UploadItem[]>('/uploads/not-added');
}

export const notAddedQueryOptions = queryOptions({
  queryKey: NOT_ADDED_QUERY_KEY,
  queryFn: getNotAddedUploads,
});

export function useNotAddedUploads() {
  return useQuery(notAddedQueryOptions);
}
