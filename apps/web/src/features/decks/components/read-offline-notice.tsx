import { CloudOff, Loader2, RefreshCw } from 'lucide-react';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { formatDeckDate } from '@pitchscope/domain/format';
import { READ_OFFLINE_MESSAGES } from '@pitchscope/domain/model-availability';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useRereadWithModel } from '../api/reread-with-model';

/**
 * A deck the local engine read while the analysis model was down (issue #38): says so where the deck
 * is named, and lets a member have the model read it again now rather than wait for the automatic try.
 */
export function ReadOfflineNotice({ deck, canWrite }: { deck: Pick<Deck, 'id' | 'readOffline'>; canWrite: boolean }) {
  const reread = useRereadWithModel();
  if (!deck.readOffline) return null;
  const { at, reason } = deck.readOffline;
  return (
    <Alert>
      <CloudOff aria-hidden />
      <AlertTitle>{READ_OFFLINE_MESSAGES.badge}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{READ_OFFLINE_MESSAGES.badgeHint(reason, formatDeckDate(at))}</p>
        {canWrite && (
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={reread.isPending}
            onClick={() =>
              reread.mutate(deck.id, {
                onSuccess: () => toast({ description: READ_OFFLINE_MESSAGES.rereadQueued }),
                onError: (error) =>
                  toast({
                    title: 'Error',
                    description: error instanceof ApiError && error.status === 409 ? error.message : READ_OFFLINE_MESSAGES.rereadFailed,
                    variant: 'destructive',
                  }),
              })
            }
          >
            {reread.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
            {reread.isPending ? READ_OFFLINE_MESSAGES.rereading : READ_OFFLINE_MESSAGES.reread}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
