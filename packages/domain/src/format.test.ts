import { describe, expect, it } from 'vitest';
import { firstName, formatDeckDate, truncateChars, truncateWords } from './format.ts';

describe('formatDeckDate', () => {
  it('formats like "Jan 5, 2025"', () => {
    expect(formatDeckDate('2025-01-05T10:30:00.000Z')).toBe('Jan 5, 2025');
    expect(formatDeckDate('2024-12-31')).toBe('Dec 31, 2024');
  });

  it("uses the day of the viewer's time zone, or the one asked for (issue #35)", () => {
    const lateInNewYork = '2025-03-01T23:30:00-05:00';
    expect(formatDeckDate(lateInNewYork, '', 'America/New_York')).toBe('Mar 1, 2025');
    expect(formatDeckDate(lateInNewYork, '', 'UTC')).toBe('Mar 2, 2025');
    expect(formatDeckDate('2025-03-01T11:30:00Z', '', 'Pacific/Auckland')).toBe('Mar 2, 2025');
  });

  it('keeps a date without a time on its calendar day in every zone', () => {
    expect(formatDeckDate('2024-12-31', '', 'America/Los_Angeles')).toBe('Dec 31, 2024');
  });

  it('returns the fallback for a missing or invalid date', () => {
    expect(formatDeckDate(null)).toBe('');
    expect(formatDeckDate('not a date', 'N/A')).toBe('N/A');
  });
});

describe('truncateWords', () => {
  const twelve = 'AI copilot that drafts customs declarations for small exporters across the EU';

  it('keeps text of up to n words unchanged', () => {
    expect(truncateWords(twelve, 12)).toBe(twelve);
  });

  it('cuts at n words and adds "..."', () => {
    expect(truncateWords(`${twelve} and the UK`, 12)).toBe(`${twelve}...`);
  });

  it('collapses whitespace and accepts missing text', () => {
    expect(truncateWords('  Fast   payroll  ', 5)).toBe('Fast payroll');
    expect(truncateWords(undefined, 5)).toBe('');
  });
});

describe('truncateChars', () => {
  it('cuts at n characters and adds "..." only when something was cut', () => {
    expect(truncateChars('abcdef', 6)).toBe('abcdef');
    expect(truncateChars('abcdefg', 6)).toBe('abcdef...');
    expect(truncateChars('abc  defg', 5)).toBe('abc...');
  });
});

describe('firstName', () => {
  it('takes the first word of a display name', () => {
    expect(firstName('Anna Virtanen')).toBe('Anna');
    expect(firstName('  Jan  ')).toBe('Jan');
    expect(firstName('anna@fund.vc')).toBe('anna');
    expect(firstName(null)).toBe('');
  });
});
