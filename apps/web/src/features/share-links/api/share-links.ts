/**
 * A deck's share links (ADR 0020), used by the Share dialog of the deck page and the deep-analysis page:
 * list with views, create (the URL is in that answer only), revoke.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateShareLinkInput,
  CreatedShareLink,
  ShareLinkSummary,
} from '@pitchscope/domain/contracts/share-links';
import { api } from '@/lib/api-client';

export const shareLinksQueryKey = (deckId: string) => ['share-links', deckId] as const;
const linksPath = (deckId: string) => `/decks/${encodeURIComponent(deckId)}/share-links`;

export const shareLinksQuery = (deckId: string) =>
  queryOptions({
    queryKey: shareLinksQueryKey(deckId),
    queryFn: () => api.get<ShareLinkSummary[]>(linksPath(deckId)),
  });

export function useShareLinks(deckId: string, enabled = true) {
  return useQuery({ ...shareLinksQuery(deckId), enabled });
}

export function useCreateShareLink(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShareLinkInput) => api.post<CreatedShareLink>(linksPath(deckId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(deckId) }),
  });
}

export function useRevokeShareLink(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      api.delete<ShareLinkSummary>(`${linksPath(deckId)}/${encodeURIComponent(linkId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(deckId) }),
  });
}
