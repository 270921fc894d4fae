import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Prompt } from '@pitchscope/domain/contracts/admin';
import { resetToasts } from '@/hooks/use-toast';
import { apiError, mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import { PromptsTab } from './prompts-tab';

const base: Prompt = {
  id: 'deep-research',
  name: 'Deep Research',
  description: 'Full report',
  template: 'Analyse {{PITCH_DECK_DATA}}',
  variables: ['PITCH_DECK_DATA'],
  aiConfig: { model: 'gemini-2.0-pro-latest', temperature: 0.3, maxTokens: 4096, topK: 40, topP: 0.8 },
  category: 'analysis',
  isActive: true,
  lastUpdated: '2025-02-03T04:05:00.000Z',
};
const other: Prompt = { ...base, id: 'smart-questions', name: 'Smart Questions', category: 'generation' };

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('PromptsTab', () => {
  it('edits and saves a prompt with the comma list cleaned up', async () => {
    const { calls } = mockApi({
      'GET /admin/prompts': () => [base, other],
      'PUT /admin/prompts/deep-research': ({ body }) => ({
        ...(body as Prompt),
        lastUpdated: '2025-03-01T00:00:00.000Z',
      }),
    });
    const { user } = renderAdmin(<PromptsTab />);
    expect(await screen.findByText(/Last updated Feb 3, 2025, 04:05 UTC/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Configuration' }));
    const variables = screen.getByLabelText('Variables');
    await user.clear(variables);
    await user.type(variables, ' PITCH_DECK_DATA , , INDUSTRY,');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Prompt Saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      id: 'deep-research',
      variables: ['PITCH_DECK_DATA', 'INDUSTRY'],
      aiConfig: { maxTokens: 4096, temperature: 0.3 },
    });
    expect(screen.getByRole('button', { name: 'Edit Configuration' })).toBeInTheDocument();
  });

  it('refuses values outside the editor bounds and reports a failed save verbatim', async () => {
    const { calls } = mockApi({
      'GET /admin/prompts': () => [base],
      'PUT /admin/prompts/deep-research': () => apiError(500),
    });
    const { user } = renderAdmin(<PromptsTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Configuration' }));
    const temperature = screen.getByLabelText('Temperature');
    await user.clear(temperature);
    await user.type(temperature, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Must be between 0–1')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(temperature);
    await user.type(temperature, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save prompt configuration')).toBeInTheDocument();
  });

  it('asks before switching prompts with unsaved edits', async () => {
    mockApi({ 'GET /admin/prompts': () => [base, other] });
    const { user } = renderAdmin(<PromptsTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Configuration' }));
    await user.type(screen.getByLabelText('Name'), ' v2');
    await user.click(screen.getByRole('button', { name: /Smart Questions/ }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Deep Research v2');

    await user.click(screen.getByRole('button', { name: /Smart Questions/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard Changes' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Smart Questions/ })).toHaveAttribute('aria-current', 'true'),
    );
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('reports the cleanup with the active prompts count', async () => {
    mockApi({
      'GET /admin/prompts': () => [base],
      'POST /admin/prompts/cleanup': () => ({ removed: ['old-one'], active: 7 }),
    });
    const { user } = renderAdmin(<PromptsTab />);
    await user.click(await screen.findByRole('button', { name: 'Clean Up Prompts' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clean Up' }),
    );
    expect(
      await screen.findByText('Removed 1 obsolete prompt. 7 active prompts remain.'),
    ).toBeInTheDocument();
  });
});
