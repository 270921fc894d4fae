import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { DEEP_ANALYSIS_POLL_MS } from '@pitchscope/domain/constants';
import { api } from '@/lib/api-client';

/** `GET /api/decks/:id`: one deck of the signed-in user (another user's deck answers 404). */
export function getDeck(deckId: string): Promise<Deck> {
  return api.get<Deck>(`/decks/${encodeURIComponent(deckId)}`);
}

export function deckQueryKey(deckId: string) {
  return ['decks', deckId] as const;
}

export function deckQueryOptions(deckId: string) {
  return queryOptions({ queryKey: deckQueryKey(deckId), queryFn: () => getDeck(deckId) });
}

/** The deck, polled every 3 s while its deep analysis is Processing (spec §4.1). */
export function useDeck(deckId: string | undefined) {
  return useQuery({
    ...deckQueryOptions(deckId ?? ''),
    enabled: Boolean(deckId),
    retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
    refetchInterval: (query) =>
      query.state.data?.deepAnalysisStatus === 'Processing' ? DEEP_ANALYSIS_POLL_MS : false,
  });
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
