import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { updateCachedDeck } from './deck-cache';
import { DECK_LIST_QUERY_KEY, DECKS_QUERY_KEY } from './query-keys';

describe('updateCachedDeck', () => {
  it('changes the deck in the library pages and leaves other answers under the decks key alone', () => {
    const queryClient = new QueryClient();
    const deck = { id: 'd1', companyName: 'Old', status: 'Analyzed' };
    queryClient.setQueryData([...DECK_LIST_QUERY_KEY, 'active'], {
      pages: [{ items: [deck, { id: 'd2', companyName: 'Other', status: 'Analyzed' }], nextCursor: null }],
      pageParams: [null],
    });
    // A deck's extracted content also has `pages` (slides, not list pages): it must not be read as a list.
    const content = { pages: [{ pageNumber: 1, rawText: 'Slide one' }], rawContent: 'Slide one' };
    queryClient.setQueryData([...DECKS_QUERY_KEY, 'd1', 'content'], content);

    updateCachedDeck(queryClient, 'd1', (item) => ({ ...item, companyName: 'New' }));

    const list = queryClient.getQueryData<{ pages: Array<{ items: Array<{ companyName: string }> }> }>([
      ...DECK_LIST_QUERY_KEY,
      'active',
    ]);
    expect(list?.pages[0]?.items.map((item) => item.companyName)).toEqual(['New', 'Other']);
    expect(queryClient.getQueryData([...DECKS_QUERY_KEY, 'd1', 'content'])).toBe(content);
  });
});
