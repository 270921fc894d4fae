import { describe, expect, it } from 'vitest';
import { layoutNumberChart, niceTicks, POINT_INSET, VALUE_LABEL_RISE, type ChartPointInput } from './number-chart-layout.ts';

/** Every character 5 units wide: label widths are easy to reason about. */
const measure = (text: string) => text.length * 5;
const point = (value: number, status: ChartPointInput['status'], periodLabel: string, valueLabel = `v${value}`): ChartPointInput => ({
  value,
  status,
  periodLabel,
  valueLabel,
});

describe('niceTicks', () => {
  it('steps by 1, 2, 2.5 or 5 × 10ⁿ from zero to just over the highest value', () => {
    expect(niceTicks([1_200_000, 2_500_000, 5_000_000, 9_000_000])).toEqual([0, 2_500_000, 5_000_000, 7_500_000, 10_000_000]);
    expect(niceTicks([12, 40, 73])).toEqual([0, 20, 40, 60, 80]);
    expect(niceTicks([0.3, 0.7])).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it('keeps zero on the axis when a value is negative (a loss, a negative burn)', () => {
    expect(niceTicks([-300_000, 900_000])).toEqual([-500_000, 0, 500_000, 1_000_000]);
  });

  it('gives a range when every value is zero', () => {
    expect(niceTicks([0, 0])).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe('layoutNumberChart', () => {
  const box = { left: 100, bottom: 200, width: 456, height: 120 };

  it('scales values onto the plot and spreads the points evenly inside the insets', () => {
    const layout = layoutNumberChart(
      [point(1_000_000, 'actual', '2023'), point(2_500_000, 'actual', '2024'), point(5_000_000, 'projected', '2025'), point(10_000_000, 'projected', '2026')],
      box,
      measure,
    );
    expect(layout.ticks).toEqual([
      { value: 0, y: 200 },
      { value: 2_500_000, y: 230 },
      { value: 5_000_000, y: 260 },
      { value: 7_500_000, y: 290 },
      { value: 10_000_000, y: 320 },
    ]);
    expect(layout.points.map(({ x }) => x)).toEqual([100 + POINT_INSET, 100 + POINT_INSET + 400 / 3, 100 + POINT_INSET + 800 / 3, 100 + POINT_INSET + 400]);
    expect(layout.points.map(({ y }) => y)).toEqual([212, 230, 260, 320]);
    expect(layout.valueLabels.map(({ y }) => y)).toEqual([212, 230, 260, 320].map((y) => y + VALUE_LABEL_RISE));
  });

  it('draws actuals solid and dashes every segment that reaches a projection', () => {
    const layout = layoutNumberChart(
      [point(1, 'actual', 'Q1'), point(2, 'unknown', 'Q2'), point(3, 'actual', 'Q3'), point(4, 'projected', 'Q4'), point(5, 'projected', 'Q5')],
      box,
      measure,
    );
    expect(layout.segments.map((segment) => segment.dashed)).toEqual([false, false, true, true]);
    expect(layout.points.map((one) => one.projected)).toEqual([false, false, false, true, true]);
    expect(layout.segments[2].from).toEqual({ x: layout.points[2].x, y: layout.points[2].y });
    expect(layout.segments[2].to).toEqual({ x: layout.points[3].x, y: layout.points[3].y });
  });

  it('leaves out a label that would overlap the one before it', () => {
    // 12 points 400/11 ≈ 36.4 apart; "Jan 2024" is 40 wide, so every other period label fits.
    const months = Array.from({ length: 12 }, (_, index) => point(index + 1, 'actual', 'Jan 2024', '$1K'));
    const layout = layoutNumberChart(months, box, measure);
    expect(layout.periodLabels).toHaveLength(6);
    expect(layout.periodLabels.map(({ x }) => x)).toEqual([0, 2, 4, 6, 8, 10].map((index) => layout.points[index].x));
    // "$1K" is 15 wide: every value label fits.
    expect(layout.valueLabels).toHaveLength(12);
  });
});
