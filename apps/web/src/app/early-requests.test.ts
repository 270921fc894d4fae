import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import earlyRequestsScript from '../../public/early-requests.js?raw';
import { getMe } from '@/lib/auth';
import { prefetchDealFlow } from '@/features/deal-flow/api/deal-flow';
import { mockApi } from '@/test/mock-api';
import { buildMe } from '@/test/factories';

// In app/ because it checks public/early-requests.js against the requests the app and its features make
// (lib/early-requests.ts is what takes them).

/** Opens `address` as the browser would: the early script runs first, then the app asks. */
function openPage(address: string) {
  window.history.replaceState(null, '', address);
  new Function(earlyRequestsScript)();
}

afterEach(() => {
  delete window.__pitchscopeEarlyRequests;
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('early requests (issue #37)', () => {
  it('answers the first ask of who is signed in and of /deal-flow’s charts with the requests sent before the app ran', async () => {
    const me = buildMe();
    const api = mockApi({ 'GET /me': () => me, 'GET /deal-flow': () => ({ total: 0 }) });
    openPage('/deal-flow');
    expect(api.requests.map((request) => request.path)).toEqual(['/me', '/deal-flow']);

    await expect(getMe()).resolves.toEqual(me);
    const queryClient = new QueryClient();
    prefetchDealFlow(queryClient, new URLSearchParams());
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.data).toEqual({ total: 0 }));
    expect(api.requests).toHaveLength(2);

    // Each is used once: asking again reads fresh data.
    await getMe();
    expect(api.calls('GET /me')).toHaveLength(2);
  });

  it('leaves a filtered /deal-flow and other pages’ data to the app', () => {
    const api = mockApi({ 'GET /me': () => null });
    openPage('/deal-flow?fit=Green');
    openPage('/pitch-decks');
    expect(api.requests.map((request) => request.path)).toEqual(['/me', '/me']);
  });
});
