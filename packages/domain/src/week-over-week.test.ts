import { describe, expect, it } from 'vitest';
import { formatPercentChange, formatWeekOverWeek, weekOverWeek } from './week-over-week.ts';

describe('weekOverWeek', () => {
  it('compares the last 7 days with the 7 before', () => {
    expect(weekOverWeek(9, 6)).toEqual({ kind: 'change', percent: 50 });
    expect(weekOverWeek(3, 4)).toEqual({ kind: 'change', percent: -25 });
    expect(weekOverWeek(4, 4)).toEqual({ kind: 'change', percent: 0 });
    expect(weekOverWeek(0, 3)).toEqual({ kind: 'change', percent: -100 });
  });

  it('has no percentage when the week before had no uploads', () => {
    expect(weekOverWeek(2, 0)).toEqual({ kind: 'new', decks: 2 });
    expect(weekOverWeek(0, 0)).toEqual({ kind: 'none' });
  });
});

describe('formatWeekOverWeek', () => {
  it('reads as a signed change, never as a fall when nothing happened', () => {
    expect(formatWeekOverWeek(weekOverWeek(9, 6))).toBe('+50%');
    expect(formatWeekOverWeek(weekOverWeek(1, 3))).toBe('−66.7%');
    expect(formatWeekOverWeek(weekOverWeek(2, 0))).toBe('+2 (none the week before)');
    expect(formatWeekOverWeek(weekOverWeek(0, 0))).toBe('No uploads either week');
    expect(formatPercentChange(0)).toBe('0%');
  });
});
