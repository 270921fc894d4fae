import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export interface UpdateAnalysisConfigInput {
  industry_name: string;
  sub_industry_name?: string;
  specific_analysis: string;
  specific_sections: string;
  specific_metrics: string;
  specific_focus: string;
}

export const updateAnalysisConfig = (input: UpdateAnalysisConfigInput) =>
  api.put<{ success: boolean }>('/admin/industries/analysis-configs', input);

export const useUpdateAnalysisConfig = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnalysisConfig,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.analysisConfigs }),
  });
};
