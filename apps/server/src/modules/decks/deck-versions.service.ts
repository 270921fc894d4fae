import type { Readable } from 'node:stream';
import {
  headlineFigures,
  VERSION_MESSAGES,
  versionChanges,
  type DeckVersionAnswer,
  type VersionFactsSnapshot,
} from '@pitchscope/domain/deck-versions';
import { METADATA_FIELDS } from '@pitchscope/domain/contracts/decks';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { findDeckLedger } from '../figures/figures.service.ts';
import { loadAccessibleDeck } from './deck-access.ts';
import type { DeckRow } from './decks.repository.ts';
import * as repo from './deck-versions.repository.ts';

/** What a deck row states now, as a version keeps it. */
export async function snapshotOfDeck(db: DbOrTx, deck: DeckRow): Promise<VersionFactsSnapshot> {
  const facts = Object.fromEntries(METADATA_FIELDS.map((field) => [field, deck[field]]));
  const ledger = await findDeckLedger(db, deck.id);
  return { facts, fieldSources: deck.fieldSources ?? {}, ...(ledger ? { figures: headlineFigures(ledger) } : {}) };
}

/** The deck as it stands, as its first version: listed for a deck never updated, stored when it is. */
async function firstVersionOf(db: DbOrTx, deck: DeckRow): Promise<repo.DeckVersionInsert> {
  return {
    id: newId(),
    deckId: deck.id,
    number: 1,
    fileKey: deck.fileKey,
    fileName: deck.fileName,
    fileType: deck.fileType,
    fileSize: deck.fileSize,
    pageCount: deck.pageCount,
    snapshot: await snapshotOfDeck(db, deck),
    uploadedAt: deck.uploadedAt,
    uploadedBy: deck.userId,
  };
}

/**
 * Stores v1 of a deck before its second version is written (a deck never updated has no rows), and
 * answers the number the next version takes. Call inside the transaction that holds the deck's lock.
 */
export async function nextVersionNumber(tx: DbOrTx, deck: DeckRow): Promise<number> {
  const latest = await repo.latestNumber(tx, deck.id);
  if (latest > 0) return latest + 1;
  await repo.insertVersion(tx, await firstVersionOf(tx, deck));
  return 2;
}

/**
 * Where an upload's version of a deck is stored: named by the upload, not by the version's number (taken
 * only in the transaction that writes the version, after the file is in place), so a retry after a crash
 * writes the same key and a concurrent upload never another's.
 */
export const versionFileKey = (deckId: string, uploadId: string, fileType: string) =>
  `pitchDecks/${deckId}.upload-${uploadId}.${fileType}`;
const versionFileUrl = (deckId: string, number: number) => `/api/decks/${deckId}/versions/${number}/file`;

/**
 * A version as the `deck.version_added` webhook event states it: its number and file, who uploaded it
 * when, and what changed since the version before (the same list the Versions tab shows).
 */
export function versionEventSummary(
  version: Pick<repo.DeckVersionRow, 'number' | 'fileName' | 'fileType' | 'fileSize' | 'uploadedAt' | 'uploadedBy' | 'snapshot'>,
  previous: Pick<repo.DeckVersionRow, 'snapshot'> | null,
) {
  return {
    number: version.number,
    fileName: version.fileName,
    fileType: version.fileType,
    fileSize: version.fileSize,
    uploadedAt: version.uploadedAt.toISOString(),
    uploadedById: version.uploadedBy,
    changes: previous ? versionChanges(previous.snapshot, version.snapshot) : [],
  };
}

/** `GET /api/decks/:id/versions`: v1, v2… with who uploaded each, when, and what changed since the one before. */
export async function listDeckVersions(ctx: AppContext, actor: Actor, deckId: string): Promise<DeckVersionAnswer[]> {
  const deck = await loadAccessibleDeck(ctx, actor, deckId);
  const stored = await repo.listVersions(ctx.db, deckId);
  const versions =
    stored.length > 0
      ? stored.map(({ version, uploaderName }) => ({ ...version, uploaderName }))
      : [{ ...(await firstVersionOf(ctx.db, deck)), uploaderName: deck.uploaderName }];
  return versions.map((version, index) => ({
    number: version.number,
    fileName: version.fileName,
    fileType: version.fileType,
    fileSize: version.fileSize,
    uploadedAt: version.uploadedAt.toISOString(),
    uploadedBy: version.uploadedBy ? { id: version.uploadedBy, name: version.uploaderName ?? '' } : null,
    current: version.number === deck.currentVersion,
    changes: index === 0 ? [] : versionChanges(versions[index - 1].snapshot, version.snapshot),
    fileUrl: versionFileUrl(deckId, version.number),
  }));
}

/** `GET /api/decks/:id/versions/:n/file`: the file of one version; a deck never updated has its own as v1. */
export async function openVersionFile(
  ctx: AppContext,
  actor: Actor,
  deckId: string,
  number: number,
): Promise<{ stream: Readable; fileName: string; fileType: string }> {
  const deck = await loadAccessibleDeck(ctx, actor, deckId);
  const version = await repo.findVersion(ctx.db, deckId, number);
  const file = version ?? (number === 1 && (await repo.latestNumber(ctx.db, deckId)) === 0 ? deck : null);
  if (!file) throw new AppError('NOT_FOUND', VERSION_MESSAGES.versionNotFound);
  if (!file.fileKey) throw new AppError('NOT_FOUND', 'This deck has no stored file.');
  return { stream: await ctx.storage.stream(file.fileKey), fileName: file.fileName || `${deck.companyName}.${file.fileType}`, fileType: file.fileType };
}

/** The files of every stored version of a deck, for whoever deletes the deck for good (no access check). */
export const deckVersionFileKeys = (db: DbOrTx, deckId: string) => repo.versionFileKeys(db, deckId);
