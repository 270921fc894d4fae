import { useCallback } from 'react';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useMe } from '@/lib/auth';
import { toast } from '@/hooks/use-toast';
import { useHideDeck } from '../api/hide-deck';
import { useRecalculateFit } from '../api/recalculate-fit';
import { useUpdateDeck } from '../api/update-deck';

export const ACTION_TOAST_DESCRIPTIONS = {
  archived: 'The deck was moved to Archived Decks. You can restore it at any time.',
  hidden: 'The deck is permanently hidden. Contact support to recover it.',
  restored: 'The deck is back in your active decks.',
  fitUpdated: 'The investor fit analysis has been recalculated.',
} as const;

function noInvestorProfileToast() {
  toast({
    title: DECK_MESSAGES.noInvestorProfile.title,
    description: DECK_MESSAGES.noInvestorProfile.message,
    variant: 'destructive',
  });
}

/**
 * Card actions with the spec's toasts (pitch-deck-handling §4 "Archive, hide, star", §5.8, §8).
 * archive and hide reject on failure so a confirm dialog stays open for a retry.
 */
export function useDeckActions() {
  const { data: me } = useMe();
  const update = useUpdateDeck();
  const hideMutation = useHideDeck();
  const recalculate = useRecalculateFit();

  const toggleStar = useCallback(
    async (deck: DeckSummary) => {
      const starred = !deck.starred;
      try {
        await update.mutateAsync({ id: deck.id, patch: { starred } });
        toast({ title: starred ? DECK_MESSAGES.starred : DECK_MESSAGES.unstarred });
      } catch {
        toast({ title: 'Error', description: DECK_MESSAGES.starFailed, variant: 'destructive' });
      }
    },
    [update],
  );

  const archive = useCallback(
    async (deck: DeckSummary) => {
      try {
        await update.mutateAsync({ id: deck.id, patch: { isArchived: true } });
        toast({ title: DECK_MESSAGES.archived, description: ACTION_TOAST_DESCRIPTIONS.archived });
      } catch (error) {
        toast({ title: 'Error', description: DECK_MESSAGES.archiveFailed, variant: 'destructive' });
        throw error;
      }
    },
    [update],
  );

  const restore = useCallback(
    async (deck: DeckSummary) => {
      try {
        await update.mutateAsync({ id: deck.id, patch: { isArchived: false } });
        toast({ title: DECK_MESSAGES.restored, description: ACTION_TOAST_DESCRIPTIONS.restored });
      } catch {
        toast({ title: 'Error', description: DECK_MESSAGES.restoreFailed, variant: 'destructive' });
      }
    },
    [update],
  );

  const hide = useCallback(
    async (deck: DeckSummary) => {
      try {
        await hideMutation.mutateAsync(deck.id);
        toast({ title: DECK_MESSAGES.hidden, description: ACTION_TOAST_DESCRIPTIONS.hidden });
      } catch (error) {
        toast({
          title: DECK_MESSAGES.removalFailed.title,
          description: DECK_MESSAGES.removalFailed.message,
          variant: 'destructive',
        });
        throw error;
      }
    },
    [hideMutation],
  );

  const retryFit = useCallback(
    async (deck: DeckSummary) => {
      if (me && !me.investorProfile) {
        noInvestorProfileToast();
        return;
      }
      try {
        await recalculate.mutateAsync(deck.id);
        toast({ title: DECK_MESSAGES.fitUpdated, description: ACTION_TOAST_DESCRIPTIONS.fitUpdated });
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && /investor profile/i.test(error.message)) {
          noInvestorProfileToast();
          return;
        }
        toast({
          title: DECK_MESSAGES.recalculationFailed.title,
          description: errorMessage(error, DECK_MESSAGES.recalculationFailed.fallback),
          variant: 'destructive',
        });
      }
    },
    [me, recalculate],
  );

  return {
    toggleStar,
    archive,
    restore,
    hide,
    retryFit,
    isRetrying: (id: string) => recalculate.isPending && recalculate.variables === id,
    isUpdating: (id: string) => update.isPending && update.variables?.id === id,
  };
}
