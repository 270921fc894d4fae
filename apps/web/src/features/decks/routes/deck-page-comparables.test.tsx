import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComparablesResponse } from '@pitchscope/domain/comparables';
import type { DeckContent } from '@pitchscope/domain/contracts/decks';
import type { DeckConflictsResponse } from '@pitchscope/domain/portfolio';
import { buildDeck, buildMe } from '../testing/factories';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import DeckPage from './deck-page';

const TEXTS = ['Acme\nPayments for marketplaces', 'Competition\nGridlight, spreadsheets', 'Traction\nARR $1.2M'];
const content: DeckContent = {
  rawContent: TEXTS.join('\n'),
  pages: TEXTS.map((rawText, index) => ({ pageNumber: index + 1, header: rawText.split('\n')[0]!, rawText, images: [], tables: [], charts: [], diagrams: [], footer: '', method: 'text' as const })),
  extraction: null,
};
const related = { uploadedAt: '2026-01-10T00:00:00.000Z', fit: 'Yellow' as const, stageId: 'new', stageName: 'New', outcome: 'New' };

describe('Deck page: comparables, seen before and the portfolio conflict', () => {
  it('lists alike decks with fit and stage, the earlier deck with its outcome, and the conflict with its slide', async () => {
    const user = userEvent.setup();
    const comparables: ComparablesResponse = {
      comparables: [
        { ...related, deckId: 'c1', companyName: 'Voltcafe', score: 0.92, reasons: ['sector', 'text'], industry: 'Energy / Cleantech', stage: 'Seed', roundSize: '€2M' },
      ],
      seenBefore: [
        {
          ...related,
          deckId: 's1',
          companyName: 'Acme Oy',
          uploadedAt: '2025-03-01T00:00:00.000Z',
          stageId: 'passed',
          stageName: 'Passed',
          outcome: 'Passed: traction, 2025-03',
          matches: ['company', 'founders'],
          sharedFounders: ['ana ruiz'],
        },
      ],
    };
    const conflicts: DeckConflictsResponse = {
      conflicts: [{ deckId: 'd1', companyId: 'h1', companyName: 'Gridlight', kind: 'named-competitor', page: 2, words: [], reason: 'Names Gridlight as a competitor (slide 2)' }],
    };
    mockApi({
      'GET /decks/d1': () => buildDeck({ id: 'd1', companyName: 'Acme', pageCount: 3 }),
      'GET /decks/d1/comparables': () => comparables,
      'GET /decks/d1/conflicts': () => conflicts,
      'GET /decks/d1/content': () => content,
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });

    await screen.findByRole('heading', { level: 1, name: 'Acme' });
    const alike = await screen.findByRole('list', { name: 'Comparable decks' }, { timeout: 5_000 });
    expect(within(alike).getByRole('link', { name: 'Voltcafe' })).toHaveAttribute('href', '/pitch-decks/c1');
    expect(alike).toHaveTextContent('92% alike');
    expect(alike).toHaveTextContent('Partial Match');
    expect(alike).toHaveTextContent('same sector, similar wording');

    const seen = screen.getByRole('list', { name: 'Seen before' });
    expect(seen).toHaveTextContent('Passed: traction, 2025-03');
    expect(seen).toHaveTextContent('same company, same founders (ana ruiz)');

    const flag = await screen.findByTestId('portfolio-conflict', {}, { timeout: 5_000 });
    expect(flag).toHaveTextContent('Names Gridlight as a competitor (slide 2)');
    await user.click(within(flag).getByRole('button', { name: 'Slide 2' }));
    expect(await screen.findByText('Slide 2 of 3', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
