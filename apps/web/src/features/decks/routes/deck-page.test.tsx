import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeckContent, ExtractedPage } from '@pitchscope/domain/contracts/decks';
import { PAGE_IMAGE_VERSION, PAGE_IMAGE_WIDTHS } from '@pitchscope/domain/constants';
import { REFERENCE_RATES_DATE } from '@pitchscope/domain/exchange-rates';
import { resetToasts } from '@/hooks/use-toast';
import { DECK_MESSAGES, WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { buildDeck, buildMe, buildTeamDeck, buildTeamMe } from '../testing/factories';
import { apiError, mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import DeckPage from './deck-page';

function page(pageNumber: number, header: string, rawText: string): ExtractedPage {
  return {
    pageNumber,
    header,
    rawText,
    images: [],
    tables: [],
    charts: [],
    diagrams: [],
    footer: '',
    method: 'text',
  };
}

const content: DeckContent = {
  rawContent: 'all text',
  pages: [
    page(1, 'Acme', 'Payments for marketplaces'),
    page(2, 'Team', 'Anna, CEO'),
    page(3, 'Ask', 'Raising $2M'),
  ],
  extraction: null,
};

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('Deck page', () => {
  it('says when only the first pages of the document were read, and says nothing when all were', async () => {
    const cut = buildDeck({ id: 'd1', companyName: 'Longread', fileType: 'pdf', pageCount: 300, documentPageCount: 20_000 });
    mockApi({ 'GET /decks/d1': () => cut, 'GET /decks/d1/content': () => content });
    const view = renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    expect(await screen.findByText('Only the first 300 of 20,000 pages were read.')).toBeInTheDocument();
    view.unmount();

    const whole = buildDeck({ id: 'd2', companyName: 'Shortread', pageCount: 3, documentPageCount: null });
    mockApi({ 'GET /decks/d2': () => whole, 'GET /decks/d2/content': () => content });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d2', me: buildMe() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shortread' })).toBeInTheDocument();
    expect(screen.queryByText(/were read\./)).not.toBeInTheDocument();
  });

  it('shows the slides, the facts with their sources, and the fit', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({
      id: 'd1',
      companyName: 'Acme',
      pageCount: 3,
      fieldSources: {
        roundSize: { status: 'stated', slides: [3] },
        geography: { status: 'assumed', slides: [] },
        website: { status: 'not_found', slides: [] },
      },
    });
    mockApi({ 'GET /decks/d1': () => deck, 'GET /decks/d1/content': () => content });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    expect(screen.getAllByText('Strong Match').length).toBeGreaterThan(0);
    expect(await screen.findByText('Slide 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Slide 1' })).toHaveAttribute(
      'src',
      `/api/decks/d1/pages/1/image?w=${PAGE_IMAGE_WIDTHS.slide}&v=${PAGE_IMAGE_VERSION}`,
    );
    expect(screen.getByText('Payments for marketplaces')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Slide 3' }));
    expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Raising $2M')).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();

    expect(screen.getByText('Assumed (not stated in the deck)')).toBeInTheDocument();
    expect(screen.getByText('Not found')).toBeInTheDocument();
    expect(screen.getByText('Stage Fit')).toBeInTheDocument();
    expect(screen.getByText('US is outside your target geographies.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run Deep Analysis' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Raw view/ })).toHaveAttribute('href', '/pitch-decks/raw/d1');
    expect(screen.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', '/api/decks/d1/file');
  });

  it('with no tokens, offers a link to the credits page that says what a deep analysis costs', async () => {
    const deck = buildDeck({ id: 'd1', companyName: 'Acme', pageCount: 3 });
    mockApi({ 'GET /decks/d1': () => deck, 'GET /decks/d1/content': () => content });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe({ tokenBalance: 0 }) });
    const link = await screen.findByRole('link', { name: DECK_MESSAGES.getTokens });
    expect(link).toHaveAttribute('href', '/credits-and-subscriptions');
    expect(screen.queryByRole('button', { name: 'Run Deep Analysis' })).not.toBeInTheDocument();
  });

  it('links to the deep analysis when one exists and shows PPTX slides as text cards', async () => {
    const deck = buildDeck({
      id: 'd2',
      fileName: 'acme.pptx',
      fileType: 'pptx',
      hasDeepAnalysis: true,
      inDashboard: true,
    });
    mockApi({ 'GET /decks/d2': () => deck, 'GET /decks/d2/content': () => content });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d2', me: buildMe() });
    expect(await screen.findByRole('link', { name: /View Deep Analysis/ })).toHaveAttribute(
      'href',
      '/dashboard/deep/d2',
    );
    const slide = await screen.findByRole('article', { name: 'Slide 1' });
    expect(within(slide).getByText('Payments for marketplaces')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Slide 1' })).not.toBeInTheDocument();
  });

  it('shows a PPTX deck as slide images when the server can draw them', async () => {
    const deck = buildDeck({ id: 'd3', fileName: 'acme.pptx', fileType: 'pptx' });
    mockApi({
      'GET /decks/d3': () => deck,
      'GET /decks/d3/content': () => ({ ...content, pageImages: { available: true, note: null } }),
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d3', me: buildMe() });
    expect(await screen.findByRole('img', { name: 'Slide 1' })).toHaveAttribute(
      'src',
      `/api/decks/d3/pages/1/image?w=${PAGE_IMAGE_WIDTHS.slide}&v=${PAGE_IMAGE_VERSION}`,
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("shows the server's note and the slide text when a PPTX deck cannot be drawn", async () => {
    const note = 'Slide images are not available on this server.';
    const deck = buildDeck({ id: 'd4', fileName: 'acme.pptx', fileType: 'pptx' });
    mockApi({
      'GET /decks/d4': () => deck,
      'GET /decks/d4/content': () => ({ ...content, pageImages: { available: false, note } }),
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d4', me: buildMe() });
    expect(await screen.findByRole('note')).toHaveTextContent(note);
    const slide = screen.getByRole('article', { name: 'Slide 1' });
    expect(within(slide).getByText('Payments for marketplaces')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Slide 1' })).not.toBeInTheDocument();
  });

  it('says when the deck does not exist', async () => {
    mockApi({ 'GET /decks/nope': () => apiError(404, 'DECK_NOT_FOUND', 'Pitch deck not found') });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/nope', me: buildMe() });
    expect(await screen.findByText('Pitch deck not found')).toBeInTheDocument();
  });
});

describe('Deck page in a team workspace', () => {
  const stages = { stages: [{ id: 'new', name: 'New', position: 0, system: true }] };
  const timeline = { entries: [], passReason: null };

  function renderTeamDeck(role: 'viewer' | 'member', deck = buildTeamDeck({ id: 't1', companyName: 'Acme', investorFit: null })) {
    const api = mockApi({
      'GET /decks/t1': () => deck,
      'GET /decks/t1/content': () => content,
      'GET /pipeline/stages': () => stages,
      'GET /decks/t1/notes': () => timeline,
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/t1', me: buildTeamMe(role) });
    return api;
  }

  it('shows a viewer every write control disabled with the reason, or left out with the reason said', async () => {
    const api = renderTeamDeck('viewer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    const gated = (name: string | RegExp) => {
      const control = screen.getByRole('button', { name });
      expect(control).toBeDisabled();
      expect(control.closest('[data-viewer-gate]')).toHaveAttribute('aria-label', WORKSPACE_MESSAGES.viewerReadOnly);
    };
    gated('Run Deep Analysis');
    gated(/Share/);
    gated('Analysis failed, click to retry');
    const stage = await screen.findByRole('combobox', { name: 'Deal stage' });
    expect(stage).toBeDisabled();
    // Field edits and the note form are left out; the Facts and Pipeline cards say why.
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Add a note/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('note').filter((note) => note.textContent === WORKSPACE_MESSAGES.viewerReadOnly)).toHaveLength(2);
    expect(screen.getByText('Uploaded by Bo Berg', { exact: false })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('lets a member change a deck another member uploaded', async () => {
    renderTeamDeck('member');
    expect(await screen.findByRole('button', { name: 'Edit Company' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Run Deep Analysis' })).toBeEnabled();
    expect(await screen.findByRole('combobox', { name: 'Deal stage' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /Add a note/ })).toBeInTheDocument();
    expect(screen.queryByText(WORKSPACE_MESSAGES.viewerReadOnly)).not.toBeInTheDocument();
  });

  it('says whose investor profile a teammate’s deck was rated against, and nothing on one’s own deck', async () => {
    renderTeamDeck('member', buildTeamDeck({ id: 't1', companyName: 'Acme' }));
    expect(await screen.findByText('Rated against Bo Berg’s investor profile.')).toBeInTheDocument();
  });

  it('does not name a profile on a team deck the reader uploaded', async () => {
    const me = buildTeamMe('member');
    mockApi({
      'GET /decks/t1': () => buildTeamDeck({ id: 't1', companyName: 'Acme', userId: me.uid, uploadedBy: { id: me.uid, name: 'Me' } }),
      'GET /decks/t1/content': () => content,
      'GET /pipeline/stages': () => stages,
      'GET /decks/t1/notes': () => timeline,
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/t1', me });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByText('Investor Fit')).toBeInTheDocument();
    expect(screen.queryByText(/Rated against/)).not.toBeInTheDocument();
  });

  it('shows a round without a stated currency as such among the facts', async () => {
    renderTeamDeck('member', buildTeamDeck({ id: 't1', companyName: 'Acme', roundSize: 'raising 150K' }));
    const facts = (await screen.findByText('Deck Facts')).closest('[data-slot="card"]') as HTMLElement;
    expect(within(facts).getByText('150K (currency not stated)')).toBeInTheDocument();
  });

  it('shows a round as the deck states it, with its USD value and the rates\' date beside it', async () => {
    const deck = buildTeamDeck({
      id: 't1',
      companyName: 'Acme',
      roundSize: 'CAD 2–3M',
      fieldSources: { roundSize: { status: 'stated', slides: [3] } },
    });
    renderTeamDeck('member', deck);
    const facts = (await screen.findByText('Deck Facts')).closest('[data-slot="card"]') as HTMLElement;
    expect(within(facts).getByText('CA$2–3M')).toBeInTheDocument();
    expect(
      within(facts).getByText(new RegExp(`^≈ \\$[\\d.]+–[\\d.]+M at the rate of ${REFERENCE_RATES_DATE}$`)),
    ).toBeInTheDocument();
  });

  it('gives no USD value for a round the deck does not state', async () => {
    const deck = buildTeamDeck({
      id: 't1',
      companyName: 'Acme',
      roundSize: 'CA$4M',
      fieldSources: { roundSize: { status: 'assumed', slides: [] } },
    });
    renderTeamDeck('member', deck);
    const facts = (await screen.findByText('Deck Facts')).closest('[data-slot="card"]') as HTMLElement;
    expect(within(facts).getByText('CA$4M')).toBeInTheDocument();
    expect(within(facts).queryByText(/at the rate of/)).not.toBeInTheDocument();
  });
});
