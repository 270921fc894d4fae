import { describe, expect, it } from 'vitest';
import { quoteRanges } from './highlight';

describe('quoteRanges', () => {
  it('finds each line of a quote with any spacing between its words', () => {
    const text = 'Team\nAna Ruiz\nCEO &  Founder\nLeo Park';
    const ranges = quoteRanges(text, 'Ana Ruiz\nCEO & Founder');
    expect(ranges.map(([s, e]) => text.slice(s, e))).toEqual(['Ana Ruiz', 'CEO &  Founder']);
  });

  it('finds a sentence the slide wraps over lines, and nothing for an absent quote', () => {
    const text = 'We have sold approximately 180\nunits to date.';
    expect(quoteRanges(text, 'We have sold approximately 180 units to date.')).toEqual([[0, text.length]]);
    expect(quoteRanges(text, 'nowhere here')).toEqual([]);
    expect(quoteRanges(text, null)).toEqual([]);
  });
});
