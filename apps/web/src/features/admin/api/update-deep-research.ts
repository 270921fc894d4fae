import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export interface UpdateDeepResearchInput {
  industry_name: string;
  deep_research: string;
}

export const updateDeepResearch = (input: UpdateDeepResearchInput) =>
  api.put<{ success: boolean }>('/admin/industries/deep-research', input);

export const useUpdateDeepResearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeepResearch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.deepResearch }),
  });
};
