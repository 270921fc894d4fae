/**
 * Rules of uploads that did not become decks (issue #22 "nothing uploaded is lost"): their file is kept,
 * they are listed under "Not added", and a file judged not to be a pitch deck can be added anyway. The
 * server enforces these rules and the web app shows the same buttons from them.
 */
import type { UploadItem, UploadRefusal } from './contracts/decks.ts';

type NotAddedFacts = Pick<UploadItem, 'status' | 'refusal' | 'fileKept'>;

/** Refusals the owner may overrule: only the judgement "not a pitch deck" (unreadable files stay so). */
export const OVERRULABLE_REFUSALS: readonly UploadRefusal[] = ['not_pitch_deck'];

/** Listed under "Not added": it ended in an error and its file is still kept. */
export function isNotAdded(upload: NotAddedFacts): boolean {
  return upload.status === 'error' && upload.fileKept;
}

/** "Add as pitch deck anyway" is offered (and accepted by the server). */
export function canAddAnyway(upload: NotAddedFacts): boolean {
  return isNotAdded(upload) && upload.refusal !== null && OVERRULABLE_REFUSALS.includes(upload.refusal);
}

type OfferFacts = Pick<UploadItem, 'status'> & { duplicateInfo?: { newVersionOffered?: boolean } | null };

/**
 * Offered as a new version of a deck and not answered yet (ADR 0051): its file is kept for the answer, so
 * it is listed under "Not added" with the same choice as in the upload dialog, which may have been closed.
 */
export function isVersionOffer(upload: OfferFacts): boolean {
  return upload.status === 'duplicate' && upload.duplicateInfo?.newVersionOffered === true;
}

/**
 * Delete is offered for an upload that ended (never one in progress: its job still needs the file), and
 * for an unanswered version offer, whose kept file would otherwise stay for good.
 */
export function canDeleteUpload(upload: OfferFacts): boolean {
  return upload.status === 'error' || isVersionOffer(upload);
}

/** Retry is offered for a file that waited in vain for the analysis model: it runs the whole pipeline again. */
export function canRetryUpload(upload: NotAddedFacts): boolean {
  return isNotAdded(upload) && upload.refusal === 'model_unavailable';
}
