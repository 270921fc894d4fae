import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { CUSTOM_MODELS_STORAGE_KEY } from '../hooks/use-model-options';
import { apiError, mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import AdminAiConfigPage from './admin-ai-config';

beforeEach(() => window.localStorage.removeItem(CUSTOM_MODELS_STORAGE_KEY));
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('AdminAiConfigPage', () => {
  it('adds a custom model, kept locally, with the spec validation messages', async () => {
    mockApi({});
    const { user } = renderAdmin(<AdminAiConfigPage />);
    expect(screen.getByText('Gemini 2.0 Pro')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Model' }));
    expect(screen.getByText('Please fill in Model ID and Name')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Model ID'), 'gemini-flash-latest');
    await user.type(screen.getByLabelText('Name'), 'Duplicate');
    await user.click(screen.getByRole('button', { name: 'Add Model' }));
    expect(screen.getByText('A model with this ID already exists')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Model ID'));
    await user.type(screen.getByLabelText('Model ID'), 'my-model');
    await user.click(screen.getByRole('button', { name: 'Add Model' }));
    expect(screen.getByText('my-model')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CUSTOM_MODELS_STORAGE_KEY)!)).toEqual([
      { id: 'my-model', name: 'Duplicate', description: '', isCustom: true },
    ]);
  });

  it('shows the Primary Intelligence service and tests a configuration', async () => {
    const { calls } = mockApi({
      'GET /admin/ai-config': () => ({
        success: true,
        data: {
          models: ['gemini-2.0-pro-latest'],
          configurations: {
            deepResearch: {
              model: 'gemini-2.0-pro-latest',
              temperature: 0.4,
              maxOutputTokens: 8192,
              topK: 40,
              topP: 0.9,
            },
          },
          prompts: {
            deepResearch: {
              name: 'Deep Research',
              description: 'Report',
              variables: ['PITCH_DECK_DATA'],
              template: 'T',
            },
          },
          message: 'Loaded',
        },
      }),
      'POST /admin/ai-config/test': () => apiError(502, 'PROVIDER_ERROR'),
    });
    const { user } = renderAdmin(<AdminAiConfigPage />);
    await user.click(screen.getByRole('tab', { name: 'Prompts' }));
    expect(await screen.findByText('Primary Intelligence')).toBeInTheDocument();
    expect(screen.getByLabelText('Max output tokens')).toHaveValue(8192);

    await user.click(screen.getByRole('button', { name: 'Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test Configuration' });
    await user.click(within(dialog).getByRole('button', { name: 'Run Test' }));
    expect(await screen.findByText('Test Failed')).toBeInTheDocument();
    expect(screen.getByText('Configuration test failed')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      service: 'primary',
      configType: 'deepResearch',
    });
  });

  it('says No Configuration Found with a Retry, and the load failure verbatim', async () => {
    let fail = false;
    mockApi({
      'GET /admin/ai-config': () =>
        fail ? apiError(500) : { success: true, data: { models: [], configurations: {}, prompts: {} } },
    });
    const { user } = renderAdmin(<AdminAiConfigPage />);
    await user.click(screen.getByRole('tab', { name: 'Prompts' }));
    expect(await screen.findByText('No Configuration Found')).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to load AI configuration')).toBeInTheDocument();
  });

  it('lists industries with "+N more" and edits one industry at a time', async () => {
    const { calls } = mockApi({
      'GET /admin/industries/categories': () => ({
        categories: ['Fintech', 'Agtech'],
        specific_analysis: {
          Fintech: {
            name: 'Fintech',
            key_metrics: ['TPV', 'Take rate', 'CAC', 'LTV', 'Churn'],
            focus_areas: ['Risk', 'Compliance', 'Fraud'],
            critical_questions: ['Licences?'],
          },
        },
      }),
      'PUT /admin/industries/analysis/Fintech': () => ({ success: true }),
      'PUT /admin/industries/categories': () => ({ success: true }),
    });
    const { user } = renderAdmin(<AdminAiConfigPage />);
    await user.click(screen.getByRole('tab', { name: 'Industries' }));
    expect(await screen.findByText('+2 more')).toBeInTheDocument();
    expect(screen.getByText('+1 more')).toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'Add Category' });
    await user.type(screen.getByLabelText('New category'), ' fintech ');
    expect(add).toBeDisabled();
    expect(screen.getByText('This category already exists.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Fintech' }));
    expect(screen.getByRole('button', { name: 'Edit Agtech' })).toBeDisabled();
    const metrics = screen.getByLabelText('Key metrics');
    await user.clear(metrics);
    await user.type(metrics, 'TPV, , Take rate ,');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Industry Saved')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/admin/industries/analysis/Fintech')?.body).toMatchObject({
      key_metrics: ['TPV', 'Take rate'],
      critical_questions: ['Licences?'],
    });
  });
});
