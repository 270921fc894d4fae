import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODEL_WAIT_MESSAGES } from '@pitchscope/domain/model-availability';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import { HEALTH_QUERY_KEY, ModelOutageBanner } from './model-outage-banner';

afterEach(() => vi.unstubAllGlobals());

const health = (analysisModel: string) => ({ status: 'ok', details: { slideRendering: 'available', analysisModel } });

describe('the banner for an analysis model that is not answering', () => {
  it.each(['unreachable', 'rate-limited'] as const)('tells signed-in users that uploads wait when the model is %s', async (state) => {
    mockApi({ 'GET /health': () => health(state) });
    renderWithApp(<ModelOutageBanner />);
    expect(await screen.findByText(MODEL_WAIT_MESSAGES.banner(state))).toBeInTheDocument();
  });

  it('says uploads are read offline when the admin chose the local engine as the fallback', async () => {
    mockApi({
      'GET /health': () => health('unreachable'),
      'GET /app-config': () => ({ googleEnabled: false, maxUploadSizeMB: 100, mailEnabled: false, readOfflineWhenModelDown: true }),
    });
    renderWithApp(<ModelOutageBanner />);
    expect(await screen.findByText(MODEL_WAIT_MESSAGES.banner('unreachable', true))).toBeInTheDocument();
    expect(screen.queryByText(MODEL_WAIT_MESSAGES.banner('unreachable'))).not.toBeInTheDocument();
  });

  it('goes away once the model answers again', async () => {
    let state = 'unreachable';
    mockApi({ 'GET /health': () => health(state) });
    const { queryClient } = renderWithApp(<ModelOutageBanner />);
    await screen.findByTestId('model-outage-banner');
    state = 'ok';
    await act(() => queryClient.refetchQueries({ queryKey: HEALTH_QUERY_KEY }));
    await waitFor(() => expect(screen.queryByTestId('model-outage-banner')).not.toBeInTheDocument());
  });
});
