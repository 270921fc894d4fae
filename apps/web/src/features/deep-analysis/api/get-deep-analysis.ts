import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import { api, isApiError } from '@/lib/api-client';

/** `GET /api/decks/:id/deep-analysis`: the stored report, or null when none exists (404). */
export async function getDeepAnalysis(deckId: string): Promise<DeepAnalysis | null> {
  try {
    return await api.get<DeepAnalysis>(`/decks/${encodeURIComponent(deckId)}/deep-analysis`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function deepAnalysisQueryKey(deckId: string) {
  return ['decks', deckId, 'deep-analysis'] as const;
}

export function deepAnalysisQueryOptions(deckId: string) {
  return queryOptions({ queryKey: deepAnalysisQueryKey(deckId), queryFn: () => getDeepAnalysis(deckId) });
}

export function useDeepAnalysis(deckId: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...deepAnalysisQueryOptions(deckId ?? ''),
    enabled: Boolean(deckId) && (options.enabled ?? true),
  });
}
