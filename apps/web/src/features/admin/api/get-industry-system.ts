import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** A sub-industry as stored: its description, or an object carrying one. */
export type RawSubIndustry = string | { name?: string; description?: string };

export interface RawIndustryNode {
  description?: string;
  /** Keyed by sub-industry name, or a list. */
  sub_industries?: Record<string, RawSubIndustry> | RawSubIndustry[];
}

export interface IndustrySystemResponse {
  success: boolean;
  data: {
    hierarchy: Record<string, RawIndustryNode>;
    total_industries: number;
    total_sub_industries: number;
  };
}

export const getIndustrySystem = () => api.get<IndustrySystemResponse>('/admin/industries');

export const getIndustrySystemQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.industrySystem, queryFn: getIndustrySystem });

export const useIndustrySystem = () => useQuery(getIndustrySystemQueryOptions());
