import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deck, DeckContent } from '@pitchscope/domain/contracts/decks';
import { formatDeckDate } from '@pitchscope/domain/format';
import { MODEL_OUTAGE_REASONS, READ_OFFLINE_MESSAGES } from '@pitchscope/domain/model-availability';
import { resetToasts } from '@/hooks/use-toast';
import { buildDeck, buildMe, buildTeamDeck, buildTeamMe } from '../testing/factories';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import DeckPage from './deck-page';

const content: DeckContent = { rawContent: '', pages: [], extraction: null };
const READ_AT = '2026-11-27T10:00:00.000Z';
const offlineDeck = (patch: Partial<Deck> = {}) =>
  buildDeck({ id: 'd1', companyName: 'Acme', readOffline: { at: READ_AT, reason: MODEL_OUTAGE_REASONS.unreachable }, ...patch });

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('Deck page: a deck read offline while the model was down', () => {
  it('says who read it and why, and has the model read it again in one click', async () => {
    const user = userEvent.setup();
    let deck = offlineDeck();
    const api = mockApi({
      'GET /decks/d1': () => deck,
      'GET /decks/d1/content': () => content,
      'POST /decks/d1/reread-with-model': () => deck,
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    expect(await screen.findByText(READ_OFFLINE_MESSAGES.badge)).toBeInTheDocument();
    expect(screen.getByText(READ_OFFLINE_MESSAGES.badgeHint(MODEL_OUTAGE_REASONS.unreachable, formatDeckDate(READ_AT)))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: READ_OFFLINE_MESSAGES.reread }));
    expect(api.calls('POST /decks/d1/reread-with-model')).toHaveLength(1);
    expect(await screen.findByText(READ_OFFLINE_MESSAGES.rereadQueued)).toBeInTheDocument();

    // The model's reading lands: the notice goes.
    deck = { ...deck, readOffline: null };
    await user.click(screen.getByRole('button', { name: READ_OFFLINE_MESSAGES.reread }));
    await waitFor(() => expect(screen.queryByText(READ_OFFLINE_MESSAGES.badge)).not.toBeInTheDocument());
  });

  it('shows a viewer the notice without the button', async () => {
    mockApi({ 'GET /decks/d1': () => buildTeamDeck(offlineDeck()), 'GET /decks/d1/content': () => content });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildTeamMe('viewer') });
    expect(await screen.findByText(READ_OFFLINE_MESSAGES.badge)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: READ_OFFLINE_MESSAGES.reread })).not.toBeInTheDocument();
  });

  it('shows nothing for a deck the model read', async () => {
    mockApi({ 'GET /decks/d1': () => buildDeck({ id: 'd1', companyName: 'Acme' }), 'GET /decks/d1/content': () => content });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.queryByText(READ_OFFLINE_MESSAGES.badge)).not.toBeInTheDocument();
  });
});
