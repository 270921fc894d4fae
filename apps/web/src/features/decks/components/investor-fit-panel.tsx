import { RefreshCw } from 'lucide-react';
import type { FitColor, InvestorFit } from '@pitchscope/domain/contracts/decks';
import { fitCriterionLabel, hasUsableFit } from '@pitchscope/domain/investor-fit';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import { Button } from '@/components/ui/button';
import { ViewerGate } from '@/components/access/viewer-gate';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { FIT_DOT_CLASS, fitColorOf } from '../lib/fit-colors';
import { FitBadge } from './fit-badge';

const FIT_ROWS: Array<{
  label: string;
  key: 'stageFit' | 'checkSizeFit' | 'sectorAlignment' | 'geographyFit';
  reason: keyof InvestorFit['rationale'];
}> = [
  { label: 'Stage Fit', key: 'stageFit', reason: 'stageFitReason' },
  { label: 'Check Size Fit', key: 'checkSizeFit', reason: 'checkSizeReason' },
  { label: 'Sector Alignment', key: 'sectorAlignment', reason: 'sectorReason' },
  { label: 'Geography Fit', key: 'geographyFit', reason: 'geographyReason' },
];

export function FitDot({ color, className }: { color: FitColor; className?: string }) {
  return (
    <span
      className={cn('inline-block size-2.5 shrink-0 rounded-full', FIT_DOT_CLASS[color], className)}
      aria-hidden
    />
  );
}

/** The investor fit: overall badge, then the four colours with their reasons (spec §3.2). */
export function InvestorFitPanel({
  fit,
  onRetry,
  retryAllowed = true,
  retrying,
  ratedFor,
}: {
  fit: InvestorFit | null;
  /** In a team, the teammate whose investor profile the fit was rated against, when not the viewer's own. */
  ratedFor?: string;
  onRetry?: () => void;
  /** False for a viewer of the deck's workspace: the retry shows disabled with the reason. */
  retryAllowed?: boolean;
  retrying?: boolean;
}) {
  const usable = hasUsableFit(fit);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">Investor Fit</CardTitle>
        <FitBadge fit={fit} />
      </CardHeader>
      <CardContent className="grid gap-4">
        {fit && ratedFor && <p className="text-xs text-muted-foreground">{DECK_MESSAGES.fitRatedFor(ratedFor)}</p>}
        {fit && (
          <dl className="grid gap-3">
            {FIT_ROWS.map(({ label, key, reason }) => {
              const color = fitColorOf(fit[key]);
              return (
                <div key={key} className="grid gap-0.5">
                  <dt className="flex items-center gap-2 text-sm font-medium">
                    <FitDot color={color} />
                    {label}
                    <span className="text-xs font-normal text-muted-foreground">
                      {fitCriterionLabel(color)}
                    </span>
                  </dt>
                  <dd className="pl-[1.125rem] text-sm text-muted-foreground">
                    {fit.rationale?.[reason] || '—'}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
        {!usable && onRetry && (
          <ViewerGate allowed={retryAllowed} className="justify-self-start">
            <Button
              variant="outline"
              size="sm"
              onClick={onRetry}
              disabled={retrying}
              className="justify-self-start"
            >
              <RefreshCw className={cn(retrying && 'animate-spin')} aria-hidden />
              {DECK_MESSAGES.retryHint}
            </Button>
          </ViewerGate>
        )}
      </CardContent>
    </Card>
  );
}
