import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalDocument } from '@pitchscope/domain/contracts/admin';
import type { LegalDocumentId } from '@pitchscope/domain/constants';
import { api } from '@/lib/api-client';

/** `GET /api/legal/:id` (public). */
export function getLegalDocument(id: LegalDocumentId): Promise<LegalDocument> {
  return api.get<LegalDocument>(`/legal/${id}`);
}

export function legalDocumentQueryOptions(id: LegalDocumentId) {
  return queryOptions({
    queryKey: ['legal', id],
    queryFn: () => getLegalDocument(id),
    staleTime: 10 * 60_000,
  });
}

export function useLegalDocument(id: LegalDocumentId) {
  return useQuery(legalDocumentQueryOptions(id));
}
