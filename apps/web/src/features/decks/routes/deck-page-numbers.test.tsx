import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeckContent, ExtractedPage } from '@pitchscope/domain/contracts/decks';
import { checkFigureLedger } from '@pitchscope/domain/figures/checks';
import { buildFigureLedger } from '@pitchscope/domain/figures/extract';
import type { DeckFiguresResponse } from '@pitchscope/domain/figures/figure';
import { resetToasts } from '@/hooks/use-toast';
import { buildDeck, buildMe } from '../testing/factories';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import DeckPage from './deck-page';

const TEXTS = [
  'Acme\nPayments for marketplaces',
  'Traction\nARR $1.2M · 40 customers',
  'Market\nTAM $2B · SAM $3B',
];

function page(pageNumber: number, rawText: string): ExtractedPage {
  return {
    pageNumber,
    header: rawText.split('\n')[0],
    rawText,
    images: [],
    tables: [],
    charts: [],
    diagrams: [],
    footer: '',
    method: 'text',
  };
}

const content: DeckContent = {
  rawContent: TEXTS.join('\n'),
  pages: TEXTS.map((text, i) => page(i + 1, text)),
  extraction: null,
};
const asOf = new Date('2025-06-30T00:00:00Z');
const ledger = buildFigureLedger(
  TEXTS.map((text, i) => ({ page: i + 1, text })),
  { asOf, deckDate: null },
);
const figures: DeckFiguresResponse = { ledger, findings: checkFigureLedger(ledger, { asOf }) };

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('Deck page: Numbers tab', () => {
  it('lists every figure with its slide, sorts by a column, shows the checks and jumps to a slide', async () => {
    const user = userEvent.setup();
    const deck = buildDeck({
      id: 'd1',
      companyName: 'Acme',
      pageCount: 3,
      fileName: 'acme.pptx',
      fileType: 'pptx',
    });
    const api = mockApi({
      'GET /decks/d1': () => deck,
      'GET /decks/d1/content': () => content,
      'GET /decks/d1/figures': () => figures,
    });
    renderWithApp(<DeckPage />, { path: '/pitch-decks/:id', route: '/pitch-decks/d1', me: buildMe() });
    await screen.findByRole('heading', { level: 1, name: 'Acme' });
    // The ledger is fetched only when the tab is opened.
    expect(api.calls('GET /decks/d1/figures')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Numbers' }));
    const table = await screen.findByRole('table');
    const valuesInOrder = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(valuesInOrder()).toEqual(['$1.2M/year', '40', '$2B', '$3B']);

    await user.click(within(table).getByRole('button', { name: /Value/ }));
    expect(valuesInOrder()).toEqual(['40', '$1.2M/year', '$2B', '$3B']);
    await user.click(within(table).getByRole('button', { name: /Value/ }));
    expect(valuesInOrder()).toEqual(['$3B', '$2B', '$1.2M/year', '40']);

    const checks = screen.getByRole('list', { name: 'Checks on the figures' });
    expect(within(checks).getByText(/SAM \$3B .* is larger than TAM \$2B/)).toBeInTheDocument();

    const samRow = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('$3B'))!;
    await user.click(within(samRow).getByRole('button', { name: 'Slide 3' }));
    expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument();
  });
});
