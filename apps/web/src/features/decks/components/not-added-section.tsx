import { useState } from 'react';
import { Link } from 'react-router';
import { FileWarning, Hourglass, Loader2, RotateCw, Trash2 } from 'lucide-react';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { formatDeckDate } from '@pitchscope/domain/format';
import { NOT_ADDED_MESSAGES } from '@pitchscope/domain/messages';
import { canAddAnyway, canDeleteUpload, canRetryUpload, isVersionOffer } from '@pitchscope/domain/not-added';
import { VERSION_MESSAGES } from '@pitchscope/domain/deck-versions';
import { MODEL_WAIT_MESSAGES } from '@pitchscope/domain/model-availability';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ViewerGate } from '@/components/access/viewer-gate';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/hooks/use-toast';
import {
  useAddUploadAnyway,
  useAddUploadAsVersion,
  useKeepUploadAsSeparateDeck,
  useRetryUpload,
} from '../api/add-upload-anyway';
import { deckPagePath } from '@/lib/app-paths';
import { ModelWaitText } from './model-wait-text';
import { useDeleteUpload } from '../api/delete-upload';
import { useNotAddedUploads } from '../api/get-not-added-uploads';
import { megabytes } from '../lib/upload-queue';

/**
 * "Not added" on the Pitch Decks page (issue #22, item 4): uploads that did not become decks, kept with
 * their reason, to add anyway (when judged not a pitch deck), retry (when the analysis model did not
 * answer) or delete; and those still waiting for the model (issue #38). Shown only when there are some.
 */
