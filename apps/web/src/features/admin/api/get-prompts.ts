import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Prompt } from '@pitchscope/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export const getPrompts = () => api.get<Prompt[]>('/admin/prompts');

export const getPromptsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.prompts, queryFn: getPrompts });

export const usePrompts = () => useQuery(getPromptsQueryOptions());
