import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deck, DeckContent, DeckFieldsPatch, FieldSource } from '@pitchscope/domain/contracts/decks';
import { locationOptions } from '@pitchscope/domain/fact-vocabulary';
import { CANONICAL_STAGES } from '@pitchscope/domain/stages';
import { resetToasts } from '@/hooks/use-toast';
import { buildDeck, buildFit, buildMe, buildTeamDeck, buildTeamMe } from '../testing/factories';
import { apiError, mockApi, type RecordedRequest } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import DeckPage from './deck-page';

const content: DeckContent = { rawContent: '', pages: [], extraction: null };
const ASSUMED: FieldSource = { status: 'assumed', slides: [] };

/** A deck whose stage is the assumed default, so the stage criterion is not rated. */
function assumedStageDeck(): Deck {
  return buildDeck({
    id: 'd1',
    companyName: 'Acme',
    stage: 'Pre-Seed',
    executiveSummary: 'Acme builds payments.',
    fieldSources: { stage: ASSUMED },
    investorFit: {
      ...buildFit('Yellow'),
      stageFit: 'Unknown',
      rationale: { ...buildFit().rationale, stageFitReason: 'Stage not stated in the deck' },
    },
  });
}

/** The server's answer to an edit: the value, source `user`, the replaced value in the history, the new fit. */
function edited(deck: Deck, request: RecordedRequest): Deck {
  const patch = request.body as DeckFieldsPatch;
  const next = { ...deck, fieldSources: { ...deck.fieldSources }, fieldHistory: [...deck.fieldHistory] };
  for (const [field, value] of Object.entries(patch) as Array<[keyof DeckFieldsPatch, string]>) {
    next.fieldHistory.push({
      field,
      previousValue: deck[field],
      previousSource: deck.fieldSources[field] ?? null,
      value,
      at: '2026-11-25T10:00:00.000Z',
    });
    next[field] = value;
    next.fieldSources[field] = { status: 'user', slides: [] };
  }
  if (patch.stage === 'Seed') {
    next.investorFit = {
      ...buildFit('Green'),
      rationale: { ...buildFit().rationale, stageFitReason: 'Seed matches your target stages (Seed)' },
    };
  }
  return next;
}

