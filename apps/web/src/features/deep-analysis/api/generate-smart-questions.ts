import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import { api } from '@/lib/api-client';
import { deepAnalysisQueryKey } from './get-deep-analysis';
import { withSupportingText } from './supporting-text';

/** `POST /api/decks/:id/smart-questions`: generates the smart questions and saves them on the analysis. */
export function generateSmartQuestions(deckId: string): Promise<{ smartQuestions: string }> {
  return api.post<{ smartQuestions: string }>(`/decks/${encodeURIComponent(deckId)}/smart-questions`);
}

export function useGenerateSmartQuestions(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateSmartQuestions(deckId),
    onSuccess: ({ smartQuestions }) => {
      queryClient.setQueryData<DeepAnalysis | null>(deepAnalysisQueryKey(deckId), (analysis) =>
        withSupportingText(analysis, 'smartQuestions', smartQuestions),
      );
    },
  });
}
