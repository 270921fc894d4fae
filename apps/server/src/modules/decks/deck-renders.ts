import { PAGE_IMAGE_VERSION } from '@pitchscope/domain/constants';
import type { Storage } from '../../platform/storage.ts';

/** Storage keys of what is drawn for a deck's viewer (ADR 0014), and their removal with the deck. */
export const renderPdfKey = (deckId: string) => `pitchDecks/${deckId}.render.pdf`;
export const pageImagesFolder = (deckId: string) => `pageImages/${deckId}`;
/** A page image's key; PNG or WebP (see `renderPageImage`), told apart by its first bytes. */
export const pageImageKey = (deckId: string, page: number, width: number) =>
  `${pageImagesFolder(deckId)}/v${PAGE_IMAGE_VERSION}-w${width}-p${page}`;

/**
 * Removes what was drawn for a deck (the LibreOffice PDF and the page images). Deleting what does not
 * exist is harmless, so this is safe to repeat.
 */
export async function deleteDeckRenders(storage: Storage, deckId: string): Promise<void> {
  await storage.delete(renderPdfKey(deckId));
  await storage.deleteFolder(pageImagesFolder(deckId));
}
