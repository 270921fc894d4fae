import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TokenTransaction } from '@pitchscope/domain/contracts/accounts';
import { TransactionHistory } from '@/features/accounts/components/transaction-history';
import { mockFetch, renderPage, type FetchCall } from '@/test/render-page';

function buildTransaction(overrides: Partial<TokenTransaction> = {}): TokenTransaction {
  return {
    id: 't1',
    userId: 'u1',
    amount: -1,
    type: 'spent',
    reason: 'Deep Analysis (Escrowed)',
    outcome: 'held',
    analysisId: 'a1',
    adminId: null,
    deckId: null,
    workspaceId: null,
    deckName: null,
    workspaceName: null,
    timestamp: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

describe('TransactionHistory', () => {
  it('names the deck (linked) and the team a token was spent on, and nothing beside a grant', async () => {
    mockFetch((call: FetchCall) => {
      if (call.url === '/api/me/transactions') {
        return [
          buildTransaction({ deckId: 'deck-9', workspaceId: 'w2', deckName: 'Brightloop', workspaceName: 'Alice Ventures' }),
          buildTransaction({ id: 't2', type: 'granted', amount: 2, reason: 'Welcome bonus - New user signup', analysisId: null, outcome: null }),
        ];
      }
      throw new Error(`unexpected ${call.method} ${call.url}`);
    });
    renderPage(<TransactionHistory />);
    const link = await screen.findByRole('link', { name: 'Brightloop' });
    expect(link).toHaveAttribute('href', '/pitch-decks/deck-9');
    const spentRow = link.closest('tr')!;
    expect(within(spentRow).getByText(/Alice Ventures/)).toBeInTheDocument();
    const grantRow = screen.getByText('Welcome bonus - New user signup').closest('tr')!;
    expect(within(grantRow).queryByRole('link')).toBeNull();
  });

  it('shows what became of each escrow: held, charged or refunded', async () => {
    mockFetch((call: FetchCall) => {
      if (call.url === '/api/me/transactions') {
        return [
          buildTransaction({ id: 'held', deckName: 'Heldco', deckId: 'd1' }),
          buildTransaction({ id: 'charged', outcome: 'charged', reason: 'Deep Analysis (Charged)', deckName: 'Chargedco', deckId: 'd2' }),
          buildTransaction({ id: 'refunded', outcome: 'refunded', reason: 'Deep Analysis (Refunded)', deckName: 'Refundco', deckId: 'd3' }),
        ];
      }
      throw new Error(`unexpected ${call.method} ${call.url}`);
    });
    renderPage(<TransactionHistory />);
    const row = async (deck: string) => (await screen.findByRole('link', { name: deck })).closest('tr')!;
    expect(within(await row('Heldco')).getByText('Held')).toBeInTheDocument();
    expect(within(await row('Chargedco')).getByText('Charged')).toBeInTheDocument();
    expect(within(await row('Chargedco')).queryByText(/Escrowed/)).toBeNull();
    expect(within(await row('Refundco')).getByText('Refunded')).toBeInTheDocument();
    expect(within(await row('Refundco')).getByText('Deep Analysis (Refunded)')).toBeInTheDocument();
  });
});
