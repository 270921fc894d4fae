import { useId, useRef, useState, type DragEvent, type FormEvent, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link2, Pause, Play, Plus, Upload, UploadCloud } from 'lucide-react';
import {
  ACCEPTED_EXTENSIONS,
  DEFAULT_MAX_UPLOAD_SIZE_MB,
  UPLOAD_LIST_HEIGHT,
} from '@pitchscope/domain/constants';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { toast } from '@/hooks/use-toast';
import { useMe } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { DECKS_QUERY_KEY } from '../api/get-decks';
import { useUploadBatch, type UseUploadBatchOptions } from '../hooks/use-upload-batch';
import { overallProgressLabel, pendingCount } from '../lib/upload-queue';
import { ProfileBanner } from './profile-banner';
import { UploadFileRow } from './upload-file-row';

export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export interface UploadDialogProps extends UseUploadBatchOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the page's Upload Decks button), whichever button opened it. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The upload dialog (spec pitch-deck-handling §2.2, §4). It stays mounted while closed, so a batch keeps
 * running in the background and the rows are still there when it is opened again.
 */
export function UploadDialog({ open, onOpenChange, returnFocusRef, ...options }: UploadDialogProps) {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const batch = useUploadBatch(options);
  const { state, summary } = batch;
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [bannerSkipped, setBannerSkipped] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const pending = pendingCount(state);
  const hasItems = state.items.length > 0;
  const busy = state.running && !state.paused;

  function handleOpenChange(next: boolean) {
    if (!next && batch.takeCompleted()) void queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY });
    onOpenChange(next);
  }

  /** Esc with files chosen but not started asks first: "Discard" drops them, "Keep Files" stays. */
  function discardQueuedAndClose() {
    for (const item of state.items) if (item.status === 'pending') batch.remove(item.id);
    setConfirmDiscard(false);
    handleOpenChange(false);
  }

  function startUpload() {
    if (me === null) {
      toast({
        title: UPLOAD_MESSAGES.authRequired.title,
        description: UPLOAD_MESSAGES.authRequired.message,
        variant: 'destructive',
      });
      return;
    }
    batch.start();
  }

  function chooseFiles() {
    inputRef.current?.click();
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) batch.addFiles(event.dataTransfer.files);
  }

  function onDragOver(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    if (!dragging) setDragging(true);
  }

  return (
    <>
      <Dialog open={open} onOpenChange={handleOpenChange}>
        <DialogContent
          className="flex max-h-[calc(100dvh-2rem)] flex-col gap-4 sm:max-w-2xl"
          onEscapeKeyDown={(event) => {
            if (pending > 0 && !state.running) {
              event.preventDefault();
              setConfirmDiscard(true);
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef?.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onDragOver={onDragOver}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
        >
          <DialogHeader>
            <DialogTitle>Upload Pitch Decks</DialogTitle>
            <DialogDescription>
              PDF, PPT or PPTX, up to {options.maxSizeMb ?? DEFAULT_MAX_UPLOAD_SIZE_MB} MB each. Files are
              read, validated and rated against your investor profile one at a time.
            </DialogDescription>
          </DialogHeader>

          {!bannerSkipped && (
            <ProfileBanner onSkip={() => setBannerSkipped(true)} onNavigate={() => handleOpenChange(false)} />
          )}

          <input
            ref={inputRef}
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose pitch deck files"
            data-testid="upload-input"
            onChange={(event) => {
              if (event.target.files?.length) batch.addFiles(event.target.files);
              event.target.value = '';
            }}
          />

          {!hasItems ? (
            <button
              type="button"
              onClick={chooseFiles}
              className={cn(
                'flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-6 py-10 text-center transition-colors',
                'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                dragging
                  ? 'border-primary bg-primary/5'
                  : 'border-muted-foreground/25 hover:border-primary/50 hover:bg-muted/40',
              )}
            >
              <UploadCloud className="size-10 text-muted-foreground" aria-hidden />
              <span className="text-sm font-medium">Drag and drop pitch decks here</span>
              <span className="text-xs text-muted-foreground">
                or click to choose files (.pdf, .ppt, .pptx)
              </span>
            </button>
          ) : (
            <div className="flex min-h-0 flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-medium tabular-nums" aria-live="polite">
                  {overallProgressLabel(summary)}
                </p>
                <Button type="button" variant="outline" size="sm" onClick={chooseFiles}>
                  <Plus aria-hidden />
                  Add More Files
                </Button>
              </div>
              <Progress
                value={summary.total ? Math.round((summary.finished / summary.total) * 100) : 0}
                className="h-1.5"
                aria-label="Overall upload progress"
              />
              <div
                className={cn(
                  'overflow-y-auto rounded-md pr-1',
                  dragging && 'outline-2 outline-dashed outline-primary outline-offset-2',
                )}
                style={{ maxHeight: UPLOAD_LIST_HEIGHT }}
                data-testid="upload-list"
              >
                <ul className="grid gap-2" aria-label="Files to upload">
                  {state.items.map((item) => (
                    <UploadFileRow
                      key={item.id}
                      item={item}
                      onRemove={batch.remove}
                      onAddAnyway={(id) => void batch.addAnyway(id)}
                      onAddAsVersion={(id) => void batch.addAsVersion(id)}
                      onKeepSeparate={(id) => void batch.keepSeparate(id)}
                    />
                  ))}
                </ul>
              </div>
            </div>
          )}

          <LinkField onFetch={batch.addLink} />

          <DialogFooter className="gap-2 sm:justify-between">
            <Button type="button" variant="ghost" onClick={() => handleOpenChange(false)}>
              Close
            </Button>
            <div className="flex flex-wrap justify-end gap-2">
              {busy && (
                <Button type="button" variant="outline" onClick={batch.pause}>
                  <Pause aria-hidden />
                  Pause
                </Button>
              )}
              {state.paused && (
                <Button type="button" variant="outline" onClick={batch.resume} disabled={pending === 0}>
                  <Play aria-hidden />
                  Resume
                </Button>
              )}
              <Button type="button" onClick={startUpload} disabled={pending === 0 || state.running}>
                <Upload aria-hidden />
                Start Upload ({pending})
              </Button>
            </div>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={`Discard ${pending} queued ${pending === 1 ? 'file' : 'files'}?`}
        description="They have not been uploaded yet. Keep them to upload later, or discard them and close."
        cancelLabel="Keep Files"
        confirmLabel="Discard"
        destructive
        onConfirm={discardQueuedAndClose}
      />
    </>
  );
}

/**
 * A deck from a link (issue #31): a file's address or a Google Drive, Dropbox or OneDrive share link.
 * The server fetches it; why it could not (a viewer page, no answer, too large) is said at the field.
 */
function LinkField({ onFetch }: { onFetch: (url: string) => Promise<string | null> }) {
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fetching, setFetching] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!url.trim() || fetching) return;
    setFetching(true);
    setError(null);
    const problem = await onFetch(url.trim());
    setFetching(false);
    if (problem) setError(problem);
    else setUrl('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium">
        Or fetch a deck from a link
      </label>
      <div className="flex gap-2">
        <Input
          id={fieldId}
          type="url"
          inputMode="url"
          placeholder="https://drive.google.com/file/d/…"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline" disabled={!url.trim() || fetching}>
          <Link2 aria-hidden />
          {fetching ? 'Fetching…' : 'Fetch'}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
