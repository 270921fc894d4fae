import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeepAnalysisStatus } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';
import { adminKeys, seg } from './query-keys';

export interface ManualTriggerResponse {
  deckId: string;
  status: DeepAnalysisStatus;
}

/** Starts a deep analysis without charging a token (admin manual trigger). */
export const triggerDeepAnalysis = (deckId: string) =>
  api.post<ManualTriggerResponse>(`/admin/decks/${seg(deckId)}/deep-analysis`);

export const useTriggerDeepAnalysis = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: triggerDeepAnalysis,
    onSettled: (_result, _error, deckId) => {
      // A failed trigger sets the deck to Failed on the server: refresh either way.
      void queryClient.invalidateQueries({ queryKey: adminKeys.deckRaw(deckId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.decks });
    },
  });
};
