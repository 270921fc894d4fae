import { describe, expect, it } from 'vitest';
import { markdownLineToPlain, toWinAnsi } from './plain-text.ts';

describe('markdownLineToPlain', () => {
  it('removes emphasis, code and link syntax', () => {
    expect(markdownLineToPlain('_Source: slide 4_ and **Revenue** of *$1.2M*')).toBe(
      'Source: slide 4 and Revenue of $1.2M',
    );
    expect(markdownLineToPlain('__Bold__ with `code` and ~~old~~ text')).toBe('Bold with code and old text');
    expect(markdownLineToPlain('See [the deck](https://example.com/deck)')).toBe(
      'See the deck (https://example.com/deck)',
    );
  });

  it('keeps underscores and asterisks that are not emphasis', () => {
    expect(markdownLineToPlain('snake_case_name and 2 * 3 * 4')).toBe('snake_case_name and 2 * 3 * 4');
  });

  it('prints list items as bullets and table rows as cells', () => {
    expect(markdownLineToPlain('- *Stale:* ARR figure')).toBe('• Stale: ARR figure');
    expect(markdownLineToPlain('| ARR | $1.2M | _Sept. 2014_ |')).toBe('ARR · $1.2M · Sept. 2014');
    expect(markdownLineToPlain('|---|:---:|---|')).toBeNull();
  });
});

describe('toWinAnsi', () => {
  it('keeps what the standard PDF fonts print, spells the rupee as INR and marks the rest', () => {
    expect(toWinAnsi('€1.2M – “ARR” • £3K ¥9')).toBe('€1.2M – “ARR” • £3K ¥9');
    expect(toWinAnsi('₹50M')).toBe('INR 50M');
    expect(toWinAnsi('Выручка 🚀')).toBe('??????? ?');
  });
});
