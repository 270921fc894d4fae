import type { PageDraft } from './page-assembly.ts';

/** Options every format reader receives, already defaulted by extractDocument. */
export interface ReaderOptions {
  ocr: boolean;
  maxPages: number;
  signal?: AbortSignal;
}

export interface ReaderResult {
  drafts: PageDraft[];
  ocrPageCount: number;
  /**
   * Pages (slides) the document has: more than `drafts` when it was cut at `maxPages`. Pages that could
   * not be read at the end (a forged page count) are not counted.
   */
  documentPageCount: number;
  /** The title stored in the file's own metadata, unfiltered; '' when absent. */
  metadataTitle: string;
}
