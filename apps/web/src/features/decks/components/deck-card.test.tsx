import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';
import { REFERENCE_RATES_DATE } from '@pitchscope/domain/exchange-rates';
import { resetToasts } from '@/hooks/use-toast';
import { WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { buildDeck, buildFit, buildMe, buildTeamDeck, buildTeamMe } from '../testing/factories';
import { apiError, mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import { DeckCard } from './deck-card';

function renderCard(
  deck: DeckSummary,
  options: { me?: ReturnType<typeof buildMe> | null; onRun?: (deck: DeckSummary) => void } = {},
) {
  const onRun = options.onRun ?? vi.fn();
  const view = renderWithApp(<DeckCard deck={deck} onRunDeepAnalysis={onRun} />, {
    me: options.me === undefined ? buildMe() : options.me,
  });
  return { ...view, onRun, card: screen.getByRole('article') };
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('DeckCard content', () => {
  it('shows company, fit badge, 12-word description, date and the four fields', () => {
    renderCard(
      buildDeck({
        companyName: 'Acme Pay',
        shortDescription: 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen',
        uploadedAt: '2025-01-05T12:00:00.000Z',
        industry: 'Fintech',
        stage: 'Seed',
        roundSize: '$2M',
        geography: 'Helsinki',
      }),
    );
    expect(screen.getByRole('link', { name: 'Acme Pay' })).toHaveAttribute(
      'href',
      expect.stringContaining('/pitch-decks/'),
    );
    expect(screen.getByText('Strong Match')).toBeInTheDocument();
    expect(
      screen.getByText('one two three four five six seven eight nine ten eleven twelve...'),
    ).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2025')).toBeInTheDocument();
    for (const [label, value] of [
      ['Industry:', 'Fintech'],
      ['Stage:', 'Seed'],
      ['Round Size:', '$2M'],
      ['Location:', 'Helsinki'],
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.getByText(value)).toBeInTheDocument();
    }
  });

  it('falls back to the product when there is no short description', () => {
    renderCard(buildDeck({ shortDescription: '', product: 'Payments API' }));
    expect(screen.getByText('Payments API')).toBeInTheDocument();
  });

  it('marks assumed and missing values as such', () => {
    renderCard(
      buildDeck({
        stage: 'Pre-Seed',
        geography: 'Not specified',
        fieldSources: {
          stage: { status: 'assumed', slides: [] },
          geography: { status: 'not_found', slides: [] },
        },
      }),
    );
    expect(screen.getByText('Pre-Seed').closest('[data-assumed]')).toHaveTextContent('Pre-Seed (assumed)');
    expect(screen.getByText('Not specified').closest('[data-assumed]')).toHaveTextContent('(not found)');
  });

  it('shows an edited value as the investor’s, unmarked, and says so when pointed at (issue #36)', () => {
    renderCard(buildDeck({ stage: 'Seed', fieldSources: { stage: { status: 'user', slides: [] } } }));
    const stage = screen.getByText('Seed');
    expect(stage).toHaveAttribute('data-fact-state', 'edited');
    expect(stage).toHaveAttribute('title', 'Seed (corrected by hand)');
    expect(stage).not.toHaveTextContent('(assumed)');
  });

  it('shows Partial and Poor Match labels', () => {
    renderCard(buildDeck({ investorFit: buildFit('Yellow') }));
    expect(screen.getByText('Partial Match')).toBeInTheDocument();
  });

  it('shows a grey "Not Enough Data" badge, and unstated fields as "Not stated in the deck", with no retry', () => {
    const assumed = { status: 'assumed', slides: [] as number[] } as const;
    const fit = { ...buildFit('Unknown'), stageFit: 'Unknown' as const };
    renderCard(buildDeck({ stage: 'Pre-Seed', investorFit: fit, fieldSources: { stage: assumed } }));
    const badge = screen.getByText('Not Enough Data');
    expect(badge.closest('[data-fit]')).toHaveAttribute('data-fit', 'Unknown');
    expect(screen.getByText('Stage fit: Not stated in the deck.')).toBeInTheDocument();
    expect(screen.getByText('(assumed)')).toBeInTheDocument();
    expect(button('Analysis failed, click to retry')).not.toBeInTheDocument();
  });

  it('opens and closes the executive summary', async () => {
    const user = userEvent.setup();
    renderCard(buildDeck({ executiveSummary: 'A focused summary of the company.' }));
    expect(screen.queryByText('A focused summary of the company.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Executive Summary/ }));
    expect(screen.getByText('A focused summary of the company.')).toBeInTheDocument();
  });

  it('opens the deck page when the card is clicked', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ id: 'd-42' });
    const { card } = renderCard(deck);
    await user.click(within(card).getByText('Jan 5, 2025'));
    expect(await screen.findByText('Page at /pitch-decks/d-42')).toBeInTheDocument();
  });
});

describe('DeckCard actions by status', () => {
  it('Analyzed and not in the dashboard: Run Deep Analysis and archive', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ companyName: 'Acme' });
    const { onRun } = renderCard(deck);
    expect(button('Run Deep Analysis')).toBeInTheDocument();
    expect(button('Archive Acme')).toBeInTheDocument();
    expect(button(/Restore/)).not.toBeInTheDocument();
    expect(button('Analysis failed, click to retry')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run Deep Analysis' }));
    expect(onRun).toHaveBeenCalledWith(deck);
  });

  it('in the dashboard with a completed deep analysis: Analysis Complete', () => {
    renderCard(buildDeck({ inDashboard: true, deepAnalysisStatus: 'Completed', hasDeepAnalysis: true }));
    expect(screen.getByText('Analysis Complete')).toBeInTheDocument();
    expect(button('Run Deep Analysis')).not.toBeInTheDocument();
  });

  it('Processing and Uploaded show their progress text and no actions', () => {
    renderCard(buildDeck({ status: 'Processing', investorFit: null }));
    expect(screen.getByText('Processing...')).toBeInTheDocument();
    expect(button('Run Deep Analysis')).not.toBeInTheDocument();
    expect(button('Analysis failed, click to retry')).not.toBeInTheDocument();
  });

  it('Uploaded shows Analyzing...', () => {
    renderCard(buildDeck({ status: 'Uploaded', investorFit: null }));
    expect(screen.getByText('Analyzing...')).toBeInTheDocument();
  });

  it('archived decks offer Restore and delete forever, not archive', () => {
    renderCard(buildDeck({ companyName: 'Acme', isArchived: true }));
    expect(button('Restore')).toBeInTheDocument();
    expect(button('Delete Acme forever')).toBeInTheDocument();
    expect(button('Archive Acme')).not.toBeInTheDocument();
    expect(button('Run Deep Analysis')).not.toBeInTheDocument();
  });

  it('a missing fit offers the retry, which recalculates the fit', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ investorFit: null });
    const api = mockApi({
      [`POST /decks/${deck.id}/recalculate-fit`]: () => ({ ...deck, investorFit: buildFit() }),
    });
    renderCard(deck);
    await user.click(screen.getByRole('button', { name: 'Analysis failed, click to retry' }));
    expect(await screen.findByText('Investor Fit Updated!')).toBeInTheDocument();
    expect(api.calls(`POST /decks/${deck.id}/recalculate-fit`)).toHaveLength(1);
  });

  it('a missing fit without an investor profile shows the No Investor Profile toast', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderCard(buildDeck({ investorFit: null }), { me: buildMe({ investorProfile: null }) });
    await user.click(screen.getByRole('button', { name: 'Analysis failed, click to retry' }));
    expect(await screen.findByText('No Investor Profile')).toBeInTheDocument();
    expect(
      screen.getByText('Please set up your investor profile in Settings to calculate fit analysis.'),
    ).toBeInTheDocument();
    // Nothing is sent (the card's deal-stage select only reads the stage list).
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('a failed recalculation shows Recalculation Failed with the message', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ investorFit: null });
    mockApi({
      [`POST /decks/${deck.id}/recalculate-fit`]: () =>
        apiError(502, 'PROVIDER_ERROR', 'Failed to recalculate investor fit'),
    });
    renderCard(deck);
    await user.click(screen.getByRole('button', { name: 'Analysis failed, click to retry' }));
    expect(await screen.findByText('Recalculation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to recalculate investor fit')).toBeInTheDocument();
  });

  it('archive asks for confirmation, then archives', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ companyName: 'Acme' });
    const api = mockApi({
      [`PATCH /decks/${deck.id}`]: () => ({ ...deck, isArchived: true }),
      'GET /decks': () => ({ items: [], nextCursor: null }),
    });
    renderCard(deck);
    await user.click(screen.getByRole('button', { name: 'Archive Acme' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Archive this pitch deck?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Deck Archived')).toBeInTheDocument();
    expect(api.calls(`PATCH /decks/${deck.id}`)[0].body).toEqual({ isArchived: true });
  });

  it('a failed archive says so', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ companyName: 'Acme' });
    mockApi({ [`PATCH /decks/${deck.id}`]: () => apiError(500, 'INTERNAL', 'x') });
    renderCard(deck);
    await user.click(screen.getByRole('button', { name: 'Archive Acme' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Could not archive the deck.')).toBeInTheDocument();
  });

  it('delete forever on an archived deck hides it after confirmation', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ companyName: 'Acme', isArchived: true });
    const api = mockApi({ [`POST /decks/${deck.id}/hide`]: () => ({ ok: true }), 'GET /decks': () => [] });
    renderCard(deck);
    await user.click(screen.getByRole('button', { name: 'Delete Acme forever' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Forever' }),
    );
    expect(await screen.findByText('Deck Hidden')).toBeInTheDocument();
    expect(api.calls(`POST /decks/${deck.id}/hide`)).toHaveLength(1);
  });

  it('restore and star report success', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({ companyName: 'Acme', isArchived: true });
    const api = mockApi({
      [`PATCH /decks/${deck.id}`]: (request) => ({ ...deck, ...(request.body as object) }),
      'GET /decks': () => ({ items: [], nextCursor: null }),
    });
    renderCard(deck);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Deck Restored')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Star Acme' }));
    expect(await screen.findByText('Starred!')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls(`PATCH /decks/${deck.id}`).map((r) => r.body)).toEqual([
        { isArchived: false },
        { starred: true },
      ]),
    );
  });
});

