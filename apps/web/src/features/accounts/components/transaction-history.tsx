import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { TokenTransaction } from '@pitchscope/domain/contracts/accounts';
import { transactionTypeLabel } from '@pitchscope/domain/ledger';
import { formatDeckDate } from '@pitchscope/domain/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { deckPagePath } from '@/lib/app-paths';
import { cn } from '@/lib/utils';
import { useTransactions } from '@/features/accounts/api/get-transactions';

function signed(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

/** The deck (and team) a hold or refund was for; nothing for a grant, or a deck of a team the user left. */
function SpentOn({ transaction }: { transaction: TokenTransaction }) {
  if (!transaction.deckId || !transaction.deckName) return null;
  return (
    <span className="block truncate text-xs text-muted-foreground">
      <Link to={deckPagePath(transaction.deckId)} className="hover:underline">
        {transaction.deckName}
      </Link>
      {transaction.workspaceName ? ` · ${transaction.workspaceName}` : null}
    </span>
  );
}

/** The user's own token ledger (GET /api/me/transactions), newest first. */
export function TransactionHistory() {
  const transactions = useTransactions();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden="true" />
          Token History
        </CardTitle>
        <CardDescription>Every token granted, spent on a deep analysis, or refunded, with the deck it was for.</CardDescription>
      </CardHeader>
      <CardContent>
        {transactions.isPending ? (
          <div className="space-y-2" aria-label="Loading transactions">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-9 w-full" />
            ))}
          </div>
        ) : transactions.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p className="text-destructive">Could not load your token history.</p>
            <Button size="sm" variant="outline" onClick={() => void transactions.refetch()}>
              Try Again
            </Button>
          </div>
        ) : transactions.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No token transactions yet.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Reason</TableHead>
                <TableHead className="text-right">Tokens</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {transactions.data.map((transaction) => (
                <TableRow key={transaction.id}>
                  <TableCell className="text-muted-foreground">{formatDeckDate(transaction.timestamp)}</TableCell>
                  <TableCell>
                    <Badge variant={transaction.type === 'spent' ? 'outline' : 'secondary'}>{transactionTypeLabel(transaction)}</Badge>
                  </TableCell>
                  <TableCell className="max-w-xs whitespace-normal">
                    <span className="block truncate sm:whitespace-nowrap" title={transaction.reason}>
                      {transaction.reason}
                    </span>
                    <SpentOn transaction={transaction} />
                  </TableCell>
                  <TableCell
                    className={cn('text-right font-medium tabular-nums', transaction.amount > 0 ? 'text-success' : 'text-foreground')}
                  >
                    {signed(transaction.amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
