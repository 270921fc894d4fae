import { createReadStream } from 'node:fs';
import { PAGE_IMAGE_VERSION } from '@pitchscope/domain/constants';
import type { Storage } from '../../platform/storage.ts';

/** Storage keys of what is drawn for a deck's viewer (ADR 0014), and their removal with the deck. */
export const renderPdfKey = (deckId: string) => `pitchDecks/${deckId}.render.pdf`;
export const pageImagesFolder = (deckId: string) => `pageImages/${deckId}`;
/** A page image's key; PNG or WebP (see `renderPageImage`), told apart by its first bytes. */
export const pageImageKey = (deckId: string, page: number, width: number) =>
  `${pageImagesFolder(deckId)}/v${PAGE_IMAGE_VERSION}-w${width}-p${page}`;

/**
 * Stores a LibreOffice PDF of the deck (a local file: the viewer's conversion, or the upload's of a
 * legacy .ppt) as the PDF its pages are drawn from. A write that fails part-way is removed: a truncated
 * PDF would be drawn from as if whole, while a missing one is only converted again.
 */
export async function storeRenderPdf(storage: Storage, deckId: string, pdfPath: string): Promise<void> {
  const key = renderPdfKey(deckId);
  try {
    await storage.put(key, createReadStream(pdfPath));
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes what was drawn for a deck (the LibreOffice PDF and the page images). Deleting what does not
 * exist is harmless, so this is safe to repeat.
 */
export async function deleteDeckRenders(storage: Storage, deckId: string): Promise<void> {
  await storage.delete(renderPdfKey(deckId));
  await storage.deleteFolder(pageImagesFolder(deckId));
}
