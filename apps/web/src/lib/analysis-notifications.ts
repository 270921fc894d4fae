import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '@pitchscope/domain/contracts/accounts';
import { ANALYSIS_COMPLETE_MESSAGES } from '@pitchscope/domain/messages';
import { deepAnalysisPath } from '@/lib/app-paths';
import { ME_QUERY_KEY } from '@/lib/auth';
import { decksInCache } from '@/lib/deck-cache';
import { DECKS_QUERY_KEY } from '@/lib/query-keys';

/** The browser's Notification API, when this browser has one (not in every WebView, nor in tests). */
const browserNotifications = () => (typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null);

/** Asked when the user turns browser notifications on: the browser shows its own permission prompt once. */
export async function askForBrowserNotifications(): Promise<NotificationPermission | 'unsupported'> {
  const api = browserNotifications();
  if (!api) return 'unsupported';
  return api.permission === 'default' ? api.requestPermission() : api.permission;
}

/**
 * Settings → Notifications, "Browser notifications": while Pitchscope is open, a deep analysis that
 * completes (seen as a polled deck leaving Processing for Completed) shows a system notification that
 * opens its report. Returns the unsubscribe.
 */
export function notifyWhenAnalysesComplete(queryClient: QueryClient): () => void {
  const lastStatus = new Map<string, string | null>();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== DECKS_QUERY_KEY[0]) return;
    for (const deck of decksInCache(event.query.state.data)) {
      const completed = lastStatus.get(deck.id) === 'Processing' && deck.deepAnalysisStatus === 'Completed';
      lastStatus.set(deck.id, deck.deepAnalysisStatus);
      if (completed) showCompletion(queryClient, deck.id, deck.companyName);
    }
  });
}

function showCompletion(queryClient: QueryClient, deckId: string, companyName: string) {
  const api = browserNotifications();
  const me = queryClient.getQueryData<Me | null>(ME_QUERY_KEY);
  if (!api || api.permission !== 'granted' || !me?.investorProfile?.notifications.browser) return;
  const company = companyName || ANALYSIS_COMPLETE_MESSAGES.unnamedCompany;
  const notification = new api(ANALYSIS_COMPLETE_MESSAGES.subject(company), { body: ANALYSIS_COMPLETE_MESSAGES.body(company), tag: `deep-analysis-${deckId}` });
  notification.onclick = () => {
    window.focus();
    window.location.assign(deepAnalysisPath(deckId));
  };
}
