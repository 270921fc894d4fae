import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODEL_WAIT_MESSAGES, type ModelHealthReport } from '@pitchscope/domain/model-availability';
import { mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import { ModelHealthCard } from './model-health-card';

afterEach(() => vi.unstubAllGlobals());

describe('the analysis model on the admin overview', () => {
  it('shows its state and the last error', async () => {
    const report: ModelHealthReport = {
      state: 'unreachable',
      provider: 'openai-compatible',
      checkedAt: '2026-01-05T10:00:00.000Z',
      lastError: { message: 'The model list could not be fetched: ECONNREFUSED', at: '2026-01-05T10:00:00.000Z' },
    };
    mockApi({ 'GET /admin/model-health': () => report });
    renderAdmin(<ModelHealthCard />);
    expect(await screen.findByText(MODEL_WAIT_MESSAGES.adminStates.unreachable)).toBeInTheDocument();
    expect(screen.getByText(report.lastError!.message)).toBeInTheDocument();
    expect(screen.getByText(/openai-compatible/)).toBeInTheDocument();
  });

  it('shows OK without an error section when the model has always answered', async () => {
    mockApi({ 'GET /admin/model-health': () => ({ state: 'ok', provider: 'gemini', checkedAt: null, lastError: null }) });
    renderAdmin(<ModelHealthCard />);
    expect(await screen.findByText(MODEL_WAIT_MESSAGES.adminStates.ok)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(MODEL_WAIT_MESSAGES.adminLastError))).not.toBeInTheDocument();
  });
});
