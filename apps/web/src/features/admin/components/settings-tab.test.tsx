import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_OFFLINE_MESSAGES } from '@pitchscope/domain/model-availability';
import { ASK_MESSAGES, ASK_MODEL_ANSWERS_PER_TOKEN_MAX } from '@pitchscope/domain/ask-deck';
import { resetToasts } from '@/hooks/use-toast';
import { buildSettings } from '../testing/factories';
import { apiError, mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import { SettingsTab } from './settings-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('SettingsTab', () => {
  it('flips the real-analysis switch at once and puts it back when saving fails', async () => {
    let release: (response: Response) => void = () => {};
    const { calls } = mockApi({
      'GET /admin/settings': () => buildSettings({ useRealAnalysis: false }),
      'PUT /admin/settings': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const { user } = renderAdmin(<SettingsTab />);

    const toggle = await screen.findByRole('switch', { name: 'Use real analysis' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(toggle).toBeChecked(); // optimistic
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ useRealAnalysis: true });

    release(apiError(500));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
  });

  it('keeps the switch when saving succeeds', async () => {
    mockApi({
      'GET /admin/settings': () => buildSettings({ useRealAnalysis: false }),
      'PUT /admin/settings': ({ body }) => buildSettings({ ...(body as object) }),
    });
    const { user } = renderAdmin(<SettingsTab />);
    const toggle = await screen.findByRole('switch', { name: 'Use real analysis' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
  });

  it('saves the read-offline fallback for model outages (off by default: uploads wait)', async () => {
    const { calls } = mockApi({
      'GET /admin/settings': () => buildSettings(),
      'PUT /admin/settings': ({ body }) => buildSettings({ ...(body as object) }),
    });
    const { user } = renderAdmin(<SettingsTab />);
    const toggle = await screen.findByRole('switch', { name: READ_OFFLINE_MESSAGES.settingLabel });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(READ_OFFLINE_MESSAGES.settingDescription);
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ readOfflineWhenModelDown: true });
  });

  it('saves the "allow private webhook targets" switch (off by default)', async () => {
    const { calls } = mockApi({
      'GET /admin/settings': () => buildSettings(),
      'PUT /admin/settings': ({ body }) => buildSettings({ ...(body as object) }),
    });
    const { user } = renderAdmin(<SettingsTab />);
    const toggle = await screen.findByRole('switch', { name: 'Allow private webhook targets' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ allowPrivateWebhookTargets: true });
  });

  it('accepts only a whole number of 0 or more for new-user credits', async () => {
    const { calls } = mockApi({
      'GET /admin/settings': () => buildSettings({ newUserFreeCredits: 2 }),
      'PUT /admin/settings': () => apiError(500),
    });
    const { user } = renderAdmin(<SettingsTab />);
    const input = await screen.findByLabelText('Free credits for new users');
    // The spec's rule: a stored 0 falls back to 2, so the hint must not promise that 0 gives none.
    expect(screen.getByText('A whole number, 0 or more. 0 means the default: new users still get 2.')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '1.5');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(screen.getByText('Enter a whole number of 0 or more.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(await screen.findByText('Failed to update new user credits setting')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ newUserFreeCredits: 0 });
  });

  it('sets what a token buys of model answers to deck questions, 0 for free', async () => {
    const { calls } = mockApi({
      'GET /admin/settings': () => buildSettings({ askModelAnswersPerToken: 0 }),
      'PUT /admin/settings': () => buildSettings({ askModelAnswersPerToken: 20 }),
    });
    const { user } = renderAdmin(<SettingsTab />);
    const input = await screen.findByLabelText(ASK_MESSAGES.setting.label);
    expect(screen.getByText(ASK_MESSAGES.setting.hint)).toBeInTheDocument();
    const save = () => user.click(screen.getAllByRole('button', { name: 'Save' })[2]);

    await user.clear(input);
    await user.type(input, String(ASK_MODEL_ANSWERS_PER_TOKEN_MAX + 1));
    await save();
    expect(screen.getByText(ASK_MESSAGES.setting.invalid)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(input);
    await user.type(input, '20');
    await save();
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ askModelAnswersPerToken: 20 }));
  });

  it('shows the spec message when the settings cannot be loaded', async () => {
    mockApi({ 'GET /admin/settings': () => apiError(500) });
    renderAdmin(<SettingsTab />);
    expect(await screen.findByText('Failed to load application settings')).toBeInTheDocument();
  });

  it('shows whether the server draws PowerPoint slides, and why not', async () => {
    mockApi({
      'GET /admin/settings': () => buildSettings(),
      'GET /admin/settings/server': () => ({
        slideRendering: { available: false, sofficePath: null, reason: 'LibreOffice is not installed.' },
      }),
    });
    renderAdmin(<SettingsTab />);
    expect(
      await screen.findByText(
        'Not available: LibreOffice is not installed. PowerPoint decks are shown as text.',
      ),
    ).toBeInTheDocument();
  });

  it('names the LibreOffice it uses when it has one', async () => {
    mockApi({
      'GET /admin/settings': () => buildSettings(),
      'GET /admin/settings/server': () => ({
        slideRendering: { available: true, sofficePath: '/usr/bin/soffice', reason: null },
      }),
    });
    renderAdmin(<SettingsTab />);
    expect(await screen.findByText('Drawn with LibreOffice (/usr/bin/soffice)')).toBeInTheDocument();
  });
});
