import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LegalDocument } from '@pitchscope/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys, seg } from './query-keys';

export interface UpdateLegalDocumentInput {
  id: string;
  title: string;
  content: string;
  isActive?: boolean;
}

/** Saves a legal document; the server increments its version. */
export const updateLegalDocument = ({ id, ...document }: UpdateLegalDocumentInput) =>
  api.put<LegalDocument>(`/admin/legal/${seg(id)}`, document);

export const useUpdateLegalDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLegalDocument,
    onSuccess: (saved) => {
      queryClient.setQueryData<LegalDocument[]>(adminKeys.legal, (documents) =>
        documents?.map((document) => (document.id === saved.id ? saved : document)),
      );
      // The public /terms and /privacy pages read the same documents.
      void queryClient.invalidateQueries({ queryKey: ['legal', saved.id] });
    },
  });
};
