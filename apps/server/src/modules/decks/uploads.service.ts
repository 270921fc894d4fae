import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { NOT_ADDED_MESSAGES, UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { cleanUploadFileName } from '@pitchscope/domain/file-names';
import { canAddAnyway, canDeleteUpload, canRetryUpload } from '@pitchscope/domain/not-added';
import { MODEL_WAIT_MESSAGES } from '@pitchscope/domain/model-availability';
import { fairStartTag } from '@pitchscope/domain/fair-queue';
import { workspaceIdOf } from '@pitchscope/domain/workspaces';
import type { Actor } from '../../platform/actor.ts';
import { logger } from '../../platform/logger.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { detectFileTypeFromFile } from '../../platform/extraction/detect-file-type.ts';
import { getAppSettings } from '../admin/app-settings.service.ts';
import { currentWorkspaceOf, requireWorkspaceRole } from '../workspaces/workspaces.service.ts';
import type { DeckSource } from '@pitchscope/domain/deck-links';
import * as repo from './uploads.repository.ts';
import { VERSION_MESSAGES } from '@pitchscope/domain/deck-versions';
import { loadOwnDeck } from './decks.service.ts';
import { toUploadItem } from './upload-item.ts';
import { enqueueUploadJob, notAddedKey } from './decks.jobs.ts';
import type { AppContext } from '../../platform/context.ts';

export interface IncomingFile {
  stream: Readable & { truncated?: boolean };
  fileName: string;
  /** Where it came from when not from a disk (a deck link, an email): kept on the upload and its deck. */
  source?: DeckSource;
  /** The workspace it lands in when not the actor's current one: a mailed deck goes to its address's workspace. */
  workspaceId?: string;
}

export const stagingKey = (uploadId: string, extension: string) => `staging/${uploadId}.${extension}`;

/** The file type recorded for a file kept although it is not a PDF, PPT or PPTX. */
const UNRECOGNISED_FILE_TYPE = 'bin';

/** Where an upload is streamed before its type is known (DATA_DIR/tmp). */
export const uploadTempDir = (ctx: AppContext) => path.join(ctx.config.dataDir, 'tmp');

/**
 * A temporary upload file untouched for this long was left by a process that died mid-upload (a live
 * upload writes as it receives, and has an hour for its whole body; then it is staged within minutes).
 * Age, not ownership, decides, so several API processes may share one DATA_DIR.
 */
export const STALE_UPLOAD_TEMP_MS = 2 * 60 * 60_000;

/** Removes abandoned temporary upload files (a crash skips acceptUpload's cleanup); returns how many. */
export async function removeStaleTempFiles(ctx: AppContext, now = Date.now()): Promise<number> {
  const dir = uploadTempDir(ctx);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < STALE_UPLOAD_TEMP_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/** Bytes allowed per file, from the admin's maxUploadSizeMB setting. */
export async function maxUploadBytes(ctx: AppContext): Promise<number> {
  const settings = await getAppSettings(ctx.db);
  return settings.maxUploadSizeMB * 1024 * 1024;
}

/**
 * Receives one file: streams it to a temporary file (never whole into memory), judges its type by its
 * content, stages it in storage and queues its processing in the same transaction as the upload row.
 * A file refused here for what it is (empty, not PDF/PPT/PPTX) is kept under "Not added", like one
 * refused later in processing (see failUpload); one too large was not received whole and leaves nothing.
 */
export async function acceptUpload(ctx: AppContext, actor: Actor, file: IncomingFile, maxBytes: number): Promise<UploadItem> {
  const tmpDir = uploadTempDir(ctx);
  await mkdir(tmpDir, { recursive: true });
  const tmpFile = path.join(tmpDir, newId());
  // The file's hash (its copies' "Not added" row) is taken from the bytes as they are written, not a second read.
  const hash = createHash('sha256');
  try {
    try {
      await pipeline(file.stream, hashedAsTheyPass(hash), createWriteStream(tmpFile));
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
      throw error;
    }
    if (file.stream.truncated) throw tooLarge(maxBytes);
    const { size } = await stat(tmpFile);
    // Past the limit the rest of the file was never received: there is nothing whole to keep.
    if (size > maxBytes) throw tooLarge(maxBytes);
    const fileType = size === 0 ? null : await detectFileTypeFromFile(tmpFile);

    // Uploads land in the actor's current workspace (ADR 0022), mailed ones in their address's; a viewer there cannot upload.
    const uploadWorkspaceId = file.workspaceId ?? (await currentWorkspaceOf(ctx.db, actor.userId)).id;
    await requireWorkspaceRole(ctx.db, actor, uploadWorkspaceId, 'writeDecks');
    const fileHash = hash.digest('hex');
    if (!fileType) {
      const refusal =
        size === 0
          ? new AppError('EMPTY_FILE', UPLOAD_MESSAGES.emptyFile)
          : new AppError('UNSUPPORTED_FILE_TYPE', UPLOAD_MESSAGES.unsupportedType);
      await keepRefusedOnArrival(ctx, actor, { tmpFile, fileName: file.fileName, size, fileHash, workspaceId: uploadWorkspaceId, message: refusal.message, source: file.source });
      throw refusal;
    }

    const uploadId = newId();
    const key = stagingKey(uploadId, fileType);
    await ctx.storage.put(key, createReadStream(tmpFile));
    try {
      await ctx.db.transaction(async (tx) => {
        const queueTag = fairStartTag(await repo.fairQueueState(tx, { workspaceId: uploadWorkspaceId, userId: actor.userId }));
        await repo.insertUpload(tx, {
          id: uploadId,
          userId: actor.userId,
          workspaceId: uploadWorkspaceId,
          fileName: cleanUploadFileName(file.fileName, fileType),
          fileSize: size,
          fileType,
          stagingKey: key,
          fileHash,
          source: file.source ?? null,
          status: 'uploading',
          progress: 0,
          currentStep: 'queued',
          queueTag,
          queuedAt: ctx.clock(),
        });
        await enqueueUploadJob(ctx, tx, { id: uploadId, workspaceId: uploadWorkspaceId, queueTag });
      });
    } catch (error) {
      await ctx.storage.delete(key);
      throw error;
    }
    logger.debug({ uploadId, workspaceId: uploadWorkspaceId }, '[upload] received, its job queued');
    const row = (await repo.findUpload(ctx.db, uploadId))!;
    return toUploadItem(row, await repo.queuePosition(ctx.db, row));
  } finally {
    await rm(tmpFile, { force: true });
  }
}

/** A pipeline step that feeds every chunk to `hash` and passes it on unchanged. */
function hashedAsTheyPass(hash: Hash) {
  return async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      hash.update(chunk);
      yield chunk;
    }
  };
}

