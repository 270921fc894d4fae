import { Link } from 'react-router';
import { History, Scale } from 'lucide-react';
import {
  COMPARABLE_REASON_LABELS,
  SEEN_BEFORE_MATCH_LABELS,
  type ComparableDeck,
  type SeenBeforeDeck,
} from '@pitchscope/domain/comparables';
import { formatDeckDate } from '@pitchscope/domain/format';
import { fitMatchLabel } from '@pitchscope/domain/investor-fit';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { deckPagePath } from '@/lib/app-paths';
import { cn } from '@/lib/utils';
import { useDeckComparables } from '../api/get-deck-comparables';
import { FIT_DOT_CLASS, fitColorOf } from '../lib/fit-colors';

function FitText({ fit }: { fit: ComparableDeck['fit'] }) {
  const label = fitMatchLabel(fit);
  if (!label) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <span className={cn('size-1.5 rounded-full', FIT_DOT_CLASS[fitColorOf(fit)])} aria-hidden />
      {label}
    </span>
  );
}

function ComparableItem({ deck }: { deck: ComparableDeck }) {
  return (
    <li className="grid gap-0.5 border-t pt-2 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <Link to={deckPagePath(deck.deckId)} className="font-medium hover:underline">
          {deck.companyName}
        </Link>
        <span className="text-xs text-muted-foreground tabular-nums" title="How alike, out of 100">
          {Math.round(deck.score * 100)}% alike
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        {[deck.industry, deck.stage, deck.roundSize].filter(Boolean).join(' · ')}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 text-xs">
        <FitText fit={deck.fit} />
        <span>{deck.outcome}</span>
        <span className="text-muted-foreground">{deck.reasons.map((reason) => COMPARABLE_REASON_LABELS[reason]).join(', ')}</span>
      </p>
    </li>
  );
}

function SeenBeforeItem({ deck }: { deck: SeenBeforeDeck }) {
  const why = deck.matches
    .map((match) => (match === 'founders' ? `${SEEN_BEFORE_MATCH_LABELS.founders} (${deck.sharedFounders.join(', ')})` : SEEN_BEFORE_MATCH_LABELS[match]))
    .join(', ');
  return (
    <li className="grid gap-0.5 border-t pt-2 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <Link to={deckPagePath(deck.deckId)} className="font-medium hover:underline">
          {deck.companyName}
        </Link>
        <time className="text-xs text-muted-foreground" dateTime={deck.uploadedAt}>
          {formatDeckDate(deck.uploadedAt)}
        </time>
      </div>
      <p className="text-xs font-medium">{deck.outcome}</p>
      <p className="text-xs text-muted-foreground">{why}</p>
    </li>
  );
}

/**
 * The deck page's "Comparables" and "Seen before" (issue #32 item 3): the workspace's decks most like this
 * one with their fit and stage, and earlier decks of the same company or founders with what became of them.
 */
export function ComparablesPanel({ deckId }: { deckId: string }) {
  const query = useDeckComparables(deckId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Scale className="size-4" aria-hidden />
          Comparables
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {query.isPending ? (
          <Skeleton className="h-16 w-full" aria-label="Loading comparables" />
        ) : query.isError ? (
          <p role="alert" className="text-destructive">
            Comparables could not be loaded.{' '}
            <button type="button" className="underline" onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <>
            {query.data.seenBefore.length > 0 && (
              <section aria-labelledby={`seen-before-${deckId}`} className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 dark:bg-amber-950/30">
                <h3 id={`seen-before-${deckId}`} className="flex items-center gap-2 font-medium">
                  <History className="size-4" aria-hidden />
                  Seen before
                </h3>
                <ul className="grid gap-2" aria-label="Seen before">
                  {query.data.seenBefore.map((deck) => (
                    <SeenBeforeItem key={deck.deckId} deck={deck} />
                  ))}
                </ul>
              </section>
            )}
            {query.data.comparables.length === 0 ? (
              <p className="text-muted-foreground">No deck of this workspace is like this one yet.</p>
            ) : (
              <ul className="grid gap-2" aria-label="Comparable decks">
                {query.data.comparables.map((deck) => (
                  <ComparableItem key={deck.deckId} deck={deck} />
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
