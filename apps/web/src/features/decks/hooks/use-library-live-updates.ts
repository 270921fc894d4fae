import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DECK_COUNTS_QUERY_KEY, DECK_LIST_QUERY_KEY } from '@/lib/query-keys';
import { watchLibrary } from '../api/watch-library';

/** Signals closer together than this make one read of the list (a teammate's bulk import). */
export const LIBRARY_REFRESH_GAP_MS = 1000;
/** While the stream is down, the list is read this often (and whenever the window gets focus). */
export const LIBRARY_FALLBACK_POLL_MS = 30_000;

/**
 * Keeps the open library current when decks arrive or change without this browser's doing (mailed decks,
 * links, the API, teammates): the server's library stream says when, and the list and counts are read
 * again, at most once a second. Without the stream they are read every 30 s and on window focus.
 */
export function useLibraryLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lastRefresh = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let fallback: ReturnType<typeof setInterval> | undefined;
    const refresh = () => {
      if (pending !== undefined) return;
      pending = setTimeout(
        () => {
          pending = undefined;
          lastRefresh = Date.now();
          void queryClient.invalidateQueries({ queryKey: DECK_LIST_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: DECK_COUNTS_QUERY_KEY });
        },
        Math.max(0, lastRefresh + LIBRARY_REFRESH_GAP_MS - Date.now()),
      );
    };
    const refreshOnFocus = () => refresh();
    const setLive = (live: boolean) => {
      if (live && fallback !== undefined) {
        clearInterval(fallback);
        fallback = undefined;
        window.removeEventListener('focus', refreshOnFocus);
      } else if (!live && fallback === undefined) {
        fallback = setInterval(refresh, LIBRARY_FALLBACK_POLL_MS);
        window.addEventListener('focus', refreshOnFocus);
      }
    };
    const stop = watchLibrary({ onChange: refresh, onLive: setLive });
    return () => {
      stop();
      clearTimeout(pending);
      clearInterval(fallback);
      window.removeEventListener('focus', refreshOnFocus);
    };
  }, [queryClient]);
}
