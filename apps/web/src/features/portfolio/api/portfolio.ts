import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONFLICTS_DECKS_MAX,
  type DeckConflict,
  type DeckConflictsResponse,
  type PortfolioImportResponse,
  type PortfolioListResponse,
} from '@pitchscope/domain/portfolio';
import { api } from '@/lib/api-client';

/** Everything the portfolio answers: an import or a delete makes all of it stale (the conflicts too). */
export const PORTFOLIO_QUERY_KEY = ['portfolio'] as const;

export const portfolioQueryOptions = queryOptions({
  queryKey: [...PORTFOLIO_QUERY_KEY, 'companies'] as const,
  queryFn: () => api.get<PortfolioListResponse>('/portfolio'),
});

/** The companies, by name. */
export function usePortfolio() {
  return useQuery({ ...portfolioQueryOptions, select: (response) => response.companies });
}

/** `POST /api/portfolio/import`: the CSV's good rows added, each bad row with its line and reason. */
export function useImportPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => api.post<PortfolioImportResponse>('/portfolio/import', { csv }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PORTFOLIO_QUERY_KEY }),
  });
}

export function useDeletePortfolioCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/portfolio/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PORTFOLIO_QUERY_KEY }),
  });
}

/** `GET /api/decks/:id/conflicts`: the deck page's flag, against the deck's own workspace's portfolio. */
export function useDeckConflicts(deckId: string, status: string) {
  return useQuery({
    queryKey: [...PORTFOLIO_QUERY_KEY, 'deck', deckId, status] as const,
    queryFn: () => api.get<DeckConflictsResponse>(`/decks/${encodeURIComponent(deckId)}/conflicts`),
    staleTime: 60_000,
  });
}

/**
 * The library's badges ask one deck each; the asks of one render are gathered into one
 * `GET /api/portfolio/conflicts?deckIds=…` (at most CONFLICTS_DECKS_MAX ids a request).
 */
const waiting = new Map<string, Array<{ resolve: (conflicts: DeckConflict[]) => void; reject: (error: unknown) => void }>>();
let flushScheduled = false;

async function flushConflictAsks() {
  flushScheduled = false;
  const asks = [...waiting.entries()];
  waiting.clear();
  for (let start = 0; start < asks.length; start += CONFLICTS_DECKS_MAX) {
    const batch = asks.slice(start, start + CONFLICTS_DECKS_MAX);
    try {
      const { conflicts } = await api.get<DeckConflictsResponse>(
        `/portfolio/conflicts?deckIds=${batch.map(([id]) => encodeURIComponent(id)).join(',')}`,
      );
      for (const [id, callers] of batch) for (const caller of callers) caller.resolve(conflicts.filter((c) => c.deckId === id));
    } catch (error) {
      for (const [, callers] of batch) for (const caller of callers) caller.reject(error);
    }
  }
}

function askConflicts(deckId: string): Promise<DeckConflict[]> {
  return new Promise((resolve, reject) => {
    waiting.set(deckId, [...(waiting.get(deckId) ?? []), { resolve, reject }]);
    if (!flushScheduled) {
      flushScheduled = true;
      setTimeout(() => void flushConflictAsks(), 0);
    }
  });
}

export function useListedDeckConflicts(deckId: string, status: string) {
  return useQuery({
    queryKey: [...PORTFOLIO_QUERY_KEY, 'listed', deckId, status] as const,
    queryFn: () => askConflicts(deckId),
    staleTime: 60_000,
  });
}