/**
 * A file refused on arrival (empty, or not a PDF, PPT or PPTX) is kept like one refused in processing
 * (ADR 0029): listed under "Not added" with its reason, as unreadable, so it can be deleted but not
 * added anyway. The answer is still the refusal.
 */
async function keepRefusedOnArrival(
  ctx: AppContext,
  actor: Actor,
  file: { tmpFile: string; fileName: string; size: number; fileHash: string; workspaceId: string; message: string; source?: DeckSource },
) {
  const uploadId = newId();
  const key = notAddedKey(uploadId, UNRECOGNISED_FILE_TYPE);
  await ctx.storage.put(key, createReadStream(file.tmpFile));
  try {
    await repo.insertUpload(ctx.db, {
      id: uploadId,
      userId: actor.userId,
      workspaceId: file.workspaceId,
      fileName: cleanUploadFileName(file.fileName, UNRECOGNISED_FILE_TYPE),
      fileSize: file.size,
      fileType: UNRECOGNISED_FILE_TYPE,
      stagingKey: key,
      fileHash: file.fileHash,
      source: file.source ?? null,
      status: 'error',
      refusal: 'unreadable',
      error: file.message,
      progress: 0,
      currentStep: 'failed',
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
}

/** The actor's upload as its row in the upload list, with its place in the document queue while it waits. */
export async function getUpload(ctx: AppContext, actor: Actor, uploadId: string): Promise<UploadItem> {
  const row = await findOwnUpload(ctx, actor, uploadId);
  return toUploadItem(row, await repo.queuePosition(ctx.db, row));
}

/** The actor's own upload; another user's answers exactly like a missing one (404). */
async function findOwnUpload(ctx: AppContext, actor: Actor, uploadId: string): Promise<repo.UploadRow> {
  const row = await repo.findUpload(ctx.db, uploadId);
  if (!row || row.userId !== actor.userId) throw new AppError('NOT_FOUND', NOT_ADDED_MESSAGES.notFound);
  return row;
}

/**
 * The actor's uploads to their current workspace that did not become decks, with their kept file and
 * reason ("Not added"), newest first: one row per distinct file, the newest refusal of it, counting them.
 */
export async function listNotAddedUploads(ctx: AppContext, actor: Actor): Promise<UploadItem[]> {
  const workspace = await currentWorkspaceOf(ctx.db, actor.userId);
  const rows = await repo.listNotAddedUploads(ctx.db, actor.userId, workspace);
  const byFile = new Map<string, { row: repo.UploadRow; count: number }>();
  for (const row of rows) {
    // An upload waiting for the model is its own row: it is no refusal of that file (yet).
    const key = row.status === 'error' ? (row.fileHash ?? row.id) : row.id;
    const file = byFile.get(key);
    if (file) file.count += 1;
    else byFile.set(key, { row, count: 1 });
  }
  return [...byFile.values()].map(({ row, count }) => toUploadItem(row, null, count));
}

/**
 * "Add as pitch deck anyway": the owner overrules the judgement "not a pitch deck". The kept file goes
 * through the normal pipeline again (duplicates, metadata, fit) without that check; the override is
 * remembered on the upload (addedAnywayAt) and on the deck. Answers the upload as running, like a new one.
 */
export function addUploadAnyway(ctx: AppContext, actor: Actor, uploadId: string): Promise<UploadItem> {
  return requeueKeptUpload(ctx, actor, uploadId, { allowed: canAddAnyway, refusal: NOT_ADDED_MESSAGES.cannotAddAnyway, addsAnyway: true });
}

/**
 * Retry of a file that waited in vain for the analysis model (issue #38): the whole pipeline runs again,
 * validation included (nothing was judged). An earlier "add anyway" stands. Answers the upload as running.
 */
export function retryUpload(ctx: AppContext, actor: Actor, uploadId: string): Promise<UploadItem> {
  return requeueKeptUpload(ctx, actor, uploadId, { allowed: canRetryUpload, refusal: MODEL_WAIT_MESSAGES.cannotRetry, addsAnyway: false });
}

/**
 * Puts a kept upload back in the document queue, in its fair turn like a new arrival. `addsAnyway` is the
 * owner's override of the validation; without it an earlier override stands. `refusal` answers when the
 * upload may not go again, or when another request reopened it first.
 */
async function requeueKeptUpload(
  ctx: AppContext,
  actor: Actor,
  uploadId: string,
  rule: { allowed: (upload: UploadItem) => boolean; refusal: string; addsAnyway: boolean },
): Promise<UploadItem> {
  const row = await findOwnUpload(ctx, actor, uploadId);
  // The deck it becomes lands in the upload's workspace, so the uploader must still be allowed to add decks
  // there (a member since made viewer may not; one who left gets the upload's 404).
  const workspaceId = workspaceIdOf(row);
  await requireWorkspaceRole(ctx.db, actor, workspaceId, 'writeDecks', () => new AppError('NOT_FOUND', NOT_ADDED_MESSAGES.notFound));
  if (!rule.allowed(toUploadItem(row))) throw new AppError('CONFLICT', rule.refusal);
  if (!(await ctx.storage.exists(row.stagingKey!))) throw new AppError('CONFLICT', NOT_ADDED_MESSAGES.fileGone);
  const copies = await ctx.db.transaction(async (tx) => {
    const queueTag = fairStartTag(await repo.fairQueueState(tx, { workspaceId, userId: row.userId }));
    const now = ctx.clock();
    const addedAnywayAt = rule.addsAnyway ? now : row.addedAnywayAt;
    if (!(await repo.reopenRefusedUpload(tx, uploadId, { addedAnywayAt, queueTag, queuedAt: now }))) throw new AppError('CONFLICT', rule.refusal);
    await enqueueUploadJob(ctx, tx, { id: uploadId, workspaceId, queueTag });
    // Added anyway, its other refused copies were the same "Not added" row: this one goes on for them all.
    return rule.addsAnyway ? repo.deleteRefusedCopies(tx, row) : [];
  });
  await Promise.all(copies.map((key) => ctx.storage.delete(key)));
  return getUpload(ctx, actor, uploadId);
}

/**
 * "Add as new version" (ADR 0051): an upload offered as a new version of a deck becomes that deck's next
 * version. The actor must own the upload and still be allowed to change the deck (a member of its
 * workspace, which is the upload's); it is read again, in its fair turn, and written over the deck.
 */
export async function addUploadAsVersion(ctx: AppContext, actor: Actor, uploadId: string): Promise<UploadItem> {
  const row = await findOwnUpload(ctx, actor, uploadId);
  // Asked again (a lost answer retried): the choice is taken already, and its job does the rest once.
  if (row.versionOfDeckId && ['pending', 'uploading', 'completed'].includes(row.status)) return getUpload(ctx, actor, uploadId);
  const offer = row.duplicateInfo?.newVersionOffered && row.status === 'duplicate' ? row.duplicateInfo : null;
  if (!offer) throw new AppError('CONFLICT', VERSION_MESSAGES.cannotAddAsVersion);
  const deck = await loadOwnDeck(ctx, actor, offer.existingDeck.id).catch(() => {
    throw new AppError('CONFLICT', VERSION_MESSAGES.deckGone);
  });
  if (deck.workspaceId !== workspaceIdOf(row)) throw new AppError('CONFLICT', VERSION_MESSAGES.deckGone);
  return reopenOffer(ctx, actor, row, { versionOfDeckId: deck.id, keptSeparateAt: null });
}

/** "Keep as separate deck" (ADR 0051): the offered upload becomes a deck of its own, without the duplicate check. */
export async function keepUploadAsSeparateDeck(ctx: AppContext, actor: Actor, uploadId: string): Promise<UploadItem> {
  const row = await findOwnUpload(ctx, actor, uploadId);
  if (!(row.duplicateInfo?.newVersionOffered && row.status === 'duplicate')) throw new AppError('CONFLICT', VERSION_MESSAGES.cannotAddAsVersion);
  return reopenOffer(ctx, actor, row, { versionOfDeckId: null, keptSeparateAt: ctx.clock() });
}

async function reopenOffer(
  ctx: AppContext,
  actor: Actor,
  row: repo.UploadRow,
  choice: { versionOfDeckId: string | null; keptSeparateAt: Date | null },
): Promise<UploadItem> {
  const workspaceId = workspaceIdOf(row);
  await requireWorkspaceRole(ctx.db, actor, workspaceId, 'writeDecks', () => new AppError('NOT_FOUND', NOT_ADDED_MESSAGES.notFound));
  if (!row.stagingKey || !(await ctx.storage.exists(row.stagingKey))) throw new AppError('CONFLICT', NOT_ADDED_MESSAGES.fileGone);
  await ctx.db.transaction(async (tx) => {
    const queueTag = fairStartTag(await repo.fairQueueState(tx, { workspaceId, userId: row.userId }));
    if (!(await repo.reopenVersionOffer(tx, row.id, { ...choice, queueTag, queuedAt: ctx.clock() })))
      throw new AppError('CONFLICT', VERSION_MESSAGES.cannotAddAsVersion);
    await enqueueUploadJob(ctx, tx, { id: row.id, workspaceId, queueTag });
  });
  return getUpload(ctx, actor, row.id);
}

/** Deletes an upload that was not added, and its kept file. One in progress or one that became a deck stays. */
export async function deleteUpload(ctx: AppContext, actor: Actor, uploadId: string): Promise<{ ok: true }> {
  const row = await findOwnUpload(ctx, actor, uploadId);
  if (!canDeleteUpload(row)) {
    const inProgress = row.status === 'pending' || row.status === 'uploading';
    throw new AppError('CONFLICT', inProgress ? NOT_ADDED_MESSAGES.stillProcessing : NOT_ADDED_MESSAGES.cannotDelete);
  }
  // The row goes first, only while still refused: an "add anyway" racing this one keeps its file.
  const keys = await ctx.db.transaction(async (tx) => {
    const deleted = await repo.deleteFailedUpload(tx, uploadId);
    if (!deleted) throw new AppError('CONFLICT', NOT_ADDED_MESSAGES.stillProcessing);
    // The "Not added" row stood for every refused copy of this file: they go with it.
    return [deleted.stagingKey, ...(await repo.deleteRefusedCopies(tx, deleted))].filter((key): key is string => key !== null);
  });
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
  return { ok: true };
}

function tooLarge(maxBytes: number) {
  return new AppError('FILE_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge(Math.round(maxBytes / 1024 / 1024)));
}

