import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export interface IndustrySpecificAnalysis {
  name: string;
  key_metrics: string[];
  focus_areas: string[];
  critical_questions: string[];
}

export interface IndustryCategoriesResponse {
  categories: string[];
  /** Keyed by industry. */
  specific_analysis: Record<string, IndustrySpecificAnalysis>;
}

export const getIndustryCategories = () =>
  api.get<IndustryCategoriesResponse>('/admin/industries/categories');

export const getIndustryCategoriesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.industryCategories, queryFn: getIndustryCategories });

export const useIndustryCategories = () => useQuery(getIndustryCategoriesQueryOptions());