function facts() {
  return screen.getByText('Deck Facts').closest('[data-slot=card]') as HTMLElement;
}
const fact = (field: string) => facts().querySelector(`[data-field=${field}]`) as HTMLElement;

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('Deck page: correcting a fact in place', () => {
  it('saves a one-line fact with Enter, marks it edited by you with the extracted value, and shows the new fit', async () => {
    const user = userEvent.setup();
    let deck = assumedStageDeck();
    const api = mockApi({
      'GET /decks/d1': () => deck,
      'GET /decks/d1/content': () => content,
      'PATCH /decks/d1/fields': (request) => (deck = edited(deck, request)),
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    expect(await screen.findByText('Stage not stated in the deck')).toBeInTheDocument();
    expect(within(fact('stage')).getByText('Assumed (not stated in the deck)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Stage' }));
    // The stage is chosen from the spec's stages, never typed (issue #36).
    const input = within(fact('stage')).getByRole('combobox', { name: 'Stage' });
    expect(input).toHaveValue('Pre-Seed');
    expect(input).toHaveFocus();
    await user.selectOptions(input, 'Seed');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.calls('PATCH /decks/d1/fields')).toHaveLength(1));
    expect(api.calls('PATCH /decks/d1/fields')[0]!.body).toEqual({ stage: 'Seed' });
    const stage = fact('stage');
    await waitFor(() => expect(within(stage).queryByRole('combobox')).not.toBeInTheDocument());
    expect(within(stage).getByText('Seed')).toBeInTheDocument();
    expect(within(stage).getByText('Edited by you')).toBeInTheDocument();
    expect(within(stage).getByText('Extracted from the deck: Pre-Seed')).toBeInTheDocument();
    expect(within(stage).queryByText('Assumed (not stated in the deck)')).not.toBeInTheDocument();
    expect(screen.getByText('Seed matches your target stages (Seed)')).toBeInTheDocument();
    expect(screen.queryByText('Stage not stated in the deck')).not.toBeInTheDocument();
    expect(await screen.findByText('Fact updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Stage' })).toHaveFocus();
  });

  it('in a team, names the teammate who corrected a fact, and says "you" for one’s own', async () => {
    const me = buildTeamMe('member');
    const correction = (field: 'stage' | 'product', by: { id: string; name: string }, value: string) => ({
      field,
      previousValue: 'Pre-Seed',
      previousSource: ASSUMED,
      value,
      at: '2026-11-25T10:00:00.000Z',
      by,
    });
    mockApi({
      'GET /decks/d1': () =>
        buildTeamDeck({
          id: 'd1',
          stage: 'Seed',
          product: 'Payments API v2',
          fieldSources: { stage: { status: 'user', slides: [] }, product: { status: 'user', slides: [] } },
          fieldHistory: [
            correction('stage', { id: 'teammate-1', name: 'Anna Berg' }, 'Seed'),
            correction('product', { id: me.uid, name: 'Me Myself' }, 'Payments API v2'),
          ],
        }),
      'GET /decks/d1/content': () => content,
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me });
    expect(await within(await waitFor(() => fact('stage'))).findByText('Edited by Anna Berg')).toBeInTheDocument();
    expect(within(fact('product')).getByText('Edited by you')).toBeInTheDocument();
  });

  it('cancels with Esc and with Cancel, sending nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /decks/d1': () => assumedStageDeck(),
      'GET /decks/d1/content': () => content,
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    await user.click(await screen.findByRole('button', { name: 'Edit Product' }));
    await user.type(within(fact('product')).getByRole('textbox', { name: 'Product' }), ' v2{Escape}');
    expect(within(fact('product')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(fact('product')).getByText('Payments API')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Product' }));
    expect(within(fact('product')).getByRole('textbox', { name: 'Product' })).toHaveValue('Payments API');
    await user.click(within(fact('product')).getByRole('button', { name: 'Cancel' }));
    expect(within(fact('product')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.calls('PATCH /decks/d1/fields')).toHaveLength(0);
  });

  it('edits a summary in a text area where Enter is a new line and Ctrl+Enter saves', async () => {
    const user = userEvent.setup();
    let deck = assumedStageDeck();
    const api = mockApi({
      'GET /decks/d1': () => deck,
      'GET /decks/d1/content': () => content,
      'PATCH /decks/d1/fields': (request) => (deck = edited(deck, request)),
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    await user.click(await screen.findByRole('button', { name: 'Edit Executive Summary' }));
    const area = within(fact('executiveSummary')).getByRole('textbox', { name: 'Executive Summary' });
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, '{Enter}Profitable since 2025.');
    expect(api.calls('PATCH /decks/d1/fields')).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(api.calls('PATCH /decks/d1/fields')[0]?.body).toEqual({
        executiveSummary: 'Acme builds payments.\nProfitable since 2025.',
      }),
    );
    expect(await within(fact('executiveSummary')).findByText('Edited by you')).toBeInTheDocument();
  });

  it('keeps the editor open with the server’s message when the edit is refused', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /decks/d1': () => assumedStageDeck(),
      'GET /decks/d1/content': () => content,
      'PATCH /decks/d1/fields': () =>
        apiError(400, 'VALIDATION_FAILED', 'Product must be at most 300 characters.'),
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    await user.click(await screen.findByRole('button', { name: 'Edit Product' }));
    await user.type(within(fact('product')).getByRole('textbox', { name: 'Product' }), 'x{Enter}');
    expect(await within(fact('product')).findByRole('alert')).toHaveTextContent(
      'Product must be at most 300 characters.',
    );
    expect(within(fact('product')).getByRole('textbox', { name: 'Product' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('offers the spec’s stages only, and edits the round as an amount and a currency (issue #36)', async () => {
    const user = userEvent.setup();
    let deck = buildDeck({ ...assumedStageDeck(), roundSize: '$2M', fieldSources: { stage: ASSUMED, roundSize: ASSUMED } });
    const api = mockApi({
      'GET /decks/d1': () => deck,
      'GET /decks/d1/content': () => content,
      'PATCH /decks/d1/fields': (request) => (deck = edited(deck, { ...request, body: { roundSize: '€500K' } })),
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });

    await user.click(await screen.findByRole('button', { name: 'Edit Stage' }));
    const stages = within(fact('stage')).getByRole('combobox', { name: 'Stage' });
    expect(within(stages).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not stated',
      ...CANONICAL_STAGES,
    ]);
    expect(within(fact('stage')).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(fact('stage')).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Round Size' }));
    const amount = within(fact('roundSize')).getByRole('textbox', { name: 'Round Size: Amount' });
    const currency = within(fact('roundSize')).getByRole('combobox', { name: 'Round Size: Currency' });
    expect(amount).toHaveValue('2M');
    expect(currency).toHaveValue('USD');
    await user.clear(amount);
    await user.type(amount, '500K');
    await user.selectOptions(currency, 'EUR');
    await user.click(within(fact('roundSize')).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls('PATCH /decks/d1/fields')).toHaveLength(1));
    expect(api.calls('PATCH /decks/d1/fields')[0]!.body).toEqual({ roundSize: 'EUR 500K' });
    await waitFor(() => expect(within(fact('roundSize')).getByText('€500K')).toBeInTheDocument());
    expect(within(fact('roundSize')).getByText('Edited by you')).toBeInTheDocument();
  });

  it('offers the places of the geography dataset when the location is edited', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /decks/d1': () => assumedStageDeck(), 'GET /decks/d1/content': () => content });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    await user.click(await screen.findByRole('button', { name: 'Edit Location' }));
    const input = within(fact('geography')).getByRole('combobox', { name: 'Location' });
    const list = document.getElementById(input.getAttribute('list')!)!;
    const places = [...list.querySelectorAll('option')].map((option) => option.getAttribute('value'));
    expect(places).toContain('Helsinki, Finland');
    expect(places).toEqual([...locationOptions()]);
  });

  it('does not offer an empty company name, and offers no editing on a deck of someone else', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /decks/d1': () => assumedStageDeck(), 'GET /decks/d1/content': () => content });
    const { unmount } = renderWithApp(<DeckPage />, {
      path: '/pitch-decks/:id',
      route: '/pitch-decks/d1',
      me: buildMe(),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Company' }));
    await user.clear(within(fact('companyName')).getByRole('textbox', { name: 'Company' }));
    expect(within(fact('companyName')).getByRole('button', { name: 'Save' })).toBeDisabled();
    unmount();

    renderWithApp(<DeckPage />, {
      path: '/pitch-decks/:id',
      route: '/pitch-decks/d1',
      // An admin reading a user's deck is no member of its workspace (ADR 0022).
      me: buildMe({
        uid: 'admin-1',
        isAdmin: true,
        currentWorkspace: { id: 'personal_admin-1', name: 'Personal', personal: true, role: 'owner' },
      }),
    });
    expect(await screen.findByText('Deck Facts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });
});
