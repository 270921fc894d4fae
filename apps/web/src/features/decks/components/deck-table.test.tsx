import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { buildDeck, buildMe, buildTeamDeck, buildTeamMe } from '../testing/factories';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import { DeckTable } from './deck-table';

afterEach(() => vi.unstubAllGlobals());

function renderTable(
  decks: Deck[] = ['Acme Pay', 'Birch Bio', 'Cobalt AI'].map((companyName, i) =>
    buildDeck({ id: `d-${i + 1}`, companyName }),
  ),
  me = buildMe(),
) {
  mockApi({ 'GET /pipeline/stages': () => ({ stages: [] }) });
  renderWithApp(
    <DeckTable decks={decks} sort="uploaded" dir="desc" onSort={vi.fn()} caption="Active Decks" total={decks.length} />,
    { path: '/pitch-decks', route: '/pitch-decks', me },
  );
  return screen.getByRole('table', { name: 'Active Decks' });
}

describe('DeckTable keyboard navigation', () => {
  it('moves between the rows with the arrow keys and stops at the first and last row', async () => {
    const user = userEvent.setup();
    const table = renderTable();
    const link = (name: string) => within(table).getByRole('link', { name });
    link('Acme Pay').focus();
    await user.keyboard('{ArrowDown}');
    expect(link('Birch Bio')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Cobalt AI')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Cobalt AI')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(link('Acme Pay')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link('Acme Pay')).toHaveFocus();
  });

  it('opens the focused row’s deck with Enter', async () => {
    const user = userEvent.setup();
    const table = renderTable();
    within(table).getByRole('link', { name: 'Acme Pay' }).focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Page at /pitch-decks/d-2')).toBeInTheDocument();
  });

  it('gives screen readers the row count and each row’s position', () => {
    const table = renderTable();
    expect(table).toHaveAttribute('aria-rowcount', '4');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3', '4']);
  });
});

describe('DeckTable content', () => {
  const rowOf = (table: HTMLElement, company: string) =>
    within(table).getByRole('link', { name: company }).closest('tr') as HTMLElement;

  it('says who uploaded each deck in a team workspace, under the company', () => {
    const table = renderTable([buildTeamDeck({ companyName: 'Acme Pay' })], buildTeamMe('viewer'));
    expect(within(rowOf(table, 'Acme Pay')).getByText('Uploaded by Bo Berg')).toBeInTheDocument();
  });

  it('does not name the uploader in the personal workspace', () => {
    const table = renderTable([buildDeck({ companyName: 'Acme Pay' })]);
    expect(within(rowOf(table, 'Acme Pay')).queryByText(/Uploaded by/)).not.toBeInTheDocument();
  });

  it('marks each fact by its state as the card does: assumed, to check, edited (issue #36)', () => {
    const table = renderTable([
      buildDeck({
        companyName: 'Acme Pay',
        stage: 'Pre-Seed',
        roundSize: '$2M',
        industry: 'Fintech',
        fieldSources: {
          stage: { status: 'assumed', slides: [] },
          roundSize: { status: 'assumed', slides: [] },
          industry: { status: 'stated', slides: [2], confidence: 0.2 },
        },
      }),
      buildDeck({ companyName: 'Birch Bio', stage: 'Seed', fieldSources: { stage: { status: 'user', slides: [] } } }),
    ]);
    const acme = rowOf(table, 'Acme Pay');
    const state = (row: HTMLElement, text: string) =>
      within(row).getByText(text, { exact: false }).closest('[data-fact-state]')?.getAttribute('data-fact-state');
    expect(state(acme, 'Pre-Seed')).toBe('assumed');
    expect(within(acme).getByText('Pre-Seed').closest('[data-fact-state]')).toHaveTextContent('Pre-Seed (assumed)');
    expect(state(acme, '$2M')).toBe('assumed');
    expect(state(acme, 'Fintech')).toBe('check');
    const birch = rowOf(table, 'Birch Bio');
    expect(state(birch, 'Seed')).toBe('edited');
    expect(within(birch).getByText('Seed')).not.toHaveTextContent('(assumed)');
  });

  it('shows a round without a stated currency as such, and others as read', () => {
    const table = renderTable([
      buildDeck({ companyName: 'Acme Pay', roundSize: 'raising 150K' }),
      buildDeck({ companyName: 'Birch Bio', roundSize: '€1,500,000' }),
    ]);
    expect(within(rowOf(table, 'Acme Pay')).getByText('150K (currency not stated)')).toBeInTheDocument();
    expect(within(rowOf(table, 'Birch Bio')).getByText('€1.5M')).toBeInTheDocument();
  });
});
