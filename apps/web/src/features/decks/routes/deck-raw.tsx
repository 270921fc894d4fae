import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { ExtractedPage } from '@pitchscope/domain/contracts/decks';
import { ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { deckPagePath } from '@/lib/app-paths';
import { useDeck } from '../api/get-deck';
import { useDeckContent } from '../api/get-deck-content';
import { CopyButton } from '../components/copy-button';

/** The plain-text form of one slide, as it is shown and copied. */
export function slideAsText(page: ExtractedPage): string {
  const lines: string[] = [];
  if (page.header.trim()) lines.push(page.header.trim(), '');
  if (page.rawText.trim()) lines.push(page.rawText.trim());
  const lists: Array<[string, string[] | undefined]> = [
    ['Tables', page.tables],
    ['Charts', page.charts],
    ['Diagrams', page.diagrams],
    ['Images', page.images],
  ];
  for (const [title, items] of lists) {
    const values = (items ?? []).filter((item) => item.trim());
    if (values.length) lines.push('', `${title}:`, ...values.map((value) => `- ${value}`));
  }
  if (page.notes?.trim()) lines.push('', 'Notes:', page.notes.trim());
  if (page.footer.trim()) lines.push('', page.footer.trim());
  return lines.join('\n');
}

function Block({
  title,
  copyText,
  what,
  children,
}: {
  title: ReactNode;
  copyText: string;
  what: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-4">
        <CardTitle className="text-sm">{title}</CardTitle>
        <CopyButton text={copyText} what={what} />
      </CardHeader>
      <CardContent className="px-4">{children}</CardContent>
    </Card>
  );
}

function Pre({ children }: { children: string }) {
  return (
    <pre className="max-h-[28rem] overflow-auto rounded-md bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">
      {children || '—'}
    </pre>
  );
}

/** Raw view of a deck (route /pitch-decks/raw/:id): extracted content slide by slide and the stored fields. */
export default function DeckRawPage() {
  const { id = '' } = useParams();
  const deckQuery = useDeck(id);
  const contentQuery = useDeckContent(id);
  const deck = deckQuery.data;
  const content = contentQuery.data;
  const fieldsJson = deck ? JSON.stringify(deck, null, 2) : '';
  const failed = deckQuery.error ?? contentQuery.error;

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <Link
        to={deckPagePath(id)}
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to deck
      </Link>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-words">
          {deck ? `${deck.companyName} — Raw Data` : 'Raw Data'}
        </h1>
        <p className="text-sm text-muted-foreground">
          The text extracted from each slide and the stored deck fields.
        </p>
      </header>

      {deckQuery.isPending || contentQuery.isPending ? (
        <div className="grid gap-4" aria-label="Loading raw data">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : failed || !deck || !content ? (
        <Alert variant="destructive">
          <AlertTitle>
            {failed instanceof ApiError && failed.status === 404
              ? ANALYSIS_MESSAGES.deckNotFound
              : ANALYSIS_MESSAGES.loadFailed}
          </AlertTitle>
          <AlertDescription>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                void deckQuery.refetch();
                void contentQuery.refetch();
              }}
            >
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <section aria-labelledby="raw-slides" className="grid grid-cols-[minmax(0,1fr)] gap-3">
            <h2 id="raw-slides" className="text-lg font-semibold">
              Slides{' '}
              <span className="text-sm font-normal text-muted-foreground tabular-nums">
                ({content.pages.length})
              </span>
            </h2>
            {content.pages.length === 0 && (
              <p className="text-sm text-muted-foreground">No slide-by-slide content was stored.</p>
            )}
            {content.pages.map((page) => {
              const text = slideAsText(page);
              return (
                <Block
                  key={page.pageNumber}
                  title={`Slide ${page.pageNumber}${page.method !== 'text' ? ` (${page.method === 'ocr' ? 'OCR' : 'no text'})` : ''}`}
                  copyText={text}
                  what={`slide ${page.pageNumber}`}
                >
                  <Pre>{text}</Pre>
                </Block>
              );
            })}
          </section>

          <section aria-labelledby="raw-content" className="grid grid-cols-[minmax(0,1fr)] gap-3">
            <h2 id="raw-content" className="text-lg font-semibold">
              Full extracted text
            </h2>
            <Block title="rawContent" copyText={content.rawContent} what="full extracted text">
              <Pre>{content.rawContent}</Pre>
            </Block>
          </section>

          <section aria-labelledby="raw-fields" className="grid grid-cols-[minmax(0,1fr)] gap-3">
            <h2 id="raw-fields" className="text-lg font-semibold">
              Stored fields
            </h2>
            <Block title="Deck (JSON)" copyText={fieldsJson} what="deck fields as JSON">
              <Pre>{fieldsJson}</Pre>
            </Block>
            {content.extraction && (
              <Block
                title="Extraction result (JSON)"
                copyText={JSON.stringify(content.extraction, null, 2)}
                what="extraction result as JSON"
              >
                <Pre>{JSON.stringify(content.extraction, null, 2)}</Pre>
              </Block>
            )}
          </section>
        </>
      )}
    </div>
  );
}
