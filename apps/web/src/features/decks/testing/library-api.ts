import type { DeckListCounts, DeckListPage } from '@pitchscope/domain/contracts/deck-list';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { deckSections, filterAndSortDecks, summaryCounts } from '@pitchscope/domain/deck-actions';
import { canonicalStage } from '@pitchscope/domain/stages';
import type { RecordedRequest } from '@/test/mock-api';

/**
 * A stand-in for the library API (`GET /decks` pages and `GET /decks/counts`) over an in-memory list:
 * section, starred, search, fit, stage and deal stage filters, the date/name/starred sorts, and offset cursors.
 * The server's own behaviour is tested against the database (deck-list.routes.test.ts).
 */
export function libraryRoutes(source: Deck[] | (() => Deck[])) {
  const all = () => (typeof source === 'function' ? source() : source).filter((deck) => !deck.hiddenFromUser);
  const matching = (query: URLSearchParams) => {
    const sort = query.get('sort');
    const list = filterAndSortDecks(all(), {
      search: query.get('q') ?? '',
      sort: sort === 'company' ? 'name' : sort === 'starred' ? 'starred' : 'date',
      direction: (query.get('dir') as 'asc' | 'desc' | null) ?? undefined,
      starredOnly: query.get('starred') === 'true',
    });
    const fits = query.get('fit')?.split(',');
    const stages = query.get('stage')?.split(',');
    const dealStages = query.get('pipelineStage')?.split(',');
    return list.filter(
      (deck) =>
        (!fits || fits.includes(deck.investorFit?.overallMatch ?? 'Unknown')) &&
        (!stages || stages.includes(canonicalStage(deck.stage) ?? 'Unknown')) &&
        (!dealStages || dealStages.includes(deck.pipelineStage)),
    );
  };
  return {
    'GET /decks': ({ query }: RecordedRequest): DeckListPage => {
      const section = query.get('section') as 'active' | 'analyzed' | 'archived' | null;
      const list = section ? deckSections(matching(query))[section] : matching(query);
      const limit = Number(query.get('limit') ?? 50);
      const offset = Number(query.get('cursor') ?? 0);
      const items = list.slice(offset, offset + limit);
      return { items, nextCursor: offset + limit < list.length ? String(offset + limit) : null };
    },
    'GET /decks/counts': ({ query }: RecordedRequest): DeckListCounts => {
      const cards = summaryCounts(all());
      const sections = deckSections(matching(query));
      return {
        all: { ...cards, starred: all().filter((deck) => deck.starred).length, total: all().length },
        matching: {
          active: sections.active.length,
          analyzed: sections.analyzed.length,
          archived: sections.archived.length,
          total: sections.active.length + sections.analyzed.length + sections.archived.length,
        },
      };
    },
  };
}
