import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { NOT_ADDED_QUERY_KEY } from '@/lib/query-keys';

/** `DELETE /api/uploads/:id`: removes a not-added upload and its kept file. */
export function deleteUpload(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/uploads/${encodeURIComponent(id)}`);
}

export function useDeleteUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUpload(id),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<UploadItem[]>(NOT_ADDED_QUERY_KEY, (items) => items?.filter((item) => item.id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOT_ADDED_QUERY_KEY }),
  });
}
