import { describe, expect, it } from 'vitest';
import { contributions, fitLogistic, predictProbability } from './logistic-regression.ts';

// Two features; the label is "x + y > 1", with a constant third column that carries nothing.
const rows = [
  [0, 0, 5],
  [0.2, 0.3, 5],
  [0.4, 0.1, 5],
  [0.1, 0.6, 5],
  [1, 1, 5],
  [0.9, 0.6, 5],
  [0.7, 0.8, 5],
  [1.2, 0.4, 5],
];
const labels = rows.map(([x, y]) => x + y > 1);

describe('fitLogistic', () => {
  it('separates a separable toy set', () => {
    const model = fitLogistic(rows, labels, { l2: 0.01 });
    rows.forEach((row, i) => expect(predictProbability(model, row) >= 0.5).toBe(labels[i]));
    expect(predictProbability(model, [2, 2, 5])).toBeGreaterThan(0.9);
    expect(predictProbability(model, [-1, -1, 5])).toBeLessThan(0.1);
  });

  it('gives the same weights on every run', () => {
    expect(fitLogistic(rows, labels, { l2: 0.5 })).toEqual(fitLogistic(rows, labels, { l2: 0.5 }));
  });

  it('standardises features and leaves a constant one without weight', () => {
    const model = fitLogistic(rows, labels, { l2: 0.5 });
    expect(model.means[2]).toBe(5);
    expect(model.scales[2]).toBe(1);
    expect(model.coefficients[2]).toBe(0);
    expect(model.coefficients[0]).toBeGreaterThan(0);
    expect(model.coefficients[1]).toBeGreaterThan(0);
  });

  it('shrinks the coefficients as the L2 penalty grows, and keeps finite weights on separable data', () => {
    const loose = fitLogistic(rows, labels, { l2: 0.01 });
    const tight = fitLogistic(rows, labels, { l2: 10 });
    const size = (c: number[]) => Math.hypot(...c);
    expect(size(tight.coefficients)).toBeLessThan(size(loose.coefficients));
    expect(loose.coefficients.every(Number.isFinite)).toBe(true);
  });

  it("reports each feature's pull on the log-odds", () => {
    const model = fitLogistic(rows, labels, { l2: 0.5 });
    const pulls = contributions(model, [1.5, 1.5, 5]);
    expect(pulls[0]).toBeGreaterThan(0);
    expect(pulls[2]).toBe(0);
    expect(model.intercept + pulls.reduce((a, b) => a + b, 0)).toBeCloseTo(
      Math.log(predictProbability(model, [1.5, 1.5, 5]) / (1 - predictProbability(model, [1.5, 1.5, 5]))),
      9,
    );
  });
});
