import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { resetToasts } from '@/hooks/use-toast';
import { buildDeck, buildMe, buildNotAddedUpload } from '../testing/factories';
import { apiError, mockApi, reply } from '@/test/mock-api';
import { libraryRoutes } from '../testing/library-api';
import { renderWithApp } from '@/test/render-with-app';
import PitchDecksPage from './pitch-decks';

function renderPage(decks: Deck[], me = buildMe(), extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...libraryRoutes(decks), 'GET /me': () => me, ...extra });
  const view = renderWithApp(<PitchDecksPage />, { path: '/pitch-decks', me });
  return { ...view, api };
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const cardTitles = (container: HTMLElement) =>
  within(container)
    .getAllByRole('article')
    .map((card) => within(card).getAllByRole('link')[0].textContent);

beforeEach(() => resetToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Pitch Decks list', () => {
  it('greets the user by first name and shows the header buttons', async () => {
    renderPage([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Good (morning|afternoon|evening), Anna$/,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upload Decks' }).length).toBeGreaterThan(0);
  });

  it('offers the decks as CSV or Excel once there are decks', async () => {
    const user = userEvent.setup();
    renderPage([buildDeck({ companyName: 'Acme' })]);
    const exportButton = screen.getByRole('button', { name: 'Export' });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);
    expect(await screen.findByRole('menuitem', { name: 'CSV (.csv)' })).toHaveAttribute('href', '/api/decks/export?format=csv');
    expect(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toHaveAttribute('href', '/api/decks/export?format=xlsx');
  });

  it('says "there" when no name is known', () => {
    renderPage([], buildMe({ displayName: null }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/, there$/);
  });

  it('shows the empty state when there are no decks', async () => {
    renderPage([]);
    expect(await screen.findByText('Ready to get started?')).toBeInTheDocument();
  });

  it('splits decks into sections and counts them', async () => {
    renderPage([
      buildDeck({ companyName: 'Alpha' }),
      buildDeck({ companyName: 'Beta', status: 'Processing', investorFit: null }),
      buildDeck({ companyName: 'Gamma', inDashboard: true, deepAnalysisStatus: 'Completed' }),
      buildDeck({ companyName: 'Delta', isArchived: true }),
    ]);
    await screen.findByText('Alpha');
    expect(cardTitles(section('Active Pitch Decks'))).toEqual(expect.arrayContaining(['Alpha', 'Beta']));
    expect(cardTitles(section('Analyzed Decks'))).toEqual(['Gamma']);
    expect(cardTitles(section('Archived Decks'))).toEqual(['Delta']);
    expect(within(section('Analyzed Decks')).getByRole('link', { name: /Analyzed Decks/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByTestId('summary-active')).toHaveTextContent('2');
    // Every deck of status Analyzed, in whichever section it is listed (issue #36).
    expect(screen.getByTestId('summary-analyzed')).toHaveTextContent('3');
    expect(screen.getByTestId('summary-processing')).toHaveTextContent('1');
    expect(screen.getByTestId('summary-archived')).toHaveTextContent('1');
  });

  it('searches company, product and industry, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage([
      buildDeck({ companyName: 'Alpha', product: 'Robots', industry: 'Manufacturing' }),
      buildDeck({ companyName: 'Beta', product: 'Ledger', industry: 'Fintech' }),
    ]);
    await screen.findByText('Alpha');
    const search = screen.getByRole('searchbox', { name: 'Search decks' });
    await user.type(search, 'robot');
    // The search reaches the URL and the server once typing pauses.
    await waitFor(() => expect(cardTitles(section('Active Pitch Decks'))).toEqual(['Alpha']), { timeout: 5000 });
    await user.clear(search);
    await user.type(search, 'fintech');
    await waitFor(() => expect(cardTitles(section('Active Pitch Decks'))).toEqual(['Beta']), { timeout: 5000 });
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No decks match your search criteria', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sorts by date (newest first) by default', async () => {
    renderPage([
      buildDeck({ companyName: 'Older', uploadedAt: '2025-01-01T00:00:00.000Z' }),
      buildDeck({ companyName: 'Newer', uploadedAt: '2025-03-01T00:00:00.000Z' }),
    ]);
    await screen.findByText('Older');
    expect(cardTitles(section('Active Pitch Decks'))).toEqual(['Newer', 'Older']);
    expect(screen.getByRole('combobox', { name: 'Sort decks' })).toHaveTextContent('Date (newest first)');
  });

  it('offers the starred-only toggle only when a deck is starred', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage([buildDeck({ companyName: 'Alpha' })]);
    await screen.findByText('Alpha');
    expect(screen.queryByRole('button', { name: 'Starred only' })).not.toBeInTheDocument();
    unmount();

    renderPage([buildDeck({ companyName: 'Alpha' }), buildDeck({ companyName: 'Beta', starred: true })]);
    await screen.findByText('Alpha');
    const toggle = screen.getByRole('button', { name: 'Starred only' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles(section('Active Pitch Decks'))).toEqual(['Beta']);
  });

  it('shows the fetch error', async () => {
    mockApi({ 'GET /decks/counts': () => apiError(500, 'INTERNAL', 'boom'), 'GET /decks': () => apiError(500, 'INTERNAL', 'boom') });
    renderWithApp(<PitchDecksPage />, { path: '/pitch-decks', me: buildMe() });
    expect(await screen.findAllByText('Could not fetch pitch decks.')).not.toHaveLength(0);
  });
});

async function startAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Run Deep Analysis' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Use 1 token' }));
}