describe('DeckCard round size', () => {
  it('says when the deck states no currency instead of showing the amount as dollars', () => {
    renderCard(buildDeck({ roundSize: 'raising 150K' }));
    expect(screen.getByText('150K (currency not stated)')).toBeInTheDocument();
  });

  it('shows a range in another currency as the deck writes it, its USD value and the rates\' date on hover', () => {
    renderCard(buildDeck({ roundSize: '₹2–4 crore', fieldSources: { roundSize: { status: 'stated', slides: [9] } } }));
    const round = screen.getByText('₹2–4 Cr');
    expect(round).toHaveAttribute('title', expect.stringMatching(new RegExp(`^₹2–4 Cr — ≈ \\$\\d+–\\d+K at the rate of ${REFERENCE_RATES_DATE}$`)));
  });
});

describe('DeckCard for a viewer of a team workspace', () => {
  const gateOf = (control: HTMLElement) => control.closest('[data-viewer-gate]');

  it('shows the primary action, the star and the stage disabled with the reason, and no archive, delete or retry', async () => {
    mockApi({ 'GET /pipeline/stages': () => ({ stages: [{ id: 'new', name: 'New', position: 0, system: true }] }) });
    renderCard(buildTeamDeck({ companyName: 'Acme', investorFit: null }), { me: buildTeamMe('viewer') });

    const run = screen.getByRole('button', { name: /Run Deep Analysis/ });
    expect(run).toBeDisabled();
    expect(gateOf(run)).toHaveAttribute('aria-label', WORKSPACE_MESSAGES.viewerReadOnly);
    expect(screen.getByRole('button', { name: 'Star Acme' })).toBeDisabled();
    const stage = await screen.findByRole('combobox', { name: 'Deal stage of Acme' });
    expect(stage).toBeDisabled();
    expect(gateOf(stage)).toHaveAttribute('aria-label', WORKSPACE_MESSAGES.viewerReadOnly);
    expect(button('Archive Acme')).not.toBeInTheDocument();
    expect(button(/retry/)).not.toBeInTheDocument();
    expect(screen.getByText('Uploaded by Bo Berg', { exact: false })).toBeInTheDocument();
  });

  it('says why in the More actions menu, whose write actions are disabled', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderCard(buildTeamDeck({ companyName: 'Acme', investorFit: null }), { me: buildTeamMe('viewer') });
    await user.click(screen.getByRole('button', { name: 'More actions for Acme' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(WORKSPACE_MESSAGES.viewerReadOnly)).toBeInTheDocument();
    for (const name of ['Star', 'Analysis failed, click to retry', 'Archive…']) {
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('shows Restore disabled on an archived deck, and no Delete forever', () => {
    mockApi({});
    renderCard(buildTeamDeck({ companyName: 'Old', isArchived: true }), { me: buildTeamMe('viewer') });
    expect(screen.getByRole('button', { name: /Restore/ })).toBeDisabled();
    expect(button('Delete Old forever')).not.toBeInTheDocument();
  });

  it('leaves every control to a member', () => {
    mockApi({});
    renderCard(buildTeamDeck({ companyName: 'Acme' }), { me: buildTeamMe('member') });
    expect(screen.getByRole('button', { name: /Run Deep Analysis/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Star Acme' })).toBeEnabled();
    expect(button('Archive Acme')).toBeInTheDocument();
  });
});

describe('DeckCard keyboard', () => {
  /** The card's elements Tab stops on, in order, found by tabbing through the page. */
  async function tabStops(user: ReturnType<typeof userEvent.setup>, card: HTMLElement) {
    const stops: HTMLElement[] = [];
    document.body.focus();
    for (let i = 0; i < 30; i++) {
      await user.tab();
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body || stops.includes(active)) break;
      if (card.contains(active)) stops.push(active);
    }
    return stops;
  }

  // The busiest card: unstated fields, an executive summary, a missing fit (retry), runnable and archivable.
  const busyDeck = () =>
    buildDeck({
      companyName: 'Acme',
      executiveSummary: 'A focused summary of the company.',
      investorFit: null,
      stage: 'Pre-Seed',
      geography: 'Not specified',
      fieldSources: {
        stage: { status: 'assumed', slides: [] },
        geography: { status: 'not_found', slides: [] },
        industry: { status: 'assumed', slides: [] },
      },
    });

  it('has at most three tab stops: the deck link, the primary action and More actions', async () => {
    const user = userEvent.setup();
    mockApi({});
    const { card } = renderCard(busyDeck());
    const stops = await tabStops(user, card);
    expect(stops.map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim())).toEqual(
      ['Acme', 'Run Deep Analysis', 'More actions for Acme'],
    );
  });

  it('keeps three tab stops for a viewer: the disabled primary action keeps its stop for the reason', async () => {
    const user = userEvent.setup();
    mockApi({});
    const { card } = renderCard({ ...busyDeck(), workspaceId: 'ws-team' }, { me: buildTeamMe('viewer') });
    const stops = await tabStops(user, card);
    expect(stops.map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim())).toEqual(
      ['Acme', WORKSPACE_MESSAGES.viewerReadOnly, 'More actions for Acme'],
    );
  });

  it('an archived card has the link, Restore and More actions', async () => {
    const user = userEvent.setup();
    mockApi({});
    const { card } = renderCard(buildDeck({ companyName: 'Old', isArchived: true, investorFit: null }));
    const stops = await tabStops(user, card);
    expect(stops.map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim())).toEqual(
      ['Old', 'Restore', 'More actions for Old'],
    );
  });

  it('reaches every secondary action from the More actions menu by keyboard', async () => {
    const user = userEvent.setup();
    const deck = busyDeck();
    const api = mockApi({
      [`PATCH /decks/${deck.id}`]: (request) => ({ ...deck, ...(request.body as object) }),
      'GET /decks': () => [],
    });
    renderCard(deck);
    const more = screen.getByRole('button', { name: 'More actions for Acme' });
    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Star', 'Show Executive Summary', 'Analysis failed, click to retry', 'Archive…']);

    // The summary opens from the menu.
    await user.click(within(menu).getByRole('menuitem', { name: 'Show Executive Summary' }));
    expect(screen.getByText('A focused summary of the company.')).toBeInTheDocument();

    // Star by keyboard.
    more.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Enter}'); // the first item has focus
    expect(await screen.findByText('Starred!')).toBeInTheDocument();

    // Archive by keyboard: the confirmation opens, and Escape brings focus back to the menu button.
    more.focus();
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Archive…' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Archive this pitch deck?')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
    expect(api.calls(`PATCH /decks/${deck.id}`).map((r) => r.body)).toEqual([{ starred: true }]);
  });

  it('offers Delete forever in the menu of an archived deck', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderCard(buildDeck({ companyName: 'Acme', isArchived: true }));
    screen.getByRole('button', { name: 'More actions for Acme' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Delete forever…' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Archive…' })).not.toBeInTheDocument();
  });
});
