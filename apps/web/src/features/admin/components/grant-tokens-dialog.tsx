import { AlertCircle } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminUserRow } from '@pitchscope/domain/contracts/admin';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useGrantTokens } from '../api/grant-tokens';
import { userDisplayName } from '../utils/users';
import { validateGrant } from '../utils/grant-validation';

/** Grant Tokens: amount and reason, validated with the spec's messages before the call. */
export function GrantTokensDialog({
  user,
  onOpenChange,
}: {
  user: AdminUserRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const grant = useGrantTokens();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const amountId = useId();
  const reasonId = useId();
  const errorId = useId();

  useEffect(() => {
    if (user) {
      setAmount('');
      setReason('');
      setError(null);
    }
  }, [user]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateGrant({ userId: user?.id, amount, reason });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    try {
      await grant.mutateAsync({ userId: user!.id, amount: result.amount, reason: result.reason });
      toast({
        title: 'Tokens Granted',
        description: `${result.amount} ${result.amount === 1 ? 'token' : 'tokens'} granted to ${user!.email}.`,
      });
      onOpenChange(false);
    } catch {
      toast({ title: 'Error', description: ADMIN_MESSAGES.grantFailed, variant: 'destructive' });
    }
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !grant.isPending && onOpenChange(open)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Grant Tokens</DialogTitle>
          <DialogDescription>
            {user
              ? `Add tokens to ${userDisplayName(user)} (${user.email}). Current balance: ${user.tokenBalance}.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={amountId}>Amount</Label>
            <Input
              id={amountId}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={error !== null && error !== ADMIN_MESSAGES.grantMissingFields ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              required
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>Reason</Label>
            <Textarea
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder="e.g. Compensation for a failed analysis"
              maxLength={500}
              aria-describedby={error ? errorId : undefined}
              required
            />
          </div>
          {error && (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertDescription id={errorId}>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={grant.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={grant.isPending}>
              {grant.isPending ? 'Granting...' : 'Grant Tokens'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
