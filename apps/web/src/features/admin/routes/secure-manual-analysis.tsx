import { AlertCircle, CheckCircle2, CircleHelp, Play, RefreshCw, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { DEFAULT_ESTIMATED_TIME } from '@pitchscope/domain/constants';
import { ADMIN_MESSAGES, DECK_MESSAGES } from '@pitchscope/domain/messages';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { getAnalysisHealth } from '../api/get-analysis-health';
import { useTriggerDeepAnalysis } from '../api/trigger-deep-analysis';
import { DeckStatusCard } from '../components/deck-status-card';
import { useDeckCheck } from '../hooks/use-deck-check';
import { manualTriggerAvailability, MANUAL_TOOL_MESSAGES } from '../utils/manual-analysis';

type BackendStatus = 'unknown' | 'healthy' | 'error';

const STATUS_VIEW: Record<BackendStatus, { label: string; Icon: typeof CheckCircle2; className: string }> = {
  unknown: { label: 'Unknown', Icon: CircleHelp, className: 'text-muted-foreground' },
  healthy: { label: 'Healthy', Icon: CheckCircle2, className: 'text-success' },
  error: { label: 'Offline', Icon: AlertCircle, className: 'text-destructive' },
};

/** /secure-manual-analysis: the manual trigger, allowed only while the analysis backend is healthy (spec §2.6, §4.4). */
export default function SecureManualAnalysisPage() {
  const [status, setStatus] = useState<BackendStatus>('unknown');
  const [detail, setDetail] = useState<string | null>(null);
  const [checkingHealth, setCheckingHealth] = useState(false);
  const [deckId, setDeckId] = useState('');
  const { check, checking, raw, checkedId } = useDeckCheck();
  const trigger = useTriggerDeepAnalysis();
  const inputId = useId();
  const current = checkedId === deckId.trim() ? raw : undefined;

  const checkHealth = useCallback(async () => {
    setCheckingHealth(true);
    try {
      const health = await getAnalysisHealth();
      if (health.success && health.data?.healthy) {
        setStatus('healthy');
        setDetail(health.data.provider ? `${health.data.provider} · ${health.data.model}` : null);
      } else {
        setStatus('error');
        setDetail(null);
        toast({
          title: ADMIN_MESSAGES.backendOffline.title,
          description: ADMIN_MESSAGES.backendOffline.message,
          variant: 'destructive',
        });
      }
    } catch {
      setStatus('error');
      setDetail(null);
      toast({
        title: ADMIN_MESSAGES.connectionError.title,
        description: ADMIN_MESSAGES.connectionError.message,
        variant: 'destructive',
      });
    } finally {
      setCheckingHealth(false);
    }
  }, []);

  useEffect(() => {
    void checkHealth();
  }, [checkHealth]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status !== 'healthy') return;
    // Check the deck first: it must exist and have an initial analysis (spec §5).
    const checked = await check(deckId);
    if (!checked) return;
    const availability = manualTriggerAvailability(checked);
    if (!availability.canTrigger) {
      if (availability.reason)
        toast({ title: 'Error', description: availability.reason, variant: 'destructive' });
      return;
    }
    try {
      await trigger.mutateAsync(checked.deck.id);
      const started = DECK_MESSAGES.started(checked.deck.companyName, DEFAULT_ESTIMATED_TIME);
      toast({ title: started.title, description: started.message });
    } catch (error) {
      const failed = MANUAL_TOOL_MESSAGES.triggerFailed(errorMessage(error, ''));
      toast({ title: failed.title, description: failed.message, variant: 'destructive' });
    }
  }

  const view = STATUS_VIEW[status];
  const busy = checking || trigger.isPending;

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Secure Manual Analysis</h1>
        <p className="text-sm text-muted-foreground">
          Trigger a deep analysis through the server once the analysis backend answers.
        </p>
      </header>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="space-y-1.5">
            <CardTitle>Backend Status</CardTitle>
            <CardDescription aria-live="polite" className="flex items-center gap-2">
              <view.Icon className={`size-4 ${view.className}`} aria-hidden />
              <span>
                {checkingHealth ? 'Checking...' : view.label}
                {detail && status === 'healthy' ? ` (${detail})` : ''}
              </span>
            </CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={() => void checkHealth()} disabled={checkingHealth}>
            <RefreshCw className={checkingHealth ? 'animate-spin' : undefined} aria-hidden />
            Check Backend
          </Button>
        </CardHeader>
        {status === 'error' && (
          <CardContent>
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertTitle>{ADMIN_MESSAGES.backendOffline.title}</AlertTitle>
              <AlertDescription>{ADMIN_MESSAGES.backendProxyUnavailable}</AlertDescription>
            </Alert>
          </CardContent>
        )}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5" aria-hidden />
            Trigger
            <Badge variant="outline">{status}</Badge>
          </CardTitle>
          <CardDescription>The deck must exist and have an initial analysis.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor={inputId}>Deck ID</Label>
              <Input
                id={inputId}
                value={deckId}
                onChange={(event) => setDeckId(event.target.value)}
                className="font-mono"
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            <Button type="submit" disabled={status !== 'healthy' || !deckId.trim() || busy}>
              <Play aria-hidden />
              {busy ? 'Starting...' : 'Trigger Secure Analysis'}
            </Button>
          </form>
          {current && <DeckStatusCard raw={current} />}
        </CardContent>
      </Card>
    </div>
  );
}
