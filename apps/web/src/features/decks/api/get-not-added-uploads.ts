import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';

export const NOT_ADDED_QUERY_KEY = ['uploads', 'not-added'] as const;

/** `GET /api/uploads/not-added`: uploads that did not become decks, kept with their reason, newest first. */
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
