import { describe, expect, it } from 'vitest';
import { formatFigureValue } from './format.ts';

const base = { upper: null, per: null, atLeast: false, currency: null } as const;

describe('formatFigureValue', () => {
  it.each([
    [{ ...base, value: 250, unit: 'money', currency: 'USD' }, '$250'],
    [{ ...base, value: 10_000_000, unit: 'money', currency: 'USD' }, '$10M'],
    [{ ...base, value: 1_250_000, unit: 'money', currency: 'EUR' }, '€1.25M'],
    [{ ...base, value: 450_000_000, unit: 'money', currency: 'PLN' }, '450M PLN'],
    [{ ...base, value: 0, unit: 'money', currency: 'USD' }, '$0'],
    [{ ...base, value: 3000, unit: 'count', atLeast: true }, '3K+'],
    [{ ...base, value: 20, unit: 'percent', per: 'month' }, '20%/month'],
    [{ ...base, value: 1_000_000, upper: 2_000_000, unit: 'money', currency: 'USD' }, '$1M–$2M'],
    [{ ...base, value: 18, unit: 'months' }, '18 months'],
    [{ ...base, value: 2.5, unit: 'multiple' }, '2.5x'],
  ] as const)('%o → %s', (figure, text) => {
    expect(formatFigureValue(figure)).toBe(text);
  });
});

describe('formatFigureValue: ranges of a unit', () => {
  it('writes the unit once', () => {
    expect(formatFigureValue({ ...base, value: 18, upper: 24, unit: 'months' })).toBe('18–24 months');
    expect(formatFigureValue({ ...base, value: 8, upper: 10, unit: 'percent' })).toBe('8–10%');
  });
});
