import { describe, expect, it } from 'vitest';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import {
  activeItem,
  batchSummary,
  batchSummaryText,
  canRemove,
  classifyFiles,
  createUploadQueue,
  fileExtension,
  isBatchDone,
  megabytes,
  nextPendingItem,
  overallProgressLabel,
  pendingCount,
  uploadQueueReducer,
  type QueueFile,
  type UploadQueueAction,
  type UploadQueueState,
} from './upload-queue';

const MB = 1024 * 1024;
let ids = 0;
const makeId = () => `row-${++ids}`;

function serverItem(patch: Partial<UploadItem> = {}): UploadItem {
  return {
    id: 'srv-1',
    fileName: 'a.pdf',
    fileSize: 1,
    status: 'uploading',
    progress: 10,
    currentStep: 'extracting',
    error: null,
    deckId: null,
    duplicateInfo: null,
    refusal: null,
    fileKept: false,
    addedAnyway: false,
    queuePosition: null,
    attemptCount: 1,
    modelWait: null,
    createdAt: '2025-01-05T00:00:00.000Z',
    updatedAt: '2025-01-05T00:00:00.000Z',
    ...patch,
  };
}

function queueWith(...files: QueueFile[]): UploadQueueState {
  const { items } = classifyFiles(files, 100, makeId);
  return uploadQueueReducer(createUploadQueue(), { type: 'add', items });
}

function run(state: UploadQueueState, ...actions: UploadQueueAction[]): UploadQueueState {
  return actions.reduce(uploadQueueReducer, state);
}

describe('classifyFiles', () => {
  it('keeps PDF, PPT and PPTX (any case) and skips other types', () => {
    const { items, skipped } = classifyFiles(
      [
        { name: 'Acme.pdf', size: MB },
        { name: 'Deck.PPTX', size: MB },
        { name: 'old.ppt', size: MB },
        { name: 'notes.docx', size: MB },
        { name: 'pdf', size: MB },
      ],
      100,
      makeId,
    );
    expect(items.map((item) => item.fileName)).toEqual(['Acme.pdf', 'Deck.PPTX', 'old.ppt']);
    expect(items.every((item) => item.status === 'pending')).toBe(true);
    expect(skipped.map((file) => file.name)).toEqual(['notes.docx', 'pdf']);
  });

  it('refuses files over the size limit before upload with a row error', () => {
    const { items } = classifyFiles(
      [
        { name: 'huge.pdf', size: 101 * MB },
        { name: 'ok.pdf', size: 100 * MB },
      ],
      100,
      makeId,
    );
    expect(items[0]).toMatchObject({ status: 'error', error: 'File is larger than the 100 MB limit.' });
    expect(items[1]).toMatchObject({ status: 'pending', error: null });
  });

  it('refuses empty files', () => {
    const { items } = classifyFiles([{ name: 'empty.pdf', size: 0 }], 100, makeId);
    expect(items[0]).toMatchObject({ status: 'error', error: 'The file is empty.' });
  });
});

describe('helpers', () => {
  it('reads extensions and sizes', () => {
    expect(fileExtension('a.b.PDF')).toBe('pdf');
    expect(fileExtension('.pdf')).toBe('');
    expect(megabytes(2.5 * MB)).toBe('2.50 MB');
    expect(megabytes(3000)).toBe('< 0.01 MB');
    expect(megabytes(0)).toBe('0.00 MB');
  });
});

