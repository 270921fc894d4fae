import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeckQuestion, DeckQuestionsResponse } from '@pitchscope/domain/ask-deck';
import type { SlideSearchResponse } from '@pitchscope/domain/slide-search';
import { api } from '@/lib/api-client';
import { deckQueryKey } from './get-deck';

/** `GET /api/decks/:id/questions`: the questions the workspace asked of the deck, newest first. */
export const deckQuestionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...deckQueryKey(id), 'questions'] as const,
    queryFn: () => api.get<DeckQuestionsResponse>(`/decks/${encodeURIComponent(id)}/questions`),
    staleTime: 30_000,
  });

export function useDeckQuestions(id: string) {
  return useQuery(deckQuestionsQueryOptions(id));
}

/** `POST /api/decks/:id/ask`: the answer, stored at the top of the deck's questions. */
export function useAskDeck(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => api.post<DeckQuestion>(`/decks/${encodeURIComponent(id)}/ask`, { question }),
    onSuccess: (asked) => {
      const { queryKey } = deckQuestionsQueryOptions(id);
      queryClient.setQueryData(queryKey, (old) =>
        old ? { ...old, questions: [asked, ...old.questions.filter((q) => q.id !== asked.id)] } : { questions: [asked] },
      );
      // A model answer may have drawn on the asker's paid answers: the count beside the box is read again.
      if (queryClient.getQueryData(queryKey)?.modelAnswers) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** `GET /api/slides/search`: the workspace's slides that match, best first. */
export function useSlideSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['slide-search', q] as const,
    queryFn: () => api.get<SlideSearchResponse>(`/slides/search?q=${encodeURIComponent(q)}`),
    enabled: q.length >= 2,
    staleTime: 30_000,
  });
}
