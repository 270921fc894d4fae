import { AlertCircle, Play, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DEFAULT_ESTIMATED_TIME } from '@pitchscope/domain/constants';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useTriggerDeepAnalysis } from '../api/trigger-deep-analysis';
import { DeckStatusCard } from '../components/deck-status-card';
import { useDeckCheck } from '../hooks/use-deck-check';
import { manualTriggerAvailability, MANUAL_TOOL_MESSAGES } from '../utils/manual-analysis';

/** /manual-analysis: check a deck by ID and start its deep analysis without charging a token (spec §2.6). */
export default function ManualAnalysisPage() {
  const [deckId, setDeckId] = useState('');
  const { check, checking, checkedId, raw } = useDeckCheck();
  const trigger = useTriggerDeepAnalysis();
  const inputId = useId();
  const availability = manualTriggerAvailability(raw);
  const current = checkedId === deckId.trim() ? raw : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    await check(deckId);
  }

  async function start() {
    if (!current || !availability.canTrigger) return;
    try {
      await trigger.mutateAsync(current.deck.id);
      const started = DECK_MESSAGES.started(current.deck.companyName, DEFAULT_ESTIMATED_TIME);
      toast({ title: started.title, description: started.message });
    } catch (error) {
      const failed = MANUAL_TOOL_MESSAGES.triggerFailed(errorMessage(error, ''));
      toast({ title: failed.title, description: failed.message, variant: 'destructive' });
    }
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Manual Deep Analysis</h1>
          <p className="text-sm text-muted-foreground">
            Run a deep analysis for any deck. No token is charged.
          </p>
        </div>
        <Button variant="outline" size="sm" asChild>
          <Link to="/secure-manual-analysis">Secure trigger</Link>
        </Button>
      </header>

      <Card>
        <CardHeader>
          <CardTitle>Deck</CardTitle>
          <CardDescription>Enter the deck ID, check its status, then trigger the analysis.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor={inputId}>Deck ID</Label>
              <Input
                id={inputId}
                value={deckId}
                onChange={(event) => setDeckId(event.target.value)}
                placeholder="e.g. 3f1c9a7e-..."
                className="font-mono"
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            <Button type="submit" variant="outline" disabled={!deckId.trim() || checking}>
              <Search aria-hidden />
              {checking ? 'Checking...' : 'Check Deck Status'}
            </Button>
          </form>

          {current && <DeckStatusCard raw={current} />}

          {current && !availability.canTrigger && availability.reason && (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertDescription>{availability.reason}</AlertDescription>
            </Alert>
          )}

          <Button
            onClick={() => void start()}
            disabled={!current || !availability.canTrigger || trigger.isPending}
          >
            <Play aria-hidden />
            {trigger.isPending ? 'Starting...' : 'Trigger Deep Analysis'}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
