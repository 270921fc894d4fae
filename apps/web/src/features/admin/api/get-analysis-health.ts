import { api } from '@/lib/api-client';

export interface AnalysisHealth {
  success: boolean;
  message: string;
  data: { healthy: boolean; provider: string; model: string } | null;
}

/** The analysis backend's health (used by the secure manual trigger). Called on demand, not cached. */
export const getAnalysisHealth = () => api.get<AnalysisHealth>('/analysis/health');
