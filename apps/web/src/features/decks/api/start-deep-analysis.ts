import type { StartDeepAnalysisResponse } from '@pitchscope/domain/contracts/deep-analysis';
import { api } from '@/lib/api-client';

/**
 * `POST /api/decks/:id/deep-analysis`: the server holds one token in escrow, sets the deck to Processing
 * with inDashboard true and queues the job (402 INSUFFICIENT_TOKENS, 409 ANALYSIS_ALREADY_RUNNING).
 */
export function startDeepAnalysis(id: string): Promise<StartDeepAnalysisResponse> {
  return api.post<StartDeepAnalysisResponse>(`/decks/${encodeURIComponent(id)}/deep-analysis`);
}
