import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_ERROR } from '@pitchscope/domain/messages';
import CheckoutPage from '@/features/accounts/routes/checkout';
import { buildMe } from '@/test/factories';
import { jsonResponse, mockFetch, renderPage } from '@/test/render-page';

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Checkout page', () => {
  it('processes for 3 s, activates the plan, then goes to /pitch-decks after 2 s', async () => {
    const { calls } = mockFetch(() => buildMe({ subscriptionPlan: 'subscription', credits: 40 }));
    const { router } = renderPage(<CheckoutPage />, { path: '/checkout', initialEntry: '/checkout?plan=subscription' });
    expect(screen.getByText('Processing your order...')).toBeInTheDocument();
    await advance(2999);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls[0]).toMatchObject({ url: '/api/checkout', method: 'POST', body: { plan: 'subscription' } });
    expect(screen.getByText('Plan activated!')).toBeInTheDocument();
    await advance(1999);
    expect(router.state.location.pathname).toBe('/checkout');
    await advance(1);
    expect(router.state.location.pathname).toBe('/pitch-decks');
  });

  it('defaults to pay-as-you-go and shows the spec error on failure', async () => {
    const { calls } = mockFetch(() => jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    renderPage(<CheckoutPage />, { path: '/checkout', initialEntry: '/checkout?plan=gold' });
    await advance(3000);
    expect(calls[0].body).toEqual({ plan: 'payg' });
    expect(screen.getByText(CHECKOUT_ERROR)).toBeInTheDocument();
  });
});
