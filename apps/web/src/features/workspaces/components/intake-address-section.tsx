import { useState } from 'react';
import { Mail } from 'lucide-react';
import { INTAKE_ADDRESS_TEXT } from '@pitchscope/domain/email-intake';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ShownOnceValue } from '@/components/shown-once-value';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useIntakeAddress, useReplaceIntakeAddress } from '@/features/workspaces/api/workspaces';

/**
 * Settings → Team: the workspace's private email address (ADR 0050). Members mail or forward decks to it;
 * an owner may replace it when it leaked, after which mail to the old one is refused.
 */
export function IntakeAddressSection({ workspaceId }: { workspaceId: string }) {
  const intake = useIntakeAddress(workspaceId);
  const replace = useReplaceIntakeAddress(workspaceId);
  const [confirming, setConfirming] = useState(false);

  async function confirmReplace() {
    try {
      await replace.mutateAsync();
      toast({ title: INTAKE_ADDRESS_TEXT.replaced });
    } catch (error) {
      toast({ variant: 'destructive', title: INTAKE_ADDRESS_TEXT.couldNotReplace, description: errorMessage(error) });
      throw error;
    }
  }

  return (
    <section className="grid gap-2" aria-labelledby="team-intake-heading">
      <h3 id="team-intake-heading" className="inline-flex items-center gap-2 font-medium">
        <Mail className="size-4" aria-hidden />
        {INTAKE_ADDRESS_TEXT.heading}
      </h3>
      {intake.isPending ? (
        <Skeleton className="h-9 w-full" aria-label="Loading the intake address" />
      ) : intake.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(intake.error)}
        </p>
      ) : intake.data.address === null ? (
        <p className="text-sm text-muted-foreground">{INTAKE_ADDRESS_TEXT.notConfigured}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{INTAKE_ADDRESS_TEXT.explanation}</p>
          <ShownOnceValue label={INTAKE_ADDRESS_TEXT.label} value={intake.data.address} hideLabel>
            {intake.data.canReplace && (
              <Button type="button" variant="outline" onClick={() => setConfirming(true)} disabled={replace.isPending}>
                New address
              </Button>
            )}
          </ShownOnceValue>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={INTAKE_ADDRESS_TEXT.confirmTitle}
        description={INTAKE_ADDRESS_TEXT.confirmDescription}
        confirmLabel="New address"
        destructive
        onConfirm={confirmReplace}
      />
    </section>
  );
}
