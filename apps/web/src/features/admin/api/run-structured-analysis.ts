import { useMutation } from '@tanstack/react-query';
import type { StructuredDeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import { api } from '@/lib/api-client';

/** What the admin sends: deck text or JSON, or the backend proxy's fields, or an analysis to structure (§7.1). */
export interface StructuredAnalysisRequest {
  pitchDeckData?: string;
  companyName?: string;
  industry?: string;
  stage?: string;
  roundSize?: string;
  analysis?: string;
}

export interface StructuredAnalysisAnswer {
  success: boolean;
  message: string;
  data: { structuredAnalysis: StructuredDeepAnalysis } | null;
}

/** POST /api/analysis/structured-analysis (admin-only, ADR 10). Nothing is saved. */
export const runStructuredAnalysis = (body: StructuredAnalysisRequest) =>
  api.post<StructuredAnalysisAnswer>('/analysis/structured-analysis', body);

export const useStructuredAnalysis = () => useMutation({ mutationFn: runStructuredAnalysis });
