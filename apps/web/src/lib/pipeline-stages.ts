/**
 * The deal pipeline's stage list (ADR 0016), read by the deck list's filter and table, the deck card's
 * stage select, the board and the admin stage editor, so it is shared rather than the pipeline feature's.
 * After a change every cached deck list, deck, board and timeline is refetched, whatever shape the list
 * cache has.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PipelineStagesResponse } from '@pitchscope/domain/contracts/pipeline';
import type { StageListInput } from '@pitchscope/domain/pipeline';
import { api } from '@/lib/api-client';
import { DECKS_QUERY_KEY, PIPELINE_QUERY_KEY } from '@/lib/query-keys';

export const stagesQueryKey = [...PIPELINE_QUERY_KEY, 'stages'] as const;

export const stagesQuery = queryOptions({
  queryKey: stagesQueryKey,
  queryFn: () => api.get<PipelineStagesResponse>('/pipeline/stages'),
  staleTime: 5 * 60_000,
});

export function usePipelineStages() {
  return useQuery(stagesQuery);
}

/** Refetches everything the pipeline shows: stages, board, timelines and the decks (they carry their stage). */
export function useRefreshPipeline() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PIPELINE_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
    ]);
}

export function useSaveStageList() {
  const refresh = useRefreshPipeline();
  return useMutation({
    mutationFn: (stages: StageListInput['stages']) =>
      api.put<PipelineStagesResponse>('/admin/pipeline/stages', { stages }),
    onSuccess: refresh,
  });
}
