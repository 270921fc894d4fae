import { Link } from 'react-router';
import { ArrowLeft, Download, ExternalLink, Target } from 'lucide-react';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import type { MatchIndicator } from '@pitchscope/domain/match-indicator';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { deckFileUrl } from '@/lib/deck-files';
import { factChip, type FactChip } from '@/lib/fact-label';
import { FitMatchPill } from './fit-color';

interface DeepAnalysisHeaderProps {
  deck: Deck;
  backTo: string;
  /** The spec's match indicator: shown under its own name, in neutral colours, beside the fit's label. */
  match: MatchIndicator | null;
}

export function openDeckFile(deckId: string): void {
  window.open(deckFileUrl(deckId, { view: true }), '_blank', 'noopener,noreferrer');
}

/**
 * Page header: Back, '{company} Deep Analysis', industry and stage, badges, the deck's match label
 * (the same as on its card) and the stage & sector indicator under them; the file buttons beside the title.
 */
export function DeepAnalysisHeader({ deck, backTo, match }: DeepAnalysisHeaderProps) {
  // What the deck did not state reads as assumed here too (the deck page marks it the same way); each
  // badge carries its fact's state, as the cards' values do.
  const stage = factChip(deck, 'stage');
  const industry = factChip(deck, 'industry');
  const badges = [factChip(deck, 'product'), stage, industry, factChip(deck, 'roundSize')].filter(
    (chip): chip is FactChip => chip !== null,
  );
  const subline = [industry?.text, stage?.text].filter(Boolean).join(' • ');
  return (
    <header className="space-y-4">
      <Button variant="ghost" size="sm" asChild className="-ml-2">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
      {/* One row from lg up: the title takes what the file buttons leave and truncates (whole in its title
          attribute); the buttons never wrap, so Download is never left alone on a second row. The fit's
          pills sit under the title with the badges: beside it, they left the title a quarter of the row. */}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2 lg:flex-1">
          <h1
            className="text-2xl font-bold tracking-tight break-words sm:text-3xl lg:truncate"
            title={`${deck.companyName} Deep Analysis`}
          >
            {deck.companyName} Deep Analysis
          </h1>
          {subline && <p className="text-sm text-muted-foreground">{subline}</p>}
          {badges.length > 0 && (
            <ul aria-label="Deck details" className="flex flex-wrap gap-2">
              {badges.map((chip, index) => (
                <li key={chip.field}>
                  <Badge variant={index === 0 ? 'default' : 'secondary'} data-fact-state={chip.state} title={chip.title}>
                    {chip.text}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
          {(deck.investorFit || match) && (
            <div className="flex flex-wrap items-center gap-2">
              {deck.investorFit && <FitMatchPill fit={deck.investorFit} className="px-3 py-1 text-sm" />}
              {match && (
                <span className="inline-flex items-center gap-1.5 rounded-full border border-border bg-muted px-3 py-1 text-sm text-muted-foreground">
                  <Target aria-hidden="true" className="size-4" />
                  {match.text}
                </span>
              )}
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:shrink-0 lg:flex-nowrap">
          {deck.fileUrl && (
            <span className="flex items-center gap-2">
              <Button variant="outline" size="sm" onClick={() => openDeckFile(deck.id)}>
                <ExternalLink aria-hidden="true" />
                View Deck
              </Button>
              <Button variant="outline" size="sm" onClick={() => openDeckFile(deck.id)}>
                <Download aria-hidden="true" />
                Download
              </Button>
            </span>
          )}
        </div>
      </div>
    </header>
  );
}
