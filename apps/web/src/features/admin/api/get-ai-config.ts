import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** One named model configuration; older configurations say maxTokens instead of maxOutputTokens. */
export interface AiModelConfiguration {
  model: string;
  temperature: number;
  maxOutputTokens?: number;
  maxTokens?: number;
  topK: number;
  topP: number;
  description?: string;
}

export interface AiPromptDefinition {
  name: string;
  description?: string;
  variables?: string[];
  template: string;
}

export interface AiConfigData {
  models: Array<string | { id: string; name?: string; description?: string }> | Record<string, unknown>;
  configurations: Record<string, AiModelConfiguration>;
  prompts: Record<string, AiPromptDefinition>;
  message?: string;
}

export interface AiConfigResponse {
  success: boolean;
  data: AiConfigData | null;
}

export const getAiConfig = () => api.get<AiConfigResponse>('/admin/ai-config');

export const getAiConfigQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.aiConfig, queryFn: getAiConfig });

export const useAiConfig = () => useQuery(getAiConfigQueryOptions());
