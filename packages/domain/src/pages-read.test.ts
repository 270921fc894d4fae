import { describe, expect, it } from 'vitest';
import { DECK_PAGES_READ_MAX } from './constants.ts';
import { documentPageCountToKeep, pagesNotReadNotice } from './pages-read.ts';

describe('pagesNotReadNotice', () => {
  it('says how many of how many pages a cut PDF had read', () => {
    expect(pagesNotReadNotice({ pageCount: DECK_PAGES_READ_MAX, documentPageCount: 20_000, fileType: 'pdf' })).toBe(
      'Only the first 300 of 20,000 pages were read.',
    );
  });

  it('counts slides for PowerPoint files', () => {
    expect(pagesNotReadNotice({ pageCount: 300, documentPageCount: 412, fileType: 'pptx' })).toBe(
      'Only the first 300 of 412 slides were read.',
    );
    expect(pagesNotReadNotice({ pageCount: 300, documentPageCount: 301, fileType: 'ppt' })).toBe(
      'Only the first 300 of 301 slides were read.',
    );
  });

  it('says nothing when every page was read, or when the count was never recorded', () => {
    expect(pagesNotReadNotice({ pageCount: 12, documentPageCount: null, fileType: 'pdf' })).toBeNull();
    expect(pagesNotReadNotice({ pageCount: 12, documentPageCount: 12, fileType: 'pdf' })).toBeNull();
  });
});

describe('documentPageCountToKeep', () => {
  it('keeps the document’s count only when it has more pages than were read', () => {
    expect(documentPageCountToKeep(300, 20_000)).toBe(20_000);
    expect(documentPageCountToKeep(12, 12)).toBeNull();
  });
});
