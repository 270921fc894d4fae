import { CheckCircle2, Copy, FileText, Loader2, X, XCircle } from 'lucide-react';
import type { UploadStatus } from '@pitchscope/domain/contracts/decks';
import { Link } from 'react-router';
import { NOT_ADDED_MESSAGES, UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { VERSION_MESSAGES } from '@pitchscope/domain/deck-versions';
import { canAddAnyway } from '@pitchscope/domain/not-added';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { deckPagePath } from '@/lib/app-paths';
import { cn } from '@/lib/utils';
import { canRemove, megabytes, type QueueItem } from '../lib/upload-queue';
import { ModelWaitText } from './model-wait-text';

const STATUS_LABEL: Record<UploadStatus, string> = {
  pending: 'Pending',
  uploading: 'Uploading',
  completed: 'Completed',
  duplicate: 'Duplicate',
  error: 'Error',
};

const STATUS_CLASS: Record<UploadStatus, string> = {
  pending: 'border-border bg-muted text-muted-foreground',
  uploading:
    'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-200',
  completed:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  duplicate:
    'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200',
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
};

const INDICATOR_CLASS: Partial<Record<UploadStatus, string>> = {
  completed: 'bg-emerald-500',
  duplicate: 'bg-amber-400',
  error: 'bg-red-500',
};

function StatusIcon({ status }: { status: UploadStatus }) {
  const common = 'size-5 shrink-0';
  switch (status) {
    case 'uploading':
      return <Loader2 className={cn(common, 'animate-spin text-blue-600 dark:text-blue-400')} aria-hidden />;
    case 'completed':
      return <CheckCircle2 className={cn(common, 'text-emerald-600 dark:text-emerald-400')} aria-hidden />;
    case 'duplicate':
      return <Copy className={cn(common, 'text-amber-600 dark:text-amber-400')} aria-hidden />;
    case 'error':
      return <XCircle className={cn(common, 'text-red-600 dark:text-red-400')} aria-hidden />;
    default:
      return <FileText className={cn(common, 'text-muted-foreground')} aria-hidden />;
  }
}

/** What the second line of a row says: the step, or why the file ended as it did. */
export function rowDetail(item: QueueItem): string {
  if (item.status === 'error') return item.error ?? 'Upload failed';
  // The server's text: the spec's message and, when a colleague uploaded the earlier deck, who and when.
  if (item.status === 'duplicate') return item.error ?? item.duplicateInfo?.reason ?? 'A similar deck already exists.';
  // Waiting behind other files (its own or other teams'): where it stands, not just "queued".
  if (item.status === 'uploading' && item.queuePosition !== null) return UPLOAD_MESSAGES.queuedInLine(item.queuePosition);
  return item.currentStep;
}

/**
 * One file of the upload dialog (spec §2.2 "Per-file row"). Fixed height and tabular numbers so nothing
 * moves while the progress updates.
 */
export function UploadFileRow({
  item,
  onRemove,
  onAddAnyway,
  onAddAsVersion,
  onKeepSeparate,
}: {
  item: QueueItem;
  onRemove: (id: string) => void;
  onAddAnyway?: (id: string) => void;
  /** The two answers to an upload offered as a new version of a deck (ADR 0051). */
  onAddAsVersion?: (id: string) => void;
  onKeepSeparate?: (id: string) => void;
}) {
  const detail = item.status === 'uploading' && item.modelWait ? <ModelWaitText wait={item.modelWait} /> : rowDetail(item);
  const removable = canRemove(item);
  const addable = onAddAnyway !== undefined && canAddAnyway(item);
  const existingDeck = item.status === 'duplicate' ? (item.duplicateInfo?.existingDeck ?? null) : null;
  const versionOffered = existingDeck !== null && item.duplicateInfo?.newVersionOffered === true;
  return (
    <li
      className="flex min-h-[4.75rem] items-center gap-3 rounded-md border bg-card px-3 py-2"
      aria-label={`${item.fileName}: ${STATUS_LABEL[item.status]}`}
      data-status={item.status}
    >
      <StatusIcon status={item.status} />
      <div className="grid min-w-0 flex-1 gap-1">
        {/* The full file name and the whole message wrap: nothing is left to a tooltip. */}
        <div className="flex min-w-0 items-start gap-2">
          <span className="min-w-0 flex-1 text-sm font-medium [overflow-wrap:anywhere]">
            {item.fileName}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
            {megabytes(item.fileSize)}
          </span>
          <Badge variant="outline" className={cn('w-[5.5rem] shrink-0', STATUS_CLASS[item.status])}>
            {STATUS_LABEL[item.status]}
          </Badge>
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-x-2">
          <p
            className={cn(
              'min-w-0 flex-1 text-xs [overflow-wrap:anywhere] first-letter:uppercase',
              item.status === 'error'
                ? 'text-red-700 dark:text-red-300'
                : item.modelWait
                  ? 'text-amber-700 dark:text-amber-300'
                  : 'text-muted-foreground',
            )}
          >
            {detail}
          </p>
          {existingDeck && !versionOffered && (
            // The deck this file duplicates, by name, one click away (issue #36).
            <Link
              to={deckPagePath(existingDeck.id)}
              className="shrink-0 text-xs font-medium text-primary underline-offset-4 hover:underline"
            >
              {VERSION_MESSAGES.duplicateOf(existingDeck.companyName)}
            </Link>
          )}
          {addable && (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto shrink-0 p-0 text-xs"
              onClick={() => onAddAnyway(item.id)}
            >
              {NOT_ADDED_MESSAGES.addAnywayRow}
            </Button>
          )}
        </div>
        {existingDeck && versionOffered && (
          // The same company's deck, changed: the owner says whether it is the deck's next version.
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1" role="group" aria-label={VERSION_MESSAGES.possibleNewVersion(existingDeck.companyName)}>
            <p className="min-w-0 text-xs font-medium">
              {VERSION_MESSAGES.possibleNewVersion('')}
              <Link to={deckPagePath(existingDeck.id)} className="text-primary underline-offset-4 hover:underline">
                {existingDeck.companyName}
              </Link>
            </p>
            {onAddAsVersion && (
              <Button type="button" size="sm" className="h-7 px-2 text-xs" onClick={() => onAddAsVersion(item.id)}>
                {VERSION_MESSAGES.addAsNewVersion}
              </Button>
            )}
            {onKeepSeparate && (
              <Button type="button" size="sm" variant="outline" className="h-7 px-2 text-xs" onClick={() => onKeepSeparate(item.id)}>
                {VERSION_MESSAGES.keepAsSeparateDeck}
              </Button>
            )}
          </div>
        )}
        <div className="flex items-center gap-2">
          <Progress
            value={item.progress}
            className="h-1.5"
            indicatorClassName={INDICATOR_CLASS[item.status]}
            aria-label={`${item.fileName} progress`}
          />
          <span className="w-9 shrink-0 text-right text-xs text-muted-foreground tabular-nums">
            {item.progress}%
          </span>
        </div>
      </div>
      {/* The slot is always there so rows keep their width when the button goes. */}
      <div className="size-8 shrink-0">
        {removable && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={() => onRemove(item.id)}
            aria-label={`Remove ${item.fileName}`}
          >
            <X className="size-4" aria-hidden />
          </Button>
        )}
      </div>
    </li>
  );
}
