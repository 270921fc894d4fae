import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import type { DeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import { WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { resetToasts } from '@/hooks/use-toast';
import { resetActiveAnalyses } from '@/lib/active-analyses';
import { buildDeck, buildDeepAnalysis, buildMe } from '../test/factories';
import { apiError, mockApi, renderRoute, type MockRoutes } from '../test/render';
import DeepAnalysisPage from './deep-analysis-page';

const SMART_QUESTIONS = [
  '## 1. Financial Validation (Must Ask)',
  '**Q1.** What is your current monthly burn and runway?',
  '- Good answer: A specific figure and a plan to extend runway.',
  '- Red flag: No clear number.',
  '',
  '## 2. Market Position',
  '**Q2.** Who do you lose deals to, and why?',
  '',
  '## Meeting Strategy',
  'Open with traction before valuation.',
].join('\n');

function setup({
  deck = {},
  analysis = {},
  me = {},
  routes = {},
  state,
}: {
  deck?: Partial<Deck>;
  analysis?: Partial<DeepAnalysis> | null;
  me?: Parameters<typeof buildMe>[0];
  routes?: MockRoutes;
  state?: unknown;
} = {}) {
  const theDeck = buildDeck({ id: 'd1', deepAnalysisStatus: 'Completed', hasDeepAnalysis: true, ...deck });
  const api = mockApi({
    'GET /api/me': { body: buildMe(me) },
    'GET /api/decks/d1': { body: theDeck },
    ...(analysis ? { 'GET /api/decks/d1/deep-analysis': { body: buildDeepAnalysis(analysis) } } : {}),
    ...routes,
  });
  const view = renderRoute(<DeepAnalysisPage />, {
    path: '/dashboard/deep/:id',
    route: '/dashboard/deep/d1',
    state,
  });
  return { ...api, ...view, deck: theDeck };
}

beforeEach(() => {
  resetActiveAnalyses();
  resetToasts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Deep analysis page: header', () => {
  it('shows "Not Enough Data" for a deck that states too little, and no Green anywhere', async () => {
    const unknownFit = {
      overallMatch: 'Unknown',
      stageFit: 'Unknown',
      checkSizeFit: 'Unknown',
      sectorAlignment: 'Unknown',
      geographyFit: 'Unknown',
      rationale: {
        stageFitReason: 'Stage not stated in the deck',
        checkSizeReason: 'Round size not stated in the deck',
        sectorReason: 'Industry not stated in the deck',
        geographyReason: 'Location not stated in the deck',
      },
    } as const;
    const assumed = { status: 'assumed', slides: [] as number[] } as const;
    // buildMe's profile targets Seed and Fintech: the deck's (assumed) values would match it.
    setup({ deck: { investorFit: unknownFit, fieldSources: { stage: assumed, industry: assumed } } });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Not Enough Data')).toBeInTheDocument();
    expect(await within(header).findByText('Stage & sector overlap: 0% (Poor)')).toBeInTheDocument();
    expect(screen.getAllByText('Not stated in the deck')).toHaveLength(4);
    expect(screen.queryByText(/Strong Match|Green/)).not.toBeInTheDocument();
    // The defaults read as what they are, not as the deck's facts.
    const details = screen.getByRole('list', { name: 'Deck details' });
    expect(within(details).getByText('Seed (assumed)')).toBeInTheDocument();
    expect(within(details).getByText('Fintech (assumed)')).toBeInTheDocument();
  });

  it('shows the company, its details, the match indicator and the way back to the dashboard', async () => {
    setup({ state: { from: 'dashboard' } });
    expect(
      await screen.findByRole('heading', { name: 'Acme Pay Deep Analysis', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fintech • Seed')).toBeInTheDocument();
    const details = screen.getByRole('list', { name: 'Deck details' });
    for (const value of ['Payments API', 'Seed', 'Fintech', '$2M']) {
      expect(within(details).getByText(value)).toBeInTheDocument();
    }
    // The deck's one match label (as on its card) beside the stage & sector indicator, named apart.
    expect(await screen.findByText('Stage & sector overlap: 100% (Excellent)')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Strong Match')).toBeInTheDocument();
    expect(screen.queryByText('Excellent Match')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'View Deck' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByText('Match with Your Investment Criteria')).toBeInTheDocument();
    expect(screen.getByText('Outside your geographies')).toBeInTheDocument();
  });

  it('marks each header fact with its state, and lists the facts edited since the report was written (ADR 0039)', async () => {
    setup({
      deck: {
        stage: 'Seed',
        roundSize: '€750K',
        fieldSources: { stage: { status: 'user', slides: [] }, roundSize: { status: 'user', slides: [] }, industry: { status: 'assumed', slides: [] } },
      },
      analysis: {
        generatedAt: '2026-11-20T10:00:00.000Z',
        factsEditedSince: [
          {
            field: 'stage',
            label: 'Stage',
            value: 'Seed',
            state: 'edited',
            previousValue: 'Pre-Seed',
            previousState: 'assumed',
            editedAt: '2026-11-21T09:00:00.000Z',
          },
        ],
      },
    });
    const note = await screen.findByRole('note', { name: 'Facts edited since this report was written' });
    expect(note).toHaveTextContent('Written on Nov 20, 2026, before these edits');
    expect(within(note).getByRole('listitem')).toHaveTextContent('Stage: Seed (was Pre-Seed, assumed)');
    const details = screen.getByRole('list', { name: 'Deck details' });
    expect(within(details).getByText('Seed')).toHaveAttribute('data-fact-state', 'edited');
    expect(within(details).getByText('€750K')).toHaveAttribute('data-fact-state', 'edited');
    expect(within(details).getByText('Fintech (assumed)')).toHaveAttribute('data-fact-state', 'assumed');
  });

  it('lists edits for each text from when it was written: none on smart questions asked for after the edit (issue #36)', async () => {
    const stageEdit = {
      field: 'stage',
      label: 'Stage',
      value: 'Seed',
      state: 'edited',
      previousValue: 'Pre-Seed',
      previousState: 'assumed',
      editedAt: '2026-11-21T09:00:00.000Z',
    } as const;
    const user = userEvent.setup();
    setup({
      analysis: {
        generatedAt: '2026-11-20T10:00:00.000Z',
        smartQuestions: SMART_QUESTIONS,
        dataFreshness: 'All data points are fresh.',
        factsEditedSince: [stageEdit],
        supportingWrittenAt: { smartQuestions: '2026-11-22T10:00:00.000Z', dataFreshness: '2026-11-20T10:00:00.000Z', newsIntelligence: null },
        supportingFactsEditedSince: { smartQuestions: [], dataFreshness: [stageEdit], newsIntelligence: [] },
      },
    });
    const reportNote = 'Facts edited since this report was written';
    // The report's note stands with the report.
    const deepDive = await screen.findByRole('tabpanel', { name: 'Deep Dive Analysis' });
    expect(within(deepDive).getByRole('note', { name: reportNote })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Questions to Ask' }));
    const questions = await screen.findByRole('tabpanel', { name: 'Questions to Ask' });
    await within(questions).findByText('What is your current monthly burn and runway?', { exact: false });
    expect(screen.queryByRole('note', { name: reportNote })).not.toBeInTheDocument();
    expect(screen.queryByRole('note', { name: /Facts edited since/ })).not.toBeInTheDocument();

    // The freshness review was written with the report: it says so.
    await user.click(screen.getByRole('tab', { name: 'Data Freshness' }));
    const freshness = await screen.findByRole('tabpanel', { name: 'Data Freshness' });
    const note = within(freshness).getByRole('note', { name: 'Facts edited since this review was written' });
    expect(within(note).getByRole('listitem')).toHaveTextContent('Stage: Seed (was Pre-Seed, assumed)');
  });

  it('shows no such note when no fact was edited since', async () => {
    setup({ analysis: { factsEditedSince: [] } });
    await screen.findByRole('tablist', { name: 'Deep analysis' });
    expect(screen.queryByRole('note', { name: 'Facts edited since this report was written' })).not.toBeInTheDocument();
  });

  it('goes back to the Pitch Decks page otherwise, and hides file buttons without a file', async () => {
    setup({ deck: { fileUrl: null } });
    await screen.findByRole('heading', { name: 'Acme Pay Deep Analysis' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/pitch-decks');
    expect(screen.queryByRole('button', { name: 'View Deck' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Original Deck' })).not.toBeInTheDocument();
  });
});

describe('Deep analysis page: states', () => {
  it('shows the progress card while Processing and the report once the poll sees Completed', async () => {
    let status: Deck['deepAnalysisStatus'] = 'Processing';
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = setup({
      routes: {
        'GET /api/decks/d1': () => ({
          body: buildDeck({ id: 'd1', deepAnalysisStatus: status, hasDeepAnalysis: status === 'Completed' }),
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Analysis in Progress...' })).toBeInTheDocument();
    // One time estimate on the card, the start call's.
    expect(screen.getByText('The deep dive analysis usually takes 2-3 minutes. This page updates by itself when it is ready.')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Analysis in Progress...' }).closest('[role="status"]');
    expect(card?.textContent?.match(/\d+-\d+ minutes/g)).toEqual(['2-3 minutes']);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(calls.some((call) => call.path === '/api/decks/d1/deep-analysis')).toBe(false);

    status = 'Completed';
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('tab', { name: 'Deep Dive Analysis' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Analysis in Progress...' })).not.toBeInTheDocument();
  });

  it('offers Retry Analysis after a failure and starts a new run', async () => {
    let status: Deck['deepAnalysisStatus'] = 'Failed';
    const { calls } = setup({
      analysis: null,
      routes: {
        'GET /api/decks/d1': () => ({
          body: buildDeck({
            id: 'd1',
            deepAnalysisStatus: status,
            deepAnalysisFailure:
              status === 'Failed' ? { message: 'Analysis timed out', tokenRefunded: true, at: '2026-11-27T10:00:00.000Z' } : null,
          }),
        }),
        'POST /api/decks/d1/deep-analysis': () => {
          status = 'Processing';
          return { body: { deckId: 'd1', analysisId: 'a2', estimatedTime: '2-3 minutes', tokenBalance: 4 } };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Analysis Failed' })).toBeInTheDocument();
    // The spec's failure message, with the reason the job recorded (issue #35).
    expect(screen.getByText('Error: Analysis timed out. Token has been refunded.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry Analysis' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Use 1 token' }));
    expect(await screen.findByText('Analysis Started!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Analysis in Progress...' })).toBeInTheDocument();
  });

  it('runs a completed analysis again after confirming that the new report replaces it', async () => {
    let status: Deck['deepAnalysisStatus'] = 'Completed';
    const { calls } = setup({
      routes: {
        'GET /api/decks/d1': () => ({ body: buildDeck({ id: 'd1', deepAnalysisStatus: status }) }),
        'POST /api/decks/d1/deep-analysis': () => {
          status = 'Processing';
          return { body: { deckId: 'd1', analysisId: 'a2', estimatedTime: '2-3 minutes', tokenBalance: 4 } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Run Analysis' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Run the deep analysis again?' });
    expect(dialog).toHaveTextContent('The new report replaces the current one.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use 1 token' }));
    expect(await screen.findByText('Analysis Started!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("shows 'Deep Analysis Data Missing' when a completed analysis has no content", async () => {
    const { calls } = setup({
      analysis: {
        dataFreshness: null,
        newsIntelligence: null,
        rawAnalysis: '',
        executiveSummaryText: '',
        criticalAnalysisText: '',
        holisticDiligenceText: '',
        risksUncertaintiesText: '',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Deep Analysis Data Missing' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows 'No Deep Analysis Run' with a Run button when none was run", async () => {
    setup({ deck: { deepAnalysisStatus: 'Pending', hasDeepAnalysis: false }, analysis: null });
    expect(await screen.findByRole('heading', { name: 'No Deep Analysis Run' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Run Analysis' })).toBeEnabled();
  });

  it("answers 'Pitch deck not found' for a missing or foreign deck, with a way to the dashboard", async () => {
    setup({ routes: { 'GET /api/decks/d1': apiError(404, 'DECK_NOT_FOUND', 'Deck not found') } });
    expect(await screen.findByRole('heading', { name: 'Pitch deck not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('Deep analysis page: Deep Dive', () => {
  it('shows only the sub-tabs that have content, with red and green bullet lists', async () => {
    setup({ analysis: { tier: 2, verdict: 'Promising', confidence: { executiveSummary: 'High' } } });
    expect(await screen.findByRole('heading', { name: 'Executive Summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Red Flags & Concerns' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Strengths & Positives' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recommendation' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Industry Insights' })).not.toBeInTheDocument();
    expect(screen.getByText('No audited financials')).toBeInTheDocument();
    expect(screen.getByText('Experienced founding team')).toBeInTheDocument();
    expect(screen.getByText('Tier 2: Worth Closer Look')).toBeInTheDocument();
    expect(screen.getByText('Initial verdict: Promising')).toBeInTheDocument();
    expect(screen.getAllByText('High confidence').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Export as PDF' })).toHaveAttribute(
      'href',
      '/api/decks/d1/deep-analysis/export?format=pdf',
    );
  });

  it('shows Industry Insights when the report has them, and collapses a section', async () => {
    setup({
      analysis: {
        rawAnalysis: '## Executive Summary\nShort.\n## Industry Insights\nPayments margins are thin.',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Industry Insights' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Red Flags & Concerns' })).not.toBeInTheDocument();
    expect(screen.getByText('Payments margins are thin.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Industry Insights' }));
    expect(screen.queryByText('Payments margins are thin.')).not.toBeInTheDocument();
  });

  it("confirms 'Copied All Analysis!' for 2 seconds after copying", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setup();
    const button = await screen.findByRole('button', { name: 'Copy Full Analysis' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Copied All Analysis!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('## Executive Summary'));
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByRole('button', { name: 'Copied All Analysis!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('button', { name: 'Copy Full Analysis' })).toBeInTheDocument();
  });

  it('offers the raw view and the debug output to admins only', async () => {
    setup();
    await screen.findByRole('button', { name: 'Copy Full Analysis' });
    expect(screen.queryByRole('button', { name: 'Show Raw Analysis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Debug Analysis' })).not.toBeInTheDocument();
  });

  it('lets an admin switch between the raw and the formatted view', async () => {
    setup({ me: { isAdmin: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Show Raw Analysis' }));
    expect(screen.getByRole('heading', { name: 'Raw Analysis' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Formatted View' }));
    expect(screen.getByRole('heading', { name: 'Executive Summary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Debug Analysis' })).toBeInTheDocument();
  });

  it("renders an older structured analysis with 'Not specified' fallbacks", async () => {
    setup({
      analysis: {
        rawAnalysis: '',
        executiveSummaryText: '',
        criticalAnalysisText: '',
        holisticDiligenceText: '',
        risksUncertaintiesText: '',
        structured: { executiveSummary: 'Older summary.', teamAnalysis: { strengths: 'Strong CTO' } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Structured Analysis' })).toBeInTheDocument();
    expect(screen.getByText('Older summary.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Critical Analysis' }));
    expect(screen.getByText('Strong CTO')).toBeInTheDocument();
    expect(screen.getAllByText('Not specified').length).toBeGreaterThan(0);
  });
});

describe('Deep analysis page: Questions to Ask', () => {
  it('renders smart questions with numbers, answers, Must Ask and priority badges, and the meeting strategy', async () => {
    setup({ analysis: { smartQuestions: SMART_QUESTIONS } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Questions to Ask' }));
    expect(screen.getByText('What is your churn?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Financial Validation' })).toBeInTheDocument();
    expect(screen.getByText('What is your current monthly burn and runway?')).toBeInTheDocument();
    expect(screen.getByText('Question 1:', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText('Must Ask').length).toBeGreaterThan(0);
    expect(screen.getByText('High Priority')).toBeInTheDocument();
    expect(screen.getByText('Medium Priority')).toBeInTheDocument();
    expect(screen.getByText('What you would like to hear')).toBeInTheDocument();
    expect(screen.getByText('A specific figure and a plan to extend runway.')).toBeInTheDocument();
    expect(screen.getByText('Red flag answer')).toBeInTheDocument();
    expect(screen.getByText('No clear number.')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Meeting Strategy' })).toHaveTextContent(
      'Open with traction before valuation.',
    );
  });

  it('says so when the smart questions have no structure', async () => {
    setup({ analysis: { smartQuestions: 'ok' } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Questions to Ask' }));
    expect(screen.getByText('No structured questions found in the analysis')).toBeInTheDocument();
  });

  it('generates smart questions on demand, and tells a failure', async () => {
    let fail = false;
    setup({
      routes: {
        'POST /api/decks/d1/smart-questions': () =>
          fail ? apiError(502, 'PROVIDER_ERROR', 'boom') : { body: { smartQuestions: SMART_QUESTIONS } },
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Questions to Ask' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Smart Questions' }));
    expect(await screen.findByText('What is your current monthly burn and runway?')).toBeInTheDocument();
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Generate Smart Questions' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate smart questions')).toBeInTheDocument();
  });
});

describe('Deep analysis page: supporting analyses', () => {
  it('generates missing data freshness and news intelligence once, the news after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = setup({
      analysis: { dataFreshness: null, newsIntelligence: null },
      routes: {
        'POST /api/decks/d1/data-freshness': { body: { dataFreshness: 'Financials are 5 months old.' } },
        'POST /api/decks/d1/news-intelligence': {
          body: {
            newsIntelligence: '## 🔺 Red Flags\nNo recent red flags found.\n💡 Insights\n- Hiring fast',
          },
        },
      },
    });
    await screen.findByRole('tab', { name: 'Data Freshness' });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/decks/d1/data-freshness')).toHaveLength(1),
    );
    expect(calls.filter((c) => c.path === '/api/decks/d1/news-intelligence')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/decks/d1/news-intelligence')).toHaveLength(1),
    );

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('tab', { name: 'News Intelligence' }));
    expect(await screen.findByRole('heading', { name: 'Red Flags' })).toBeInTheDocument();
    expect(screen.getByText('No recent red flags found.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Data Freshness' }));
    expect(screen.getByText('Financials are 5 months old.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls.filter((c) => c.path === '/api/decks/d1/data-freshness')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/decks/d1/news-intelligence')).toHaveLength(1);
  });

  it('tells a failed data freshness run once, without retrying by itself', async () => {
    const { calls } = setup({
      analysis: { dataFreshness: null },
      routes: { 'POST /api/decks/d1/data-freshness': apiError(502, 'PROVIDER_ERROR', 'boom') },
    });
    expect(await screen.findByText('Failed to generate data freshness analysis')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.path === '/api/decks/d1/data-freshness')).toHaveLength(1);
  });

  it('shows how to configure an online provider to admins only, above news read offline', async () => {
    const offline = '# News Intelligence: Acme\n\nNo news was searched: this analysis reads the deck only.\n\n## 💡 What to Verify\n\n- That Acme is registered.';
    const investor = setup({ analysis: { newsIntelligence: offline } });
    await userEvent.click(await screen.findByRole('tab', { name: 'News Intelligence' }));
    expect(await screen.findByText(/No news was searched/)).toBeInTheDocument();
    expect(screen.queryByText(/GEMINI_API_KEY/)).not.toBeInTheDocument();
    investor.unmount();

    setup({ me: { isAdmin: true }, analysis: { newsIntelligence: offline } });
    await userEvent.click(await screen.findByRole('tab', { name: 'News Intelligence' }));
    expect(await screen.findByText(/Admins only: news research needs an online provider/)).toBeInTheDocument();
    expect(screen.getByText('GEMINI_API_KEY')).toBeInTheDocument();
  });

  it('runs news intelligence again on demand and tells a failure', async () => {
    const { calls } = setup({
      routes: { 'POST /api/decks/d1/news-intelligence': apiError(502, 'PROVIDER_ERROR', 'boom') },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'News Intelligence' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run News Intelligence' }));
    expect(
      await screen.findByText('Failed to generate news intelligence. Please try again.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/decks/d1/news-intelligence')).toHaveLength(1);
  });
});

describe('Deep analysis page in a team workspace', () => {
  const team = { id: 'ws-team', name: 'Northwind Ventures', personal: false } as const;
  const teamDeck = { workspaceId: team.id, userId: 'user-2', uploadedBy: { id: 'user-2', name: 'Bo Berg' } };
  const expectGated = (button: HTMLElement) => {
    expect(button).toBeDisabled();
    expect(button.closest('[data-viewer-gate]')).toHaveAttribute('aria-label', WORKSPACE_MESSAGES.viewerReadOnly);
  };

  it('lets a viewer read the report, with every run disabled and nothing generated by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = setup({
      deck: teamDeck,
      me: { currentWorkspace: { ...team, role: 'viewer' } },
      analysis: { dataFreshness: null, newsIntelligence: null },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('tab', { name: 'Data Freshness' });
    // Past the news auto-start delay: a member's page would have asked for both by now.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    expectGated(screen.getByRole('button', { name: 'Run Analysis' }));
    expectGated(screen.getByRole('button', { name: /Share/ }));
    await user.click(screen.getByRole('tab', { name: 'News Intelligence' }));
    expectGated(screen.getByRole('button', { name: /Run News Intelligence/ }));
    await user.click(screen.getByRole('tab', { name: 'Data Freshness' }));
    expectGated(screen.getByRole('button', { name: /Run Data Freshness/ }));
    await user.click(screen.getByRole('tab', { name: 'Questions to Ask' }));
    expectGated(screen.getByRole('button', { name: /Generate Smart Questions/ }));
  });

  it('shows a viewer the run of a deck without a deep analysis disabled', async () => {
    setup({
      deck: { ...teamDeck, deepAnalysisStatus: 'Pending', hasDeepAnalysis: false },
      me: { currentWorkspace: { ...team, role: 'viewer' } },
      analysis: null,
    });
    expect(await screen.findByText('No Deep Analysis Run')).toBeInTheDocument();
    const run = await screen.findByRole('button', { name: 'Run Analysis' });
    expectGated(run);
  });

  it('shows a round without a stated currency as such in the header', async () => {
    setup({ deck: { roundSize: 'raising 150K' } });
    const details = await screen.findByRole('list', { name: 'Deck details' });
    expect(within(details).getByText('150K (currency not stated)')).toBeInTheDocument();
  });

  it('opens for a member a deck that another member uploaded', async () => {
    setup({ deck: { ...teamDeck, companyName: 'Acme Pay' }, me: { currentWorkspace: { ...team, role: 'member' } } });
    expect(await screen.findByRole('heading', { name: 'Acme Pay Deep Analysis' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Run Analysis' })).toBeEnabled();
  });
});
