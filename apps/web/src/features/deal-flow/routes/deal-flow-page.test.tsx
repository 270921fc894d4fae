import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DealFlowResponse } from '@pitchscope/domain/contracts/deal-flow';
import { mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render-page';
import DealFlowPage from './deal-flow-page';

const empty = { groups: [], others: 0 };
const flow: DealFlowResponse = {
  total: 3,
  weekly: [{ weekStart: '2026-01-05', count: 3 }],
  sector: { groups: [{ key: 'fintech', count: 2 }, { key: 'Unknown', count: 1 }], others: 0 },
  stage: { groups: [{ key: 'Seed', count: 3 }], others: 0 },
  geography: empty,
  fit: { groups: [{ key: 'Green', count: 3 }], others: 0 },
  source: { groups: [{ key: 'upload', count: 3 }], others: 0 },
  funnel: {
    stages: [
      { id: 'new', name: 'New', reached: 3, conversion: null, medianDays: 2, endedStays: 1 },
      { id: 'screening', name: 'Screening', reached: 1, conversion: 0.333, medianDays: null, endedStays: 0 },
    ],
    passed: 0,
  },
  passReasons: empty,
  fitByOutcome: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('Deal-flow page (issue #37)', () => {
  it('asks for the URL filters, gives every chart a data table and opens the filtered library from a sector', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /deal-flow': () => flow });
    renderPage(<DealFlowPage />, { path: '/deal-flow', initialEntry: '/deal-flow?from=2026-01-01&bogus=1' });
    const sector = await screen.findByRole('figure', { name: 'By sector' });
    expect(api.calls('GET /deal-flow')[0].query.toString()).toBe('from=2026-01-01');
    expect(screen.getByText(/decks match/)).toHaveTextContent('3 decks match.');
    // The funnel's table carries what the bars draw.
    const funnel = screen.getByRole('figure', { name: 'Pipeline funnel' });
    expect(within(funnel).getByRole('row', { name: /Screening 1 33% —/ })).toBeInTheDocument();

    await user.click(within(sector).getByRole('button', { name: 'Show table' }));
    await user.click(within(sector).getByRole('link', { name: 'Fintech' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pitch-decks?uploadedFrom=2026-01-01&sector=fintech');
  });

  it('draws each breakdown and the funnel as bars that link to the filtered library, named with their values', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /deal-flow': () => ({ ...flow, fitByOutcome: [{ fit: 'Green', advanced: 1, passed: 0 }] }) });
    renderPage(<DealFlowPage />, { path: '/deal-flow' });
    const funnel = await screen.findByRole('figure', { name: 'Pipeline funnel' });
    expect(within(funnel).getByRole('link', { name: 'Screening: 1 deck reached' })).toHaveAttribute('href', '/pitch-decks?pipelineStage=screening');
    const outcome = screen.getByRole('figure', { name: 'Fit of passed and advanced decks' });
    expect(within(outcome).getByRole('link', { name: 'Green, Passed: 0 decks' })).toBeInTheDocument();
    const weekly = screen.getByRole('figure', { name: 'Decks received per week' });
    expect(within(weekly).getByRole('link', { name: 'Week of 2026-01-05: 3 decks' })).toHaveAttribute('href', '/pitch-decks?uploadedFrom=2026-01-05&uploadedTo=2026-01-11');

    await user.click(within(screen.getByRole('figure', { name: 'By sector' })).getByRole('link', { name: 'Fintech: 2 decks' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pitch-decks?sector=fintech');
  });
});
