import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedDeck } from '@pitchscope/domain/contracts/share-links';
import { SHARE_LINK_ROBOTS } from '@pitchscope/domain/constants';
import { SHARE_LINK_MESSAGES } from '@pitchscope/domain/messages';
import { apiError, mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import SharedDeckPage from './shared-deck-page';

const TOKEN = 'T'.repeat(43);

const shared: SharedDeck = {
  companyName: 'Brightloop',
  shortDescription: 'Smart energy monitoring for small restaurants',
  executiveSummary: 'Brightloop sells clip-on energy sensors to restaurants.',
  facts: [
    { field: 'stage', label: 'Stage', value: 'Seed', state: 'edited' },
    { field: 'geography', label: 'Location', value: 'Helsinki, Finland', state: 'stated' },
  ],
  pageCount: 9,
  report: {
    generatedAt: '2026-11-20T10:00:00.000Z',
    sections: [{ title: 'Executive Summary', text: '- **Named team**: Anna Virtanen (CEO)' }],
    factsEditedSince: [],
  },
  expiresAt: '2026-12-03T10:00:00.000Z',
};

const openPage = () => renderWithApp(<SharedDeckPage />, { path: '/s/:token', route: `/s/${TOKEN}` });

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

describe('shared deck page', () => {
  it('shows the facts, summary and report from the public API, and asks robots not to index it', async () => {
    const { requests } = mockApi({ [`GET /share/${TOKEN}`]: () => shared });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brightloop' })).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual([`/share/${TOKEN}`]);
    expect(screen.getByText('Smart energy monitoring for small restaurants')).toBeInTheDocument();
    const facts = screen.getByText('Stage').closest('dl')!;
    // A value the owner set is said to be theirs, not the deck's (ADR 0039).
    const stage = within(facts).getByText(/^Seed/);
    expect(stage).toHaveAttribute('data-fact-state', 'edited');
    expect(stage).toHaveTextContent(`Seed ${SHARE_LINK_MESSAGES.editedFact}`);
    expect(within(facts).getByText('Helsinki, Finland')).toHaveAttribute('data-fact-state', 'stated');
    expect(within(facts).getByText('9')).toBeInTheDocument();
    const report = screen.getByRole('region', { name: 'Executive Summary' });
    expect(within(report).getByText('Named team')).toBeInTheDocument();
    expect(screen.getByText(/This link works until Dec 3, 2026/)).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', SHARE_LINK_ROBOTS);
  });

  it('lists the facts the owner edited after the report was written, with their values now', async () => {
    mockApi({
      [`GET /share/${TOKEN}`]: () => ({
        ...shared,
        report: { ...shared.report!, factsEditedSince: [{ field: 'stage', label: 'Stage', value: 'Seed' }] },
      }),
    });
    openPage();
    const note = await screen.findByRole('note', { name: 'Facts edited since this report was written' });
    expect(note).toHaveTextContent(SHARE_LINK_MESSAGES.factsEditedSince);
    expect(within(note).getByRole('listitem')).toHaveTextContent('Stage: Seed');
  });

  it('says clearly that a revoked or expired link no longer works', async () => {
    mockApi({
      [`GET /share/${TOKEN}`]: () => apiError(410, 'SHARE_LINK_UNAVAILABLE', SHARE_LINK_MESSAGES.unavailable),
    });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: SHARE_LINK_MESSAGES.unavailable })).toBeInTheDocument();
    expect(screen.getByText(SHARE_LINK_MESSAGES.unavailableHint)).toBeInTheDocument();
    expect(screen.queryByText('Brightloop')).not.toBeInTheDocument();
  });
});
