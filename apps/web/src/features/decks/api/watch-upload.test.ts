import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { mockApi } from '@/test/mock-api';
import { watchUpload } from './watch-upload';

function item(patch: Partial<UploadItem>): UploadItem {
  return {
    id: 'u1',
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
    createdAt: '',
    updatedAt: '',
    ...patch,
  };
}

class FakeEventSource {
  static last: FakeEventSource | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(
    public url: string,
    public init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
  }
  emit(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('watchUpload', () => {
  it('follows the server events until an end state', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const updates: number[] = [];
    const done = watchUpload('u1', (update) => updates.push(update.progress));
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/uploads/u1/events');
    source.emit(item({ progress: 10 }));
    source.emit(item({ progress: 65, currentStep: 'file uploaded' }));
    source.emit(item({ status: 'completed', progress: 100, currentStep: 'done' }));
    await expect(done).resolves.toMatchObject({ status: 'completed' });
    expect(updates).toEqual([10, 65, 100]);
    expect(source.closed).toBe(true);
  });

  it('falls back to polling when the stream fails', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const answers = [item({ progress: 45 }), item({ status: 'duplicate', progress: 25 })];
    const api = mockApi({ 'GET /uploads/u1': () => answers.shift() });
    const updates: string[] = [];
    const done = watchUpload('u1', (update) => updates.push(update.status));
    FakeEventSource.last!.onerror?.();
    await expect(done).resolves.toMatchObject({ status: 'duplicate' });
    expect(updates).toEqual(['uploading', 'duplicate']);
    expect(api.calls('GET /uploads/u1')).toHaveLength(2);
  });
});
