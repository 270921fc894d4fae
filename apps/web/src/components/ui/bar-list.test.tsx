import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BarList, type BarListRow } from './bar-list';

const decks = (count: number) => `${count} decks`;

function renderBars(rows: BarListRow[]) {
  const router = createMemoryRouter([{ path: '/', element: <BarList rows={rows} valueText={decks} /> }]);
  render(<RouterProvider router={router} />);
}

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
});
