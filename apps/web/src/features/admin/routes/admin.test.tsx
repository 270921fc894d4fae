import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSettings } from '../testing/factories';
import { mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import AdminPage from './admin';

afterEach(() => vi.unstubAllGlobals());

describe('AdminPage', () => {
  it('has the seven tabs and opens the one named in ?tab=', async () => {
    mockApi({ 'GET /admin/settings': () => buildSettings() });
    renderAdmin(<AdminPage />, { route: '/admin?tab=settings', path: '/admin' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'All Pitch Decks',
      'Users',
      'Analysis Prompts',
      'Industry Management',
      'Legal Documents',
      'Settings',
    ]);
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('switch', { name: 'Use real analysis' })).toBeInTheDocument();
  });

  it('links the admin tools, the structured analysis among them', () => {
    mockApi({});
    renderAdmin(<AdminPage />, { route: '/admin', path: '/admin' });
    const tools = screen.getByRole('navigation', { name: 'Admin tools' });
    expect(within(tools).getByRole('link', { name: 'Structured Analysis' })).toHaveAttribute('href', '/structured-analysis');
  });
});
