import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkspaceDetail } from '@pitchscope/domain/contracts/workspaces';
import { WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { resetToasts } from '@/hooks/use-toast';
import { TeamSettingsCard } from '@/components/workspaces/team-settings-card';
import { buildMe, mockFetch, renderPage } from '@/features/accounts/testing/render';

const TEAM = { id: 'ws-1', name: 'Northwind Ventures', personal: false, role: 'owner' as const };
const INVITE_URL = 'http://localhost:3000/invite/' + 'T'.repeat(43);

function teamDetail(role: WorkspaceDetail['role']): WorkspaceDetail {
  return {
    ...TEAM,
    role,
    members: [
      { userId: 'user-1', name: 'Anna Virtanen', email: 'anna@fund.com', role, joinedAt: '2026-11-01T10:00:00.000Z' },
      { userId: 'user-2', name: 'Bo Berg', email: 'bo@fund.com', role: 'member', joinedAt: '2026-11-02T10:00:00.000Z' },
    ],
    invitations: [],
  };
}

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe('Settings → Team', () => {
  it('explains that the personal workspace is private and offers a team workspace', async () => {
    mockFetch(() => new Response('{}', { status: 404 }));
    renderPage(<TeamSettingsCard />);
    expect(await screen.findByText(WORKSPACE_MESSAGES.personalNotShared)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create team workspace' })).toBeInTheDocument();
  });

  it('lets an owner create an invitation link, shown once with the role and email sent', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/workspaces/ws-1' && call.method === 'GET') return teamDetail('owner');
      if (call.url === '/api/workspaces/ws-1/invitations' && call.method === 'POST')
        return { id: 'inv-1', url: INVITE_URL, expiresAt: '2026-12-03T10:00:00.000Z', emailed: false };
      return new Response('{}', { status: 404 });
    });
    renderPage(<TeamSettingsCard />, { me: buildMe({ currentWorkspace: TEAM }) });
    expect(await screen.findByText('Bo Berg')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email (optional)'), { target: { value: 'cleo@fund.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create invitation link' }));
    // The whole link stays readable: a field that wraps it over lines, not one that scrolls it.
    const link = await screen.findByDisplayValue(INVITE_URL);
    expect(link.tagName).toBe('TEXTAREA');
    expect(link).toHaveAttribute('readonly');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ role: 'member', email: 'cleo@fund.com' }),
    );
  });

  it('shows a member the team read-only, with Leave for themself only', async () => {
    mockFetch((call) => (call.url === '/api/workspaces/ws-1' ? teamDetail('member') : new Response('{}', { status: 404 })));
    renderPage(<TeamSettingsCard />, { me: buildMe({ currentWorkspace: { ...TEAM, role: 'member' } }) });
    expect(await screen.findByText('Bo Berg')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Leave' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invitation link' })).not.toBeInTheDocument();
  });
});
