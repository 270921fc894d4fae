import { LIBRARY_EVENTS } from '@pitchscope/domain/contracts/deck-list';
import { API_BASE } from '@/lib/api-client';

/** `GET /api/decks/events`: the signals that the current workspace's decks changed (no deck data). */
export function libraryEventsUrl(): string {
  return `${API_BASE}/decks/events`;
}

/** After the stream was given up (an error answer, no server), it is opened again this much later. */
export const LIBRARY_STREAM_REOPEN_MS = 30_000;

export interface LibraryStreamHandlers {
  /** The workspace's decks may have changed: read the list again. */
  onChange(): void;
  /** Whether signals arrive: while they do not, the caller reads the list on its own now and then. */
  onLive(live: boolean): void;
}

/**
 * Follows the library's event stream until the returned function is called. The browser reconnects a
 * dropped stream by itself; after a reconnect (a second `ready`) the list is read again, since changes
 * may have been missed meanwhile. A stream the browser gave up on is opened again after 30 s.
 */
export function watchLibrary(handlers: LibraryStreamHandlers): () => void {
  if (typeof EventSource === 'undefined') {
    handlers.onLive(false);
    return () => undefined;
  }
  let source: EventSource | null = null;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let listenedBefore = false;
  const open = () => {
    const current = new EventSource(libraryEventsUrl(), { withCredentials: true });
    source = current;
    current.onmessage = (event: MessageEvent<string>) => {
      if (event.data === LIBRARY_EVENTS.ready) {
        handlers.onLive(true);
        if (listenedBefore) handlers.onChange();
        listenedBefore = true;
      } else if (event.data === LIBRARY_EVENTS.changed) handlers.onChange();
    };
    current.onerror = () => {
      handlers.onLive(false);
      if (current.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
      current.close();
      reopen = setTimeout(open, LIBRARY_STREAM_REOPEN_MS);
    };
  };
  open();
  return () => {
    clearTimeout(reopen);
    source?.close();
  };
}
