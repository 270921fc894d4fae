import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { buildRaw } from '../testing/factories';
import { apiError, mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import ManualAnalysisPage from './manual-analysis';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('ManualAnalysisPage', () => {
  it('keeps the trigger disabled until a deck with an initial analysis is checked', async () => {
    const { calls } = mockApi({
      'GET /admin/decks/deck-1/raw': () => buildRaw({ analysis: null }),
      'GET /admin/decks/deck-2/raw': () => buildRaw({ id: 'deck-2', companyName: 'Bolt' }),
      'POST /admin/decks/deck-2/deep-analysis': () => ({ deckId: 'deck-2', status: 'Processing' }),
    });
    const { user } = renderAdmin(<ManualAnalysisPage />);
    const trigger = screen.getByRole('button', { name: 'Trigger Deep Analysis' });
    expect(trigger).toBeDisabled();

    await user.type(screen.getByLabelText('Deck ID'), 'deck-1');
    await user.click(screen.getByRole('button', { name: 'Check Deck Status' }));
    expect(
      await screen.findByText('Deck must have initial analysis before running deep analysis'),
    ).toBeInTheDocument();
    expect(trigger).toBeDisabled();

    await user.clear(screen.getByLabelText('Deck ID'));
    await user.type(screen.getByLabelText('Deck ID'), 'deck-2');
    await user.click(screen.getByRole('button', { name: 'Check Deck Status' }));
    await screen.findByText('Bolt');
    expect(trigger).toBeEnabled();
    await user.click(trigger);
    expect(await screen.findByText('Deep Analysis Started')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/admin/decks/deck-2/deep-analysis'),
    ).toBe(true);
  });

  it('reports an unknown deck and a failed check with the spec toasts', async () => {
    mockApi({
      'GET /admin/decks/nope/raw': () => apiError(404, 'DECK_NOT_FOUND'),
      'GET /admin/decks/boom/raw': () => apiError(500),
    });
    const { user } = renderAdmin(<ManualAnalysisPage />);
    await user.type(screen.getByLabelText('Deck ID'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Check Deck Status' }));
    expect(await screen.findByText('Deck Not Found')).toBeInTheDocument();
    expect(screen.getByText('No deck found with that ID')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Deck ID'));
    await user.type(screen.getByLabelText('Deck ID'), 'boom');
    await user.click(screen.getByRole('button', { name: 'Check Deck Status' }));
    expect(await screen.findByText('Failed to check deck')).toBeInTheDocument();
  });
});
