/**
 * The upload dialog's queue as a pure state machine (spec pitch-deck-handling §2.2, §3.5, §4 "Upload
 * item" and "Batch"). No I/O and no timers: the batch runner (hooks/use-upload-batch.ts) performs the
 * uploads and reports what happened through these actions, so every rule here is unit-tested.
 */
import { ACCEPTED_EXTENSIONS, DEFAULT_MAX_UPLOAD_SIZE_MB } from '@pitchscope/domain/constants';
import type {
  DuplicateInfo,
  UploadItem,
  UploadModelWait,
  UploadRefusal,
  UploadStatus,
} from '@pitchscope/domain/contracts/decks';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';

/** The slice of a browser File the queue needs (a real File satisfies it; tests pass plain objects). */
export interface QueueFile {
  name: string;
  size: number;
}

export interface QueueItem<F extends QueueFile = QueueFile> {
  /** Client-side id of the row (stable for React keys). */
  id: string;
  file: F;
  fileName: string;
  fileSize: number;
  status: UploadStatus;
  /** 0–100. While the file is sent it stays below the server's first step (10). */
  progress: number;
  currentStep: string;
  error: string | null;
  deckId: string | null;
  duplicateInfo: DuplicateInfo | null;
  /** Why the server did not add it, and whether it kept the file (then "add anyway" may be offered). */
  refusal: UploadRefusal | null;
  fileKept: boolean;
  /** Its place in the server's document queue while it waits for a reader (1: next), else null. */
  queuePosition: number | null;
  /** While it waits for the analysis model: when it tries again (issue #38), else null. */
  modelWait: UploadModelWait | null;
  /** Id of the server-side upload once `POST /api/uploads` answered. */
  uploadId: string | null;
}

export interface UploadQueueState<F extends QueueFile = QueueFile> {
  items: QueueItem<F>[];
  /** Pause stops before the next file; the file in flight finishes (spec §4 "Batch"). */
  paused: boolean;
  /** True from Start Upload until no pending file is left (or the batch is paused). */
  running: boolean;
}

export type UploadQueueAction<F extends QueueFile = QueueFile> =
  | { type: 'add'; items: QueueItem<F>[] }
  | { type: 'remove'; id: string }
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'finishBatch' }
  | { type: 'sending'; id: string; percent: number }
  | { type: 'accepted'; id: string; upload: UploadItem }
  | { type: 'serverUpdate'; id: string; upload: UploadItem }
  /** The user added a refused file anyway: the row runs again from the server's answer. */
  | { type: 'reopened'; id: string; upload: UploadItem }
  | { type: 'failed'; id: string; error: string };

export const TERMINAL_STATUSES: readonly UploadStatus[] = ['completed', 'duplicate', 'error'];

/** Share of the bar used while the file itself is sent, before the server's first step (10 extracting). */
export const SENDING_PROGRESS_SHARE = 9;

export const SENDING_STEP = 'sending file';
export const QUEUED_STEP = 'waiting';

export function createUploadQueue<F extends QueueFile = QueueFile>(): UploadQueueState<F> {
  return { items: [], paused: false, running: false };
}

export function isTerminal(status: UploadStatus): boolean {
  return TERMINAL_STATUSES.includes(status);
}

/** Lower-case extension without the dot ('' when the name has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isAcceptedFileName(name: string): boolean {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** Size in MB as the spec shows it; a small non-empty file reads "< 0.01 MB" rather than "0.00 MB". */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (bytes > 0 && mb < 0.005) return '< 0.01 MB';
  return `${mb.toFixed(2)} MB`;
}

let sequence = 0;
function nextRowId(): string {
  sequence += 1;
  return `upload-row-${Date.now().toString(36)}-${sequence}`;
}

export interface ClassifiedFiles<F extends QueueFile> {
  /** Rows to add: pending files, plus files over the size limit already marked as errors. */
  items: QueueItem<F>[];
  /** Files whose type is not PDF/PPT/PPTX (spec §5.1: skipped, with one toast). */
  skipped: F[];
}

/**
 * Sorts dropped or chosen files: other extensions are skipped; files over the limit (or empty) become
 * rows in the error state so the user sees why they will not be sent.
 */
export function classifyFiles<F extends QueueFile>(
  files: readonly F[],
  maxSizeMb: number = DEFAULT_MAX_UPLOAD_SIZE_MB,
  makeId: () => string = nextRowId,
): ClassifiedFiles<F> {
  const items: QueueItem<F>[] = [];
  const skipped: F[] = [];
  for (const file of files) {
    if (!isAcceptedFileName(file.name)) {
      skipped.push(file);
      continue;
    }
    let error: string | null = null;
    if (file.size > maxSizeMb * 1024 * 1024) error = UPLOAD_MESSAGES.fileTooLarge(maxSizeMb);
    else if (file.size === 0) error = UPLOAD_MESSAGES.emptyFile;
    items.push({
      id: makeId(),
      file,
      fileName: file.name,
      fileSize: file.size,
      status: error ? 'error' : 'pending',
      progress: 0,
      currentStep: error ? 'not uploaded' : QUEUED_STEP,
      error,
      deckId: null,
      duplicateInfo: null,
      refusal: null,
      fileKept: false,
      queuePosition: null,
      modelWait: null,
      uploadId: null,
    });
  }
  return { items, skipped };
}

