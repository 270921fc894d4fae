import { describe, expect, it } from 'vitest';
import { findDeckDate, findPeriods } from './periods.ts';

describe('findPeriods', () => {
  it.each([
    ['Q3 2015', '2015-07-01', '2015-09-30', false],
    ["Q4'14", '2014-10-01', '2014-12-31', false],
    ['3Q15', '2015-07-01', '2015-09-30', false],
    ['H1 2024', '2024-01-01', '2024-06-30', false],
    ['FY23', '2023-01-01', '2023-12-31', false],
    ['FY2026E', '2026-01-01', '2026-12-31', true],
    ['Sept. 2014', '2014-09-01', '2014-09-30', false],
    ['December 2019', '2019-12-01', '2019-12-31', false],
    ["Mar '16", '2016-03-01', '2016-03-31', false],
    ['09/2014', '2014-09-01', '2014-09-30', false],
    ['2014', '2014-01-01', '2014-12-31', false],
    ['2026E', '2026-01-01', '2026-12-31', true],
    ['by 2027', '2027-01-01', '2027-12-31', true],
  ])('%s', (text, start, end, projection) => {
    const [found] = findPeriods(`Revenue ${text} was`);
    expect(found).toMatchObject({ period: { text, start, end }, projection });
  });

  it('reads both ends of a year range and nothing in amounts, percentages or words', () => {
    expect(findPeriods('2014-2016 plan').map((p) => p.period.text)).toEqual(['2014', '2016']);
    expect(findPeriods('$2015 fee, 2015% up, 2016-ready, 20155 units')).toEqual([]);
  });
});

describe('findDeckDate', () => {
  it('reads a month and year on the cover', () => {
    expect(findDeckDate([{ page: 1, text: 'Acme Robotics\nInvestor presentation\nSeptember 2014' }])).toBe(
      '2014-09-30',
    );
  });
  it('reads a year alone on a cover line, not a year inside a sentence', () => {
    expect(findDeckDate([{ page: 1, text: 'Acme\n© 2015' }])).toBe('2015-12-31');
    expect(findDeckDate([{ page: 1, text: 'Acme, helping farmers since 2009' }])).toBeNull();
  });
  it('looks only at the first page', () => {
    expect(
      findDeckDate([
        { page: 2, text: 'March 2015' },
        { page: 1, text: 'Acme' },
      ]),
    ).toBeNull();
  });
});

describe('findPeriods: counts that look like years', () => {
  it('skips "2000 devices" and keeps "2015 results"', () => {
    expect(findPeriods('Selling 2000 devices')).toEqual([]);
    expect(findPeriods('2015 results').map((p) => p.period.text)).toEqual(['2015']);
  });
});
