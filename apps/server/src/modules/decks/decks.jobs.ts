import { duplicateNotice } from '@pitchscope/domain/duplicates';
import { workspaceIdOf } from '@pitchscope/domain/workspaces';
import { documentPageCountToKeep } from '@pitchscope/domain/pages-read';
import { UPLOAD_STEPS, type UploadStep } from '@pitchscope/domain/constants';
import type { ExtractionResult, UploadRefusal } from '@pitchscope/domain/contracts/decks';
import { normalizeCompanyName, signatureBands, wordSignature } from '@pitchscope/domain/duplicates';
import { NOT_ADDED_MESSAGES, UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import type { ErrorCode } from '@pitchscope/domain/errors';
import { AppError, isAppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { logger } from '../../platform/logger.ts';
import {
  readDeckFile,
  type ConvertedDeckPdf,
  type DeckReading,
} from '../../platform/extraction/read-deck-file.ts';
import type { QueueDefinition } from '../../platform/queue.ts';
import type { Tx } from '../../platform/db/database.ts';
import type { AnalysisContext, DeckText, MetadataResult } from '../analysis/analysis.provider.ts';
import { checkDuplicates, contentHash, findLegitimateUpdate } from './duplicate-check.ts';
import * as uploadsRepo from './uploads.repository.ts';
import * as decksRepo from './decks.repository.ts';
import { deckForAnalysis, saveExtractedFacts } from './decks.service.ts';
import { rateInvestorFit } from './investor-fit.service.ts';
import { recordDeckAnalyzed, uploaderInvestorProfile } from '../accounts/accounts.service.ts';
import { readDeckFigures, saveDeckLedger } from '../figures/figures.service.ts';
import { deckEventSummary } from '../webhooks/webhooks.service.ts';
import { deleteDeckRenders, storeRenderPdf } from './deck-renders.ts';
import { isModelUnavailable } from '../analysis/model-unavailable.ts';
import { waitForModel } from './model-wait.ts';
import { deckReader, enqueueModelReread, type DeckReader } from './model-reread.ts';
import { deckReadingOf, structuredDataOf } from './deck-reading.ts';
import { isNewVersionCandidate, VERSION_MESSAGES } from '@pitchscope/domain/deck-versions';
import * as versionsRepo from './deck-versions.repository.ts';
import { nextVersionNumber, snapshotOfDeck, versionEventSummary, versionFileKey } from './deck-versions.service.ts';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';
import type { AppContext } from '../../platform/context.ts';

export const PROCESS_UPLOAD_QUEUE: QueueDefinition = {
  name: 'deck-process-upload',
  // A deck with many OCR pages can take a minute; a job held longer than this is presumed lost.
  expireInSeconds: 600,
  retryLimit: 2,
  retryDelay: 2,
};

export interface UploadJob {
  uploadId: string;
}

/**
 * Queues an upload's processing at its place in the fair document queue (ADR 0025): its start tag as
 * the job's priority (lower tags first), its workspace as the job's group (the per-workspace cap).
 */
export function enqueueUploadJob(
  ctx: Pick<AppContext, 'queue'>,
  tx: Tx,
  upload: { id: string; workspaceId: string; queueTag: number },
  options: { startAfterSeconds?: number } = {},
) {
  return ctx.queue.send<UploadJob>(
    PROCESS_UPLOAD_QUEUE,
    { uploadId: upload.id },
    { tx, priority: -upload.queueTag, group: upload.workspaceId, ...options },
  );
}

/** An upload's place in the fair queue, as it was queued: a job sent again keeps it. */
const uploadQueuePlace = (upload: uploadsRepo.UploadRow) => ({
  id: upload.id,
  workspaceId: workspaceIdOf(upload),
  queueTag: upload.queueTag,
});

const progressOf = (step: UploadStep) => UPLOAD_STEPS.find((s) => s.step === step)!.progress;

/** The file was judged not to be a pitch deck (or the judging call failed): the owner may add it anyway. */
class UploadRefused extends Error {}

/** Errors of reading the document itself: the file is kept, but adding it anyway would fail the same way. */
const UNREADABLE_CODES: readonly ErrorCode[] = [
  'CORRUPT_FILE',
  'ENCRYPTED_FILE',
  'DOCUMENT_TOO_COMPLEX',
  'EMPTY_FILE',
  'UNSUPPORTED_FILE_TYPE',
];

function refusalOf(error: unknown): UploadRefusal {
  if (error instanceof UploadRefused) return 'not_pitch_deck';
  return isAppError(error) && UNREADABLE_CODES.includes(error.code) ? 'unreadable' : 'failed';
}

/** Where a refused upload's file is kept (never DATA_DIR/tmp, which is swept). */
export const notAddedKey = (uploadId: string, fileType: string) => `notAdded/${uploadId}.${fileType}`;

/** One upload being processed: what its steps share, and what its way out cleans up. */
interface UploadRun {
  ctx: AnalysisAppContext;
  upload: uploadsRepo.UploadRow & { workspaceId: string };
  stagedKey: string;
  setStep(step: UploadStep): Promise<unknown>;
  /** The deck once its record exists: a failure after that discards it. */
  deckId: string | null;
  /**
   * The upload's LibreOffice PDF of a legacy .ppt: on local disk until the deck exists, then its render
   * PDF; removed on every way out, so an upload that becomes no deck leaves none anywhere.
   */
  convertedPdf: ConvertedDeckPdf | null;
}

/** A deck's file read into pages, and their text as the analysis reads it. */
interface ReadDeck {
  document: DeckReading['document'];
  deckText: DeckText;
}

/** What the analysis read from a deck (the engine's or the model's output), and what is stored of it. */
interface ExtractedFacts {
  metadata: MetadataResult;
  stored: StoredReading;
  now: Date;
}

/**
 * The upload pipeline (spec pitch-deck-handling §4 progress steps): read, validate, extract facts, find
 * duplicates and create the deck, store the file (and keep the LibreOffice PDF made to read a legacy .ppt
 * for its viewer), save the facts, record the figures, rate the investor fit. Safe to run again after a
 * crash: a deck left by an interrupted attempt is removed (its file put back, its renders deleted) and the
 * work starts over. An upload the owner added anyway skips the validation; a refused one keeps its file
 * (failUpload).
 */
export async function processUpload(ctx: AnalysisAppContext, uploadId: string): Promise<void> {
  const upload = await uploadsRepo.findUpload(ctx.db, uploadId);
  if (!upload || upload.status === 'completed' || upload.status === 'error' || upload.status === 'duplicate')
    return;
  // An upload added as a version names a deck that is not its own to discard.
  if (upload.deckId && !upload.versionOfDeckId) await discardDeck(ctx, upload.deckId, upload.stagingKey);

  const run: UploadRun = {
    ctx,
    upload: { ...upload, workspaceId: workspaceIdOf(upload) },
    stagedKey: upload.stagingKey!,
    setStep: (step) =>
      uploadsRepo.updateUpload(ctx.db, uploadId, {
        status: 'uploading',
        progress: progressOf(step),
        currentStep: step,
      }),
    deckId: null,
    convertedPdf: null,
  };
  try {
    await uploadsRepo.updateUpload(ctx.db, uploadId, { attempts: upload.attempts + 1 });
    // An attempt that crashed after writing its version left only the steps after that commit to do.
    const written = upload.versionOfDeckId ? await versionsRepo.findVersionOfUpload(ctx.db, uploadId) : null;
    if (written) {
      await finishVersion(run, written);
      return;
    }
    const deck = await readUpload(run);
    const reader = await deckReader(ctx);
    const analysisContext = await ctx.analysis.context();
    const validationReasoning = await validateUpload(run, deck, reader, analysisContext);
    const extracted = await extractFacts(run, deck, reader, analysisContext, validationReasoning);
    if (run.upload.versionOfDeckId) {
      await addAsNewVersion(run, run.upload.versionOfDeckId, deck.document, extracted, reader);
      return;
    }
    const created = await createDeckUnlessDuplicate(ctx, {
      upload: run.upload,
      document: deck.document,
      extracted,
    });
    if (created.duplicate) {
      // The content is already there as the existing deck: this copy is not kept, unless it is offered
      // as the deck's new version (the owner's choice needs the file).
      if (!created.fileKept) await ctx.storage.delete(run.stagedKey);
      return;
    }
    run.deckId = created.deckId;
    // The analysis child reads the figures while this process stores the file and the facts: off the
    // critical path. readDeckFigures never rejects (a ledger it cannot make is an empty one).
    const figures = readDeckFigures(ctx, created.deckId, deck.document.pages, extracted.now);
    await storeFile(run, created.deckId, deck.document);
    await saveFacts(run, created.deckId, deck.document, extracted, reader);
    await saveDeckLedger(ctx.db, created.deckId, await figures);
    await run.setStep('metadata saved');
    const rated = await rateFit(run, created.deckId, Boolean(reader.outage));
    await completeUpload(run, rated, reader);
    logger.debug({ uploadId, deckId: created.deckId }, '[upload] deck rated and in the library');
  } catch (error) {
    if (isModelUnavailable(error)) {
      // Before the refusals: an outage is an AppError too, but never a reason to refuse the file.
      if (run.deckId) await discardDeck(ctx, run.deckId, run.stagedKey);
      await waitForModel(ctx, upload, error, {
        requeue: (tx, startAfterSeconds) =>
          enqueueUploadJob(ctx, tx, uploadQueuePlace(upload), { startAfterSeconds }),
        giveUp: (message) => failUpload(ctx, uploadId, message, { refusal: 'model_unavailable' }),
      });
      return;
    }
    const refused = error instanceof UploadRefused || isAppError(error);
    if (!refused) throw error; // unexpected: let the queue retry; the final attempt is failed by failUpload
    await failUpload(ctx, uploadId, messageOf(error), { deckId: run.deckId, refusal: refusalOf(error) });
  } finally {
    await run.convertedPdf?.discard().catch((error: unknown) => {
      logger.warn(
        { err: error, uploadId },
        '[extraction] the temporary PDF of a legacy PowerPoint could not be removed',
      );
    });
  }
}

/**
 * Reads the file in a child process under time and memory budgets: it is untrusted. A legacy .ppt whose
 * records give little text is read from its LibreOffice conversion too.
 */
async function readUpload(run: UploadRun): Promise<ReadDeck> {
  const { ctx, upload } = run;
  await run.setStep('extracting');
  logger.debug({ uploadId: upload.id }, '[extraction] reading the file');
  const reading = await ctx.storage.withLocalFile(run.stagedKey, (filePath) =>
    readDeckFile(ctx.documents, filePath, {
      ocr: ctx.config.OCR_ENABLED,
      soffice: ctx.soffice.path,
      tenant: { workspaceId: upload.workspaceId, userId: upload.userId },
    }),
  );
  run.convertedPdf = reading.convertedPdf;
  const { document } = reading;
  logger.debug({ uploadId: upload.id, pages: document.pages.length }, '[extraction] file read');
  const deckText = {
    fileName: upload.fileName,
    pages: document.pages.map((page) => ({
      pageNumber: page.pageNumber,
      text: page.rawText,
      notes: page.notes,
    })),
  };
  return { document, deckText };
}

/** Is it a pitch deck? Returns the reasoning; a file judged not one is refused (the owner may add it anyway). */
async function validateUpload(
  run: UploadRun,
  deck: ReadDeck,
  reader: DeckReader,
  analysisContext: AnalysisContext,
): Promise<string> {
  await run.setStep('validating');
  const validation = run.upload.addedAnywayAt
    ? { isValid: true, reasoning: NOT_ADDED_MESSAGES.addedAnywayValidation }
    : await reader
        .read((provider) => provider.validatePitchDeck(deck.deckText, analysisContext))
        .catch((error: unknown) => {
          // A model that did not answer judged nothing: the upload waits for it (issue #38).
          if (isModelUnavailable(error)) throw error;
          throw new UploadRefused(UPLOAD_MESSAGES.validationError(messageOf(error)));
        });
  if (!validation.isValid) throw new UploadRefused(UPLOAD_MESSAGES.validationFailed(validation.reasoning));
  return validation.reasoning;
}

/** The deck's facts, read by the model or the local engine, and what of them is stored. */
async function extractFacts(
  run: UploadRun,
  deck: ReadDeck,
  reader: DeckReader,
  analysisContext: AnalysisContext,
  validationReasoning: string,
): Promise<ExtractedFacts> {
  // The spec's progress names the duplicate check here: the facts read now are what it compares.
  await run.setStep('checking duplicates');
  const metadata = await reader.read((provider) => provider.extractMetadata(deck.deckText, analysisContext));
  const now = run.ctx.clock();
  return { metadata, stored: storedReadingOf(metadata, deck, validationReasoning, now), now };
}

/** Moves the file to the deck's key; before that, keeps the conversion of a legacy .ppt for the viewer. */
async function storeFile(run: UploadRun, deckId: string, document: ReadDeck['document']) {
  const { ctx } = run;
  // Before the file is in place: the viewer draws nothing until then, so its first view finds the PDF.
  if (run.convertedPdf) await keepConversionForViewer(ctx, deckId, run.convertedPdf);
  const fileKey = `pitchDecks/${deckId}.${document.fileType}`;
  await ctx.storage.move(run.stagedKey, fileKey);
  await decksRepo.updateDeck(ctx.db, deckId, { fileKey });
  await run.setStep('file uploaded');
}

/** Saves the facts and the texts built on them; a fact the owner corrected meanwhile keeps the correction (ADR 0012). */
async function saveFacts(
  run: UploadRun,
  deckId: string,
  document: ReadDeck['document'],
  extracted: ExtractedFacts,
  reader: DeckReader,
) {
  const { stored, now } = extracted;
  await saveExtractedFacts(
    run.ctx.db,
    deckId,
    stored,
    {
      rawContent: document.rawContent,
      pages: document.pages,
      extraction: stored.extraction,
      ...stored.texts,
      readOffline: reader.outage ? { at: now.toISOString(), reason: reader.outage.reason } : null,
    },
    now,
  );
}

/** The investor fit against the uploader's profile; a deck read offline is rated by the local engine. */
async function rateFit(run: UploadRun, deckId: string, readOffline: boolean) {
  const { ctx } = run;
  await run.setStep('investor fit analysis');
  const deckRow = (await decksRepo.findDeck(ctx.db, deckId))!;
  const profile = await uploaderInvestorProfile(ctx.db, run.upload.userId);
  const rater = readOffline ? ctx.analysis.local : undefined;
  const { fit, profileUsed } = await rateInvestorFit(ctx, deckForAnalysis(deckRow), profile, rater);
  return { deckRow, fit, profileUsed };
}

/** The deck enters the library: analysed, counted for its uploader, its events sent, the upload done. */
/** An upload whose deck is in the library: its staged file is gone (it is the deck's now). */
const UPLOAD_DONE = {
  status: 'completed',
  progress: 100,
  currentStep: 'done',
  error: null,
  stagingKey: null,
  modelWait: null,
} as const;

async function completeUpload(
  run: UploadRun,
  rated: Awaited<ReturnType<typeof rateFit>>,
  reader: DeckReader,
) {
  const { ctx, upload } = run;
  const { deckRow, fit, profileUsed } = rated;
  await ctx.db.transaction(async (tx) => {
    await decksRepo.updateDeck(tx, deckRow.id, {
      investorFit: fit,
      investorProfileUsed: profileUsed,
      status: 'Analyzed',
    });
    await recordDeckAnalyzed(tx, upload.userId);
    await uploadsRepo.updateUpload(tx, upload.id, UPLOAD_DONE);
    // The deck is in the library only now (an earlier failure discards it): both events go out with it.
    const deck = deckEventSummary(ctx.config, deckRow);
    await ctx.webhooks.publish(
      {
        type: 'deck.added',
        workspaceId: deckRow.workspaceId,
        data: { deck, addedAnyway: Boolean(upload.addedAnywayAt) },
      },
      { tx },
    );
    await ctx.webhooks.publish(
      { type: 'deck.analyzed', workspaceId: deckRow.workspaceId, data: { deck, investorFit: fit } },
      { tx },
    );
    // Read offline: the model reads it again once it answers, the investor's corrections kept.
    if (reader.outage)
      await enqueueModelReread(ctx, tx, deckRow.id, {
        startAfterSeconds: ctx.config.MODEL_RETRY_DELAY_SECONDS,
      });
  });
}

/**
 * The one mapper from what the analysis read (its metadata) to what the deck stores: the facts and where
 * they were read, the texts built on them, the extraction record, and the keys the duplicate check and
 * the library compare.
 */
function storedReadingOf(metadata: MetadataResult, deck: ReadDeck, validationReasoning: string, now: Date) {
  const { document } = deck;
  const reading = deckReadingOf(metadata, deck.deckText, validationReasoning, now);
  const extraction: ExtractionResult = {
    rawContent: document.rawContent,
    structuredData: structuredDataOf(metadata),
    extractedAt: now.toISOString(),
    pages: [],
    documentMetadata: {
      title: document.title,
      companyDetected: metadata.companyName,
      keyDataPoints: metadata.keyMetrics.slice(0, 5),
      totalPages: document.pageCount,
      fileType: document.fileType,
    },
  };
  return {
    facts: reading.facts,
    fieldSources: reading.fieldSources,
    texts: reading.texts,
    extraction: { ...extraction, ocrPageCount: document.ocrPageCount },
    keys: {
      nameKey: normalizeCompanyName(metadata.companyName),
      contentKey: contentHash(document.rawContent),
      wordSignature: wordSignature(document.rawContent),
    },
  };
}
type StoredReading = ReturnType<typeof storedReadingOf>;

/**
 * The duplicate check and the deck's insert as one step, taken in turn per workspace (issue #36): the
 * check runs under the workspace's lock, inside the transaction that inserts the deck or marks the
 * upload a duplicate, so of copies read at once the first becomes the deck and the others name it. The
 * deck is inserted with its text and stated facts, which the next copy's check compares. A check that
 * errors lets the upload through (spec §5.4), within a savepoint so the transaction goes on.
 */
async function createDeckUnlessDuplicate(
  ctx: Pick<AppContext, 'db'>,
  input: {
    upload: uploadsRepo.UploadRow & { workspaceId: string };
    document: DeckReading['document'];
    extracted: ExtractedFacts;
  },
): Promise<{ duplicate: true; fileKept: boolean } | { duplicate: false; deckId: string }> {
  const { upload, document } = input;
  const { metadata, stored, now } = input.extracted;
  return ctx.db.transaction(async (tx) => {
    await decksRepo.lockWorkspaceDeckCreation(tx, upload.workspaceId);
    // "Keep as separate deck" (ADR 0051): the owner has seen the match and wants a deck of its own.
    const duplicate = upload.keptSeparateAt
      ? null
      : await tx
          .transaction(
            async (check) =>
              (await checkDuplicates(check, upload.workspaceId, metadata, document.rawContent, now)) ??
              // Not a duplicate, but the spec's legitimate update of the same company's deck: offered too.
              (await findLegitimateUpdate(check, upload.workspaceId, metadata, now)),
          )
          .catch((error: unknown) => {
            logger.warn(
              { err: error, uploadId: upload.id },
              '[uploads] the duplicate check failed; the upload goes on',
            );
            return null;
          });
    if (duplicate) {
      // The same company's deck, changed: offered as its new version, the file kept for the owner's choice.
      const existing = await decksRepo.findDeck(tx, duplicate.existingDeck.id);
      const offered =
        duplicate.newVersionOffered === true ||
        isNewVersionCandidate(duplicate, metadata.companyName, existing?.contentKey === stored.keys.contentKey);
      await uploadsRepo.updateUpload(tx, upload.id, {
        status: 'duplicate',
        progress: 100,
        currentStep: offered ? VERSION_MESSAGES.possibleNewVersionStep : 'duplicate',
        // The spec's text, plus who uploaded the earlier deck when it was a colleague (ADR 0022).
        error: duplicateNotice(duplicate, upload.userId, now),
        duplicateInfo: offered ? { ...duplicate, newVersionOffered: true } : duplicate,
        stagingKey: offered ? upload.stagingKey : null,
      });
      return { duplicate: true, fileKept: offered };
    }
    const deckId = newId();
    await decksRepo.insertDeck(tx, {
      id: deckId,
      userId: upload.userId,
      workspaceId: upload.workspaceId,
      status: 'Processing',
      fileName: upload.fileName,
      source: upload.source ?? null,
      fileType: document.fileType,
      fileSize: upload.fileSize,
      pageCount: document.pageCount,
      documentPageCount: documentPageCountToKeep(document.pageCount, document.documentPageCount),
      uploadedAt: now,
      ...stored.facts,
      fieldSources: stored.fieldSources,
      rawContent: document.rawContent,
      ...stored.keys,
    });
    await decksRepo.insertSignatureBands(
      tx,
      deckId,
      upload.userId,
      signatureBands(stored.keys.wordSignature),
    );
    await uploadsRepo.updateUpload(tx, upload.id, {
      deckId,
      progress: progressOf('deck record created'),
      currentStep: 'deck record created',
    });
    return { duplicate: false, deckId };
  });
}

/**
 * "Add as new version" (ADR 0051): the upload becomes the next version of a deck of its workspace instead
 * of a deck of its own. The deck's state before it is kept as v1 (when it has no versions yet), the file
 * goes to the version's key, and the deck takes the new file, text, facts (the new version's, as read:
 * the investor's earlier corrections stay in the fact history and in the earlier version), figures and
 * fit. Its id does not change, so its pipeline stage, notes, share links and deep analyses stay with it.
 * A deck gone meanwhile refuses the upload, its file kept under "Not added".
 *
 * Crash-safe ("a crash mid-work loses nothing"): the file is copied, not moved, so the staged file stays
 * the upload's until every row of the version (deck, version, figures, duplicate index, upload) is written
 * in one transaction; the staged copy is removed only after that commit (finishVersion). A retry after a
 * crash before the commit starts over on the staged file and writes the same key; one after it finds the
 * version by its upload (unique) and only finishes.
 */
async function addAsNewVersion(
  run: UploadRun,
  deckId: string,
  document: DeckReading['document'],
  extracted: ExtractedFacts,
  reader: DeckReader,
) {
  const { ctx, upload } = run;
  const { stored, now } = extracted;
  const deckGone = () => new AppError('CONFLICT', VERSION_MESSAGES.deckGone);
  const target = await decksRepo.findDeck(ctx.db, deckId);
  if (!target || target.hiddenFromUser || target.workspaceId !== upload.workspaceId) throw deckGone();
  const fileKey = versionFileKey(deckId, upload.id, document.fileType);
  await ctx.storage.copy(run.stagedKey, fileKey);
  const ledger = await readDeckFigures(ctx, deckId, document.pages, now);
  const written = await ctx.db
    .transaction(async (tx) => {
      if (!(await versionsRepo.lockDeck(tx, deckId))) throw deckGone();
      // Another run of this job (one presumed lost while it was still working) wrote it first.
      const done = await versionsRepo.findVersionOfUpload(tx, upload.id);
      if (done) return done;
      const number = await nextVersionNumber(tx, (await decksRepo.findDeck(tx, deckId))!);
      await decksRepo.updateDeck(tx, deckId, {
        status: 'Processing',
        fileKey,
        fileName: upload.fileName,
        fileType: document.fileType,
        fileSize: upload.fileSize,
        pageCount: document.pageCount,
        documentPageCount: documentPageCountToKeep(document.pageCount, document.documentPageCount),
        rawContent: document.rawContent,
        pages: document.pages,
        extraction: stored.extraction,
        ...stored.texts,
        ...stored.facts,
        fieldSources: stored.fieldSources,
        ...stored.keys,
        readOffline: reader.outage ? { at: now.toISOString(), reason: reader.outage.reason } : null,
        currentVersion: number,
      });
      await versionsRepo.deleteSignatureBands(tx, deckId);
      await decksRepo.insertSignatureBands(tx, deckId, target.userId, signatureBands(stored.keys.wordSignature));
      await saveDeckLedger(tx, deckId, ledger);
      const version: versionsRepo.DeckVersionInsert = {
        id: newId(),
        deckId,
        number,
        fileKey,
        fileName: upload.fileName,
        fileType: document.fileType,
        fileSize: upload.fileSize,
        pageCount: document.pageCount,
        snapshot: await snapshotOfDeck(tx, (await decksRepo.findDeck(tx, deckId))!),
        uploadedAt: now,
        uploadedBy: upload.userId,
        uploadId: upload.id,
      };
      await versionsRepo.insertVersion(tx, version);
      await uploadsRepo.updateUpload(tx, upload.id, {
        deckId,
        progress: progressOf('metadata saved'),
        currentStep: 'metadata saved',
      });
      return version;
    })
    .catch(async (error: unknown) => {
      // Nothing names the copy when the deck is gone; any other failure is retried, and writes it again.
      if (isAppError(error)) await ctx.storage.delete(fileKey).catch(() => undefined);
      throw error;
    });
  await finishVersion(run, written);
}

/**
 * The steps after a version's commit, each safe to run again: the staged copy removed (its bytes are the
 * version's file now), the old version's slide images dropped, the fit rated, and the upload completed
 * with its events in one transaction.
 */
async function finishVersion(run: UploadRun, version: Pick<versionsRepo.DeckVersionInsert, 'deckId' | 'number'>) {
  const { ctx, upload } = run;
  const { deckId } = version;
  const current = await uploadsRepo.findUpload(ctx.db, upload.id);
  if (current?.stagingKey) {
    // The old file's slide images are not this version's.
    await deleteDeckRenders(ctx.storage, deckId).catch((error: unknown) => {
      logger.warn({ err: error, deckId }, '[slides] page images of the previous version could not be deleted');
    });
    if (run.convertedPdf) await keepConversionForViewer(ctx, deckId, run.convertedPdf);
    await ctx.storage.delete(current.stagingKey);
    await uploadsRepo.updateUpload(ctx.db, upload.id, { stagingKey: null });
  }
  const readOffline = Boolean((await decksRepo.findDeck(ctx.db, deckId))?.readOffline);
  const { deckRow, fit, profileUsed } = await rateFit(run, deckId, readOffline);
  const [before, after] = await Promise.all([
    versionsRepo.findVersion(ctx.db, deckId, version.number - 1),
    versionsRepo.findVersion(ctx.db, deckId, version.number),
  ]);
  await ctx.db.transaction(async (tx) => {
    await decksRepo.updateDeck(tx, deckId, {
      investorFit: fit,
      investorProfileUsed: profileUsed,
      status: 'Analyzed',
    });
    // A version costs what an upload costs: it is counted like one.
    await recordDeckAnalyzed(tx, upload.userId);
    await uploadsRepo.updateUpload(tx, upload.id, UPLOAD_DONE);
    const deck = deckEventSummary(ctx.config, deckRow);
    if (after) {
      await ctx.webhooks.publish(
        {
          type: 'deck.version_added',
          workspaceId: deckRow.workspaceId,
          data: { deck, version: versionEventSummary(after, before) },
        },
        { tx },
      );
    }
    await ctx.webhooks.publish(
      { type: 'deck.analyzed', workspaceId: deckRow.workspaceId, data: { deck, investorFit: fit } },
      { tx },
    );
    if (readOffline)
      await enqueueModelReread(ctx, tx, deckId, { startAfterSeconds: ctx.config.MODEL_RETRY_DELAY_SECONDS });
  });
}

/**
 * The PDF LibreOffice made to read a legacy .ppt is the one the viewer would make on the deck's first
 * view (ADR 0014): kept as the deck's render PDF, it spares that view the conversion. Stored only once
 * the deck exists and its upload names it, so whatever discards the deck (a retry, a final failure, a
 * deletion) removes the PDF with it. A failed write costs the viewer that conversion, not the upload.
 */
async function keepConversionForViewer(ctx: AppContext, deckId: string, convertedPdf: ConvertedDeckPdf) {
  try {
    await storeRenderPdf(ctx.storage, deckId, convertedPdf.pdfPath);
  } catch (error) {
    logger.warn(
      { err: error, deckId },
      "[slides] the upload's PDF of a legacy PowerPoint could not be kept; the viewer converts it",
    );
  }
  await convertedPdf.discard();
}

/**
 * Marks an upload failed (spec: the item fails with its message) and removes a half-made deck, but keeps
 * the file: it moves to notAdded/ in storage, where the owner sees it under "Not added" and can add it
 * anyway or delete it. Nothing uploaded is lost.
 */
export async function failUpload(
  ctx: AppContext,
  uploadId: string,
  message: string,
  { deckId, refusal = 'failed' }: { deckId?: string | null; refusal?: UploadRefusal } = {},
) {
  const upload = await uploadsRepo.findUpload(ctx.db, uploadId);
  if (!upload) return;
  // A deck an upload was to be a version of stays: only a deck the upload itself made is half-made.
  const partialDeck = upload.versionOfDeckId ? null : (deckId ?? upload.deckId);
  if (partialDeck) await discardDeck(ctx, partialDeck, upload.stagingKey);
  const keptKey = upload.stagingKey
    ? await keepFile(ctx, upload.stagingKey, notAddedKey(uploadId, upload.fileType))
    : null;
  await uploadsRepo.updateUpload(ctx.db, uploadId, {
    status: 'error',
    error: message,
    refusal,
    currentStep: 'failed',
    deckId: null,
    stagingKey: keptKey,
    modelWait: null,
  });
}

/** Moves a refused upload's file to where it is kept; null when there is no file left to keep. */
async function keepFile(ctx: AppContext, fromKey: string, toKey: string): Promise<string | null> {
  if (fromKey === toKey) return (await ctx.storage.exists(toKey)) ? toKey : null;
  if (!(await ctx.storage.exists(fromKey))) return (await ctx.storage.exists(toKey)) ? toKey : null;
  await ctx.storage.move(fromKey, toKey);
  return toKey;
}

/**
 * Removes a half-made deck. Its file, already moved from the upload's key, goes back there (so a retry
 * or "Not added" still has it) when `restoreFileTo` is given; otherwise it is deleted. Page images drawn
 * while it was listed (its owner may open a deck that is still processing) go with it: the upload kept
 * in "Not added" no longer names this deck, so nothing could remove them later.
 */
async function discardDeck(ctx: AppContext, deckId: string, restoreFileTo?: string | null) {
  const deck = await decksRepo.findDeck(ctx.db, deckId);
  if (!deck) return;
  if (deck.fileKey) {
    const restore = restoreFileTo && !(await ctx.storage.exists(restoreFileTo));
    const settle = restore ? ctx.storage.move(deck.fileKey, restoreFileTo) : ctx.storage.delete(deck.fileKey);
    await settle.catch(() => undefined);
  }
  await deleteDeckRenders(ctx.storage, deckId).catch((error: unknown) => {
    logger.warn({ err: error, deckId }, '[slides] page images of a discarded deck could not be deleted');
  });
  await decksRepo.deleteDeckRow(ctx.db, deckId);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