describe('Starting a deep analysis from a card', () => {
  it('starts it, says so and refreshes the balance', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ companyName: 'Acme' });
    const balanceUpdated = vi.fn();
    window.addEventListener('tokenBalanceUpdated', balanceUpdated);
    const { api } = renderPage([deck], buildMe(), {
      [`POST /decks/${deck.id}/deep-analysis`]: () => ({
        deckId: deck.id,
        analysisId: 'a1',
        estimatedTime: '2-3 minutes',
        tokenBalance: 2,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Run Deep Analysis' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Run a deep analysis?' });
    expect(dialog).toHaveTextContent(
      'Acme: a deep analysis uses 1 token. Your balance goes from 3 to 2 tokens. If the analysis fails, the token is refunded.',
    );
    expect(api.calls(`POST /decks/${deck.id}/deep-analysis`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Use 1 token' }));
    expect(await screen.findByText('Deep Analysis Started')).toBeInTheDocument();
    expect(
      screen.getByText('Acme analysis is processing asynchronously. 2-3 minutes estimated.'),
    ).toBeInTheDocument();
    expect(api.calls(`POST /decks/${deck.id}/deep-analysis`)).toHaveLength(1);
    expect(balanceUpdated).toHaveBeenCalled();
    // The card shows its progress at once (the list is read again from the server 3 s later).
    expect(within(screen.getByRole('article')).getByText('Processing...')).toBeInTheDocument();
    window.removeEventListener('tokenBalanceUpdated', balanceUpdated);
  });

  it('with no tokens, the button says what a deep analysis costs and leads to the credits page, no toast', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ companyName: 'Acme' });
    const { api } = renderPage([deck], buildMe({ tokenBalance: 0 }));
    const card = await screen.findByRole('article');
    const getTokens = await within(card).findByRole('link', { name: DECK_MESSAGES.getTokens });
    expect(within(card).queryByRole('button', { name: 'Run Deep Analysis' })).toBeNull();
    await user.click(getTokens);
    expect(await screen.findByText('Page at /credits-and-subscriptions')).toBeInTheDocument();
    expect(screen.queryByText('Insufficient Tokens')).toBeNull();
    expect(screen.queryByText(/Click here to get more tokens/)).toBeNull();
    expect(api.calls(`POST /decks/${deck.id}/deep-analysis`)).toHaveLength(0);
  });

  it('spends nothing when the user cancels the confirmation', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ companyName: 'Acme' });
    const { api } = renderPage([deck], buildMe());
    await user.click(await screen.findByRole('button', { name: 'Run Deep Analysis' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls(`POST /decks/${deck.id}/deep-analysis`)).toHaveLength(0);
  });

  it('reports a refused start without claiming a refund: nothing was charged', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ companyName: 'Acme' });
    renderPage([deck], buildMe(), {
      [`POST /decks/${deck.id}/deep-analysis`]: () =>
        apiError(502, 'PROVIDER_ERROR', 'Failed to start deep research'),
    });
    await startAndConfirm(user);
    expect(await screen.findByText('Analysis Error')).toBeInTheDocument();
    expect(
      screen.getByText('Could not start analysis for Acme: Failed to start deep research. No token was used.'),
    ).toBeInTheDocument();
  });

  it('says the token could not be reserved when the server refuses the hold', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ companyName: 'Acme' });
    renderPage([deck], buildMe(), {
      [`POST /decks/${deck.id}/deep-analysis`]: () => apiError(402, 'INSUFFICIENT_TOKENS', 'No tokens'),
    });
    await startAndConfirm(user);
    expect(await screen.findByText('Unable to Reserve Token')).toBeInTheDocument();
    expect(
      screen.getByText('Could not reserve token for analysis. Please try again or contact support.'),
    ).toBeInTheDocument();
  });

  it('reports an analysis already running', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ companyName: 'Acme' });
    renderPage([deck], buildMe(), {
      [`POST /decks/${deck.id}/deep-analysis`]: () =>
        apiError(409, 'ANALYSIS_ALREADY_RUNNING', 'Already running'),
    });
    await startAndConfirm(user);
    expect(await screen.findByText('Analysis Already Running')).toBeInTheDocument();
  });

  it('ignores a double click', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ companyName: 'Acme' });
    let release: () => void = () => {};
    const { api } = renderPage([deck], buildMe(), {
      [`POST /decks/${deck.id}/deep-analysis`]: () => ({
        deckId: deck.id,
        analysisId: 'a',
        estimatedTime: '',
        tokenBalance: 2,
      }),
    });
    const runButton = await screen.findByRole('button', { name: 'Run Deep Analysis' });
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (...args) => {
      await gate;
      return original(...args);
    });
    await user.click(runButton);
    await user.dblClick(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Use 1 token' }));
    release();
    await screen.findByText('Deep Analysis Started');
    await waitFor(() => expect(api.calls(`POST /decks/${deck.id}/deep-analysis`)).toHaveLength(1));
  });
});

