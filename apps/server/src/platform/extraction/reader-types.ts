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
  /** The title stored in the file's own metadata, unfiltered; '' when absent. */
  metadataTitle: string;
}
