import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAnalytics } from '@pitchscope/domain/contracts/admin';
import { METADATA_FIELDS } from '@pitchscope/domain/contracts/decks';
import { buildAdminDeck } from '../testing/factories';
import { apiError, mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import { OverviewTab } from './overview-tab';

const analytics: AdminAnalytics = {
  totalUsers: 42,
  activeUsers: 17,
  totalDecks: 120,
  decksLast7Days: 9,
  decksPrevious7Days: 6,
  growthRate: 50,
  topIndustries: [
    { industry: 'Fintech', count: 30 },
    { industry: 'Agtech', count: 1 },
  ],
  recentActivity: Array.from({ length: 7 }, (_, i) => ({ date: `2025-01-0${i + 1}`, decks: i })),
  recentDecks: Array.from({ length: 12 }, (_, i) =>
    buildAdminDeck({ id: `d${i}`, companyName: `Company ${i}`, roundSize: '2.5M' }),
  ),
  apiUsage: { totalCalls: 0, totalTokens: 0, monthlyQuota: 50_000, percentageUsed: 0, recentCalls: [] },
  fieldCorrections: {
    decks: 8,
    fields: METADATA_FIELDS.map((field) =>
      field === 'stage' ? { field, corrected: 3, share: 37.5 } : { field, corrected: 0, share: 0 },
    ),
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('OverviewTab', () => {
  it("shows the analysis model's state beside the figures once they are loaded", async () => {
    mockApi({
      'GET /admin/analytics': () => analytics,
      'GET /admin/model-health': () => ({ state: 'unreachable', provider: 'openai-compatible', checkedAt: null, lastError: null }),
    });
    renderAdmin(<OverviewTab />);
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(await screen.findByTestId('model-health-card')).toBeInTheDocument();
  });

  it('shows the real figures, including an honest zero usage', async () => {
    mockApi({ 'GET /admin/analytics': () => analytics });
    renderAdmin(<OverviewTab />);
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByText('17 active in last 30 days')).toBeInTheDocument();
    expect(screen.getByText('9 in last 7 days')).toBeInTheDocument();
    expect(screen.getByText('0 calls')).toBeInTheDocument();
    expect(screen.getByText('0 tokens this month · 0.0% of 50,000 quota')).toBeInTheDocument();
    expect(screen.getByText('+50%')).toBeInTheDocument();
    expect(screen.getByText(/Week over week \(9 vs 6 decks\)/)).toHaveTextContent(
      '+50% against the baseline of 5 decks a week',
    );
    expect(screen.getByText('1 deck')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Jan 7, 2025: 6 decks' })).toBeInTheDocument();

    const recent = screen.getByText('Recent Pitch Decks').closest('[data-slot=card]') as HTMLElement;
    expect(within(recent).getAllByRole('row')).toHaveLength(11); // header + 10
    expect(within(recent).getAllByText('2.5M (currency not stated)')).toHaveLength(10);

    const corrections = screen.getByRole('table', { name: 'Facts corrected by users' });
    expect(screen.getByText(/Share of the 8 decks with extracted facts/)).toBeInTheDocument();
    expect(within(corrections).getAllByRole('row')).toHaveLength(1 + METADATA_FIELDS.length);
    const stage = within(corrections).getByRole('cell', { name: 'Stage' }).closest('tr') as HTMLElement;
    expect(within(stage).getByText('3')).toBeInTheDocument();
    expect(within(stage).getByText('37.5%')).toBeInTheDocument();
    const location = within(corrections).getByRole('cell', { name: 'Location' }).closest('tr') as HTMLElement;
    expect(within(location).getByText('0.0%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download as labelled data' })).toHaveAttribute('href', '/api/admin/engine-labels');
  });

  it('does not read a quiet fortnight or a first busy week as a fall', async () => {
    mockApi({
      'GET /admin/analytics': () => ({ ...analytics, decksLast7Days: 0, decksPrevious7Days: 0, growthRate: -100 }),
    });
    const { unmount } = renderAdmin(<OverviewTab />);
    expect(await screen.findByText('No uploads either week')).toBeInTheDocument();
    expect(screen.getByText(/Week over week \(0 vs 0 decks\)/)).toHaveTextContent(
      '−100% against the baseline of 5 decks a week',
    );
    unmount();

    mockApi({
      'GET /admin/analytics': () => ({ ...analytics, decksLast7Days: 2, decksPrevious7Days: 0, growthRate: -60 }),
    });
    renderAdmin(<OverviewTab />);
    expect(await screen.findByText('+2 (none the week before)')).toBeInTheDocument();
    expect(screen.queryByText('−60%')).not.toBeInTheDocument();
  });

  it('says when no deck has extracted facts to correct yet', async () => {
    mockApi({
      'GET /admin/analytics': () => ({
        ...analytics,
        fieldCorrections: {
          decks: 0,
          fields: METADATA_FIELDS.map((field) => ({ field, corrected: 0, share: 0 })),
        },
      }),
    });
    renderAdmin(<OverviewTab />);
    expect(await screen.findByText('No decks with extracted facts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Facts corrected by users' })).not.toBeInTheDocument();
  });

  it('says the dashboard failed to load', async () => {
    mockApi({ 'GET /admin/analytics': () => apiError(500) });
    renderAdmin(<OverviewTab />);
    expect(await screen.findByText('Failed to load admin dashboard data')).toBeInTheDocument();
  });
});