export function NotAddedSection() {
  const { data: uploads } = useNotAddedUploads();
  const addAnyway = useAddUploadAnyway();
  const retry = useRetryUpload();
  const addAsVersion = useAddUploadAsVersion();
  const keepSeparate = useKeepUploadAsSeparateDeck();
  const remove = useDeleteUpload();
  const [confirming, setConfirming] = useState<UploadItem | null>(null);

  if (!uploads || uploads.length === 0) return null;

  const deleteUpload = (upload: UploadItem) =>
    remove.mutateAsync(upload.id).then(
      () =>
        toast({
          title: NOT_ADDED_MESSAGES.sectionTitle,
          description: NOT_ADDED_MESSAGES.deleted(upload.fileName),
        }),
      (error: unknown) => {
        toast({
          title: NOT_ADDED_MESSAGES.sectionTitle,
          description: errorMessage(error),
          variant: 'destructive',
        });
        throw error;
      },
    );

  return (
    <section aria-labelledby="not-added-uploads" className="grid gap-3" data-testid="not-added-section">
      <div className="grid gap-1">
        <h2 id="not-added-uploads" className="inline-flex items-center gap-2 text-lg font-semibold">
          {NOT_ADDED_MESSAGES.sectionTitle}
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
            {uploads.length}
          </span>
        </h2>
        <p className="text-sm text-muted-foreground">{NOT_ADDED_MESSAGES.sectionDescription}</p>
      </div>
      <Card className="py-0">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>File</TableHead>
              <TableHead>Reason</TableHead>
              <TableHead className="w-32">Date</TableHead>
              <TableHead className="w-56 text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {uploads.map((upload) => {
              const adding = addAnyway.isPending && addAnyway.variables === upload.id;
              const retrying = retry.isPending && retry.variables === upload.id;
              const waiting = upload.status === 'uploading' && upload.modelWait !== null;
              const offeredDeck = isVersionOffer(upload)
                ? (upload.duplicateInfo?.existingDeck ?? null)
                : null;
              const answering =
                (addAsVersion.isPending && addAsVersion.variables === upload.id) ||
                (keepSeparate.isPending && keepSeparate.variables === upload.id);
              return (
                <TableRow key={upload.id} aria-label={upload.fileName}>
                  <TableCell className="max-w-64">
                    <div className="flex min-w-0 items-center gap-2">
                      {waiting ? (
                        <Hourglass
                          className="size-4 shrink-0 text-amber-600 dark:text-amber-400"
                          aria-hidden
                        />
                      ) : (
                        <FileWarning
                          className="size-4 shrink-0 text-amber-600 dark:text-amber-400"
                          aria-hidden
                        />
                      )}
                      <span className="truncate font-medium" title={upload.fileName}>
                        {upload.fileName}
                      </span>
                    </div>
                    <span className="pl-6 text-xs text-muted-foreground tabular-nums">
                      {megabytes(upload.fileSize)}
                    </span>
                    {/* One row per file: how often it was sent and refused, when more than once. */}
                    {upload.attemptCount > 1 && (
                      <span className="pl-2 text-xs text-muted-foreground tabular-nums">
                        {NOT_ADDED_MESSAGES.attemptCount(upload.attemptCount)}
                      </span>
                    )}
                  </TableCell>
                  {waiting ? (
                    <TableCell className="max-w-md text-sm whitespace-normal text-amber-700 dark:text-amber-300">
                      <ModelWaitText wait={upload.modelWait!} />
                    </TableCell>
                  ) : offeredDeck ? (
                    <TableCell className="max-w-md text-sm whitespace-normal">
                      {VERSION_MESSAGES.possibleNewVersion('')}
                      <Link
                        to={deckPagePath(offeredDeck.id)}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {offeredDeck.companyName}
                      </Link>
                    </TableCell>
                  ) : (
                    <TableCell className="max-w-md text-sm whitespace-normal text-red-700 dark:text-red-300">
                      {upload.error}
                    </TableCell>
                  )}
                  <TableCell className="text-sm text-muted-foreground tabular-nums">
                    {formatDeckDate(upload.createdAt)}
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-2">
                      {canAddAnyway(upload) && (
                        // Adding makes a deck in the workspace, which a viewer may not; deleting one's own
                        // refused upload changes no deck and stays available.
                        <ViewerGate>
                          <Button
                            size="sm"
                            onClick={() => addAnyway.mutate(upload.id)}
                            disabled={addAnyway.isPending}
                            aria-label={`${NOT_ADDED_MESSAGES.addAnyway}: ${upload.fileName}`}
                          >
                            {adding && <Loader2 className="animate-spin" aria-hidden />}
                            {adding ? NOT_ADDED_MESSAGES.adding : NOT_ADDED_MESSAGES.addAnyway}
                          </Button>
                        </ViewerGate>
                      )}
                      {offeredDeck && (
                        <ViewerGate>
                          <Button
                            size="sm"
                            onClick={() => addAsVersion.mutate(upload.id)}
                            disabled={answering}
                            aria-label={`${VERSION_MESSAGES.addAsNewVersion}: ${upload.fileName}`}
                          >
                            {answering && <Loader2 className="animate-spin" aria-hidden />}
                            {VERSION_MESSAGES.addAsNewVersion}
                          </Button>
                        </ViewerGate>
                      )}
                      {offeredDeck && (
                        <ViewerGate>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => keepSeparate.mutate(upload.id)}
                            disabled={answering}
                            aria-label={`${VERSION_MESSAGES.keepAsSeparateDeck}: ${upload.fileName}`}
                          >
                            {VERSION_MESSAGES.keepAsSeparateDeck}
                          </Button>
                        </ViewerGate>
                      )}
                      {canRetryUpload(upload) && (
                        <ViewerGate>
                          <Button
                            size="sm"
                            onClick={() => retry.mutate(upload.id)}
                            disabled={retry.isPending}
                            aria-label={`${MODEL_WAIT_MESSAGES.retry}: ${upload.fileName}`}
                          >
                            {retrying ? (
                              <Loader2 className="animate-spin" aria-hidden />
                            ) : (
                              <RotateCw aria-hidden />
                            )}
                            {retrying ? MODEL_WAIT_MESSAGES.retrying : MODEL_WAIT_MESSAGES.retry}
                          </Button>
                        </ViewerGate>
                      )}
                      {/* A waiting upload's job still needs its file: it goes on or ends by itself. */}
                      {canDeleteUpload(upload) && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setConfirming(upload)}
                          disabled={adding || retrying || answering}
                          aria-label={`${NOT_ADDED_MESSAGES.delete}: ${upload.fileName}`}
                        >
                          <Trash2 aria-hidden />
                          {NOT_ADDED_MESSAGES.delete}
                        </Button>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Card>
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={NOT_ADDED_MESSAGES.confirmDeleteTitle}
          description={NOT_ADDED_MESSAGES.confirmDelete(confirming.fileName)}
          confirmLabel={NOT_ADDED_MESSAGES.delete}
          destructive
          onConfirm={() => deleteUpload(confirming)}
        />
      )}
    </section>
  );
}
