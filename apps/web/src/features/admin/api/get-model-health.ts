import { useQuery } from '@tanstack/react-query';
import { MODEL_HEALTH_CHECK_SECONDS, type ModelHealthReport } from '@pitchscope/domain/model-availability';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admin/model-health`: the analysis model's state, with the last error (issue #38). */
export const getModelHealth = () => api.get<ModelHealthReport>('/admin/model-health');

export const useModelHealth = () =>
  useQuery({ queryKey: adminKeys.modelHealth, queryFn: getModelHealth, refetchInterval: MODEL_HEALTH_CHECK_SECONDS * 1000 });
