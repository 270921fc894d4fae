import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import { api } from '@/lib/api-client';
import { deepAnalysisQueryKey } from './get-deep-analysis';
import { withSupportingText } from './supporting-text';

/** `POST /api/decks/:id/news-intelligence`: background research on the company, saved on the analysis. */
export function generateNewsIntelligence(deckId: string): Promise<{ newsIntelligence: string }> {
  return api.post<{ newsIntelligence: string }>(`/decks/${encodeURIComponent(deckId)}/news-intelligence`);
}

export function useGenerateNewsIntelligence(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateNewsIntelligence(deckId),
    onSuccess: ({ newsIntelligence }) => {
      queryClient.setQueryData<DeepAnalysis | null>(deepAnalysisQueryKey(deckId), (analysis) =>
        withSupportingText(analysis, 'newsIntelligence', newsIntelligence),
      );
    },
  });
}
