import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BATCH_PAUSE_MS, DEFAULT_MAX_UPLOAD_SIZE_MB } from '@pitchscope/domain/constants';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { NOT_ADDED_MESSAGES, UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { ApiError } from '@/lib/api-client';
import { dispatchTokenBalanceUpdated } from '@/lib/events';
import { toast } from '@/hooks/use-toast';
import { addUploadAnyway } from '../api/add-upload-anyway';
import { addUploadAsVersion, keepUploadAsSeparateDeck } from '../api/deck-versions';
import { createUpload } from '../api/create-upload';
import { createUploadFromLink } from '../api/create-upload-from-link';
import { DECKS_QUERY_KEY } from '../api/get-decks';
import { NOT_ADDED_QUERY_KEY } from '@/lib/query-keys';
import { watchUpload } from '../api/watch-upload';
import {
  batchSummary,
  batchSummaryText,
  classifyFiles,
  createUploadQueue,
  nextPendingItem,
  pendingCount,
  uploadQueueReducer,
  type QueueItem,
  type UploadQueueAction,
  type UploadQueueState,
} from '../lib/upload-queue';

type State = UploadQueueState<File>;
type Action = UploadQueueAction<File>;

/** A synchronous store around the pure reducer, so the batch loop always reads the latest state. */
function createStore() {
  let state: State = createUploadQueue<File>();
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(action: Action) {
      const next = uploadQueueReducer(state, action);
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return UPLOAD_MESSAGES.userNotAuthenticated;
    return error.message || UPLOAD_MESSAGES.uploadFailed;
  }
  return UPLOAD_MESSAGES.uploadFailed;
}

export interface UseUploadBatchOptions {
  maxSizeMb?: number;
  /** Pause between two files (spec §4: 1 s). */
  pauseMs?: number;
}

/**
 * Runs the upload dialog's batch (spec pitch-deck-handling §2.2, §4): one file at a time, in order, with a
 * pause between files; each file is POSTed to /api/uploads and then followed through the server's events.
 */
export function useUploadBatch({
  maxSizeMb = DEFAULT_MAX_UPLOAD_SIZE_MB,
  pauseMs = BATCH_PAUSE_MS,
}: UseUploadBatchOptions = {}) {
  const queryClient = useQueryClient();
  const [store] = useState(createStore);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const running = useRef(false);
  const completedSinceOpen = useRef(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  const addFiles = useCallback(
    (files: Iterable<File> | ArrayLike<File>) => {
      const { items, skipped } = classifyFiles(Array.from(files), maxSizeMb);
      if (skipped.length > 0) {
        const message = UPLOAD_MESSAGES.skipped(skipped.length);
        toast({ title: message.title, description: message.message, variant: 'destructive' });
      }
      store.dispatch({ type: 'add', items });
    },
    [maxSizeMb, store],
  );

  /** What a finished upload changes elsewhere: the deck list, the balance, the "Not added" section. */
  const settle = useCallback(
    (final: UploadItem) => {
      if (final.status === 'completed') {
        completedSinceOpen.current = true;
        dispatchTokenBalanceUpdated();
        void queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY });
      }
      void queryClient.invalidateQueries({ queryKey: NOT_ADDED_QUERY_KEY });
    },
    [queryClient],
  );

  const processItem = useCallback(
    async (item: QueueItem<File>, signal: AbortSignal) => {
      store.dispatch({ type: 'sending', id: item.id, percent: 0 });
      try {
        const accepted = await createUpload(
          item.file,
          (percent) => store.dispatch({ type: 'sending', id: item.id, percent }),
          signal,
        );
        store.dispatch({ type: 'accepted', id: item.id, upload: accepted });
        const final = await watchUpload(
          accepted.id,
          (upload) => store.dispatch({ type: 'serverUpdate', id: item.id, upload }),
          signal,
        );
        store.dispatch({ type: 'serverUpdate', id: item.id, upload: final });
        settle(final);
      } catch (error) {
        if (isAbort(error)) throw error;
        store.dispatch({ type: 'failed', id: item.id, error: uploadErrorMessage(error) });
        // A file refused on arrival for what it is (not a PDF, PPT or PPTX; empty) is kept under "Not added".
        void queryClient.invalidateQueries({ queryKey: NOT_ADDED_QUERY_KEY });
      }
    },
    [queryClient, settle, store],
  );

  /**
   * Runs a finished row again on the server ("Add as pitch deck anyway" on a refused row, or a choice on a
   * row offered as a new version); the row follows it to its new end.
   */
  const rerun = useCallback(
    async (id: string, start: (uploadId: string) => Promise<UploadItem>) => {
      const item = store.get().items.find((candidate) => candidate.id === id);
      const signal = abort.current?.signal;
      if (!item?.uploadId || !signal) return;
      try {
        const reopened = await start(item.uploadId);
        store.dispatch({ type: 'reopened', id, upload: reopened });
        const final = await watchUpload(
          reopened.id,
          (upload) => store.dispatch({ type: 'serverUpdate', id, upload }),
          signal,
        );
        store.dispatch({ type: 'serverUpdate', id, upload: final });
        settle(final);
      } catch (error) {
        if (isAbort(error)) return;
        toast({
          title: NOT_ADDED_MESSAGES.notAddedTitle,
          description: uploadErrorMessage(error),
          variant: 'destructive',
        });
      }
    },
    [settle, store],
  );
  const addAnyway = useCallback((id: string) => rerun(id, addUploadAnyway), [rerun]);
  /** "Add as new version" / "Keep as separate deck" on a row offered as a new version (ADR 0051). */
  const addAsVersion = useCallback((id: string) => rerun(id, addUploadAsVersion), [rerun]);
  const keepSeparate = useCallback((id: string) => rerun(id, keepUploadAsSeparateDeck), [rerun]);

  /**
   * A deck fetched from a link (issue #31): the server fetches it at once, outside the batch, and its row
   * follows it like a file's. Answers the reason when the server took nothing (shown at the link field).
   */
  const addLink = useCallback(
    async (url: string): Promise<string | null> => {
      const signal = abort.current?.signal;
      if (!signal) return null;
      let accepted: UploadItem;
      try {
        accepted = await createUploadFromLink(url, signal);
      } catch (error) {
        if (isAbort(error)) return null;
        // A page that is no deck is kept under "Not added", like a refused file.
        void queryClient.invalidateQueries({ queryKey: NOT_ADDED_QUERY_KEY });
        return uploadErrorMessage(error);
      }
      const id = `link-${accepted.id}`;
      // The row needs a File only for its name and size; the bytes stayed on the server.
      const placeholder = new File([], accepted.fileName);
      store.dispatch({ type: 'add', items: [{ ...linkRow(id, placeholder, accepted) }] });
      store.dispatch({ type: 'accepted', id, upload: accepted });
      try {
        const final = await watchUpload(accepted.id, (upload) => store.dispatch({ type: 'serverUpdate', id, upload }), signal);
        store.dispatch({ type: 'serverUpdate', id, upload: final });
        settle(final);
      } catch (error) {
        if (!isAbort(error)) store.dispatch({ type: 'failed', id, error: uploadErrorMessage(error) });
      }
      return null;
    },
    [queryClient, settle, store],
  );

  const runBatch = useCallback(async () => {
    if (running.current) return;
    const signal = abort.current?.signal;
    if (!signal || signal.aborted) return;
    running.current = true;
    let sentOne = false;
    try {
      for (;;) {
        let next = nextPendingItem(store.get());
        if (!next) break;
        if (sentOne) {
          await wait(pauseMs);
          if (signal.aborted) return;
          next = nextPendingItem(store.get()); // paused or removed meanwhile
          if (!next) break;
        }
        await processItem(next, signal);
        sentOne = true;
      }
    } catch (error) {
      if (isAbort(error)) return;
      throw error;
    } finally {
      running.current = false;
    }
    const current = store.get();
    if (current.paused && pendingCount(current) > 0) return; // Resume picks up the rest
    store.dispatch({ type: 'finishBatch' });
    store.dispatch({ type: 'resume' });
    if (sentOne) {
      const summary = batchSummary(current);
      toast({ title: UPLOAD_MESSAGES.batchComplete, description: batchSummaryText(summary) });
    }
  }, [pauseMs, processItem, store]);

  const start = useCallback(() => {
    store.dispatch({ type: 'start' });
    void runBatch();
  }, [runBatch, store]);

  const pause = useCallback(() => store.dispatch({ type: 'pause' }), [store]);

  const resume = useCallback(() => {
    store.dispatch({ type: 'resume' });
    void runBatch();
  }, [runBatch, store]);

  const remove = useCallback((id: string) => store.dispatch({ type: 'remove', id }), [store]);

  /** True once, after a file completed since the last call: the dialog refreshes the list on close. */
  const takeCompleted = useCallback(() => {
    const value = completedSinceOpen.current;
    completedSinceOpen.current = false;
    return value;
  }, []);

  return {
    state,
    summary: batchSummary(state),
    addFiles,
    addLink,
    start,
    pause,
    resume,
    remove,
    addAnyway,
    addAsVersion,
    keepSeparate,
    takeCompleted,
  };
}

export type UploadBatch = ReturnType<typeof useUploadBatch>;

/** The row of a deck fetched from a link, as the server accepted it. */
function linkRow(id: string, file: File, accepted: UploadItem): QueueItem<File> {
  return {
    id,
    file,
    fileName: accepted.fileName,
    fileSize: accepted.fileSize,
    status: 'pending',
    progress: 0,
    currentStep: accepted.currentStep,
    error: null,
    deckId: null,
    duplicateInfo: null,
    refusal: null,
    fileKept: false,
    queuePosition: accepted.queuePosition,
    modelWait: null,
    uploadId: accepted.id,
  };
}
