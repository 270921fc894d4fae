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

/** Delete is offered for an upload that ended (never one in progress: its job still needs the file). */
export function canDeleteUpload(upload: Pick<UploadItem, 'status'>): boolean {
  return upload.status === 'error';
}

/** Retry is offered for a file that waited in vain for the analysis model: it runs the whole pipeline again. */
export function canRetryUpload(upload: NotAddedFacts): boolean {
  return isNotAdded(upload) && upload.refusal === 'model_unavailable';
}
