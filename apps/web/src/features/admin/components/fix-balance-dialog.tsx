import type { AdminUserRow, RecalculationResult } from '@pitchscope/domain/contracts/admin';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** The outcome of "Fix Balance": the balance before and after, and the totals it was rebuilt from. */
export function FixBalanceDialog({
  result,
  onOpenChange,
}: {
  result: { user: AdminUserRow; recalculation: RecalculationResult } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const figures: [string, number][] = result
    ? [
        ['Old balance', result.recalculation.oldBalance],
        ['New balance', result.recalculation.newBalance],
        ['Total earned', result.recalculation.totalEarned],
        ['Total spent', result.recalculation.totalSpent],
      ]
    : [];
  return (
    <Dialog open={result !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Balance Recalculated</DialogTitle>
          <DialogDescription>
            {result ? `The balance of ${result.user.email} was rebuilt from the transaction history.` : null}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-3">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-md border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
