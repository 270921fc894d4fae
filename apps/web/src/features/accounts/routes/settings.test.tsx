import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@pitchscope/domain/contracts/accounts';
import { resetToasts } from '@/hooks/use-toast';
import SettingsPage from '@/features/accounts/routes/settings';
import { ACCOUNT_MESSAGES, AUTH_ERRORS, FORM_MESSAGES } from '@pitchscope/domain/messages';
import { PROFILE_DEFAULTS } from '@pitchscope/domain/constants';
import { buildMe } from '@/test/factories';
import { jsonResponse, mockFetch, renderPage, type FetchCall } from '@/test/render-page';

/** PATCH /api/me answers the user with the sent fields applied; `hold` keeps the answer pending. */
function serverWith(me: Me) {
  let release: (() => void) | undefined;
  const hold = { enabled: false };
  const { calls } = mockFetch(async (call: FetchCall) => {
    if (call.method === 'PATCH' && call.url === '/api/me') {
      if (hold.enabled) await new Promise<void>((resolve) => (release = resolve));
      const input = call.body as Partial<Me>;
      return { ...me, ...input, investorProfile: input.investorProfile ?? me.investorProfile };
    }
    return {};
  });
  return { calls, hold, release: () => release?.() };
}

const patches = (calls: FetchCall[]) => calls.filter((call) => call.method === 'PATCH');

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function openProfileTab() {
  // Radix tabs switch on mousedown; keyboard/focus also works, mousedown is enough here.
  fireEvent.mouseDown(screen.getByRole('tab', { name: /Investor Profile/ }), { button: 0 });
}

