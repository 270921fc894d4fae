import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { PageImagesAvailability } from '@pitchscope/domain/contracts/decks';
import type { FairTenant } from '@pitchscope/domain/fair-queue';
import { PAGE_IMAGE_VERSION, PAGE_IMAGE_WIDTHS } from '@pitchscope/domain/constants';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import type { Actor } from '../../platform/actor.ts';
import { AppError, isAppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { logger } from '../../platform/logger.ts';
import { findDeck, type DeckRow } from './decks.repository.ts';
import { deleteDeckRenders, pageImageKey, renderPdfKey, storeRenderPdf } from './deck-renders.ts';
import { loadAccessibleDeck } from './deck-access.ts';
import type { AppContext } from '../../platform/context.ts';

/**
 * The deck viewer's page images (ADR 0014). A PDF deck is drawn from its own file; a PowerPoint deck
 * from a PDF LibreOffice makes of it (`pitchDecks/{deckId}.render.pdf`, beside the original): at upload
 * for a legacy .ppt read from its conversion, else on the first request. Each page is drawn once per
 * width, in the document sandbox, and kept in storage; a deck's file never changes, so an image's URL
 * (deck, page, width, version) names its content for good.
 */

/** PNG or WebP, from the image's first bytes (the format is chosen per page when it is drawn). */
export function pageImageContentType(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 12));
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return 'image/png';
}
const ALLOWED_WIDTHS: readonly number[] = Object.values(PAGE_IMAGE_WIDTHS);

/** A conversion that failed is not tried again on every page request for this long. */
const FAILED_CONVERSION_MEMORY_MS = 10 * 60_000;

/** Work in progress in this process, so that a burst of requests draws or converts once. */
const inFlight = new Map<string, Promise<unknown>>();
const failedConversions = new Map<string, { at: number; error: unknown }>();

