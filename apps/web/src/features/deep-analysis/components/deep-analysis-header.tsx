import { Link } from 'react-router';
import { ArrowLeft, Download, ExternalLink, Target } from 'lucide-react';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { deckFileUrl } from '../api/deck-file-urls';

export interface MatchIndicatorView {
  label: string;
  score: number;
}

const MATCH_CLASS: Record<string, string> = {
  Excellent: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  Good: 'border-green-300 bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  Moderate: 'border-amber-300 bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  Low: 'border-orange-300 bg-orange-50 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  Poor: 'border-red-300 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};

interface DeepAnalysisHeaderProps {
  deck: Deck;
  backTo: string;
  match: MatchIndicatorView | null;
}

export function openDeckFile(deckId: string): void {
  window.open(deckFileUrl(deckId), '_blank', 'noopener,noreferrer');
}

/** Page header: Back, '{company} Deep Analysis', industry and stage, badges, match indicator, file buttons. */
export function DeepAnalysisHeader({ deck, backTo, match }: DeepAnalysisHeaderProps) {
  const badges = [deck.product, deck.stage, deck.industry, deck.roundSize].filter(
    (value) => value && value.trim(),
  );
  const subline = [deck.industry, deck.stage].filter(Boolean).join(' • ');
  return (
    <header className="space-y-4">
      <Button variant="ghost" size="sm" asChild className="-ml-2">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {deck.companyName} Deep Analysis
          </h1>
          {subline && <p className="text-sm text-muted-foreground">{subline}</p>}
          {badges.length > 0 && (
            <ul aria-label="Deck details" className="flex flex-wrap gap-2">
              {badges.map((value, index) => (
                <li key={`${index}-${value}`}>
                  <Badge variant={index === 0 ? 'default' : 'secondary'}>{value}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {match && (
            <span
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium',
                MATCH_CLASS[match.label] ?? 'border-border bg-muted',
              )}
              title={`Match score ${Math.round(match.score * 100)}%`}
            >
              <Target aria-hidden="true" className="size-4" />
              {match.label} Match
            </span>
          )}
          {deck.fileUrl && (
            <>
              <Button variant="outline" size="sm" onClick={() => openDeckFile(deck.id)}>
                <ExternalLink aria-hidden="true" />
                View Deck
              </Button>
              <Button variant="outline" size="sm" onClick={() => openDeckFile(deck.id)}>
                <Download aria-hidden="true" />
                Download
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
