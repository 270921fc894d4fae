import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKeySummary } from '@pitchscope/domain/contracts/api-keys';
import { resetToasts } from '@/hooks/use-toast';
import { ApiKeysCard } from '@/features/accounts/components/api-keys-card';
import { mockFetch, renderPage, type FetchCall } from '@/test/render-page';

const KEY = 'psk_' + 'A'.repeat(43);

/** A server holding the user's keys: lists them, adds one on POST, removes one on DELETE. */
function keyServer(initial: ApiKeySummary[]) {
  let keys = [...initial];
  return mockFetch((call: FetchCall) => {
    if (call.url === '/api/me/api-keys' && call.method === 'GET') return keys;
    if (call.url === '/api/me/api-keys' && call.method === 'POST') {
      const created = {
        id: 'key-new',
        name: (call.body as { name: string }).name,
        prefix: KEY.slice(0, 12),
        createdAt: '2026-11-26T10:00:00.000Z',
        lastUsedAt: null,
      };
      keys = [...keys, created];
      return { ...created, key: KEY };
    }
    const revoked = /^\/api\/me\/api-keys\/(.+)$/.exec(call.url);
    if (revoked && call.method === 'DELETE') {
      keys = keys.filter((key) => key.id !== revoked[1]);
      return { ok: true };
    }
    return new Response('{}', { status: 404 });
  });
}

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe('API keys card', () => {
  it('lists keys by name, prefix and last use, never the key', async () => {
    keyServer([
      {
        id: 'k1',
        name: 'CRM sync',
        prefix: 'psk_abcdefgh',
        createdAt: '2026-11-01T10:00:00.000Z',
        lastUsedAt: '2026-11-20T08:00:00.000Z',
      },
      {
        id: 'k2',
        name: 'Slack bot',
        prefix: 'psk_ijklmnop',
        createdAt: '2026-11-02T10:00:00.000Z',
        lastUsedAt: null,
      },
    ]);
    renderPage(<ApiKeysCard />);
    const crm = (await screen.findByText('CRM sync')).closest('tr')!;
    expect(within(crm).getByText('psk_abcdefgh…')).toBeInTheDocument();
    expect(within(crm).getByText('Nov 20, 2026')).toBeInTheDocument();
    const slack = screen.getByText('Slack bot').closest('tr')!;
    expect(within(slack).getByText('Never')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');
  });

  it('creates a key, shows it once with a copy button, and forgets it when done', async () => {
    const { calls } = keyServer([]);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(<ApiKeysCard />);
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();

    const create = screen.getByRole('button', { name: 'Create key' });
    expect(create).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: '  Notion import ' } });
    fireEvent.click(create);

    const shown = await screen.findByLabelText('API key');
    expect(shown).toHaveValue(KEY);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Notion import' });
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    // The list refreshes with the new key, by prefix only.
    const row = (await screen.findByText('Notion import', { selector: 'td' })).closest('tr')!;
    expect(within(row).queryByText(KEY)).toBeNull();
    expect(within(row).getByText(`${KEY.slice(0, 12)}…`)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(KEY));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('API key')).toBeNull();
    expect(document.body.textContent).not.toContain(KEY);
    expect(screen.getByLabelText('Key name')).toHaveValue('');
  });

  it('revokes a key only after confirmation', async () => {
    const { calls } = keyServer([
      {
        id: 'k1',
        name: 'CRM sync',
        prefix: 'psk_abcdefgh',
        createdAt: '2026-11-01T10:00:00.000Z',
        lastUsedAt: null,
      },
    ]);
    renderPage(<ApiKeysCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke CRM sync' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Revoke “CRM sync”?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke CRM sync' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }),
    );
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/me/api-keys/k1')).toBe(true),
    );
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  });
});
