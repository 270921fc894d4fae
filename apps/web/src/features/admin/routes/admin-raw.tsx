import { ArrowLeft, Download, ExternalLink, Loader2 } from 'lucide-react';
import { adminFact } from '../utils/decks';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ADMIN_MESSAGES, ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isNotFound, useDeckRaw, type DeckRawData } from '../api/get-deck-raw';
import { DataBlock } from '../components/data-block';
import { LoadError } from '../components/load-error';
import { formatDateTime } from '../utils/dates';
import { deckFileUrl } from '@/lib/deck-files';
import { downloadJson, jsonFileName } from '../utils/files';
import { buildRawBlocks } from '../utils/raw-blocks';

function BackToAdmin() {
  return (
    <Button variant="outline" asChild>
      <Link to="/admin">
        <ArrowLeft aria-hidden />
        Back to Admin
      </Link>
    </Button>
  );
}

function Facts({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RawView({ raw }: { raw: DeckRawData }) {
  const { deck, content } = raw;
  const company = deck.companyName || 'deck';
  const blocks = useMemo(() => buildRawBlocks(raw), [raw]);
  const slideCount = content.pages.length || deck.pageCount;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="space-y-1.5">
            <CardTitle className="text-xl">{deck.companyName || 'N/A'}</CardTitle>
            <p className="font-mono text-xs text-muted-foreground break-all">{deck.id}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {deck.fileUrl ? (
              <Button variant="outline" asChild>
                <a href={deckFileUrl(deck.id, { view: true })} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden />
                  Original File
                </a>
              </Button>
            ) : (
              <Button variant="outline" disabled title="No file stored">
                <ExternalLink aria-hidden />
                Original File
              </Button>
            )}
            <Button onClick={() => downloadJson(jsonFileName(company, 'All Data'), raw)}>
              <Download aria-hidden />
              Download All Data
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          <Facts
            items={[
              ['Company', deck.companyName || 'N/A'],
              ['Industry', adminFact(deck, 'industry', 'N/A')],
              ['Stage', adminFact(deck, 'stage', 'N/A')],
              ['Uploaded', formatDateTime(deck.uploadedAt)],
            ]}
          />
        </CardContent>
      </Card>

      <Tabs defaultValue="metadata">
        <TabsList className="h-auto w-full justify-start">
          <TabsTrigger value="metadata" className="flex-none">
            Metadata
          </TabsTrigger>
          <TabsTrigger value="deep-analysis" className="flex-none">
            Deep Analysis
          </TabsTrigger>
          <TabsTrigger value="raw-content" className="flex-none">
            Raw Content
          </TabsTrigger>
          <TabsTrigger value="technical" className="flex-none">
            Technical Data
          </TabsTrigger>
        </TabsList>

        <TabsContent value="metadata" className="space-y-4 pt-2">
          {blocks.metadata.map((block) => (
            <DataBlock key={block.title} title={block.title} data={block.data} companyName={company} />
          ))}
        </TabsContent>

        <TabsContent value="deep-analysis" className="space-y-4 pt-2">
          {blocks.deepAnalysis.map((block) => (
            <DataBlock
              key={block.title}
              title={block.title}
              data={block.data}
              companyName={company}
              emptyText={block.emptyText}
            />
          ))}
        </TabsContent>

        <TabsContent value="raw-content" className="space-y-4 pt-2">
          <DataBlock
            title="Raw Content"
            description={slideCount ? `Text from all ${slideCount} slides` : 'Text from all slides'}
            data={blocks.rawContent}
            companyName={company}
            emptyText="No raw content was extracted from this deck."
          >
            {content.pages.length > 0 ? (
              <ol className="max-h-[36rem] space-y-3 overflow-auto">
                {content.pages.map((page) => (
                  <li key={page.pageNumber} className="rounded-md border p-3">
                    <p className="mb-1 flex flex-wrap items-center gap-2 text-xs font-medium text-muted-foreground">
                      Slide {page.pageNumber}
                      {page.header && <span className="text-foreground">{page.header}</span>}
                      {page.method === 'ocr' && <Badge variant="outline">OCR</Badge>}
                    </p>
                    <p className="font-mono text-xs whitespace-pre-wrap break-words">{page.rawText || '—'}</p>
                    {page.ocrText && page.ocrText !== page.rawText && (
                      // The slide's text leaves out words OCR doubted and lines of debris; here is all it read.
                      <details className="mt-2">
                        <summary className="cursor-pointer text-xs text-muted-foreground">OCR as read, before cleaning</summary>
                        <p className="mt-1 font-mono text-xs whitespace-pre-wrap break-words">{page.ocrText}</p>
                      </details>
                    )}
                  </li>
                ))}
              </ol>
            ) : undefined}
          </DataBlock>
          <DataBlock title="File Information" data={blocks.fileInfo} companyName={company}>
            <Facts
              items={[
                ['File URL', blocks.fileInfo.fileUrl ?? 'N/A'],
                ['File name', blocks.fileInfo.fileName || 'N/A'],
                ['Status', blocks.fileInfo.status],
                ['Deep analysis status', blocks.fileInfo.deepAnalysisStatus],
              ]}
            />
          </DataBlock>
        </TabsContent>

        <TabsContent value="technical" className="space-y-4 pt-2">
          {blocks.technical.map((block) => (
            <DataBlock key={block.title} title={block.title} data={block.data} companyName={company} />
          ))}
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** /admin/raw/:deckId: everything stored for one deck (spec §2.5). */
export default function AdminRawPage() {
  const { deckId = '' } = useParams();
  const raw = useDeckRaw(deckId);

  if (raw.isPending && deckId) {
    return (
      <div
        className="flex min-h-[50vh] items-center justify-center"
        role="status"
        aria-label="Loading deck data"
      >
        <Loader2 className="size-8 animate-spin text-muted-foreground" aria-hidden />
      </div>
    );
  }

  if (!deckId || (raw.isError && isNotFound(raw.error))) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
        <h1 className="text-2xl font-bold">{ADMIN_MESSAGES.deckNotFound.title}</h1>
        <p className="text-muted-foreground">{ADMIN_MESSAGES.deckNotFound.message}</p>
        <BackToAdmin />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Raw Deck Data</h1>
          <p className="text-sm text-muted-foreground">Everything stored for this pitch deck.</p>
        </div>
        <BackToAdmin />
      </div>
      {raw.isError ? (
        <LoadError message={ANALYSIS_MESSAGES.adminLoadFailed} onRetry={() => void raw.refetch()} />
      ) : raw.data ? (
        <RawView raw={raw.data} />
      ) : null}
    </div>
  );
}