describe('Settings page', () => {
  it('opens the tab a link asks for while the page is open, and keeps the chosen tab in the URL', async () => {
    const me = buildMe();
    serverWith(me);
    const { router } = renderPage(<SettingsPage />, { me, path: '/settings' });
    expect(screen.getByRole('tab', { name: /Account/ })).toHaveAttribute('aria-selected', 'true');

    // The workspace switcher's "Team settings", followed while already on /settings.
    await act(() => router.navigate('/settings?tab=team'));
    expect(screen.getByRole('tab', { name: /Team/ })).toHaveAttribute('aria-selected', 'true');

    fireEvent.mouseDown(screen.getByRole('tab', { name: /Notifications/ }), { button: 0 });
    expect(router.state.location.search).toBe('?tab=notifications');
    await act(() => router.navigate('/settings?tab=team'));
    expect(screen.getByRole('tab', { name: /Team/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('sets target geographies, regions or countries, and saves them with the profile', async () => {
    // Radix's popover waits on animation frames, which the fake clock would hold.
    vi.useRealTimers();
    const me = buildMe();
    const server = serverWith(me);
    renderPage(<SettingsPage />, { me, path: '/settings' });
    openProfileTab();

    fireEvent.click(screen.getByLabelText('Target geographies'));
    const search = screen.getByPlaceholderText('Search regions and countries');
    fireEvent.change(search, { target: { value: 'nord' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nordics' }));
    fireEvent.change(search, { target: { value: 'eston' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Estonia' }));
    expect(screen.getByRole('button', { name: 'Remove Estonia' })).toBeInTheDocument();

    await waitFor(() => expect(patches(server.calls)).toHaveLength(1), { timeout: 5000 });
    const body = patches(server.calls)[0].body as { investorProfile: { targetGeographies: string[] } };
    expect(body.investorProfile.targetGeographies).toEqual(['Nordics', 'Estonia']);
  });

  it('saves the notification toggles with the profile, so the footer never claims an unsaved toggle is saved', async () => {
    const me = buildMe();
    const server = serverWith(me);
    renderPage(<SettingsPage />, { me, path: '/settings' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Notifications/ }), { button: 0 });
    expect(screen.queryByText(/not saved yet/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'Weekly digest' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await advance(2000);
    expect(patches(server.calls)).toHaveLength(1);
    const body = patches(server.calls)[0].body as { investorProfile: { notifications: object } };
    expect(body.investorProfile.notifications).toEqual({ email: true, browser: true, weeklyDigest: false });
    await advance(0);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('shows "All changes saved" and a disabled save button when nothing changed', () => {
    serverWith(buildMe());
    renderPage(<SettingsPage />, { path: '/settings' });
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('auto-saves only the investor profile 2 s after the last change', async () => {
    const me = buildMe();
    const server = serverWith(me);
    renderPage(<SettingsPage />, { me, path: '/settings' });
    openProfileTab();

    const thesis = screen.getByLabelText('Investment thesis');
    fireEvent.change(thesis, { target: { value: 'B2B fintech infrastructure in the Nordics' } });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByText(/41 characters \(recommended 200-1000\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();

    await advance(1500);
    // A further change restarts the 2 s delay.
    fireEvent.change(thesis, { target: { value: 'B2B fintech infrastructure in the Nordics and Baltics' } });
    await advance(1999);
    expect(patches(server.calls)).toHaveLength(0);

    server.hold.enabled = true;
    await advance(1);
    expect(screen.getByText('Auto-saving...')).toBeInTheDocument();
    expect(patches(server.calls)).toHaveLength(1);
    const body = patches(server.calls)[0].body as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['investorProfile']);
    expect(body.investorProfile).toMatchObject({
      investmentThesis: 'B2B fintech infrastructure in the Nordics and Baltics',
      targetGeographies: [],
    });

    await act(async () => server.release());
    await advance(0);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    await advance(5000);
    expect(patches(server.calls)).toHaveLength(1);
  });

  it('does not auto-save account changes; the manual save sends only changed fields', async () => {
    const me = buildMe();
    const server = serverWith(me);
    renderPage(<SettingsPage />, { me, path: '/settings' });

    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Anna V.' } });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await advance(5000);
    expect(patches(server.calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await advance(0);
    expect(patches(server.calls)).toHaveLength(1);
    const body = patches(server.calls)[0].body as Record<string, unknown>;
    expect(body.displayName).toBe('Anna V.');
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('password');
    expect(body).toHaveProperty('investorProfile');
    expect(screen.getByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('refuses to save when the passwords do not match', async () => {
    const server = serverWith(buildMe());
    renderPage(<SettingsPage />, { path: '/settings' });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'secret124' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await advance(0);
    expect(screen.getAllByText('Passwords do not match').length).toBeGreaterThan(0);
    expect(screen.getByText('Update Failed')).toBeInTheDocument();
    expect(patches(server.calls)).toHaveLength(0);
  });

  it('shows the server error in an "Update Failed" toast', async () => {
    mockFetch(() => new Response(JSON.stringify({ error: { code: 'CONFLICT', message: 'Email already in use' } }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    }));
    renderPage(<SettingsPage />, { path: '/settings' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'taken@fund.com' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'my-current-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await advance(0);
    expect(screen.getByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Email already in use')).toBeInTheDocument();
  });

  it('asks for the current password before sending a new email or password', async () => {
    const server = serverWith(buildMe());
    renderPage(<SettingsPage />, { path: '/settings' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@newfund.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await advance(0);
    expect(screen.getAllByText(ACCOUNT_MESSAGES.currentPasswordRequired).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(patches(server.calls)).toHaveLength(0);
  });

  it('sends the current password with a new password, and clears the password fields once saved', async () => {
    const server = serverWith(buildMe());
    renderPage(<SettingsPage />, { path: '/settings' });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'harbour-lantern-47' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'harbour-lantern-47' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'my-current-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await advance(0);
    expect(patches(server.calls)[0].body).toMatchObject({
      password: 'harbour-lantern-47',
      currentPassword: 'my-current-password',
    });
    expect(screen.getByText('Profile Updated')).toBeInTheDocument();
    for (const label of ['New password', 'Confirm new password', 'Current password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('marks the current password when the server says it is wrong', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'INVALID_PASSWORD', message: AUTH_ERRORS.wrongPassword.message } }, 400));
    renderPage(<SettingsPage />, { path: '/settings' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@newfund.com' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'not-my-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await advance(0);
    expect(screen.getAllByText(AUTH_ERRORS.wrongPassword.message).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('runs first-time setup: title, banner, save enabled without changes, then /pitch-decks after 2 s', async () => {
    const me = buildMe({ investorProfile: null });
    const server = serverWith(me);
    const { router } = renderPage(<SettingsPage />, { me, path: '/settings' });

    expect(screen.getByRole('heading', { name: 'Set Up Your Profile' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to Pitchscope!')).toBeInTheDocument();
    expect(
      screen.getByText('Complete your investor profile to get better deal matching and more accurate analysis.'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await advance(0);
    expect(patches(server.calls)[0].body).toMatchObject({
      investorProfile: { investmentFocus: ['Industry Agnostic'], excludedCategories: ['Gambling', 'Tobacco'] },
    });
    expect(screen.getByText('Profile Setup Complete!')).toBeInTheDocument();
    await advance(1999);
    expect(router.state.location.pathname).toBe('/settings');
    await advance(1);
    expect(router.state.location.pathname).toBe('/pitch-decks');
  });

  it('passes a plan chosen before sign-up on to checkout after first-time setup', async () => {
    const me = buildMe({ investorProfile: null });
    serverWith(me);
    const { router } = renderPage(<SettingsPage />, { me, path: '/settings', initialEntry: '/settings?plan=subscription' });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await advance(2000);
    expect(router.state.location.pathname + router.state.location.search).toBe('/checkout?plan=subscription');
  });
});

const completenessShown = () => screen.getByRole('progressbar', { name: 'Profile completeness' }).getAttribute('aria-valuenow');

describe('Settings → profile completeness', () => {
  it('scores the defaults a new profile shows (not 0 %), with the spec hint for a profile not yet saved', () => {
    serverWith(buildMe({ investorProfile: null }));
    renderPage(<SettingsPage />, { me: buildMe({ investorProfile: null }), path: '/settings' });
    // Agnostic focus and stages count half, the default excluded categories are present: 2 of 8 parts.
    expect(completenessShown()).toBe('25');
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(
      screen.getByText('Complete your investor profile to get better deal matching and more accurate analysis.'),
    ).toBeInTheDocument();
  });

  it('reaches 100 % with every shown field filled, the ranges kept at their defaults once the user keeps them', async () => {
    const filled = {
      ...PROFILE_DEFAULTS,
      investmentFocus: ['Fintech'],
      investmentStages: ['Seed'],
      investorType: 'Venture Capital (VC)',
      targetGeographies: ['Nordics'],
      investmentThesis: 'We back technical founders building B2B infrastructure for Nordic SMEs.',
    };
    const me = buildMe({ investorProfile: filled });
    const server = serverWith(me);
    renderPage(<SettingsPage />, { me, path: '/settings' });
    openProfileTab();
    // The two ranges hold the defaults the user never set: not counted.
    expect(completenessShown()).toBe('75');

    fireEvent.click(screen.getByRole('button', { name: 'Keep this range of ticket sizes' }));
    expect(completenessShown()).toBe('88');
    expect(screen.queryByRole('button', { name: 'Keep this range of ticket sizes' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep this range of ownership' }));
    expect(completenessShown()).toBe('100');
    expect(screen.getByText('Consider refining your investor profile for better deal matching.')).toBeInTheDocument();

    await advance(2000);
    const body = patches(server.calls)[0].body as { investorProfile: { rangesSetByUser: string[] } };
    expect([...body.investorProfile.rangesSetByUser].sort()).toEqual(['targetOwnership', 'ticketSize']);
  });

  it('counts a range the user changed, even once changed back to its default', () => {
    const me = buildMe();
    serverWith(me);
    renderPage(<SettingsPage />, { me, path: '/settings' });
    openProfileTab();
    const before = Number(completenessShown());
    const ownershipMin = screen.getByLabelText('Target ownership minimum (%)');
    fireEvent.change(ownershipMin, { target: { value: '10' } });
    fireEvent.change(ownershipMin, { target: { value: String(PROFILE_DEFAULTS.targetOwnershipMin) } });
    expect(Number(completenessShown())).toBeGreaterThan(before);
    expect(screen.queryByRole('button', { name: 'Keep this range of ownership' })).not.toBeInTheDocument();
  });

  it('follows the form as the user types, before the auto-save', () => {
    const me = buildMe();
    serverWith(me);
    renderPage(<SettingsPage />, { me, path: '/settings' });
    openProfileTab();
    const before = Number(completenessShown());
    fireEvent.change(screen.getByLabelText('Investment thesis'), { target: { value: 'x'.repeat(60) } });
    expect(Number(completenessShown())).toBeGreaterThan(before);
  });
});

describe('Settings → the save bar', () => {
  it('shows "Save Changes" only on the tabs it saves (account, investor profile, notifications)', async () => {
    vi.useRealTimers();
    mockFetch((call: FetchCall) => (call.url.startsWith('/api/workspaces') || call.url.startsWith('/api/me/api-keys') ? [] : {}));
    const { router } = renderPage(<SettingsPage />, { path: '/settings' });
    for (const tab of ['account', 'investor-profile', 'notifications']) {
      await act(() => router.navigate(`/settings?tab=${tab}`));
      expect(screen.getByRole('button', { name: 'Save Changes' }), tab).toBeInTheDocument();
      expect(document.documentElement.style.getPropertyValue('--toast-clearance'), tab).not.toBe('');
    }
    for (const tab of ['team', 'api-keys', 'webhooks']) {
      await act(() => router.navigate(`/settings?tab=${tab}`));
      // The tab drew (a crash would leave no save bar either).
      expect(await screen.findByRole('tabpanel'), tab).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save Changes' }), tab).not.toBeInTheDocument();
      expect(screen.queryByText('All changes saved'), tab).not.toBeInTheDocument();
      // Toasts come back down to the corner once no bar is there to clear.
      expect(document.documentElement.style.getPropertyValue('--toast-clearance'), tab).toBe('');
    }
  });
});

describe('Settings → messages at the field', () => {
  it('says a too short new password under the new password, and a mismatch under the confirmation', async () => {
    const server = serverWith(buildMe());
    renderPage(<SettingsPage />, { path: '/settings' });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await advance(0);
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(AUTH_ERRORS.weakPassword.message));
    expect(screen.getByLabelText('Confirm new password')).not.toHaveAttribute('aria-invalid');

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'harbour-lantern-47' } });
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'harbour-lantern-48' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await advance(0);
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(FORM_MESSAGES.passwordsDoNotMatch);
    expect(patches(server.calls)).toHaveLength(0);
  });

  it('puts a server refusal about one field at that field (password policy, email, name)', async () => {
    let refusal: { path: string; message: string } = { path: 'password', message: AUTH_ERRORS.commonPassword.message };
    mockFetch(() => jsonResponse({ error: { code: 'VALIDATION_FAILED', message: refusal.message, details: [refusal] } }, 400));
    renderPage(<SettingsPage />, { path: '/settings' });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'password123' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'password123' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'my-current-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await advance(0);
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(AUTH_ERRORS.commonPassword.message));
    expect(screen.getByText('Update Failed')).toBeInTheDocument();

    refusal = { path: 'email', message: AUTH_ERRORS.invalidEmail.message };
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await advance(0);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(AUTH_ERRORS.invalidEmail.message);
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');

    refusal = { path: 'displayName', message: ACCOUNT_MESSAGES.nameTooLong };
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@fund.com' } });
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Anna V.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await advance(0);
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.nameTooLong);
  });

  it('asks at the field for a name or email emptied, instead of keeping the old one silently', async () => {
    const server = serverWith(buildMe());
    renderPage(<SettingsPage />, { path: '/settings' });
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await advance(0);
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(FORM_MESSAGES.signUpMissing.message);
    expect(patches(server.calls)).toHaveLength(0);
  });
});

describe('Settings → webhooks of the current workspace', () => {
  const TEAM = { id: 'ws-1', name: 'Northwind Ventures', personal: false, role: 'owner' as const };
  const teamDetail = (role: 'owner' | 'member') => ({
    ...TEAM,
    role,
    members: [{ userId: 'user-1', name: 'Anna Virtanen', email: 'anna@fund.com', role, joinedAt: '2026-11-01T10:00:00.000Z' }],
    invitations: [],
  });
  const teamServer = (role: 'owner' | 'member') =>
    mockFetch((call: FetchCall) => {
      if (call.url === '/api/workspaces/ws-1') return teamDetail(role);
      if (call.url === '/api/workspaces/ws-1/webhooks') return [];
      return new Response('{}', { status: 404 });
    });
  const webhooksCard = () => screen.queryByRole('list', { name: 'Webhook endpoints' }) ?? screen.queryByText('No webhook endpoints yet.');

  it('keeps the Webhooks tab in the personal workspace, for the user’s own endpoints', async () => {
    vi.useRealTimers();
    const { calls } = mockFetch((call: FetchCall) => (call.url === '/api/workspaces/personal_user-1/webhooks' ? [] : {}));
    renderPage(<SettingsPage />, { path: '/settings' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Webhooks/ }), { button: 0 });
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/workspaces/personal_user-1/webhooks')).toBe(true);
  });

  it('shows a team’s owner its webhooks under Team, and no Webhooks tab', async () => {
    vi.useRealTimers();
    const { calls } = teamServer('owner');
    renderPage(<SettingsPage />, { me: buildMe({ currentWorkspace: TEAM }), path: '/settings', initialEntry: '/settings?tab=team' });
    expect(screen.queryByRole('tab', { name: /Webhooks/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    expect(screen.getByText(/when something happens to a deck of Northwind Ventures, whoever uploaded it/)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/workspaces/ws-1/webhooks')).toBe(true);
  });

  it('opens Team when the Webhooks tab is asked for in a team (a switch while on it, or an old link)', async () => {
    vi.useRealTimers();
    teamServer('owner');
    renderPage(<SettingsPage />, { me: buildMe({ currentWorkspace: TEAM }), path: '/settings', initialEntry: '/settings?tab=webhooks' });
    expect(screen.getByRole('tab', { name: /Team/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
  });

  it('does not show a team’s webhooks to a member', async () => {
    vi.useRealTimers();
    const { calls } = teamServer('member');
    renderPage(<SettingsPage />, {
      me: buildMe({ currentWorkspace: { ...TEAM, role: 'member' } }),
      path: '/settings',
      initialEntry: '/settings?tab=team',
    });
    expect(await screen.findByText('Anna Virtanen')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Webhooks/ })).not.toBeInTheDocument();
    expect(webhooksCard()).toBeNull();
    expect(calls.some((call) => call.url.includes('/webhooks'))).toBe(false);
  });
});
