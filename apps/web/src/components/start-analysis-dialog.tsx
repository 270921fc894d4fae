import { DEEP_ANALYSIS_COST } from '@pitchscope/domain/constants';
import { ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { StartConfirmation } from '@/lib/deep-analysis-start';

/** Asks before a token is spent: the deck, the cost, the balance before and after, the refund rule. */
export function StartAnalysisDialog({ confirmation }: { confirmation: StartConfirmation }) {
  const { deck, balance, confirm, cancel } = confirmation;
  const text = deck
    ? ANALYSIS_MESSAGES.confirmStart({
        company: deck.companyName,
        balance,
        cost: DEEP_ANALYSIS_COST,
        rerun: deck.deepAnalysisStatus === 'Completed',
      })
    : null;
  return (
    <ConfirmDialog
      open={deck !== null}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title={text?.title}
      description={text?.message}
      confirmLabel={text?.confirm}
      destructive={false}
      onConfirm={confirm}
    />
  );
}
