import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareLinkSummary } from '@pitchscope/domain/contracts/share-links';
import { resetToasts } from '@/hooks/use-toast';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import { ShareDeckButton } from './share-deck-button';

const URL_SHOWN = `http://localhost:3000/s/${'u'.repeat(43)}`;

function link(patch: Partial<ShareLinkSummary> = {}): ShareLinkSummary {
  return {
    id: 'link-1',
    status: 'active',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: null,
    revokedAt: null,
    viewCount: 3,
    lastViewedAt: '2026-11-21T10:00:00.000Z',
    ...patch,
  };
}

/** A server holding the deck's links: lists them, adds one on POST, revokes one on DELETE. */
function linkServer(initial: ShareLinkSummary[]) {
  let links = [...initial];
  const revoke = (id: string) => () => {
    links = links.map((item) => (item.id === id ? { ...item, status: 'revoked' as const } : item));
    return links.find((item) => item.id === id);
  };
  return mockApi({
    'GET /decks/deck-1/share-links': () => links,
    'POST /decks/deck-1/share-links': () => {
      const created = link({ id: 'link-new', viewCount: 0, lastViewedAt: null, createdAt: '2026-11-26T10:00:00.000Z' });
      links = [created, ...links];
      return { ...created, url: URL_SHOWN };
    },
    ...Object.fromEntries(initial.map((item) => [`DELETE /decks/deck-1/share-links/${item.id}`, revoke(item.id)])),
  });
}

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe('Share button', () => {
  it('creates a link with the chosen expiry, shows it to copy, and lists it with its views', async () => {
    const { calls } = linkServer([link({ id: 'old', expiresAt: '2026-12-01T10:00:00.000Z', status: 'expired' })]);
    renderWithApp(<ShareDeckButton deckId="deck-1" companyName="Brightloop" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Brightloop' });
    expect(within(dialog).getByText(/Your investor profile, the fit rating/)).toBeInTheDocument();
    const expired = (await within(dialog).findByText('Expired')).closest('tr')!;
    expect(within(expired).getByText('3')).toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByLabelText('Share link')).toHaveValue(URL_SHOWN);
    expect(calls('POST /decks/deck-1/share-links')[0]?.body).toEqual({ expiresInDays: 7 });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(3));
  });

  it('revokes a link after confirmation', async () => {
    const { calls } = linkServer([link()]);
    renderWithApp(<ShareDeckButton deckId="deck-1" companyName="Brightloop" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the link created Nov 20, 2026' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(calls('DELETE /decks/deck-1/share-links/link-1')).toHaveLength(1));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
  });

  it('offers no creation to an admin viewing someone else’s deck', async () => {
    linkServer([link()]);
    renderWithApp(<ShareDeckButton deckId="deck-1" companyName="Brightloop" canCreate={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByText('Active');
    expect(screen.queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
  });
});
