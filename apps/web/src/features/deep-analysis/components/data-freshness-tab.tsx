import { CalendarClock, RefreshCw } from 'lucide-react';
import { DATA_FRESHNESS_MONTHS } from '@pitchscope/domain/constants';
import { FactsEditedNotice } from '@/components/facts-edited-notice';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeckWriteControl } from '@/components/access/viewer-gate';
import type { DeckWriteAccess } from '@/lib/current-workspace';
import type { SupportingAnalyses } from '../hooks/use-supporting-analyses';
import { GeneratingPlaceholder } from './generating-placeholder';

/** Data Freshness tab: how current the deck's figures are (financial data ages after 3 months, market after 6). */
export function DataFreshnessTab({
  freshness,
  access,
}: {
  freshness: SupportingAnalyses['freshness'];
  access: DeckWriteAccess;
}) {
  const { text, isGenerating, run, editedSince, writtenAt } = freshness;
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>
            <h2 className="flex items-center gap-2 text-base font-semibold">
              <CalendarClock aria-hidden="true" className="size-5" />
              Data Freshness
            </h2>
          </CardTitle>
          <CardDescription>
            Financial data counts as outdated after {DATA_FRESHNESS_MONTHS.financial} months, market data
            after {DATA_FRESHNESS_MONTHS.market} months.
          </CardDescription>
        </div>
        <DeckWriteControl access={access}>
          <Button variant="outline" size="sm" onClick={run} disabled={isGenerating}>
            <RefreshCw aria-hidden="true" className={isGenerating ? 'animate-spin' : undefined} />
            {text ? 'Re-run Data Freshness' : 'Run Data Freshness'}
          </Button>
        </DeckWriteControl>
      </CardHeader>
      <CardContent>
        {isGenerating ? (
          <GeneratingPlaceholder label="Analyzing data freshness..." />
        ) : text ? (
          <div className="space-y-4">
            <FactsEditedNotice changes={editedSince} writtenAt={writtenAt} text="dataFreshness" />
            <Markdown content={text} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No data freshness analysis yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
