import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export interface DeepResearchEntry {
  industry_name?: string;
  deep_research: string;
  last_updated?: string | null;
}

export interface DeepResearchResponse {
  success: boolean;
  /** Keyed by industry name. */
  data: Record<string, DeepResearchEntry>;
}

export const getDeepResearch = () => api.get<DeepResearchResponse>('/admin/industries/deep-research');

export const getDeepResearchQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.deepResearch, queryFn: getDeepResearch });

export const useDeepResearch = () => useQuery(getDeepResearchQueryOptions());
