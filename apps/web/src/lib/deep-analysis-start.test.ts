import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { refreshBalanceWhenAnalysesSettle, startRefusal } from '@/lib/deep-analysis-start';
import { TOKEN_BALANCE_UPDATED } from '@/lib/events';

describe('refreshBalanceWhenAnalysesSettle', () => {
  const balanceEvents = vi.fn();
  afterEach(() => {
    window.removeEventListener(TOKEN_BALANCE_UPDATED, balanceEvents);
    balanceEvents.mockClear();
  });

  it('reads the balance again when a polled deck leaves Processing (the job spent or refunded)', () => {
    const queryClient = new QueryClient();
    const stop = refreshBalanceWhenAnalysesSettle(queryClient);
    window.addEventListener(TOKEN_BALANCE_UPDATED, balanceEvents);

    queryClient.setQueryData(['decks'], [{ id: 'd1', deepAnalysisStatus: 'Processing' }]);
    queryClient.setQueryData(['decks'], [{ id: 'd1', deepAnalysisStatus: 'Processing' }]);
    expect(balanceEvents).not.toHaveBeenCalled();

    queryClient.setQueryData(['decks'], [{ id: 'd1', deepAnalysisStatus: 'Failed' }]);
    expect(balanceEvents).toHaveBeenCalledTimes(1);

    // A single deck's query counts too; other queries do not.
    queryClient.setQueryData(['decks', 'd2'], { id: 'd2', deepAnalysisStatus: 'Processing' });
    queryClient.setQueryData(['decks', 'd2'], { id: 'd2', deepAnalysisStatus: 'Completed' });
    queryClient.setQueryData(['other'], [{ id: 'd3', deepAnalysisStatus: 'Processing' }]);
    queryClient.setQueryData(['other'], [{ id: 'd3', deepAnalysisStatus: 'Completed' }]);
    expect(balanceEvents).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('startRefusal', () => {
  it('tells a refused hold, a running analysis, a signed-out user and anything else apart', () => {
    expect(startRefusal(new ApiError('INSUFFICIENT_TOKENS', 402, 'x'))).toEqual({ kind: 'hold-refused' });
    expect(startRefusal(new ApiError('ANALYSIS_ALREADY_RUNNING', 409, 'x'))).toEqual({ kind: 'already-running' });
    expect(startRefusal(new ApiError('UNAUTHORIZED', 401, 'x'))).toEqual({ kind: 'sign-in-required' });
    expect(startRefusal(new ApiError('CONFLICT', 409, 'Run the quick analysis first.'))).toEqual({
      kind: 'refused',
      message: 'Run the quick analysis first',
    });
  });
});
