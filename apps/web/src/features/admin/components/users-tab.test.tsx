import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { TOKEN_BALANCE_UPDATED } from '@/lib/events';
import { buildAdminUser, buildPage } from '../testing/factories';
import { apiError, mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import { UsersTab } from './users-tab';

const anna = buildAdminUser({
  id: 'u-anna',
  displayName: 'Anna',
  email: 'anna@example.com',
  tokenBalance: 3,
  deckCount: 5,
  createdAt: '2025-01-01T00:00:00Z',
});
const boris = buildAdminUser({
  id: 'u-boris',
  displayName: 'Boris',
  email: 'boris@example.com',
  tokenBalance: 10,
  deckCount: 1,
  createdAt: '2025-03-01T00:00:00Z',
});
const carla = buildAdminUser({
  id: 'u-carla',
  displayName: 'Carla',
  email: 'carla@example.com',
  tokenBalance: 0,
  deckCount: 2,
  createdAt: '2025-02-01T00:00:00Z',
  isAdmin: true,
});

function rowNames() {
  return screen
    .getAllByTestId('user-row')
    .map((row) => within(row).getAllByRole('cell')[0].textContent?.replace('Admin', '').trim());
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('UsersTab', () => {
  it('asks the server for joined (newest first) by default and for any column header, showing its order', async () => {
    // The server's order for each sort (the API sorts; the table shows what it answers).
    const orders: Record<string, typeof anna[]> = {
      'joined desc': [boris, carla, anna],
      'balance desc': [boris, anna, carla],
      'balance asc': [carla, anna, boris],
      'decks desc': [anna, carla, boris],
      'name asc': [anna, boris, carla],
    };
    const { calls } = mockApi({
      'GET /admin/users': ({ query }) => buildPage(orders[`${query.get('sort')} ${query.get('dir')}`] ?? []),
    });
    const { user } = renderAdmin(<UsersTab />);

    await screen.findByText('anna@example.com');
    expect(rowNames()).toEqual(['Boris', 'Carla', 'Anna']);
    expect(calls[0]!.query.get('sort')).toBe('joined');
    expect(calls[0]!.query.get('dir')).toBe('desc');

    await user.click(screen.getByRole('button', { name: /^Balance/ }));
    await waitFor(() => expect(rowNames()).toEqual(['Boris', 'Anna', 'Carla']));
    expect(screen.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: /^Balance/ }));
    await waitFor(() => expect(rowNames()).toEqual(['Carla', 'Anna', 'Boris']));
    expect(screen.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: /^Decks/ }));
    await waitFor(() => expect(rowNames()).toEqual(['Anna', 'Carla', 'Boris']));

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(rowNames()).toEqual(['Anna', 'Boris', 'Carla']));
    expect(calls.map((call) => `${call.query.get('sort')} ${call.query.get('dir')}`)).toEqual(Object.keys(orders));
  });

  it('searches on the server once typing pauses', async () => {
    const { calls } = mockApi({
      'GET /admin/users': ({ query }) =>
        buildPage([anna, boris, carla].filter((row) => row.email.includes(query.get('q') ?? ''))),
    });
    const { user } = renderAdmin(<UsersTab />);
    await screen.findByText('anna@example.com');
    expect(screen.getByText('3 users')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'bor');
    await waitFor(() => expect(rowNames()).toEqual(['Boris']));
    expect(screen.getByText('1 user matches your search')).toBeInTheDocument();
    // One request for the pause, not one per key.
    expect(calls.filter((call) => call.query.get('q') !== null).map((call) => call.query.get('q'))).toEqual(['bor']);

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'xyz');
    expect(await screen.findByText('No users match your search.')).toBeInTheDocument();
  });

  it('loads the next page with the cursor the server gave, when asked for more', async () => {
    const { calls } = mockApi({
      'GET /admin/users': ({ query }) =>
        query.get('cursor') === 'after-boris' ? buildPage([carla]) : buildPage([boris, anna], 'after-boris'),
    });
    const { user } = renderAdmin(<UsersTab />);
    await screen.findByText('anna@example.com');
    expect(screen.getByText('First 2 users; more load as you scroll')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowNames()).toEqual(['Boris', 'Anna', 'Carla']));
    expect(calls.at(-1)!.query.get('cursor')).toBe('after-boris');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('3 users')).toBeInTheDocument();
  });

  it('validates a grant with the spec messages, then grants and announces the new balance', async () => {
    const { calls } = mockApi({
      'GET /admin/users': () => buildPage([anna]),
      'POST /admin/users/u-anna/tokens': ({ body }) => ({
        ...anna,
        tokenBalance: anna.tokenBalance + (body as { amount: number }).amount,
      }),
    });
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(TOKEN_BALANCE_UPDATED, listener);
    const { user } = renderAdmin(<UsersTab />);

    await user.click(await screen.findByRole('button', { name: 'Grant tokens to anna@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant Tokens' });

    await user.click(within(dialog).getByRole('button', { name: 'Grant Tokens' }));
    expect(within(dialog).getByText('Please fill in all required fields')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Amount'), '-5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Grant Tokens' }));
    expect(
      within(dialog).getByText('Invalid Amount: Please enter a valid positive number'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Grant Tokens' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Grant Tokens' })).not.toBeInTheDocument(),
    );
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/admin/users/u-anna/tokens',
      body: { amount: 4, reason: 'Goodwill' },
    });
    expect(events).toContainEqual({ userId: 'u-anna' });
    expect(await screen.findByText('Tokens Granted')).toBeInTheDocument();
    window.removeEventListener(TOKEN_BALANCE_UPDATED, listener);
  });

  it('shows the spec failure text when a grant fails', async () => {
    mockApi({ 'GET /admin/users': () => buildPage([anna]), 'POST /admin/users/u-anna/tokens': () => apiError(500) });
    const { user } = renderAdmin(<UsersTab />);
    await user.click(await screen.findByRole('button', { name: 'Grant tokens to anna@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant Tokens' });
    await user.type(within(dialog).getByLabelText('Amount'), '2');
    await user.type(within(dialog).getByLabelText('Reason'), 'Test');
    await user.click(within(dialog).getByRole('button', { name: 'Grant Tokens' }));
    expect(await screen.findByText('Failed to grant tokens')).toBeInTheDocument();
  });

  it('requires typing DELETE USER and never allows deleting an admin', async () => {
    const { calls } = mockApi({
      'GET /admin/users': () => buildPage([anna, carla]),
      'DELETE /admin/users/u-anna': () => ({ ok: true }),
    });
    const { user } = renderAdmin(<UsersTab />);

    const adminDelete = await screen.findByRole('button', { name: /Delete carla@example.com/ });
    expect(adminDelete).toBeDisabled();
    expect(adminDelete).toHaveAccessibleName(/Admin users cannot be deleted/);

    await user.click(screen.getByRole('button', { name: 'Delete anna@example.com' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete User' });
    expect(confirm).toBeDisabled();

    const input = within(dialog).getByRole('textbox');
    await user.type(input, 'DELETE');
    expect(confirm).toBeDisabled();
    await user.type(input, ' USER');
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/admin/users/u-anna')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(screen.queryByText('anna@example.com')).not.toBeInTheDocument());
  });

  it('shows the recalculated balance after Fix Balance', async () => {
    mockApi({
      'GET /admin/users': () => buildPage([anna]),
      'POST /admin/users/u-anna/recalculate-balance': () => ({
        oldBalance: 7,
        newBalance: 3,
        totalEarned: 5,
        totalSpent: 2,
      }),
    });
    const { user } = renderAdmin(<UsersTab />);
    await user.click(await screen.findByRole('button', { name: 'Fix balance of anna@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Balance Recalculated' });
    for (const [label, value] of [
      ['Old balance', '7'],
      ['New balance', '3'],
      ['Total earned', '5'],
      ['Total spent', '2'],
    ]) {
      expect(within(dialog).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
  });
});
