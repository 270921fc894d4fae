import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export interface CleanupPromptsResult {
  removed: string[];
  active: number;
}

/** Removes stored prompts that are no longer in the built-in list. */
export const cleanupPrompts = () => api.post<CleanupPromptsResult>('/admin/prompts/cleanup');

export const useCleanupPrompts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanupPrompts,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.prompts }),
  });
};
