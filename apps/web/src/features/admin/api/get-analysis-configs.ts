import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export interface AnalysisConfigEntry {
  industry_name: string;
  sub_industry_name?: string | null;
  specific_analysis: string;
  specific_sections: string;
  specific_metrics: string;
  specific_focus: string;
  last_updated?: string | null;
}

export interface AnalysisConfigsResponse {
  success: boolean;
  /** Keyed by industry, or by 'industry:sub-industry'. */
  data: { data: Record<string, AnalysisConfigEntry> };
}

export const getAnalysisConfigs = () =>
  api.get<AnalysisConfigsResponse>('/admin/industries/analysis-configs');

export const getAnalysisConfigsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.analysisConfigs, queryFn: getAnalysisConfigs });

export const useAnalysisConfigs = () => useQuery(getAnalysisConfigsQueryOptions());
