import { DECK_MESSAGES } from './messages.ts';

type DeckPages = { pageCount: number; documentPageCount: number | null; fileType: string };

/** What a deck page says when only the first pages of its document were read; null when all were. */
export function pagesNotReadNotice(deck: DeckPages): string | null {
  if (deck.documentPageCount === null || deck.documentPageCount <= deck.pageCount) return null;
  // A PowerPoint file has slides; a PDF has pages (even when they are slides).
  const unit = deck.fileType === 'pdf' ? 'pages' : 'slides';
  return DECK_MESSAGES.onlyFirstPagesRead(deck.pageCount, deck.documentPageCount, unit);
}

/** The count a deck keeps: the document's, when it has more pages than were read; otherwise none. */
export function documentPageCountToKeep(pagesRead: number, pagesInDocument: number): number | null {
  return pagesInDocument > pagesRead ? pagesInDocument : null;
}
