import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askForBrowserNotifications, notifyWhenAnalysesComplete } from '@/lib/analysis-notifications';

/** A stand-in for the browser's Notification API: records what would have been shown. */
function stubNotifications(permission: NotificationPermission) {
  const shown: { title: string; body?: string }[] = [];
  const FakeNotification = Object.assign(
    function (this: { onclick: unknown }, title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
      this.onclick = null;
    },
    { permission, requestPermission: vi.fn(async () => 'granted' as const) },
  );
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}

const meWith = (browser: boolean) => ({ investorProfile: { notifications: { email: true, browser, weeklyDigest: true } } });

describe('browser notifications for a completed deep analysis', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows one when a polled deck goes from Processing to Completed, and none for a failure', () => {
    const { shown } = stubNotifications('granted');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['me'], meWith(true));
    const stop = notifyWhenAnalysesComplete(queryClient);

    queryClient.setQueryData(['decks'], [{ id: 'd1', companyName: 'Brightloop', deepAnalysisStatus: 'Processing' }, { id: 'd2', companyName: 'Quietfield', deepAnalysisStatus: 'Processing' }]);
    queryClient.setQueryData(['decks'], [{ id: 'd1', companyName: 'Brightloop', deepAnalysisStatus: 'Completed' }, { id: 'd2', companyName: 'Quietfield', deepAnalysisStatus: 'Failed' }]);
    // Already completed when first seen (an old report): nothing to announce.
    queryClient.setQueryData(['decks', 'd3'], { id: 'd3', companyName: 'Oldco', deepAnalysisStatus: 'Completed' });

    expect(shown).toEqual([{ title: 'Deep analysis complete: Brightloop', body: expect.stringContaining('Brightloop') }]);
    stop();
  });

  it('stays quiet when the setting is off or the browser did not allow it', () => {
    for (const [permission, browser] of [['granted', false], ['denied', true]] as const) {
      const { shown } = stubNotifications(permission);
      const queryClient = new QueryClient();
      queryClient.setQueryData(['me'], meWith(browser));
      const stop = notifyWhenAnalysesComplete(queryClient);
      queryClient.setQueryData(['decks'], [{ id: 'd1', companyName: 'Brightloop', deepAnalysisStatus: 'Processing' }]);
      queryClient.setQueryData(['decks'], [{ id: 'd1', companyName: 'Brightloop', deepAnalysisStatus: 'Completed' }]);
      expect(shown).toEqual([]);
      stop();
    }
  });

  it('asks the browser for permission only while it has not been answered', async () => {
    const { FakeNotification } = stubNotifications('default');
    expect(await askForBrowserNotifications()).toBe('granted');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    stubNotifications('denied');
    expect(await askForBrowserNotifications()).toBe('denied');
  });
});
