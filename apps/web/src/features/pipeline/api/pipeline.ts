/**
 * The deal pipeline feature's API (ADR 0016): the board, stage changes and each deck's notes timeline.
 * The stage list, which other features read too, is in lib/pipeline-stages.ts.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  DeckTimelineResponse,
  PipelineBoardResponse,
  StageChangeResponse,
  TimelineEntry,
} from '@pitchscope/domain/contracts/pipeline';
import type { StageChange } from '@pitchscope/domain/pipeline';
import { api } from '@/lib/api-client';
import { useRefreshPipeline } from '@/lib/pipeline-stages';
import { PIPELINE_QUERY_KEY } from '@/lib/query-keys';

export const boardQueryKey = [...PIPELINE_QUERY_KEY, 'board'] as const;
export const timelineQueryKey = (deckId: string) => [...PIPELINE_QUERY_KEY, 'timeline', deckId] as const;

const deckPath = (deckId: string) => `/decks/${encodeURIComponent(deckId)}`;

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
    mutationFn: (noteId: string) =>
      api.delete<{ deleted: true }>(`${deckPath(deckId)}/notes/${encodeURIComponent(noteId)}`),
    onSuccess: refresh,
  });
}
