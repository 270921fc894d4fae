import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, FileQuestion, Loader2, RefreshCw, SearchX } from 'lucide-react';
import { DEFAULT_ESTIMATED_TIME } from '@pitchscope/domain/constants';
import type { DeepAnalysisFailure } from '@pitchscope/domain/contracts/decks';
import { ADMIN_MESSAGES, ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { DeckWriteControl } from '@/components/access/viewer-gate';
import type { DeckWriteAccess } from '@/lib/current-workspace';

const PROCESSING_STEPS = [
  'Reading the pitch deck content',
  'Researching the market and competitors',
  'Writing the deep analysis report',
];

/**
 * Deep analysis Processing. The spec's readings disagree (1-2 minutes on the page shell, 2-3 in the deep
 * view and in the start call's estimate); this page is the deep view, so it gives one estimate — the
 * same one as the "Analysis Started!" toast (`DEFAULT_ESTIMATED_TIME`), never two on one card.
 */
export function AnalysisProcessingCard() {
  return (
    <Card role="status" aria-live="polite">
      <CardHeader className="items-center text-center">
        <Loader2 aria-hidden="true" className="mx-auto size-10 animate-spin text-primary" />
        <CardTitle>
          <h2 className="text-lg font-semibold">Analysis in Progress...</h2>
        </CardTitle>
        <CardDescription>
          The deep dive analysis usually takes {DEFAULT_ESTIMATED_TIME}. This page updates by itself when it is ready.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="mx-auto grid max-w-md gap-2 text-sm">
          {PROCESSING_STEPS.map((step, index) => (
            <li key={step} className="flex items-center gap-3 rounded-md border px-3 py-2">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

interface StateCardProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  tone?: 'default' | 'destructive';
}

function StateCard({ icon, title, description, action, tone = 'default' }: StateCardProps) {
  return (
    <Card className={tone === 'destructive' ? 'border-destructive/40' : undefined}>
      <CardHeader className="items-center text-center">
        <div className="mx-auto">{icon}</div>
        <CardTitle>
          <h2 className="text-lg font-semibold">{title}</h2>
        </CardTitle>
        <CardDescription className="mx-auto max-w-prose">{description}</CardDescription>
      </CardHeader>
      {action && <CardFooter className="justify-center">{action}</CardFooter>}
    </Card>
  );
}

interface RunActionProps {
  /** Button label from the domain's run-button rule ('Retry Analysis', 'Get Tokens', 'Checking...'...). */
  label: string;
  disabled?: boolean;
  onRun: () => void;
  /** The user's access to the deck's workspace: a viewer sees the button disabled with the reason. */
  access: DeckWriteAccess;
}

/**
 * Why the run failed, in the spec's words: "Error: {message}. Token has been refunded." — or, for the
 * admin's free trigger, the error alone. A deck failed before the reason was kept gets the general text.
 */
function failureText(failure: DeepAnalysisFailure | null): string {
  if (!failure) return 'The deep analysis could not be completed and your token was refunded. You can run it again.';
  return failure.tokenRefunded ? ANALYSIS_MESSAGES.failed(failure.message).message : ADMIN_MESSAGES.manualTriggerFailed(failure.message).message;
}

export function AnalysisFailedCard({ label, disabled, onRun, access, failure }: RunActionProps & { failure: DeepAnalysisFailure | null }) {
  return (
    <StateCard
      tone="destructive"
      icon={<AlertTriangle aria-hidden="true" className="size-10 text-destructive" />}
      title="Analysis Failed"
      description={failureText(failure)}
      action={
        <DeckWriteControl access={access}>
          <Button onClick={onRun} disabled={disabled}>
            <RefreshCw aria-hidden="true" />
            {label}
          </Button>
        </DeckWriteControl>
      }
    />
  );
}

export function AnalysisMissingCard({ label, disabled, onRun, access }: RunActionProps) {
  return (
    <StateCard
      icon={<FileQuestion aria-hidden="true" className="size-10 text-amber-500" />}
      title="Deep Analysis Data Missing"
      description={`The deep analysis completed but its report is empty: ${ANALYSIS_MESSAGES.noAnalysisData.toLowerCase()}. You can run it again.`}
      action={
        <DeckWriteControl access={access}>
          <Button variant="outline" onClick={onRun} disabled={disabled}>
            <RefreshCw aria-hidden="true" />
            {label}
          </Button>
        </DeckWriteControl>
      }
    />
  );
}

export function AnalysisNotRunCard({ label, disabled, onRun, access }: RunActionProps) {
  return (
    <StateCard
      icon={<CheckCircle2 aria-hidden="true" className="size-10 text-muted-foreground" />}
      title="No Deep Analysis Run"
      description="No deep analysis has been run for this pitch deck yet. A deep analysis costs 1 token."
      action={
        <DeckWriteControl access={access}>
          <Button onClick={onRun} disabled={disabled}>
            {label}
          </Button>
        </DeckWriteControl>
      }
    />
  );
}

/** An error of the page (not found, no permission, load failure) with the 'Go to Dashboard' way out. */
export function DeepPageError({ message }: { message: string }) {
  return (
    <StateCard
      tone="destructive"
      icon={<SearchX aria-hidden="true" className="size-10 text-destructive" />}
      title={message}
      description="Return to the Analysis list to pick another pitch deck."
      action={
        <Button asChild>
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      }
    />
  );
}
