/**
 * The deal pipeline's API (ADR 0016), shared by the deck card and page, the board and the admin stage
 * editor: stages, stage changes and the notes timeline. After a change every cached deck list, deck,
 * board and timeline is refetched, whatever shape the list cache has.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeckTimelineResponse,
  PipelineBoardResponse,
  PipelineStagesResponse,
  StageChangeResponse,
  TimelineEntry,
} from '@pitchscope/domain/contracts/pipeline';
import type { StageChange, StageListInput } from '@pitchscope/domain/pipeline';
import { api } from '@/lib/api-client';
import { DECKS_QUERY_KEY } from '@/lib/query-keys';

export const PIPELINE_QUERY_KEY = ['pipeline'] as const;
export const stagesQueryKey = [...PIPELINE_QUERY_KEY, 'stages'] as const;
export const boardQueryKey = [...PIPELINE_QUERY_KEY, 'board'] as const;
export const timelineQueryKey = (deckId: string) => [...PIPELINE_QUERY_KEY, 'timeline', deckId] as const;

const deckPath = (deckId: string) => `/decks/${encodeURIComponent(deckId)}`;

export const stagesQuery = queryOptions({
  queryKey: stagesQueryKey,
  queryFn: () => api.get<PipelineStagesResponse>('/pipeline/stages'),
  staleTime: 5 * 60_000,
});

export function usePipelineStages() {
  return useQuery(stagesQuery);
}

export const boardQuery = queryOptions({
  queryKey: boardQueryKey,
  queryFn: () => api.get<PipelineBoardResponse>('/pipeline/board'),
});

export function useDeckTimeline(deckId: string) {
  return useQuery({
    queryKey: timelineQueryKey(deckId),
    queryFn: () => api.get<DeckTimelineResponse>(`${deckPath(deckId)}/notes`),
  });
}

function useRefreshPipeline() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PIPELINE_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
    ]);
}

export function useChangeStage() {
  const refresh = useRefreshPipeline();
  return useMutation({
    mutationFn: ({ deckId, change }: { deckId: string; change: StageChange }) =>
      api.patch<StageChangeResponse>(`${deckPath(deckId)}/pipeline`, change),
    onSettled: refresh,
  });
}

export function useAddNote(deckId: string) {
  const refresh = useRefreshPipeline();
  return useMutation({
    mutationFn: (text: string) => api.post<TimelineEntry>(`${deckPath(deckId)}/notes`, { text }),
    onSuccess: refresh,
  });
}

export function useDeleteNote(deckId: string) {
  const refresh = useRefreshPipeline();
  return useMutation({
    mutationFn: (noteId: string) => api.delete<{ deleted: true }>(`${deckPath(deckId)}/notes/${encodeURIComponent(noteId)}`),
    onSuccess: refresh,
  });
}

export function useSaveStageList() {
  const refresh = useRefreshPipeline();
  return useMutation({
    mutationFn: (stages: StageListInput['stages']) =>
      api.put<PipelineStagesResponse>('/admin/pipeline/stages', { stages }),
    onSuccess: refresh,
  });
}