describe('Not added', () => {
  it('lists kept files with their reason and date; Add anyway only for files judged not a pitch deck', async () => {
    const invoice = buildNotAddedUpload({ fileName: 'invoice.pdf' });
    const broken = buildNotAddedUpload({
      fileName: 'broken.pdf',
      refusal: 'unreadable',
      error: 'The file could not be read as a PDF document. It may be corrupt.',
      createdAt: '2025-02-03T09:00:00.000Z',
    });
    renderPage([], buildMe(), { 'GET /uploads/not-added': () => [invoice, broken] });
    const notAdded = await screen.findByRole('region', { name: /^Not added/ });
    const invoiceRow = within(notAdded).getByRole('row', { name: 'invoice.pdf' });
    expect(invoiceRow).toHaveTextContent('Validation failed: This is an invoice, not a pitch deck.');
    expect(invoiceRow).toHaveTextContent('Jan 5, 2025');
    expect(within(invoiceRow).getByRole('button', { name: 'Add anyway: invoice.pdf' })).toBeInTheDocument();
    const brokenRow = within(notAdded).getByRole('row', { name: 'broken.pdf' });
    expect(brokenRow).toHaveTextContent('It may be corrupt.');
    expect(brokenRow).toHaveTextContent('Feb 3, 2025');
    expect(within(brokenRow).queryByRole('button', { name: /Add anyway/ })).toBeNull();
    expect(within(brokenRow).getByRole('button', { name: 'Delete: broken.pdf' })).toBeInTheDocument();
  });

  it('adds a file anyway: follows it to its end, then shows the new deck and drops the row', async () => {
    const user = userEvent.setup();
    const invoice = buildNotAddedUpload({ id: 'u-1', fileName: 'invoice.pdf' });
    let added = false;
    const api = mockApi({
      'GET /me': () => buildMe(),
      ...libraryRoutes(() => (added ? [buildDeck({ companyName: 'Invoice Oy' })] : [])),
      'GET /uploads/not-added': () => (added ? [] : [invoice]),
      'POST /uploads/u-1/add-anyway': () =>
        reply(202, { ...invoice, status: 'uploading', progress: 0, error: null, addedAnyway: true }),
      'GET /uploads/u-1': () => {
        added = true;
        return {
          ...invoice,
          status: 'completed',
          progress: 100,
          error: null,
          deckId: 'deck-9',
          addedAnyway: true,
        };
      },
    });
    renderWithApp(<PitchDecksPage />, { path: '/pitch-decks', me: buildMe() });
    await user.click(await screen.findByRole('button', { name: 'Add anyway: invoice.pdf' }));
    expect(await screen.findByText('invoice.pdf was added to your pitch decks.')).toBeInTheDocument();
    expect(await screen.findByText('Invoice Oy')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Not added/ })).toBeNull());
    expect(api.calls('POST /uploads/u-1/add-anyway')).toHaveLength(1);
  });

  it('deletes a kept file after confirmation', async () => {
    const user = userEvent.setup();
    const broken = buildNotAddedUpload({ id: 'u-2', fileName: 'broken.pdf', refusal: 'unreadable' });
    let deleted = false;
    const { api } = renderPage([], buildMe(), {
      'GET /uploads/not-added': () => (deleted ? [] : [broken]),
      'DELETE /uploads/u-2': () => {
        deleted = true;
        return { ok: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete: broken.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('broken.pdf and its kept copy will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Not added/ })).toBeNull());
    expect(api.calls('DELETE /uploads/u-2')).toHaveLength(1);
  });
});
