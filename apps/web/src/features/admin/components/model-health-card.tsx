import { Cpu } from 'lucide-react';
import { formatDeckDate } from '@pitchscope/domain/format';
import { MODEL_WAIT_MESSAGES, type ModelState } from '@pitchscope/domain/model-availability';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useModelHealth } from '../api/get-model-health';

const STATE_CLASS: Record<ModelState, string> = {
  ok: 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  unreachable: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
  'rate-limited': 'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

const timeOf = (iso: string) => `${formatDeckDate(iso)} ${new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })}`;

/** The analysis model's state on the admin overview, with the provider's last error (issue #38). */
export function ModelHealthCard() {
  const health = useModelHealth();
  if (!health.data) return null;
  const { state, provider, checkedAt, lastError } = health.data;
  return (
    <Card data-testid="model-health-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Cpu className="size-4 text-muted-foreground" aria-hidden />
          {MODEL_WAIT_MESSAGES.adminStateLabel}
          <Badge variant="outline" className={cn('ml-auto', STATE_CLASS[state])}>
            {MODEL_WAIT_MESSAGES.adminStates[state]}
          </Badge>
        </CardTitle>
        <CardDescription>
          {provider}
          {checkedAt && ` · ${MODEL_WAIT_MESSAGES.adminCheckedAt} ${timeOf(checkedAt)}`}
        </CardDescription>
      </CardHeader>
      {lastError && (
        <CardContent className="text-sm">
          <p className="text-muted-foreground">
            {MODEL_WAIT_MESSAGES.adminLastError} ({timeOf(lastError.at)})
          </p>
          <p className="font-mono text-xs [overflow-wrap:anywhere]">{lastError.message}</p>
        </CardContent>
      )}
    </Card>
  );
}
