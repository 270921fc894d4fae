import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import { api } from '@/lib/api-client';
import { deepAnalysisQueryKey } from './get-deep-analysis';
import { withSupportingText } from './supporting-text';

/** `POST /api/decks/:id/data-freshness`: reviews how current the deck's data is, saved on the analysis. */
export function generateDataFreshness(deckId: string): Promise<{ dataFreshness: string }> {
  return api.post<{ dataFreshness: string }>(`/decks/${encodeURIComponent(deckId)}/data-freshness`);
}

export function useGenerateDataFreshness(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateDataFreshness(deckId),
    onSuccess: ({ dataFreshness }) => {
      queryClient.setQueryData<DeepAnalysis | null>(deepAnalysisQueryKey(deckId), (analysis) =>
        withSupportingText(analysis, 'dataFreshness', dataFreshness),
      );
    },
  });
}
