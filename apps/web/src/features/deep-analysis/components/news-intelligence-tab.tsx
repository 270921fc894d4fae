import { useMemo } from 'react';
import { Info, Newspaper, RefreshCw } from 'lucide-react';
import { FactsEditedNotice } from '@/components/facts-edited-notice';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeckWriteControl } from '@/components/access/viewer-gate';
import { cn } from '@/lib/utils';
import type { DeckWriteAccess } from '@/lib/current-workspace';
import { OFFLINE_NEWS_NOTICE } from '@pitchscope/domain/constants';
import type { SupportingAnalyses } from '../hooks/use-supporting-analyses';
import { GeneratingPlaceholder } from './generating-placeholder';
import { parseNewsSections, type NewsIcon } from './news-sections';

const ICON_STYLE: Record<NewsIcon, string> = {
  '🔺': 'border-l-red-500',
  '⚠️': 'border-l-amber-500',
  '🧾': 'border-l-sky-500',
  '💡': 'border-l-violet-500',
};

function NewsReport({ text }: { text: string }) {
  const sections = useMemo(() => parseNewsSections(text), [text]);
  return (
    <div className="space-y-4">
      {sections.map((section, index) => (
        <section
          key={`${index}-${section.title}`}
          aria-label={section.title || undefined}
          className={cn(
            section.icon && 'rounded-md border border-l-4 p-4',
            section.icon && ICON_STYLE[section.icon],
          )}
        >
          {section.title && (
            <h3 className="mb-2 flex items-center gap-2 text-base font-semibold">
              {section.icon && <span aria-hidden="true">{section.icon}</span>}
              {section.title}
            </h3>
          )}
          <div className="space-y-2">
            {section.blocks.map((block, blockIndex) =>
              block.type === 'notice' ? (
                <p
                  key={blockIndex}
                  className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground"
                >
                  <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {block.text}
                </p>
              ) : (
                <Markdown key={blockIndex} content={block.text} />
              ),
            )}
          </div>
        </section>
      ))}
    </div>
  );
}

/** News Intelligence tab: background research on the company, generated once automatically. */
export function NewsIntelligenceTab({
  news,
  isAdmin = false,
  access,
}: {
  news: SupportingAnalyses['news'];
  isAdmin?: boolean;
  access: DeckWriteAccess;
}) {
  const { text, isGenerating, run, editedSince, writtenAt } = news;
  const offline = Boolean(text?.trimStart().split('\n').some((line) => line.startsWith(OFFLINE_NEWS_NOTICE)));
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>
            <h2 className="flex items-center gap-2 text-base font-semibold">
              <Newspaper aria-hidden="true" className="size-5" />
              News Intelligence
            </h2>
          </CardTitle>
          <CardDescription>
            Red flags, controversies, funding and strategic news from the last 12 months.
          </CardDescription>
        </div>
        <DeckWriteControl access={access}>
          <Button variant="outline" size="sm" onClick={run} disabled={isGenerating}>
            <RefreshCw aria-hidden="true" className={isGenerating ? 'animate-spin' : undefined} />
            Run News Intelligence
          </Button>
        </DeckWriteControl>
      </CardHeader>
      <CardContent>
        {isGenerating ? (
          <GeneratingPlaceholder label="Researching recent news..." />
        ) : text ? (
          <>
            {isAdmin && offline && (
              <p className="mb-4 flex items-start gap-2 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  Admins only: news research needs an online provider. Set <code>GEMINI_API_KEY</code>, or{' '}
                  <code>OPENAI_BASE_URL</code> for an OpenAI-compatible server, and turn on real analysis in the admin
                  settings; investors see only the report below.
                </span>
              </p>
            )}
            <FactsEditedNotice changes={editedSince} writtenAt={writtenAt} text="newsIntelligence" className="mb-4" />
            <NewsReport text={text} />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No news intelligence yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