describe('uploadQueueReducer', () => {
  it('adds files in order and picks the first pending one next', () => {
    const state = queueWith({ name: 'a.pdf', size: 1 }, { name: 'b.pdf', size: 1 });
    expect(pendingCount(state)).toBe(2);
    expect(nextPendingItem(state)?.fileName).toBe('a.pdf');
  });

  it('removes only pending items', () => {
    let state = queueWith({ name: 'a.pdf', size: 1 }, { name: 'b.pdf', size: 1 });
    const [a, b] = state.items;
    state = run(state, { type: 'start' }, { type: 'sending', id: a.id, percent: 50 });
    expect(canRemove(state.items[0])).toBe(false);
    expect(run(state, { type: 'remove', id: a.id }).items).toHaveLength(2);
    expect(run(state, { type: 'remove', id: b.id }).items.map((item) => item.fileName)).toEqual(['a.pdf']);
  });

  it('walks an item through sending, the server steps and completion', () => {
    let state = queueWith({ name: 'a.pdf', size: 1 });
    const { id } = state.items[0];
    state = run(state, { type: 'start' }, { type: 'sending', id, percent: 100 });
    expect(state.items[0]).toMatchObject({ status: 'uploading', currentStep: 'sending file', progress: 9 });
    expect(activeItem(state)?.id).toBe(id);

    state = run(state, {
      type: 'accepted',
      id,
      upload: serverItem({ status: 'pending', progress: 0, currentStep: 'queued' }),
    });
    expect(state.items[0]).toMatchObject({ status: 'uploading', uploadId: 'srv-1', progress: 9 });

    // Waiting behind other files on the server: its place in line, until a reader takes it.
    state = run(state, { type: 'serverUpdate', id, upload: serverItem({ currentStep: 'queued', progress: 0, queuePosition: 4 }) });
    expect(state.items[0]).toMatchObject({ queuePosition: 4 });

    state = run(state, {
      type: 'serverUpdate',
      id,
      upload: serverItem({ progress: 45, currentStep: 'deck record created' }),
    });
    expect(state.items[0]).toMatchObject({ progress: 45, currentStep: 'deck record created', queuePosition: null });

    state = run(state, {
      type: 'serverUpdate',
      id,
      upload: serverItem({ status: 'completed', progress: 100, currentStep: 'done', deckId: 'deck-1' }),
    });
    expect(state.items[0]).toMatchObject({ status: 'completed', progress: 100, deckId: 'deck-1' });

    // A late message never moves a finished row back.
    state = run(state, {
      type: 'serverUpdate',
      id,
      upload: serverItem({ progress: 95, currentStep: 'investor fit analysis' }),
    });
    expect(state.items[0]).toMatchObject({ status: 'completed', progress: 100 });
    expect(isBatchDone(state)).toBe(true);
  });

  it('ends with the duplicate reason or the server error', () => {
    let state = queueWith({ name: 'a.pdf', size: 1 }, { name: 'b.pdf', size: 1 });
    const [a, b] = state.items;
    const duplicateInfo = {
      type: 'same_round' as const,
      existingDeck: { id: 'd0', companyName: 'Acme', uploadedAt: '2025-01-01' },
      companyName: 'Acme',
      confidence: 0.9,
      reason: 'You already have a deck for "Acme" with the same funding round.',
    };
    state = run(
      state,
      {
        type: 'serverUpdate',
        id: a.id,
        upload: serverItem({ status: 'duplicate', progress: 25, duplicateInfo }),
      },
      {
        type: 'serverUpdate',
        id: b.id,
        upload: serverItem({ status: 'error', progress: 20, error: 'Validation failed: not a deck' }),
      },
    );
    expect(state.items[0]).toMatchObject({ status: 'duplicate', duplicateInfo });
    expect(state.items[1]).toMatchObject({ status: 'error', error: 'Validation failed: not a deck' });
  });

  it('runs a refused row again once it is added anyway, and only its own upload', () => {
    let state = queueWith({ name: 'invoice.pdf', size: 1 });
    const [row] = state.items;
    const refused = serverItem({
      status: 'error',
      progress: 20,
      error: 'Validation failed: an invoice',
      refusal: 'not_pitch_deck',
      fileKept: true,
    });
    state = run(
      state,
      { type: 'accepted', id: row.id, upload: serverItem() },
      { type: 'serverUpdate', id: row.id, upload: refused },
    );
    expect(state.items[0]).toMatchObject({ status: 'error', refusal: 'not_pitch_deck', fileKept: true });

    // An answer about another upload, or one that already ended, does not touch the row.
    const other = run(state, {
      type: 'reopened',
      id: row.id,
      upload: serverItem({ id: 'srv-2', progress: 0 }),
    });
    expect(other.items).toEqual(state.items);

    const running = serverItem({
      status: 'uploading',
      progress: 0,
      currentStep: 'queued',
      addedAnyway: true,
    });
    state = run(state, { type: 'reopened', id: row.id, upload: running });
    expect(state.items[0]).toMatchObject({
      status: 'uploading',
      progress: 0,
      error: null,
      refusal: null,
      fileKept: false,
    });
    state = run(state, {
      type: 'serverUpdate',
      id: row.id,
      upload: serverItem({ status: 'completed', progress: 100, deckId: 'd1' }),
    });
    expect(state.items[0]).toMatchObject({ status: 'completed', deckId: 'd1' });
  });

  it('marks a transport failure as an error', () => {
    let state = queueWith({ name: 'a.pdf', size: 1 });
    state = run(state, { type: 'failed', id: state.items[0].id, error: 'Upload failed' });
    expect(state.items[0]).toMatchObject({ status: 'error', error: 'Upload failed' });
  });

  it('pauses before the next file and resumes the remaining pending ones', () => {
    let state = queueWith({ name: 'a.pdf', size: 1 }, { name: 'b.pdf', size: 1 });
    const [a] = state.items;
    state = run(state, { type: 'start' }, { type: 'sending', id: a.id, percent: 10 }, { type: 'pause' });
    expect(state.paused).toBe(true);
    expect(nextPendingItem(state)).toBeNull();
    // The file in flight still finishes.
    state = run(state, {
      type: 'serverUpdate',
      id: a.id,
      upload: serverItem({ status: 'completed', progress: 100 }),
    });
    expect(state.items[0].status).toBe('completed');

    state = run(state, { type: 'resume' });
    expect(state).toMatchObject({ paused: false, running: true });
    expect(nextPendingItem(state)?.fileName).toBe('b.pdf');
  });

  it('does not start or pause without pending work', () => {
    const empty = createUploadQueue();
    expect(run(empty, { type: 'start' }).running).toBe(false);
    expect(run(empty, { type: 'pause' }).paused).toBe(false);
  });
});

describe('batchSummary', () => {
  it('counts outcomes and reads "N of M files"', () => {
    let state = queueWith(
      { name: 'a.pdf', size: 1 },
      { name: 'b.pdf', size: 1 },
      { name: 'c.pdf', size: 1 },
      { name: 'd.pdf', size: 1 },
    );
    const [a, b, c] = state.items;
    state = run(
      state,
      { type: 'serverUpdate', id: a.id, upload: serverItem({ status: 'completed', progress: 100 }) },
      { type: 'serverUpdate', id: b.id, upload: serverItem({ status: 'duplicate', progress: 25 }) },
      { type: 'failed', id: c.id, error: 'Upload failed' },
    );
    const summary = batchSummary(state);
    expect(summary).toMatchObject({
      completed: 1,
      duplicate: 1,
      failed: 1,
      pending: 1,
      total: 4,
      finished: 3,
    });
    expect(overallProgressLabel(summary)).toBe('3 of 4 files');
    expect(batchSummaryText(summary)).toBe('1 completed, 1 duplicate, 1 failed.');
  });
});
