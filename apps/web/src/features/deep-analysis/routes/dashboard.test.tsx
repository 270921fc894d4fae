import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DECK_MESSAGES, WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { resetToasts } from '@/hooks/use-toast';
import { resetActiveAnalyses } from '@/lib/active-analyses';
import { buildDeck, buildMe } from '../test/factories';
import { apiError, mockApi, renderRoute } from '../test/render';
import AnalysisDashboardPage from './dashboard';

/** The Analysis list's first request: the analyzed section, newest first, one page (the server's default size). */
const ANALYSIS_DECKS = 'GET /api/decks?section=analyzed&sort=uploaded&dir=desc';
const page = (decks: unknown[], nextCursor: string | null = null) => ({ items: decks, nextCursor });

function renderDashboard() {
  return renderRoute(<AnalysisDashboardPage />, { path: '/dashboard', route: '/dashboard' });
}

function card(companyName: string) {
  return screen.getByRole('heading', { name: companyName }).closest('li') as HTMLElement;
}

beforeEach(() => {
  resetActiveAnalyses();
  resetToasts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Analysis list', () => {
  it('lists only decks added to the dashboard and not archived, in the server’s order (newest first)', async () => {
    mockApi({
      'GET /api/me': { body: buildMe() },
      [ANALYSIS_DECKS]: {
        body: page([
          buildDeck({ companyName: 'Newer Co', uploadedAt: '2025-03-01T00:00:00Z' }),
          buildDeck({ companyName: 'Older Co', uploadedAt: '2025-01-01T00:00:00Z' }),
          buildDeck({ companyName: 'Not Added', inDashboard: false }),
          buildDeck({ companyName: 'Archived Co', isArchived: true }),
        ]),
      },
    });
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Analysis', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Deep research and insights for your qualified pitch decks')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Pitch decks in analysis' });
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Newer Co', 'Older Co']);
    expect(within(card('Older Co')).getByText('Jan 1, 2025')).toBeInTheDocument();
    expect(within(card('Older Co')).getByRole('link', { name: /Analysis/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/deep\//),
    );
  });

  it('searches on the server (company, product or industry) once typing pauses', async () => {
    const { calls } = mockApi({
      'GET /api/me': { body: buildMe() },
      [ANALYSIS_DECKS]: {
        body: page([
          buildDeck({ companyName: 'Acme Pay', industry: 'Fintech', product: 'Wallet' }),
          buildDeck({ companyName: 'Medi', industry: 'Biotech / Healthcare', product: 'Scanner' }),
        ]),
      },
      [`${ANALYSIS_DECKS}&q=SCANNER`]: {
        body: page([buildDeck({ companyName: 'Medi', industry: 'Biotech / Healthcare', product: 'Scanner' })]),
      },
    });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Acme Pay' });
    await userEvent.type(screen.getByPlaceholderText('Search pitch decks...'), 'SCANNER');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Acme Pay' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Medi' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('q=')).map((call) => call.path)).toEqual([
      '/api/decks?section=analyzed&sort=uploaded&dir=desc&q=SCANNER',
    ]);
  });

  it('shows that nothing matches a search', async () => {
    mockApi({
      'GET /api/me': { body: buildMe() },
      [ANALYSIS_DECKS]: { body: page([buildDeck({ companyName: 'Acme Pay' })]) },
      [`${ANALYSIS_DECKS}&q=zzz`]: { body: page([]) },
    });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Acme Pay' });
    await userEvent.type(screen.getByPlaceholderText('Search pitch decks...'), 'zzz');
    expect(await screen.findByText(DECK_MESSAGES.emptyNoMatches)).toBeInTheDocument();
    expect(screen.queryByText('No pitch decks in analysis yet')).not.toBeInTheDocument();
  });

  it('asks the server for the chosen order: date or company name, either way', async () => {
    const { calls } = mockApi({
      'GET /api/me': { body: buildMe() },
      [ANALYSIS_DECKS]: { body: page([buildDeck({ companyName: 'Zeta' }), buildDeck({ companyName: 'Alpha' })]) },
      'GET /api/decks?section=analyzed&sort=company&dir=asc': {
        body: page([buildDeck({ companyName: 'Alpha' }), buildDeck({ companyName: 'Zeta' })]),
      },
    });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Zeta' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Order decks' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Company name (A–Z)' }));
    const list = await screen.findByRole('list', { name: 'Pitch decks in analysis' });
    await waitFor(() =>
      expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Alpha',
        'Zeta',
      ]),
    );
    expect(calls.at(-1)!.path).toBe('/api/decks?section=analyzed&sort=company&dir=asc');
  });

  it('loads the next page with the cursor the server gave', async () => {
    mockApi({
      'GET /api/me': { body: buildMe() },
      [ANALYSIS_DECKS]: { body: page([buildDeck({ companyName: 'First Page Co' })], 'next-1') },
      [`${ANALYSIS_DECKS}&cursor=next-1`]: { body: page([buildDeck({ companyName: 'Second Page Co' })]) },
    });
    renderDashboard();
    await screen.findByRole('heading', { name: 'First Page Co' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Second Page Co' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the empty state when no deck is in the dashboard', async () => {
    mockApi({
      'GET /api/me': { body: buildMe() },
      [ANALYSIS_DECKS]: { body: page([buildDeck({ inDashboard: false })]) },
    });
    renderDashboard();
    expect(await screen.findByText('No pitch decks in analysis yet')).toBeInTheDocument();
    expect(
      screen.getByText('Add analyzed pitch decks from the main dashboard to start deep analysis'),
    ).toBeInTheDocument();
  });

  it('labels badges, footers and the Run button by the deck state and the balance', async () => {
    mockApi({
      'GET /api/me': { body: buildMe({ tokenBalance: 3 }) },
      [ANALYSIS_DECKS]: {
        body: page([
          buildDeck({ companyName: 'Fresh', deepAnalysisStatus: 'Pending' }),
          buildDeck({ companyName: 'Running', deepAnalysisStatus: 'Processing' }),
          buildDeck({ companyName: 'Broken', deepAnalysisStatus: 'Failed' }),
          buildDeck({ companyName: 'Done', deepAnalysisStatus: 'Completed', hasDeepAnalysis: true }),
        ]),
      },
    });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Fresh' });

    expect(within(card('Fresh')).getByText('Pending')).toBeInTheDocument();
    expect(within(card('Fresh')).getByText('Ready for analysis')).toBeInTheDocument();
    expect(within(card('Fresh')).getByRole('button', { name: 'Run Analysis' })).toBeEnabled();

    expect(within(card('Running')).getByText('Analyzing...')).toBeInTheDocument();
    expect(within(card('Running')).getByText('Analysis in progress...')).toBeInTheDocument();
    expect(within(card('Running')).getByRole('button', { name: 'Analysis in Progress...' })).toBeDisabled();

    expect(within(card('Broken')).getByRole('button', { name: 'Retry Analysis' })).toBeEnabled();

    expect(within(card('Done')).getByText('Complete')).toBeInTheDocument();
    expect(within(card('Done')).getByText('Ready to review')).toBeInTheDocument();
    expect(within(card('Done')).queryByRole('button', { name: /Run Analysis/ })).not.toBeInTheDocument();
  });

  it("reads 'Checking...' while the balance loads", async () => {
    // /api/me never answers: the balance stays unknown.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        input === ANALYSIS_DECKS.replace('GET ', '')
          ? new Response(JSON.stringify(page([buildDeck({ companyName: 'Fresh' })])), {
              headers: { 'content-type': 'application/json' },
            })
          : new Promise<Response>(() => {}),
      ),
    );
    renderDashboard();
    await screen.findByRole('heading', { name: 'Fresh' });
    expect(within(card('Fresh')).getByRole('button', { name: 'Checking...' })).toBeDisabled();
  });

  it("offers 'Get Tokens' below 1 token and goes straight to the credits page, with no toast left there", async () => {
    mockApi({
      'GET /api/me': { body: buildMe({ tokenBalance: 0 }) },
      [ANALYSIS_DECKS]: { body: page([buildDeck({ companyName: 'Fresh' })]) },
    });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Fresh' });
    const button = await within(card('Fresh')).findByRole('button', { name: DECK_MESSAGES.getTokens });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/credits-and-subscriptions'));
    expect(screen.queryByText('Get More Tokens')).toBeNull();
  });

  it('starts an analysis, tells the estimate and opens the deep page', async () => {
    const deck = buildDeck({ id: 'd1', companyName: 'Fresh' });
    const { calls } = mockApi({
      'GET /api/me': { body: buildMe() },
      [ANALYSIS_DECKS]: { body: page([deck]) },
      'POST /api/decks/d1/deep-analysis': {
        body: { deckId: 'd1', analysisId: 'a1', estimatedTime: '2-3 minutes', tokenBalance: 4 },
      },
    });
    const balanceEvents = vi.fn();
    window.addEventListener('tokenBalanceUpdated', balanceEvents);
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Run Analysis' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Run a deep analysis?' });
    expect(dialog).toHaveTextContent('Your balance goes from 5 to 4 tokens.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use 1 token' }));
    expect(await screen.findByText('Analysis Started!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Deep analysis is running. 2-3 minutes estimated. Token will be consumed upon completion.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Analysis Starting')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/deep/d1'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/decks/d1/deep-analysis')).toBe(
      true,
    );
    expect(balanceEvents).toHaveBeenCalled();
    window.removeEventListener('tokenBalanceUpdated', balanceEvents);
  });

  it.each([
    [
      402,
      'INSUFFICIENT_TOKENS',
      'Insufficient Balance',
      'Unable to reserve token for analysis. Please try again.',
    ],
    [
      409,
      'ANALYSIS_ALREADY_RUNNING',
      'Analysis Already Running',
      'This deck is already being analyzed. Please wait for it to complete.',
    ],
    [
      502,
      'PROVIDER_ERROR',
      'Analysis Failed',
      // The hold and the start are one transaction: a refused start charged nothing.
      'Error: Failed to start deep research. No token was used.',
    ],
  ])('tells a %s start failure', async (status, code, title, description) => {
    mockApi({
      'GET /api/me': { body: buildMe() },
      [ANALYSIS_DECKS]: { body: page([buildDeck({ id: 'd1', companyName: 'Fresh' })]) },
      'POST /api/decks/d1/deep-analysis': apiError(status, code, 'Failed to start deep research'),
    });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Run Analysis' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Use 1 token' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('archives a deck after confirmation', async () => {
    const deck = buildDeck({ id: 'd1', companyName: 'Fresh' });
    let archived = false;
    mockApi({
      'GET /api/me': { body: buildMe() },
      [ANALYSIS_DECKS]: () => ({ body: page([{ ...deck, isArchived: archived }]) }),
      'PATCH /api/decks/d1': ({ body }) => {
        archived = (body as { isArchived: boolean }).isArchived;
        return { body: { ...deck, isArchived: archived } };
      },
    });
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Archive Fresh' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Archive this pitch deck?')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'This will archive the pitch deck and move it to your Pitch Decks page. All analysis data will be preserved and you can unarchive it later.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Deck archived')).toBeInTheDocument();
    expect(archived).toBe(true);
    expect(await screen.findByText('No pitch decks in analysis yet')).toBeInTheDocument();
  });
});

describe('Analysis list for a viewer of a team workspace', () => {
  it('shows the run and archive buttons disabled with the reason', async () => {
    mockApi({
      'GET /api/me': {
        body: buildMe({ currentWorkspace: { id: 'ws-team', name: 'Northwind Ventures', personal: false, role: 'viewer' } }),
      },
      [ANALYSIS_DECKS]: { body: page([buildDeck({ companyName: 'Acme Pay', workspaceId: 'ws-team' })]) },
    });
    renderDashboard();
    await screen.findByRole('list', { name: 'Pitch decks in analysis' });
    const archive = within(card('Acme Pay')).getByRole('button', { name: 'Archive Acme Pay' });
    await waitFor(() => expect(archive).toBeDisabled());
    expect(archive.closest('[data-viewer-gate]')).toHaveAttribute('aria-label', WORKSPACE_MESSAGES.viewerReadOnly);
    const footer = within(card('Acme Pay')).getAllByRole('button').filter((button) => button !== archive);
    expect(footer.length).toBeGreaterThan(0);
    for (const button of footer) expect(button).toBeDisabled();
  });
});
