import { describe, expect, it } from 'vitest';
import { MAX_READ_CHARS_PER_DECK, MAX_READ_CHARS_PER_PAGE, withinReadingBudget } from './local.provider.ts';

describe('withinReadingBudget', () => {
  it('leaves a real deck as it is', () => {
    const deck = { fileName: 'deck.pdf', pages: [{ pageNumber: 1, text: 'Acme\nWe build robots', notes: 'Say hello' }] };
    expect(withinReadingBudget(deck)).toEqual(deck);
  });

  it('reads at most a page budget of each page and a deck budget in all', () => {
    const wall = 'word '.repeat(4_000); // 20,000 characters on one page
    const pages = Array.from({ length: 300 }, (_, index) => ({ pageNumber: index + 1, text: wall }));
    const read = withinReadingBudget({ fileName: 'wall.pdf', pages });
    expect(read.pages).toHaveLength(300);
    expect(read.pages[0].text).toHaveLength(MAX_READ_CHARS_PER_PAGE);
    expect(read.pages.reduce((sum, page) => sum + page.text.length, 0)).toBe(MAX_READ_CHARS_PER_DECK);
    expect(read.pages[299].text).toBe('');
    // The caller's deck is not changed.
    expect(pages[0].text).toHaveLength(20_000);
  });

  it('counts speaker notes in the deck budget', () => {
    const pages = Array.from({ length: 40 }, (_, index) => ({
      pageNumber: index + 1,
      text: 'x'.repeat(MAX_READ_CHARS_PER_PAGE),
      notes: 'y'.repeat(MAX_READ_CHARS_PER_PAGE),
    }));
    const read = withinReadingBudget({ fileName: 'notes.pptx', pages });
    const total = read.pages.reduce((sum, page) => sum + page.text.length + (page.notes?.length ?? 0), 0);
    expect(total).toBe(MAX_READ_CHARS_PER_DECK);
  });
});
