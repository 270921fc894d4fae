import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMe, useTokenBalance } from '@/lib/auth';
import { dispatchTokenBalanceUpdated } from '@/lib/events';
import { buildMe } from '@/test/factories';
import { jsonResponse, mockFetch } from '@/test/render-page';

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const me = useMe();
  const balance = useTokenBalance();
  return <p>{me.isPending ? 'pending' : me.data === null ? 'signed out' : `balance ${balance}`}</p>;
}

function renderProbe() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
}

describe('useMe / useTokenBalance', () => {
  it('treats 401 on /me as signed out', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }, 401));
    renderProbe();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('refetches the balance on the tokenBalanceUpdated event', async () => {
    let balance = 2;
    mockFetch(() => buildMe({ tokenBalance: balance }));
    renderProbe();
    expect(await screen.findByText('balance 2')).toBeInTheDocument();
    balance = 1;
    act(() => dispatchTokenBalanceUpdated('user-1'));
    expect(await screen.findByText('balance 1')).toBeInTheDocument();
  });
});
