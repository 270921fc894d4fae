import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Link2Off } from 'lucide-react';
import type { SharedDeck } from '@pitchscope/domain/contracts/share-links';
import { SHARE_LINK_ROBOTS } from '@pitchscope/domain/constants';
import { FACTS_EDITED_SINCE_HEADING } from '@pitchscope/domain/facts-edited-since';
import { formatDeckDate } from '@pitchscope/domain/format';
import { SHARE_LINK_MESSAGES } from '@pitchscope/domain/messages';
import { BrandLogo } from '@/components/brand-logo';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useSharedDeck } from '../api/get-shared-deck';

/** Keeps the page out of search engines (the server also sends X-Robots-Tag with it). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = SHARE_LINK_ROBOTS;
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

function Unavailable() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader className="items-center">
        <Link2Off className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <CardTitle>
          <h1 className="text-xl font-semibold">{SHARE_LINK_MESSAGES.unavailable}</h1>
        </CardTitle>
        <CardDescription>{SHARE_LINK_MESSAGES.unavailableHint}</CardDescription>
      </CardHeader>
    </Card>
  );
}

function SharedDeckView({ deck }: { deck: SharedDeck }) {
  return (
    <article className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{deck.companyName}</h1>
        {deck.shortDescription && <p className="text-muted-foreground">{deck.shortDescription}</p>}
      </header>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">
            <h2>Deck facts</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {deck.facts.length === 0 ? (
            <p className="text-sm text-muted-foreground">The deck states none of its key facts.</p>
          ) : (
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {deck.facts.map((fact) => (
                <div key={fact.field} className="grid gap-0.5">
                  <dt className="text-xs font-medium text-muted-foreground uppercase">{fact.label}</dt>
                  <dd
                    className="[overflow-wrap:anywhere]"
                    data-fact-state={fact.state}
                    title={fact.state === 'edited' ? SHARE_LINK_MESSAGES.editedFactTitle : undefined}
                  >
                    {fact.value}
                    {fact.state === 'edited' && (
                      <span className="text-xs text-muted-foreground"> {SHARE_LINK_MESSAGES.editedFact}</span>
                    )}
                  </dd>
                </div>
              ))}
              <div className="grid gap-0.5">
                <dt className="text-xs font-medium text-muted-foreground uppercase">Slides</dt>
                <dd>{deck.pageCount}</dd>
              </div>
            </dl>
          )}
        </CardContent>
      </Card>

      {deck.executiveSummary && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">
              <h2>Summary</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="leading-relaxed whitespace-pre-line">{deck.executiveSummary}</p>
          </CardContent>
        </Card>
      )}

      {deck.report && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">
              <h2>Deep analysis</h2>
            </CardTitle>
            <CardDescription>
              Generated {formatDeckDate(deck.report.generatedAt)}. {SHARE_LINK_MESSAGES.reportWithheld}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {deck.report.factsEditedSince.length > 0 && (
              <aside role="note" aria-label={FACTS_EDITED_SINCE_HEADING} className="rounded-md border px-3 py-2 text-sm">
                <p>{SHARE_LINK_MESSAGES.factsEditedSince}</p>
                <ul className="list-disc pl-5 [overflow-wrap:anywhere]">
                  {deck.report.factsEditedSince.map((fact) => (
                    <li key={fact.field}>
                      {fact.label}: {fact.value}
                    </li>
                  ))}
                </ul>
              </aside>
            )}
            {deck.report.sections.map((section) => (
              <section key={section.title} aria-label={section.title} className="grid gap-2">
                <h3 className="text-lg font-semibold">{section.title}</h3>
                <Markdown content={section.text} />
              </section>
            ))}
          </CardContent>
        </Card>
      )}

      {deck.expiresAt && (
        <p className="text-center text-xs text-muted-foreground">This link works until {formatDeckDate(deck.expiresAt)}.</p>
      )}
    </article>
  );
}

/** `/s/:token`: a deck shared read-only (ADR 0020), for anyone holding the link, signed in or not. */
export default function SharedDeckPage() {
  const { token = '' } = useParams();
  const shared = useSharedDeck(token);
  useNoIndex();

  return (
    <div className="min-h-dvh bg-muted/30">
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
        <div className="flex items-center justify-between gap-4">
          <BrandLogo />
          <span className="text-sm text-muted-foreground">{SHARE_LINK_MESSAGES.sharedBy}</span>
        </div>
        <main>
          {shared.isPending ? (
            <div className="grid gap-4" aria-label="Loading the shared deck">
              <Skeleton className="h-10 w-2/3" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : shared.isError ? (
            isApiError(shared.error) && shared.error.code === 'SHARE_LINK_UNAVAILABLE' ? (
              <Unavailable />
            ) : (
              <div role="alert" className="flex flex-col items-center gap-3 text-center">
                <p className="text-destructive">Could not load the shared deck.</p>
                <Button variant="outline" onClick={() => void shared.refetch()}>
                  Try Again
                </Button>
              </div>
            )
          ) : (
            <SharedDeckView deck={shared.data} />
          )}
        </main>
      </div>
    </div>
  );
}
