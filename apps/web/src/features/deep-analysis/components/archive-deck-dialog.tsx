import { ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import { useArchiveDeck } from '../api/archive-deck';

/** 'Archive this pitch deck?': the deck leaves the Analysis list for the Pitch Decks page. */
export function ArchiveDeckDialog({ deckId, onClose }: { deckId: string | null; onClose: () => void }) {
  const archive = useArchiveDeck();
  return (
    <ConfirmDialog
      open={deckId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={ANALYSIS_MESSAGES.archiveDialog.title}
      description={ANALYSIS_MESSAGES.archiveDialog.text}
      confirmLabel="Archive"
      cancelLabel="Cancel"
      onConfirm={async () => {
        if (!deckId) return;
        try {
          await archive.mutateAsync(deckId);
          toast({
            title: ANALYSIS_MESSAGES.dashboardArchived.title,
            description: ANALYSIS_MESSAGES.dashboardArchived.message,
          });
        } catch (error) {
          toast({
            title: ANALYSIS_MESSAGES.dashboardArchiveFailed.title,
            description: ANALYSIS_MESSAGES.dashboardArchiveFailed.message,
            variant: 'destructive',
          });
          throw error;
        }
      }}
    />
  );
}
