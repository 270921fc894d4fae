import { useEffect, useId, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { MAX_NOTE_LENGTH, PASS_REASONS, PASS_REASON_LABELS, type PassReason } from '@pitchscope/domain/pipeline';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export interface PassDialogProps {
  open: boolean;
  companyName: string;
  onCancel: () => void;
  /** Sends the change; a thrown error's message is shown in the dialog, which stays open. */
  onPass: (reason: PassReason, note: string) => Promise<unknown>;
}

/**
 * Passing on a deck asks why (ADR 0016): one coded reason (a radio group: one tab stop, arrows to choose)
 * and an optional markdown note, written to the deck's timeline.
 */
export function PassDialog({ open, companyName, onCancel, onPass }: PassDialogProps) {
  const [reason, setReason] = useState<PassReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const legendId = useId();

  useEffect(() => {
    if (open) {
      setReason(null);
      setNote('');
      setError(null);
    }
  }, [open]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError('Choose a reason for passing.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onPass(reason, note);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The deck could not be moved. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Pass on {companyName}?</DialogTitle>
            <DialogDescription>The reason and your note go into the deck’s history.</DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2" aria-describedby={error ? `${legendId}-error` : undefined}>
            <legend id={legendId} className="mb-2 text-sm font-medium">
              Reason
            </legend>
            <div role="radiogroup" aria-labelledby={legendId} className="grid grid-cols-2 gap-2">
              {PASS_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
                >
                  <input
                    type="radio"
                    name="pass-reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="accent-primary"
                  />
                  {PASS_REASON_LABELS[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={noteId}>Note (optional, markdown)</Label>
            <Textarea
              id={noteId}
              value={note}
              maxLength={MAX_NOTE_LENGTH}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
            />
          </div>
          {error && (
            <p id={`${legendId}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Loader2 className="animate-spin" aria-hidden />}
              Pass
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
