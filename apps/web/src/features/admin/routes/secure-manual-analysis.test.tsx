import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { apiError, mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import SecureManualAnalysisPage from './secure-manual-analysis';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('SecureManualAnalysisPage', () => {
  it('enables the trigger only when the backend is healthy', async () => {
    mockApi({
      'GET /analysis/health': () => ({
        success: true,
        message: 'ok',
        data: { healthy: true, provider: 'mock', model: 'm' },
      }),
    });
    const { user } = renderAdmin(<SecureManualAnalysisPage />);
    expect(await screen.findByText(/^Healthy/)).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Trigger Secure Analysis' });
    expect(trigger).toBeDisabled(); // no deck id yet
    await user.type(screen.getByLabelText('Deck ID'), 'deck-1');
    expect(trigger).toBeEnabled();
  });

  it('says Backend Offline when the backend reports unhealthy', async () => {
    mockApi({
      'GET /analysis/health': () => ({
        success: false,
        message: 'down',
        data: { healthy: false, provider: '', model: '' },
      }),
    });
    const { user } = renderAdmin(<SecureManualAnalysisPage />);
    expect(await screen.findByText('Cannot connect to backend proxy server')).toBeInTheDocument();
    expect(
      screen.getByText('Backend proxy is not available. Please start the backend server.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Deck ID'), 'deck-1');
    expect(screen.getByRole('button', { name: 'Trigger Secure Analysis' })).toBeDisabled();
  });

  it('says Connection Error when the check itself fails', async () => {
    mockApi({ 'GET /analysis/health': () => apiError(500) });
    renderAdmin(<SecureManualAnalysisPage />);
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to check backend status')).toBeInTheDocument();
  });
});
