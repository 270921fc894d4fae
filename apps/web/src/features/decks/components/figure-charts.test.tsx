import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Figure } from '@pitchscope/domain/figures/figure';
import { FigureCharts } from './figure-charts';

const revenue = (id: string, year: number, value: number, status: Figure['status'], page: number): Figure => ({
  id,
  metric: 'revenue',
  of: null,
  value,
  upper: null,
  unit: 'money',
  currency: 'USD',
  per: null,
  atLeast: false,
  period: { text: String(year), start: `${year}-01-01`, end: `${year}-12-31` },
  status,
  markedAsProjection: status === 'projected',
  page,
  raw: '',
  context: '',
});

describe('Numbers tab charts (issue #37)', () => {
  it('draws a metric of two or more periods with a table citing each slide and the checks', async () => {
    const onJump = vi.fn();
    render(
      <FigureCharts
        figures={[revenue('a', 2024, 1_000_000, 'actual', 5), revenue('b', 2025, 3_000_000, 'projected', 9)]}
        findings={[{ check: 'projection-as-actual', severity: 'warning', message: 'Stated as done but dated ahead.', figureIds: ['b'], pages: [9] }]}
        onJumpToSlide={onJump}
      />,
    );
    const chart = screen.getByRole('figure', { name: 'Revenue' });
    expect(within(chart).getByText(/Solid: actual; dashed: projected\. Ringed: a figure the checks question\./)).toBeInTheDocument();
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['2024$1MActualSlide 5', '2025$3MProjectedSlide 9Stated as done but dated ahead.']);
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Slide 9' }));
    expect(onJump).toHaveBeenCalledWith(9);
  });

  it('draws nothing for a metric stated once', () => {
    const { container } = render(<FigureCharts figures={[revenue('a', 2024, 1, 'actual', 5)]} findings={[]} onJumpToSlide={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
