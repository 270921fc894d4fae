import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkspaceDetail } from '@pitchscope/domain/contracts/workspaces';
import { INVITATION_MESSAGES, WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { INTAKE_ADDRESS_TEXT } from '@pitchscope/domain/email-intake';
import { resetToasts } from '@/hooks/use-toast';
import { TeamSettingsCard } from '@/features/workspaces/components/team-settings-card';
import { buildMe } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';

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
    mailEnabled: true,
  };
}

function pendingInvitation(overrides: Partial<WorkspaceDetail['invitations'][number]>): WorkspaceDetail['invitations'][number] {
  return {
    id: 'inv',
    role: 'member',
    email: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    expiresAt: '2026-12-03T10:00:00.000Z',
    createdByName: 'Anna Virtanen',
    emailStatus: null,
    emailSentAt: null,
    emailError: null,
    ...overrides,
  };
}

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe('Settings → Team', () => {
  it('explains that the personal workspace is private and offers a team workspace', async () => {
    mockApi({});
    renderWithApp(<TeamSettingsCard />, { me: buildMe() });
    expect(await screen.findByText(WORKSPACE_MESSAGES.personalNotShared)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create team workspace' })).toBeInTheDocument();
  });

  it('lets an owner create an invitation link, shown once with the role and email sent', async () => {
    const { calls } = mockApi({
      'GET /workspaces/ws-1': () => teamDetail('owner'),
      'POST /workspaces/ws-1/invitations': () => ({
        id: 'inv-1',
        url: INVITE_URL,
        expiresAt: '2026-12-03T10:00:00.000Z',
        emailed: false,
      }),
    });
    renderWithApp(<TeamSettingsCard />, { me: buildMe({ currentWorkspace: TEAM }) });
    expect(await screen.findByText('Bo Berg')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email (optional)'), { target: { value: 'cleo@fund.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create invitation link' }));
    // The whole link stays readable: a field that wraps it over lines, not one that scrolls it.
    const link = await screen.findByDisplayValue(INVITE_URL);
    expect(link.tagName).toBe('TEXTAREA');
    expect(link).toHaveAttribute('readonly');
    await waitFor(() =>
      expect(calls('POST /workspaces/ws-1/invitations')[0]?.body).toEqual({ role: 'member', email: 'cleo@fund.com' }),
    );
  });

  it("shows each pending invitation's email: emailed, not sent with the reason, being sent, or link only", async () => {
    const reason = INVITATION_MESSAGES.mailServerUnreachable;
    mockApi({
      'GET /workspaces/ws-1': () => ({
        ...teamDetail('owner'),
        invitations: [
          pendingInvitation({ id: 'sent', email: 'cleo@fund.com', emailStatus: 'sent', emailSentAt: '2026-11-26T10:01:00.000Z' }),
          pendingInvitation({ id: 'failed', email: 'dora@fund.com', emailStatus: 'failed', emailError: reason }),
          pendingInvitation({ id: 'queued', email: 'eero@fund.com', emailStatus: 'queued' }),
          pendingInvitation({ id: 'link', email: null }),
        ],
      }),
    });
    renderWithApp(<TeamSettingsCard />, { me: buildMe({ currentWorkspace: TEAM }) });
    const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr')!;
    expect(await rowOf('cleo@fund.com')).toHaveTextContent(INVITATION_MESSAGES.emailSent);
    expect(await rowOf('dora@fund.com')).toHaveTextContent(`Email not sent: ${reason}`);
    expect(await rowOf('eero@fund.com')).toHaveTextContent(INVITATION_MESSAGES.emailQueued);
    expect(await rowOf(INVITATION_MESSAGES.linkOnly)).not.toHaveTextContent(/Email/);
    expect(screen.queryByText(INVITATION_MESSAGES.mailNotConfigured)).not.toBeInTheDocument();
  });

  it('says the link must be shared by hand when the server does not send email', async () => {
    mockApi({ 'GET /workspaces/ws-1': () => ({ ...teamDetail('owner'), mailEnabled: false }) });
    renderWithApp(<TeamSettingsCard />, { me: buildMe({ currentWorkspace: TEAM }) });
    const email = await screen.findByLabelText('Email (optional)');
    expect(email).toHaveAccessibleDescription(INVITATION_MESSAGES.mailNotConfigured);
  });

  it('shows a member the team read-only, with Leave for themself only', async () => {
    mockApi({ 'GET /workspaces/ws-1': () => teamDetail('member') });
    renderWithApp(<TeamSettingsCard />, { me: buildMe({ currentWorkspace: { ...TEAM, role: 'member' } }) });
    expect(await screen.findByText('Bo Berg')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Leave' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invitation link' })).not.toBeInTheDocument();
  });

  it('does not offer the only owner Leave, says why, and lets them remove the others', async () => {
    mockApi({ 'GET /workspaces/ws-1': () => teamDetail('owner') });
    renderWithApp(<TeamSettingsCard />, { me: buildMe({ currentWorkspace: TEAM }) });
    expect(await screen.findByText('Bo Berg')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    expect(screen.getByText(WORKSPACE_MESSAGES.lastOwner)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('offers an owner Leave once another member is an owner too', async () => {
    const detail = teamDetail('owner');
    mockApi({
      'GET /workspaces/ws-1': () => ({
        ...detail,
        members: detail.members.map((member) => ({ ...member, role: 'owner' as const })),
      }),
    });
    renderWithApp(<TeamSettingsCard />, { me: buildMe({ currentWorkspace: TEAM }) });
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeEnabled();
    expect(screen.queryByText(WORKSPACE_MESSAGES.lastOwner)).not.toBeInTheDocument();
  });

  it('shows the intake address with Copy; an owner replaces it after confirming, a member cannot', async () => {
    const first = `${'a'.repeat(30)}@decks.example.com`;
    const second = `${'b'.repeat(30)}@decks.example.com`;
    const { calls } = mockApi({
      'GET /workspaces/ws-1': () => teamDetail('owner'),
      'GET /workspaces/ws-1/intake-address': () => ({ address: first, canReplace: true }),
      'POST /workspaces/ws-1/intake-address': () => ({ address: second, canReplace: true }),
    });
    renderWithApp(<TeamSettingsCard />, { me: buildMe({ currentWorkspace: TEAM }) });
    expect(await screen.findByDisplayValue(first)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: /copy/i })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New address' }));
    expect(await screen.findByText(INTAKE_ADDRESS_TEXT.confirmDescription)).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'New address' }));
    expect(await screen.findByDisplayValue(second)).toBeInTheDocument();
    expect(calls('POST /workspaces/ws-1/intake-address')).toHaveLength(1);
  });

  it('offers a member no new address, and says when the server has no intake domain', async () => {
    mockApi({
      'GET /workspaces/ws-1': () => teamDetail('member'),
      'GET /workspaces/ws-1/intake-address': () => ({ address: `${'a'.repeat(30)}@decks.example.com`, canReplace: false }),
    });
    renderWithApp(<TeamSettingsCard />, { me: buildMe({ currentWorkspace: { ...TEAM, role: 'member' } }) });
    expect(await screen.findByDisplayValue(`${'a'.repeat(30)}@decks.example.com`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New address' })).not.toBeInTheDocument();

    mockApi({ 'GET /workspaces/ws-1': () => teamDetail('owner'), 'GET /workspaces/ws-1/intake-address': () => ({ address: null, canReplace: true }) });
    renderWithApp(<TeamSettingsCard />, { me: buildMe({ currentWorkspace: TEAM }) });
    expect(await screen.findByText(INTAKE_ADDRESS_TEXT.notConfigured)).toBeInTheDocument();
  });
});
