import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAnalytics } from '@pitchscope/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export const getAnalytics = () => api.get<AdminAnalytics>('/admin/analytics');

export const getAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.analytics, queryFn: getAnalytics });

export const useAnalytics = () => useQuery(getAnalyticsQueryOptions());
