import { Link } from 'react-router';
import { Archive, ArrowRight, Calendar, CheckCircle2, Clock, Loader2, MapPin } from 'lucide-react';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import {
  analysisCardBadge,
  analysisFooterText,
  summaryBoxFor,
  type AnalysisCardBadge,
  type RunAnalysisButton,
} from '@pitchscope/domain/deck-actions';
import { formatDeckDate } from '@pitchscope/domain/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ViewerGate } from '@/components/access/viewer-gate';
import { cn } from '@/lib/utils';
import { deepAnalysisPath } from '@/lib/app-paths';
import { InvestorFitBlock } from './investor-fit-block';
import { factChip, type FactChip } from '@/lib/fact-label';

const BADGE_CLASS: Record<AnalysisCardBadge, string> = {
  Complete: 'border-transparent bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  'Analyzing...': 'border-transparent bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  Pending: 'border-transparent bg-muted text-muted-foreground',
};

const BADGE_ICON: Record<AnalysisCardBadge, typeof Clock> = {
  Complete: CheckCircle2,
  'Analyzing...': Loader2,
  Pending: Clock,
};

interface AnalysisDeckCardProps {
  deck: DeckSummary;
  runButton: RunAnalysisButton;
  onRun: () => void;
  onArchive: () => void;
}

/** One deck of the Analysis list (spec §2.2). */
export function AnalysisDeckCard({ deck, runButton, onRun, onArchive }: AnalysisDeckCardProps) {
  const badge = analysisCardBadge(deck);
  const BadgeIcon = BADGE_ICON[badge];
  const summary = summaryBoxFor(deck);
  const uploaded = formatDeckDate(deck.uploadedAt);
  const chips = [factChip(deck, 'industry'), factChip(deck, 'stage'), factChip(deck, 'roundSize')].filter(
    (chip): chip is FactChip => chip !== null,
  );
  const location = factChip(deck, 'geography');
  const titleId = `deck-${deck.id}-title`;

  return (
    <Card className="flex h-full flex-col gap-4">
      <CardHeader className="grid-cols-[minmax(0,1fr)] gap-3">
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="min-w-0">
            <h2 id={titleId} className="truncate text-lg font-semibold" title={deck.companyName}>
              {deck.companyName}
            </h2>
          </CardTitle>
          <div className="flex shrink-0 items-center gap-1">
            <Badge className={BADGE_CLASS[badge]}>
              <BadgeIcon aria-hidden="true" className={cn(badge === 'Analyzing...' && 'animate-spin')} />
              {badge}
            </Badge>
            <ViewerGate>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-muted-foreground"
                onClick={onArchive}
                aria-label={`Archive ${deck.companyName}`}
                title="Archive"
              >
                <Archive aria-hidden="true" />
              </Button>
            </ViewerGate>
          </div>
        </div>
        <ul aria-label="Deck details" className="flex flex-wrap gap-1.5">
          {chips.map((chip) => (
            <li key={chip.field}>
              <Badge variant="secondary" data-fact-state={chip.state} title={chip.title}>
                {chip.text}
              </Badge>
            </li>
          ))}
          {location && (
            <li>
              <Badge variant="outline" data-fact-state={location.state} title={location.title}>
                <MapPin aria-hidden="true" />
                {location.text}
              </Badge>
            </li>
          )}
          {uploaded && (
            <li>
              <Badge variant="outline">
                <Calendar aria-hidden="true" />
                <time dateTime={deck.uploadedAt}>{uploaded}</time>
              </Badge>
            </li>
          )}
        </ul>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <InvestorFitBlock fit={deck.investorFit} />
        {summary && (
          <section aria-label={summary.title} className="rounded-md bg-muted/50 p-3">
            <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {summary.title}
            </h3>
            <p className="mt-1 text-sm leading-relaxed break-words">{summary.text}</p>
          </section>
        )}
        <Button asChild className="mt-auto w-full">
          <Link to={deepAnalysisPath(deck.id)} state={{ from: 'dashboard' }}>
            Analysis
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
      <CardFooter className="flex flex-wrap items-center justify-between gap-2 border-t pt-4">
        <span className="text-sm text-muted-foreground">{analysisFooterText(deck)}</span>
        {runButton.visible && (
          <ViewerGate>
            <Button size="sm" variant={runButton.variant} disabled={runButton.disabled} onClick={onRun}>
              {(runButton.label === 'Running Analysis...' || runButton.label === 'Checking...') && (
                <Loader2 aria-hidden="true" className="animate-spin" />
              )}
              {runButton.label}
            </Button>
          </ViewerGate>
        )}
      </CardFooter>
    </Card>
  );
}
