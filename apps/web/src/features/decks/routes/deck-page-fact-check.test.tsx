import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deck, DeckContent, FieldSource } from '@pitchscope/domain/contracts/decks';
import { FACT_CONFIDENCE_THRESHOLD } from '@pitchscope/domain/constants';
import { resetToasts } from '@/hooks/use-toast';
import { buildDeck, buildFit, buildMe, buildTeamDeck, buildTeamMe } from '../testing/factories';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import { DeckCard } from '../components/deck-card';
import { DeckTable } from '../components/deck-table';
import DeckPage from './deck-page';

const content: DeckContent = { rawContent: '', pages: [], extraction: null };
const UNSURE_SEED: FieldSource = {
  status: 'stated',
  slides: [12],
  confidence: FACT_CONFIDENCE_THRESHOLD / 2,
  evidence: { quote: 'Next: a seed round once we reach 100 stores', slide: 12 },
};

/** A deck whose stage needs a check: not rated, as the server answers it. */
function unsureStageDeck(patch: Partial<Deck> = {}): Deck {
  return buildDeck({
    id: 'd1',
    companyName: 'Acme',
    stage: 'Seed',
    fieldSources: { stage: UNSURE_SEED },
    investorFit: {
      ...buildFit('Yellow'),
      stageFit: 'Unknown',
      rationale: { ...buildFit().rationale, stageFitReason: 'Stage not stated in the deck' },
    },
    ...patch,
  });
}

/** The server's answer to Confirm: the fact is the investor's, on its slide, the fit rated on it. */
function confirmed(deck: Deck, by = { id: 'user-1', name: 'Anna Virtanen' }): Deck {
  return {
    ...deck,
    fieldSources: { ...deck.fieldSources, stage: { status: 'user', slides: [12] } },
    factsToCheck: [],
    factStates: { ...deck.factStates, stage: 'edited' },
    fieldHistory: [
      ...deck.fieldHistory,
      { field: 'stage', previousValue: 'Seed', previousSource: UNSURE_SEED, value: 'Seed', at: '2026-11-27T10:00:00.000Z', by },
    ],
    investorFit: {
      ...buildFit('Green'),
      rationale: { ...buildFit().rationale, stageFitReason: 'Seed matches your target stages (Seed)' },
    },
  };
}

const stageFact = () => document.querySelector('[data-field=stage]') as HTMLElement;

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('Deck page: a fact to check', () => {
  it('marks it Check with what the deck may say and its words, and confirms it in one click', async () => {
    const user = userEvent.setup();
    let deck = unsureStageDeck();
    const api = mockApi({
      'GET /decks/d1': () => deck,
      'GET /decks/d1/content': () => content,
      'POST /decks/d1/fields/stage/confirm': () => (deck = confirmed(deck)),
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    expect(await screen.findByText('Stage not stated in the deck')).toBeInTheDocument();
    const fact = stageFact();
    expect(within(fact).getByText('Check')).toBeInTheDocument();
    expect(within(fact).getByText('The deck may say Seed (slide 12); not sure')).toBeInTheDocument();
    expect(within(fact).getByText('Slide 12: “Next: a seed round once we reach 100 stores”')).toBeInTheDocument();
    // The slide it was read from is still offered, not "Assumed".
    expect(within(fact).getByRole('button', { name: 'Slide 12' })).toBeInTheDocument();

    await user.click(within(fact).getByRole('button', { name: 'Confirm Stage' }));

    expect(await screen.findByText('Seed matches your target stages (Seed)')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/decks/d1/fields/stage/confirm',
    ]);
    const after = stageFact();
    expect(within(after).queryByText('Check')).not.toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Confirm Stage' })).not.toBeInTheDocument();
    expect(within(after).getByText('Confirmed by you')).toBeInTheDocument();
    // A confirmation is not a correction: no "Extracted from the deck" line repeating the same value.
    expect(within(after).queryByText(/Extracted from the deck/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Fact confirmed')).toBeInTheDocument());
  });

  it('names the teammate who confirmed a fact', async () => {
    const deck = confirmed(unsureStageDeck({ userId: 'user-2' }), { id: 'user-2', name: 'Bo Berg' });
    mockApi({ 'GET /decks/d1': () => buildTeamDeck(deck), 'GET /decks/d1/content': () => content });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildTeamMe('member') });
    const badge = await screen.findByText('Confirmed by Bo Berg');
    expect(stageFact()).toContainElement(badge);
  });

  it('shows a viewer the Check note and the evidence, but no Confirm', async () => {
    mockApi({ 'GET /decks/d1': () => buildTeamDeck(unsureStageDeck()), 'GET /decks/d1/content': () => content });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildTeamMe('viewer') });
    expect(await screen.findByText('The deck may say Seed (slide 12); not sure')).toBeInTheDocument();
    expect(screen.getByText('Slide 12: “Next: a seed round once we reach 100 stores”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Stage' })).not.toBeInTheDocument();
  });
});

describe('The library marks a fact to check', () => {
  it('on the card: "(check)", and not "(assumed)"', () => {
    const deck = unsureStageDeck();
    mockApi({ 'GET /pipeline/stages': () => ({ stages: [] }) });
    renderWithApp(<DeckCard deck={deck} onRunDeepAnalysis={vi.fn()} />, { me: buildMe() });
    const card = screen.getByRole('article');
    const cardStage = card.querySelector('[data-check]');
    expect(cardStage).toHaveTextContent('Seed (check)');
    expect(within(card).queryByText('(assumed)')).not.toBeInTheDocument();
  });

  it('in the table: "(check)"', () => {
    mockApi({ 'GET /pipeline/stages': () => ({ stages: [] }) });
    renderWithApp(
      <DeckTable decks={[unsureStageDeck()]} sort="uploaded" dir="desc" onSort={vi.fn()} caption="Active Decks" total={1} />,
      { path: '/pitch-decks', route: '/pitch-decks', me: buildMe() },
    );
    const row = within(screen.getByRole('table', { name: 'Active Decks' })).getByRole('link', { name: 'Acme' }).closest('tr')!;
    expect(row.querySelector('[data-check]')).toHaveTextContent('Seed (check)');
  });
});

describe('Deck page: texts written before an edit (ADR 0039)', () => {
  it('lists the edits the analysis and summaries still contradict, above the analysis', async () => {
    const deck = buildDeck({
      id: 'd1',
      companyName: 'Acme',
      stage: 'Seed',
      fieldSources: { stage: { status: 'user', slides: [] } },
      analysis: {
        summary: 'Acme raises a Pre-Seed round.',
        strengths: [],
        weaknesses: [],
        questions: [],
        detailedAnalysis: '',
        industry: 'Fintech',
        generatedAt: '2026-11-20T10:00:00.000Z',
      },
      factsEditedSinceAnalysis: [
        {
          field: 'stage',
          label: 'Stage',
          value: 'Seed',
          state: 'edited',
          previousValue: 'Pre-Seed',
          previousState: 'stated',
          editedAt: '2026-11-21T09:00:00.000Z',
        },
      ],
    });
    mockApi({ 'GET /decks/d1': () => deck, 'GET /decks/d1/content': () => content });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    const note = await screen.findByRole('note', { name: 'Facts edited since this analysis was written' });
    expect(note).toHaveTextContent('the analysis and summaries below quote the values they were written from');
    expect(within(note).getByRole('listitem')).toHaveTextContent('Stage: Seed (was Pre-Seed)');
  });
});
