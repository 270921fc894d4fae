import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { API_BASE } from '@/lib/api-client';
import { getUpload } from './get-upload';

/** Poll period of the fallback when the event stream is not available. */
export const UPLOAD_POLL_MS = 500;

const TERMINAL = new Set<UploadItem['status']>(['completed', 'duplicate', 'error']);

export function uploadEventsUrl(id: string): string {
  return `${API_BASE}/uploads/${encodeURIComponent(id)}/events`;
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}

/** Follows the upload by polling `GET /api/uploads/:id` until it reaches an end state. */
export async function pollUpload(
  id: string,
  onUpdate: (item: UploadItem) => void,
  signal?: AbortSignal,
  intervalMs = UPLOAD_POLL_MS,
): Promise<UploadItem> {
  for (;;) {
    const item = await getUpload(id, signal);
    onUpdate(item);
    if (TERMINAL.has(item.status)) return item;
    await delay(intervalMs, signal);
  }
}

/**
 * Follows the server's real progress of one upload: `GET /api/uploads/:id/events` (SSE, each message a
 * JSON UploadItem) until an end state; if the stream cannot be opened or breaks first, it falls back to
 * polling every 500 ms. Resolves with the final UploadItem.
 */
export function watchUpload(
  id: string,
  onUpdate: (item: UploadItem) => void,
  signal?: AbortSignal,
): Promise<UploadItem> {
  if (typeof EventSource === 'undefined') return pollUpload(id, onUpdate, signal);
  return new Promise<UploadItem>((resolve, reject) => {
    let settled = false;
    const source = new EventSource(uploadEventsUrl(id), { withCredentials: true });
    const finish = (result: Promise<UploadItem> | UploadItem) => {
      if (settled) return;
      settled = true;
      source.close();
      Promise.resolve(result).then(resolve, reject);
    };
    source.onmessage = (event: MessageEvent<string>) => {
      let item: UploadItem;
      try {
        item = JSON.parse(event.data) as UploadItem;
      } catch {
        return; // keep-alive or a malformed frame: wait for the next one
      }
      onUpdate(item);
      if (TERMINAL.has(item.status)) finish(item);
    };
    source.onerror = () => finish(pollUpload(id, onUpdate, signal));
    signal?.addEventListener(
      'abort',
      () => finish(Promise.reject(new DOMException('Aborted', 'AbortError'))),
      {
        once: true,
      },
    );
  });
}
