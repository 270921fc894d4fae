import { describe, expect, it } from 'vitest';
import type { Figure } from './figure.ts';
import { makeFigure } from './figure-factory.ts';
import { figureSeries, seriesChartCaption } from './series.ts';

const figure = (id: string, overrides: Partial<Figure>): Figure =>
  makeFigure({ id, metric: 'revenue', value: 1, context: '', ...overrides });
const year = (y: number) => ({ text: String(y), start: `${y}-01-01`, end: `${y}-12-31` });

describe('figure series (issue #37)', () => {
  it('makes one series per metric of two or more periods, ordered by period, with slides and findings', () => {
    const series = figureSeries(
      [
        figure('r2025', { value: 3, period: year(2025), status: 'projected', page: 9 }),
        figure('r2023', { value: 1, period: year(2023), page: 4 }),
        figure('r2024', { value: 2, period: year(2024), page: 4 }),
        figure('r2024-again', { value: 2, period: year(2024), page: 7 }),
        figure('users', { metric: 'users', value: 10, period: year(2024) }),
        figure('tam', { metric: 'tam', value: 9, period: year(2024) }),
        figure('tam2', { metric: 'tam', value: 9, period: year(2025) }),
      ],
      [{ check: 'growth-vs-figures', severity: 'warning', message: 'Growth does not add up.', figureIds: ['r2024'], pages: [4] }],
    );
    expect(series).toHaveLength(1);
    expect(series[0].points.map((point) => [point.period, point.value, point.status, point.page])).toEqual([
      ['2023', 1, 'actual', 4],
      ['2024', 2, 'actual', 4],
      ['2025', 3, 'projected', 9],
    ]);
    expect(series[0].points[1].finding).toEqual({ severity: 'warning', message: 'Growth does not add up.' });
  });

  it('keeps yearly and quarterly figures, and other currencies, apart', () => {
    const series = figureSeries([
      figure('y1', { period: year(2023) }),
      figure('q1', { period: { text: 'Q1 2024', start: '2024-01-01', end: '2024-03-31' } }),
      figure('e1', { currency: 'EUR', period: year(2024) }),
    ]);
    expect(series).toEqual([]);
  });

  it('captions a chart with its line styles and how many figures the checks question', () => {
    const finding = (id: string) => ({ check: 'growth-vs-figures' as const, severity: 'warning' as const, message: 'No.', figureIds: [id], pages: [1] });
    const actuals = [figure('a1', { period: year(2023) }), figure('a2', { period: year(2024) })];
    expect(seriesChartCaption(figureSeries(actuals)[0])).toBe('');
    const withPlan = [...actuals, figure('p1', { period: year(2025), status: 'projected' })];
    expect(seriesChartCaption(figureSeries(withPlan, [finding('a2')])[0])).toBe('Solid: actual; dashed: projected. Ringed: a figure the checks question.');
    expect(seriesChartCaption(figureSeries(withPlan, [finding('a2'), finding('p1')])[0])).toBe('Solid: actual; dashed: projected. Ringed: 2 figures the checks question.');
  });
});
