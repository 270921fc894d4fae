import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IndustryCategoriesResponse } from './get-industry-categories';
import { adminKeys } from './query-keys';

export const updateIndustryCategories = (categories: string[]) =>
  api.put<{ success: boolean }>('/admin/industries/categories', { categories });

export const useUpdateIndustryCategories = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIndustryCategories,
    onSuccess: (_result, categories) => {
      queryClient.setQueryData<IndustryCategoriesResponse>(adminKeys.industryCategories, (current) =>
        current ? { ...current, categories } : current,
      );
    },
    // Spec §8: failures when saving industries here are only logged.
    onError: (error) => console.error('Saving industry categories failed', error),
  });
};
