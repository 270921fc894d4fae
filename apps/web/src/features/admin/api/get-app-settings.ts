import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppSettings } from '@pitchscope/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export const getAppSettings = () => api.get<AppSettings>('/admin/settings');

export const getAppSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.settings, queryFn: getAppSettings });

export const useAppSettings = () => useQuery(getAppSettingsQueryOptions());
