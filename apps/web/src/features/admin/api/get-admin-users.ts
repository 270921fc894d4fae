import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@pitchscope/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export const getAdminUsers = () => api.get<AdminUserRow[]>('/admin/users');

export const getAdminUsersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.users, queryFn: getAdminUsers });

export const useAdminUsers = () => useQuery(getAdminUsersQueryOptions());
