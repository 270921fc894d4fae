import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { factStates } from '@pitchscope/domain/field-sources';
import { resetToasts } from '@/hooks/use-toast';
import { buildAdminDeck, buildPage } from '../testing/factories';
import { apiError, mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import { DecksTab } from './decks-tab';

const acme = buildAdminDeck();
const bolt = buildAdminDeck({
  id: 'deck-2',
  companyName: 'Bolt Robotics',
  industry: 'Manufacturing',
  stage: 'Series A',
  roundSize: '500K',
  fileUrl: null,
  deepAnalysisStatus: 'Completed',
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('DecksTab', () => {
  it('searches on the server by company, industry or stage and shows raises as K/M, with no currency the deck did not state', async () => {
    const { calls } = mockApi({
      'GET /admin/decks': ({ query }) => {
        const q = query.get('q')?.toLowerCase() ?? '';
        return buildPage([acme, bolt].filter((deck) => [deck.companyName, deck.industry, deck.stage].some((text) => text.toLowerCase().includes(q))));
      },
    });
    const { user } = renderAdmin(<DecksTab />);
    expect(await screen.findByText('$1.5M')).toBeInTheDocument();
    expect(screen.getByText('500K (currency not stated)')).toBeInTheDocument();
    expect(screen.getByText('2 decks')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search pitch decks' });
    await user.type(search, 'series a');
    await waitFor(() => expect(screen.queryByText('Acme, Inc.')).not.toBeInTheDocument());
    expect(screen.getByText('Bolt Robotics')).toBeInTheDocument();
    expect(calls.at(-1)!.query.get('q')).toBe('series a');

    await user.clear(search);
    await user.type(search, 'fintech');
    await waitFor(() => expect(screen.queryByText('Bolt Robotics')).not.toBeInTheDocument());
    expect(screen.getByText('Acme, Inc.')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(await screen.findByText('No decks match your search.')).toBeInTheDocument();
  });

  it('marks a stage and round the deck does not state as assumed, as the investor’s views do (issue #36)', async () => {
    const assumed = { status: 'assumed' as const, slides: [] };
    mockApi({
      'GET /admin/decks': () =>
        buildPage([
          buildAdminDeck({
            stage: 'Pre-Seed',
            roundSize: '$2M',
            factStates: factStates({ stage: assumed, roundSize: assumed, industry: { status: 'user', slides: [] } }),
          }),
        ]),
    });
    renderAdmin(<DecksTab />);
    expect(await screen.findByText('Pre-Seed (assumed)')).toBeInTheDocument();
    expect(screen.getByText('$2M (assumed)')).toBeInTheDocument();
    expect(screen.getByText('Fintech')).toBeInTheDocument();
  });

  it('loads older decks with the cursor the server gave', async () => {
    const { calls } = mockApi({
      'GET /admin/decks': ({ query }) => (query.get('cursor') === 'c-1' ? buildPage([bolt]) : buildPage([acme], 'c-1')),
    });
    const { user } = renderAdmin(<DecksTab />);
    await screen.findByText('Acme, Inc.');
    expect(screen.getByText('Newest 1 deck; more load as you scroll')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Bolt Robotics')).toBeInTheDocument();
    expect(calls.at(-1)!.query.get('cursor')).toBe('c-1');
    expect(screen.getByText('2 decks')).toBeInTheDocument();
  });

  it('expands a row to show its details and links to the raw data and the file', async () => {
    mockApi({ 'GET /admin/decks': () => buildPage([acme, bolt]) });
    const { user } = renderAdmin(<DecksTab />);
    await user.click(await screen.findByRole('button', { name: 'Show details for Acme, Inc.' }));
    expect(screen.getByText('Payments API')).toBeInTheDocument();
    expect(screen.getByText('anna@example.com')).toBeInTheDocument();
    expect(screen.getByText('Not started')).toBeInTheDocument();

    const row = screen.getByText('Acme, Inc.').closest('tr')!;
    expect(within(row).getByRole('link', { name: /Raw Data/ })).toHaveAttribute('href', '/admin/raw/deck-1');
    const file = within(row).getByRole('link', { name: /File/ });
    expect(file).toHaveAttribute('href', '/api/decks/deck-1/file?view=1');
    expect(file).toHaveAttribute('target', '_blank');

    const boltRow = screen.getByText('Bolt Robotics').closest('tr')!;
    expect(within(boltRow).getByRole('button', { name: /File/ })).toBeDisabled();
  });

  it('deletes only after typing DELETE and reports a failure verbatim', async () => {
    let fail = true;
    const { calls } = mockApi({
      'GET /admin/decks': () => buildPage([acme]),
      'DELETE /admin/decks/deck-1': () => (fail ? apiError(500) : { ok: true }),
    });
    const { user } = renderAdmin(<DecksTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete Acme, Inc.' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete Deck' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    expect(await screen.findByText('Failed to delete the deck')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    fail = false;
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Deck' }));
    await waitFor(() => expect(screen.queryByText('Acme, Inc.')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });
});
