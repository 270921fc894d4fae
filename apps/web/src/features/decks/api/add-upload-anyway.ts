import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { NOT_ADDED_MESSAGES } from '@pitchscope/domain/messages';
import { api, errorMessage } from '@/lib/api-client';
import { dispatchTokenBalanceUpdated } from '@/lib/events';
import { toast } from '@/hooks/use-toast';
import { DECKS_QUERY_KEY } from './get-decks';
import { NOT_ADDED_QUERY_KEY } from '@/lib/query-keys';
import { watchUpload } from './watch-upload';
import { addUploadAsVersion, keepUploadAsSeparateDeck } from './deck-versions';

/**
 * `POST /api/uploads/:id/add-anyway` (202): the owner overrules "not a pitch deck"; the upload is processed
 * again without that check and answers as running, to be followed with watchUpload.
 */
export function addUploadAnyway(id: string): Promise<UploadItem> {
  return api.post<UploadItem>(`/uploads/${encodeURIComponent(id)}/add-anyway`);
}

/**
 * `POST /api/uploads/:id/retry` (202): a file that waited in vain for the analysis model runs the whole
 * pipeline again (issue #38); it answers as running, to be followed with watchUpload.
 */
export function retryUpload(id: string): Promise<UploadItem> {
  return api.post<UploadItem>(`/uploads/${encodeURIComponent(id)}/retry`);
}

/**
 * "Add anyway" or "Retry" from the "Not added" section: starts the upload again and refreshes the section
 * at once (it shows it running, or waiting for the model again), follows it to its end, then refreshes
 * the deck list and the section and says how it ended (added, or why not: a duplicate, say).
 */
function useRerunUpload(start: (id: string) => Promise<UploadItem>) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: NOT_ADDED_QUERY_KEY }),
    ]);
  return useMutation({
    mutationFn: async (id: string) => {
      const running = await start(id);
      void refresh();
      return watchUpload(running.id, () => undefined);
    },
    onSuccess: (final) => {
      if (final.status === 'completed') {
        dispatchTokenBalanceUpdated();
        toast({
          title: NOT_ADDED_MESSAGES.addedTitle,
          description: NOT_ADDED_MESSAGES.added(final.fileName),
        });
      } else {
        const reason = final.duplicateInfo?.reason ?? final.error ?? '';
        toast({ title: NOT_ADDED_MESSAGES.notAddedTitle, description: reason, variant: 'destructive' });
      }
    },
    onError: (error) =>
      toast({
        title: NOT_ADDED_MESSAGES.notAddedTitle,
        description: errorMessage(error),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}

export const useAddUploadAnyway = () => useRerunUpload(addUploadAnyway);
export const useRetryUpload = () => useRerunUpload(retryUpload);
/** The answers to a version offer left under "Not added" (ADR 0051), as the upload dialog gives them. */
export const useAddUploadAsVersion = () => useRerunUpload(addUploadAsVersion);
export const useKeepUploadAsSeparateDeck = () => useRerunUpload(keepUploadAsSeparateDeck);