function patchItem<F extends QueueFile>(
  state: UploadQueueState<F>,
  id: string,
  patch: (item: QueueItem<F>) => QueueItem<F>,
): UploadQueueState<F> {
  let changed = false;
  const items = state.items.map((item) => {
    if (item.id !== id) return item;
    changed = true;
    return patch(item);
  });
  return changed ? { ...state, items } : state;
}

function fromServer<F extends QueueFile>(item: QueueItem<F>, upload: UploadItem): QueueItem<F> {
  // A finished row never goes back (an SSE message may arrive after a poll saw the end).
  if (isTerminal(item.status)) return item;
  const status: UploadStatus = upload.status === 'pending' ? 'uploading' : upload.status;
  return {
    ...item,
    uploadId: upload.id,
    status,
    // Progress only moves forward; the server's value wins over the sending share.
    progress: Math.max(item.progress, Math.min(100, Math.max(0, upload.progress))),
    currentStep: upload.currentStep || item.currentStep,
    error: status === 'error' ? (upload.error ?? UPLOAD_MESSAGES.uploadFailed) : status === 'duplicate' ? upload.error : null,
    deckId: upload.deckId ?? item.deckId,
    duplicateInfo: upload.duplicateInfo ?? item.duplicateInfo,
    refusal: upload.refusal,
    fileKept: upload.fileKept,
    queuePosition: status === 'uploading' ? (upload.queuePosition ?? null) : null,
    modelWait: status === 'uploading' ? (upload.modelWait ?? null) : null,
  };
}

export function uploadQueueReducer<F extends QueueFile>(
  state: UploadQueueState<F>,
  action: UploadQueueAction<F>,
): UploadQueueState<F> {
  switch (action.type) {
    case 'add':
      return action.items.length ? { ...state, items: [...state.items, ...action.items] } : state;
    case 'remove': {
      const target = state.items.find((item) => item.id === action.id);
      // Only pending items can be removed (spec §4).
      if (!target || !canRemove(target)) return state;
      return { ...state, items: state.items.filter((item) => item.id !== action.id) };
    }
    case 'start':
      return pendingCount(state) ? { ...state, running: true, paused: false } : state;
    case 'pause':
      return state.running ? { ...state, paused: true } : state;
    case 'resume':
      return pendingCount(state) ? { ...state, paused: false, running: true } : { ...state, paused: false };
    case 'finishBatch':
      return { ...state, running: false };
    case 'sending':
      return patchItem(state, action.id, (item) =>
        isTerminal(item.status)
          ? item
          : {
              ...item,
              status: 'uploading',
              currentStep: SENDING_STEP,
              progress: Math.max(item.progress, Math.round((action.percent / 100) * SENDING_PROGRESS_SHARE)),
            },
      );
    case 'accepted':
    case 'serverUpdate':
      return patchItem(state, action.id, (item) => fromServer(item, action.upload));
    case 'reopened':
      return patchItem(state, action.id, (item) =>
        item.uploadId === action.upload.id && !isTerminal(action.upload.status)
          ? fromServer(
              { ...item, status: 'uploading', progress: 0, error: null, refusal: null, fileKept: false },
              action.upload,
            )
          : item,
      );
    case 'failed':
      return patchItem(state, action.id, (item) =>
        isTerminal(item.status) ? item : { ...item, status: 'error', error: action.error },
      );
  }
}

export function canRemove(item: QueueItem): boolean {
  return item.status === 'pending';
}

/** The next file to send, in order, or null when paused or nothing is pending. */
export function nextPendingItem<F extends QueueFile>(state: UploadQueueState<F>): QueueItem<F> | null {
  if (state.paused) return null;
  return state.items.find((item) => item.status === 'pending') ?? null;
}

export function pendingCount(state: UploadQueueState): number {
  return state.items.filter((item) => item.status === 'pending').length;
}

export function activeItem<F extends QueueFile>(state: UploadQueueState<F>): QueueItem<F> | null {
  return state.items.find((item) => item.status === 'uploading') ?? null;
}

export interface BatchSummary {
  completed: number;
  duplicate: number;
  failed: number;
  pending: number;
  uploading: number;
  total: number;
  /** Rows that reached an end state: the N of "N of M files". */
  finished: number;
}

export function batchSummary(state: UploadQueueState): BatchSummary {
  const count = (status: UploadStatus) => state.items.filter((item) => item.status === status).length;
  const completed = count('completed');
  const duplicate = count('duplicate');
  const failed = count('error');
  return {
    completed,
    duplicate,
    failed,
    pending: count('pending'),
    uploading: count('uploading'),
    total: state.items.length,
    finished: completed + duplicate + failed,
  };
}

/** "N of M files" (spec §2.2 overall progress). */
export function overallProgressLabel(summary: BatchSummary): string {
  return `${summary.finished} of ${summary.total} files`;
}

/** Description of the 'Batch Upload Complete' toast. */
export function batchSummaryText(summary: Pick<BatchSummary, 'completed' | 'duplicate' | 'failed'>): string {
  return `${summary.completed} completed, ${summary.duplicate} duplicate, ${summary.failed} failed.`;
}

export function isBatchDone(state: UploadQueueState): boolean {
  return pendingCount(state) === 0 && activeItem(state) === null;
}
