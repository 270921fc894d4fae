import { describe, expect, it } from 'vitest';
import { extractFigures } from './extract.ts';
import { sortFigures } from './sort.ts';

const figures = extractFigures(
  [
    { page: 1, text: 'Revenue 2015: $2M' },
    { page: 2, text: 'Customers: 300' },
    { page: 3, text: 'Revenue 2014: $900K · ARR $3M' },
  ],
  { asOf: new Date('2016-01-01'), deckDate: '2015-12-31' },
);

describe('sortFigures', () => {
  it('sorts by value within a unit, either way', () => {
    expect(sortFigures(figures, 'value', 'asc').map((f) => f.raw)).toEqual(['300', '$900K', '$2M', '$3M']);
    expect(sortFigures(figures, 'value', 'desc').map((f) => f.raw)).toEqual(['$3M', '$2M', '$900K', '300']);
  });
  it('sorts by period with undated figures last in both directions', () => {
    expect(sortFigures(figures, 'period', 'asc').map((f) => f.raw)).toEqual(['$900K', '$2M', '300', '$3M']);
    expect(sortFigures(figures, 'period', 'desc').map((f) => f.raw)).toEqual(['$2M', '$900K', '300', '$3M']);
  });
  it('keeps slide order for ties and does not change its input', () => {
    const before = figures.map((f) => f.id);
    expect(sortFigures(figures, 'status', 'asc').map((f) => f.page)).toEqual([1, 2, 3, 3]);
    expect(figures.map((f) => f.id)).toEqual(before);
  });
  it('sorts actuals, then figures the deck leaves unmarked, then projections', () => {
    const mixed = extractFigures(
      [
        { page: 1, text: 'Revenue 2017: $9M' },
        { page: 2, text: 'Revenue 2014: $900K' },
        { page: 3, text: 'Customers: 300' },
      ],
      { asOf: new Date('2016-01-01'), deckDate: null },
    );
    expect(sortFigures(mixed, 'status', 'asc').map((f) => [f.page, f.status])).toEqual([
      [3, 'actual'],
      [2, 'unknown'],
      [1, 'projected'],
    ]);
  });
});
