import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IndustryCategoriesResponse, IndustrySpecificAnalysis } from './get-industry-categories';
import { adminKeys, seg } from './query-keys';

export interface UpdateIndustryAnalysisInput {
  industry: string;
  analysis: IndustrySpecificAnalysis;
}

export const updateIndustryAnalysis = ({ industry, analysis }: UpdateIndustryAnalysisInput) =>
  api.put<{ success: boolean }>(`/admin/industries/analysis/${seg(industry)}`, analysis);

export const useUpdateIndustryAnalysis = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIndustryAnalysis,
    onSuccess: (_result, { industry, analysis }) => {
      queryClient.setQueryData<IndustryCategoriesResponse>(adminKeys.industryCategories, (current) =>
        current
          ? { ...current, specific_analysis: { ...current.specific_analysis, [industry]: analysis } }
          : current,
      );
    },
    // Spec §8: failures when saving industries here are only logged.
    onError: (error) => console.error('Saving industry analysis failed', error),
  });
};
