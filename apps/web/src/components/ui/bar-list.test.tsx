import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BarList, ColumnList, type BarListRow, type ColumnListColumn } from './bar-list';

const decks = (count: number) => `${count} decks`;

function renderAt(element: React.ReactElement) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}
const renderBars = (rows: BarListRow[]) => renderAt(<BarList rows={rows} valueText={decks} />);

const barOf = (link: HTMLElement) => link.querySelector('[data-chart-bar]') as HTMLElement;

describe('BarList', () => {
  it('draws each bar as a link named by its label and value, its length relative to the longest', () => {
    renderBars([
      { key: 'a', label: 'Fintech', bars: [{ key: 'n', value: 4, to: '/list?sector=fintech' }] },
      { key: 'b', label: 'Health', bars: [{ key: 'n', value: 1, to: '/list?sector=health' }] },
      { key: 'c', label: 'Retail', bars: [{ key: 'n', value: 0, to: '/list?sector=retail' }] },
    ]);
    const longest = screen.getByRole('link', { name: 'Fintech: 4 decks' });
    expect(longest).toHaveAttribute('href', '/list?sector=fintech');
    // Its name holds what it shows, word for word (axe's label-content-name-mismatch).
    expect(longest).toHaveTextContent(/^Fintech 4$/);
    expect(barOf(longest).style).toMatchObject({ width: '100%', minWidth: '2px' });
    expect(barOf(screen.getByRole('link', { name: 'Health: 1 decks' })).style).toMatchObject({ width: '25%', minWidth: '2px' });
    // A zero is no bar at all, but still a link to its (empty) list.
    expect(barOf(screen.getByRole('link', { name: 'Retail: 0 decks' })).style).toMatchObject({ width: '0%', minWidth: '0px' });
  });

  it('says the series in the name of each bar of a grouped row and shows them in a legend', () => {
    renderBars([
      {
        key: 'green',
        label: 'Green',
        bars: [
          { key: 'advanced', series: 'Advanced', value: 2, to: '/list?outcome=advanced', color: 'var(--chart-2)' },
          { key: 'passed', series: 'Passed', value: 3, to: '/list?outcome=passed', color: 'var(--chart-4)' },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'Green, Advanced: 2 decks' })).toHaveAttribute('href', '/list?outcome=advanced');
    const passed = screen.getByRole('link', { name: 'Green, Passed: 3 decks' });
    expect(barOf(passed).style.background).toBe('var(--chart-4)');
    const lists = screen.getAllByRole('list', { hidden: true });
    expect(within(lists[0]).getByText('Advanced')).toBeInTheDocument();
    expect(within(lists[0]).getByText('Passed')).toBeInTheDocument();
  });

  it('draws a series as columns in order, each a link named by its label and value, the axis at its ends', () => {
    const columns: ColumnListColumn[] = ['2026-01-05', '2026-01-12', '2026-01-19'].map((week, index) => ({
      key: week,
      label: `Week of ${week}`,
      tick: week,
      value: [2, 0, 4][index],
      to: `/list?week=${week}`,
    }));
    renderAt(<ColumnList columns={columns} valueText={decks} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Week of 2026-01-05: 2 decks', 'Week of 2026-01-12: 0 decks', 'Week of 2026-01-19: 4 decks']);
    expect(barOf(links[0]).style).toMatchObject({ height: '50%', minHeight: '2px' });
    expect(barOf(links[2]).style.height).toBe('100%');
    expect(screen.getByText('2026-01-05')).toBeInTheDocument();
    expect(screen.getByText('2026-01-19')).toBeInTheDocument();
    expect(screen.queryByText('2026-01-12')).not.toBeInTheDocument();
  });
});
