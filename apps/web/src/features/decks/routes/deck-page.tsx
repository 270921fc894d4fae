import { useCallback, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Braces, Download, FileText, Hash, History, Info, Loader2, Sparkles } from 'lucide-react';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { deckCardActions } from '@pitchscope/domain/deck-actions';
import { formatDeckDate } from '@pitchscope/domain/format';
import { pagesNotReadNotice } from '@pitchscope/domain/pages-read';
import { ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import { FactsEditedNotice } from '@/components/facts-edited-notice';
import { StartAnalysisDialog } from '@/components/start-analysis-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { DeckWriteControl } from '@/components/access/viewer-gate';
import { useMe } from '@/lib/auth';
import { useCurrentWorkspace, useDeckWriteAccess, type DeckWriteAccess } from '@/lib/current-workspace';
import { useFeatureSlot } from '@/lib/feature-slots';
import { deckFileUrl } from '@/lib/deck-files';
import { useDeck } from '../api/get-deck';
import { useDeckContent } from '../api/get-deck-content';
import { DeckMetadataPanel } from '../components/deck-metadata-panel';
import { DeckVersionsPanel } from '../components/deck-versions-panel';
import { VERSION_MESSAGES } from '@pitchscope/domain/deck-versions';
import { DeckNumbers } from '../components/deck-numbers';
import { FitBadge } from '../components/fit-badge';
import { HiddenContentPanel } from '../components/hidden-content-panel';
import { InitialAnalysisPanel } from '../components/initial-analysis-panel';
import { InvestorFitPanel } from '../components/investor-fit-panel';
import { MailedFrom } from '../components/mailed-from';
import { ReadOfflineNotice } from '../components/read-offline-notice';
import { SlideViewer } from '../components/slide-viewer';
import { AskDeckPanel } from '../components/ask-deck-panel';
import { ComparablesPanel } from '../components/comparables-panel';
import { useDeckActions } from '../hooks/use-deck-actions';
import { canHoldToken } from '@pitchscope/domain/ledger';
import { GetTokensLink } from '@/components/get-tokens-link';
import { useStartDeepAnalysis } from '../hooks/use-start-deep-analysis';
import { fileExtension } from '../lib/upload-queue';
import { factLabel } from '@/lib/fact-label';
import { factStateOf } from '@pitchscope/domain/field-sources';

export function isPdfDeck(deck: Pick<Deck, 'fileType' | 'fileName'>): boolean {
  return /pdf/i.test(deck.fileType ?? '') || fileExtension(deck.fileName ?? '') === 'pdf';
}

function fileKindLabel(deck: Pick<Deck, 'fileType' | 'fileName'>): string {
  const extension = fileExtension(deck.fileName ?? '') || (deck.fileType ?? '').replace(/^.*\//, '');
  return extension ? extension.toUpperCase() : 'file';
}

function DeckPageSkeleton() {
  return (
    <div className="grid gap-6" aria-label="Loading deck">
      <Skeleton className="h-9 w-1/2" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Skeleton className="aspect-[16/10] w-full" />
        <div className="grid gap-4">
          <Skeleton className="h-48" />
          <Skeleton className="h-72" />
        </div>
      </div>
    </div>
  );
}

function DeepAnalysisAction({ deck, access }: { deck: Deck; access: DeckWriteAccess }) {
  const deepAnalysis = useStartDeepAnalysis();
  const rules = deckCardActions(deck);
  const deepPath = `/dashboard/deep/${encodeURIComponent(deck.id)}`;
  if (deck.hasDeepAnalysis || deck.inDashboard) {
    const running = deck.deepAnalysisStatus === 'Processing' || deck.status === 'Processing';
    return (
      <Button asChild variant={deck.hasDeepAnalysis ? 'default' : 'outline'}>
        <Link to={deepPath}>
          {running ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          {deck.hasDeepAnalysis
            ? 'View Deep Analysis'
            : running
              ? 'Deep Analysis Running'
              : 'Open Deep Analysis'}
        </Link>
      </Button>
    );
  }
  if (!rules.runDeepAnalysis) return null;
  // A viewer keeps the gated button that says why; anyone who may start one is shown how to get tokens.
  if (!access.isViewer && deepAnalysis.balance !== undefined && !canHoldToken(deepAnalysis.balance)) return <GetTokensLink />;
  const starting = deepAnalysis.isStarting(deck.id);
  return (
    <>
      <DeckWriteControl access={access}>
        <Button onClick={() => deepAnalysis.request(deck)} disabled={starting}>
          {starting ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          Run Deep Analysis
        </Button>
      </DeckWriteControl>
      <StartAnalysisDialog confirmation={deepAnalysis.confirmation} />
    </>
  );
}

/** One deck (route /pitch-decks/:id): the slides, the extracted facts with their sources, and the fit. */
export default function DeckPage() {
  const { id = '' } = useParams();
  const deckQuery = useDeck(id);
  const contentQuery = useDeckContent(id);
  const actions = useDeckActions();
  const { isTeam } = useCurrentWorkspace();
  const ShareDeckButton = useFeatureSlot('ShareDeckButton');
  const DeckPipelinePanel = useFeatureSlot('DeckPipelinePanel');
  const DeckConflictsPanel = useFeatureSlot('DeckConflictsPanel');
  const { data: me } = useMe();
  // A search result links to its slide (`?slide=N`): the viewer opens there.
  const [searchParams] = useSearchParams();
  const [page, setPage] = useState(() => Math.max(1, Number(searchParams.get('slide')) || 1));
  const [highlight, setHighlight] = useState<{ page: number; quote: string } | null>(null);
  const viewerRef = useRef<HTMLDivElement>(null);

  const jumpToSlide = useCallback((slide: number) => {
    setPage(slide);
    viewerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);
  const openCitation = useCallback(
    (slide: number, quote: string) => {
      setHighlight({ page: slide, quote });
      jumpToSlide(slide);
    },
    [jumpToSlide],
  );

  const deck = deckQuery.data;
  const access = useDeckWriteAccess(deck?.workspaceId);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <Link
        to="/pitch-decks"
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Pitch Decks
      </Link>

      {deckQuery.isPending ? (
        <DeckPageSkeleton />
      ) : deckQuery.isError || !deck ? (
        <Alert variant="destructive">
          <AlertTitle>
            {deckQuery.error instanceof ApiError && deckQuery.error.status === 404
              ? ANALYSIS_MESSAGES.deckNotFound
              : ANALYSIS_MESSAGES.loadFailed}
          </AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" onClick={() => void deckQuery.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
            <div className="grid min-w-0 gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="min-w-0 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
                  {deck.companyName}
                </h1>
                <FitBadge fit={deck.investorFit} />
                {deck.isArchived && <Badge variant="secondary">Archived</Badge>}
              </div>
              <p className="text-sm text-muted-foreground">
                {[
                  factLabel(deck.product, factStateOf(deck, 'product'), 'product'),
                  `Uploaded ${formatDeckDate(deck.uploadedAt)}`,
                  isTeam && deck.uploadedBy?.name ? `Uploaded by ${deck.uploadedBy.name}` : null,
                  deck.fileName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {deckCardActions(deck).progressLabel && (
                <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground" role="status">
                  <Loader2 className="size-4 animate-spin" aria-hidden />
                  {deckCardActions(deck).progressLabel}
                </p>
              )}
              {deck.validationError && <p className="text-sm text-destructive">{deck.validationError}</p>}
              {deck.source?.kind === 'link' && (
                // Where the file came from (issue #31): the link as the investor gave it, opened outside the app.
                <p className="min-w-0 truncate text-sm text-muted-foreground">
                  Fetched from{' '}
                  <a href={deck.source.url} target="_blank" rel="noopener noreferrer nofollow" className="underline underline-offset-2">
                    {deck.source.service ?? new URL(deck.source.url).hostname}
                  </a>
                </p>
              )}
              {deck.source?.kind === 'email' && <MailedFrom source={deck.source} />}
              {pagesNotReadNotice(deck) && (
                // The analysis, the facts and the fit stand on these pages only: said where the deck is named.
                <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground" role="note">
                  <Info className="size-4 shrink-0" aria-hidden />
                  {pagesNotReadNotice(deck)}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <DeepAnalysisAction deck={deck} access={access} />
              <ShareDeckButton deckId={deck.id} companyName={deck.companyName} canCreate={access.canWrite} />
              {deck.fileUrl !== null && (
                // The API serves the original as an attachment, so this downloads it.
                <Button asChild variant="outline">
                  <a href={deckFileUrl(deck.id)} download={deck.fileName || undefined}>
                    <Download aria-hidden />
                    Download {fileKindLabel(deck)}
                  </a>
                </Button>
              )}
              <Button asChild variant="ghost">
                <Link to={`/pitch-decks/raw/${encodeURIComponent(deck.id)}`}>
                  <Braces aria-hidden />
                  Raw view
                </Link>
              </Button>
            </div>
          </header>

          <ReadOfflineNotice deck={deck} canWrite={access.canWrite} />
          <DeckConflictsPanel deckId={deck.id} status={deck.status} onJumpToSlide={jumpToSlide} />

          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="grid min-w-0 content-start gap-6">
              <HiddenContentPanel
                findings={deck.hiddenContent ?? []}
                checked={deck.hiddenContentCheck?.checked ?? false}
                onJumpToSlide={jumpToSlide}
              />
              <Card ref={viewerRef} className="scroll-mt-4">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2 text-base">
                    <FileText className="size-4" aria-hidden />
                    Slides
                  </CardTitle>
                </CardHeader>
                {/* On a phone the slide takes the card's whole width (the card's padding is most of a margin). */}
                <CardContent className="px-2 sm:px-6">
                  {contentQuery.isPending ? (
                    <Skeleton className="aspect-[16/10] w-full" />
                  ) : contentQuery.isError ? (
                    <p className="text-sm text-destructive">
                      The extracted content could not be loaded.{' '}
                      <button type="button" className="underline" onClick={() => void contentQuery.refetch()}>
                        Try again
                      </button>
                    </p>
                  ) : (
                    <SlideViewer
                      deckId={deck.id}
                      fileVersion={deck.currentVersion}
                      renderImages={contentQuery.data.pageImages?.available ?? isPdfDeck(deck)}
                      imagesNote={contentQuery.data.pageImages?.note ?? null}
                      pageCount={deck.pageCount}
                      pages={contentQuery.data.pages}
                      page={page}
                      onPageChange={setPage}
                      highlight={highlight}
                    />
                  )}
                </CardContent>
              </Card>
              <AskDeckPanel deckId={deck.id} onCite={openCitation} />
              <Tabs defaultValue="summary">
                <TabsList>
                  <TabsTrigger value="summary">Summary</TabsTrigger>
                  <TabsTrigger value="numbers">Numbers</TabsTrigger>
                  <TabsTrigger value="versions">
                    {VERSION_MESSAGES.sectionTitle}
                    {deck.currentVersion > 1 && (
                      <span className="ml-1 text-xs text-muted-foreground tabular-nums">
                        {VERSION_MESSAGES.versionLabel(deck.currentVersion)}
                      </span>
                    )}
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="summary" className="space-y-4">
                  {deck.analysis && (
                    <FactsEditedNotice
                      changes={deck.factsEditedSinceAnalysis ?? []}
                      writtenAt={deck.analysis.generatedAt}
                      text="analysis"
                    />
                  )}
                  <InitialAnalysisPanel analysis={deck.analysis} />
                </TabsContent>
                <TabsContent value="numbers">
                  <Card>
                    <CardHeader>
                      <CardTitle className="flex items-center gap-2 text-base">
                        <Hash className="size-4" aria-hidden />
                        Numbers in the deck
                      </CardTitle>
                    </CardHeader>
                    <CardContent>
                      <DeckNumbers deckId={deck.id} onJumpToSlide={jumpToSlide} />
                    </CardContent>
                  </Card>
                </TabsContent>
                <TabsContent value="versions">
                  <Card>
                    <CardHeader>
                      <CardTitle className="flex items-center gap-2 text-base">
                        <History className="size-4" aria-hidden />
                        {VERSION_MESSAGES.sectionTitle}
                      </CardTitle>
                    </CardHeader>
                    <CardContent>
                      <DeckVersionsPanel deckId={deck.id} />
                    </CardContent>
                  </Card>
                </TabsContent>
              </Tabs>
            </div>
            <div className="grid min-w-0 content-start gap-6">
              <InvestorFitPanel
                fit={deck.investorFit}
                ratedFor={isTeam && deck.uploadedBy && deck.uploadedBy.id !== me?.uid ? deck.uploadedBy.name : undefined}
                onRetry={
                  deck.status === 'Processing' || deck.status === 'Uploaded' || !(access.canWrite || access.isViewer)
                    ? undefined
                    : () => void actions.retryFit(deck)
                }
                retryAllowed={access.canWrite}
                retrying={actions.isRetrying(deck.id)}
              />
              <DeckMetadataPanel
                deck={deck}
                onJumpToSlide={jumpToSlide}
                editable={access.canWrite}
                viewer={access.isViewer}
              />
              <DeckPipelinePanel
                deckId={deck.id}
                companyName={deck.companyName}
                stageId={deck.pipelineStage}
                editable={access.canWrite}
                viewer={access.isViewer}
              />
              <ComparablesPanel deckId={deck.id} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
