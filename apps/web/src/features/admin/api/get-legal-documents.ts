import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalDocument } from '@pitchscope/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** Both legal documents ordered by title; the server creates missing ones on first load. */
export const getLegalDocuments = () => api.get<LegalDocument[]>('/admin/legal');

export const getLegalDocumentsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.legal, queryFn: getLegalDocuments });

export const useLegalDocuments = () => useQuery(getLegalDocumentsQueryOptions());