function once<T>(key: string, work: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const started = work().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

const isPowerPoint = (fileType: string): fileType is 'pptx' | 'ppt' => fileType === 'pptx' || fileType === 'ppt';

/** Whether the viewer can show this deck's pages as images, and if not, the note it shows instead. */
export async function pageImagesAvailability(ctx: AppContext, row: DeckRow): Promise<PageImagesAvailability> {
  if (!row.fileKey) return { available: false, note: DECK_MESSAGES.slideImagesNoFile };
  if (!isPowerPoint(row.fileType)) return { available: row.fileType === 'pdf', note: null };
  if (ctx.soffice.path) return { available: true, note: null };
  // Converted earlier (or by another process that has LibreOffice): the images can still be drawn.
  if (await ctx.storage.exists(renderPdfKey(row.id)).catch(() => false)) return { available: true, note: null };
  return { available: false, note: DECK_MESSAGES.slideImagesNeedLibreOffice };
}

export interface PageImageRequest {
  page: number;
  width: number;
  ifNoneMatch?: string;
}

export type PageImageAnswer =
  | { notModified: true; etag: string }
  | { notModified: false; etag: string; bytes: Buffer; drawn: boolean };

/** The ETag of a page image: its URL's parts, since the image for them never changes. */
export const pageImageEtag = (deckId: string, page: number, width: number) =>
  `"${deckId}-p${page}-w${width}-v${PAGE_IMAGE_VERSION}"`;

/**
 * `GET /api/decks/:id/pages/:n/image?w=`: the owner's or an admin's deck only (others get 404), a
 * 304 when the browser has it, else the stored image, drawn first if this is its first request.
 */
export async function deckPageImage(
  ctx: AppContext,
  actor: Actor,
  deckId: string,
  request: PageImageRequest,
): Promise<PageImageAnswer> {
  const row = await loadAccessibleDeck(ctx, actor, deckId);
  const { page, width } = request;
  if (!ALLOWED_WIDTHS.includes(width)) {
    throw new AppError('BAD_REQUEST', `Page images are ${ALLOWED_WIDTHS.join(' or ')} pixels wide.`);
  }
  if (!row.fileKey) throw new AppError('NOT_FOUND', DECK_MESSAGES.slideImagesNoFile);
  if (!Number.isInteger(page) || page < 1 || page > row.pageCount) throw new AppError('NOT_FOUND', 'No such page.');
  const etag = pageImageEtag(row.id, page, width);
  if (request.ifNoneMatch && matchesEtag(request.ifNoneMatch, etag)) return { notModified: true, etag };

  const key = pageImageKey(row.id, page, width);
  const stored = await readIfStored(ctx.storage, key);
  if (stored) return { notModified: false, etag, bytes: stored, drawn: false };

  // The reader's turn on the render lane is shared fairly between workspaces and their users (ADR 0025).
  const tenant = { workspaceId: row.workspaceId, userId: actor.userId };
  const bytes = await once(key, async () => {
    const source = await pageSource(ctx, row, tenant);
    const drawn = await ctx.storage.withLocalFile(source, (filePath) =>
      ctx.documents.renderPage(filePath, source, page, { width, tenant }),
    );
    const image = Buffer.from(drawn.buffer, drawn.byteOffset, drawn.byteLength);
    // Kept for the next request; a failed write costs a redraw then, not this answer.
    await ctx.storage.put(key, image).catch((error: unknown) => {
      logger.warn({ err: error, deckId: row.id, key }, '[slides] page image could not be stored');
    });
    await dropRendersIfDeckWentMeanwhile(ctx, row.id);
    return image;
  });
  return { notModified: false, etag, bytes, drawn: true };
}

/** The PDF the pages are drawn from: the deck itself, or its LibreOffice conversion (made if missing). */
async function pageSource(ctx: AppContext, row: DeckRow, tenant: FairTenant): Promise<string> {
  const fileKey = row.fileKey!;
  if (row.fileType === 'pdf') return fileKey;
  if (!isPowerPoint(row.fileType)) throw new AppError('NOT_FOUND', 'Page images exist for PDF and PowerPoint decks only.');
  const target = renderPdfKey(row.id);
  if (await ctx.storage.exists(target)) return target;
  const soffice = ctx.soffice.path;
  if (!soffice) throw new AppError('NOT_FOUND', DECK_MESSAGES.slideImagesNeedLibreOffice);
  const failed = failedConversions.get(row.id);
  if (failed && Date.now() - failed.at < FAILED_CONVERSION_MEMORY_MS) throw failed.error;
  const fileType = row.fileType;
  await once(`convert:${row.id}`, async () => {
    try {
      const converted = await ctx.storage.withLocalFile(fileKey, (filePath) =>
        ctx.documents.convertToPdf(filePath, fileType, soffice, { tenant }),
      );
      try {
        await storeRenderPdf(ctx.storage, row.id, converted.pdfPath);
      } finally {
        await rm(path.dirname(converted.pdfPath), { recursive: true, force: true });
      }
      await dropRendersIfDeckWentMeanwhile(ctx, row.id);
      logger.info(
        { deckId: row.id, ms: Math.round(converted.elapsedMs), peakMemoryMb: Math.round(converted.peakMemoryMb) },
        '[slides] PowerPoint deck converted to PDF',
      );
    } catch (error) {
      if (isAppError(error) && error.code === 'SERVER_BUSY') throw error;
      failedConversions.set(row.id, { at: Date.now(), error });
      logger.warn({ err: error, deckId: row.id }, '[slides] PowerPoint deck could not be converted');
      throw error;
    }
  });
  return target;
}

async function readIfStored(storage: Storage, key: string): Promise<Buffer | null> {
  try {
    return await storage.read(key);
  } catch {
    return null; // not drawn yet (or unreadable): drawn again
  }
}

function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Drawing takes seconds; a deck deleted meanwhile has had its renders removed before this one was
 * stored. Looking again after the write removes what would otherwise stay in storage for ever.
 */
async function dropRendersIfDeckWentMeanwhile(ctx: AppContext, deckId: string): Promise<void> {
  if (await findDeck(ctx.db, deckId)) return;
  await deleteDeckRenders(ctx.storage, deckId).catch((error: unknown) => {
    logger.warn({ err: error, deckId }, '[slides] renders of a deck deleted while drawing could not be removed');
  });
}
