import { MODEL_WAIT_MESSAGES } from '@pitchscope/domain/model-availability';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import type { UploadRow } from './uploads.repository.ts';

/**
 * `queuePosition`: the upload's place in the document queue while it waits (uploads.repository
 * queuePosition); `attemptCount`: the refused uploads of the same file a "Not added" row stands for.
 */
export function toUploadItem(row: UploadRow, queuePosition: number | null = null, attemptCount = 1): UploadItem {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    status: row.status,
    progress: row.progress,
    currentStep: row.currentStep,
    error: row.error,
    deckId: row.deckId,
    duplicateInfo: row.duplicateInfo ?? null,
    refusal: row.status === 'error' ? (row.refusal ?? null) : null,
    fileKept: row.status === 'error' && row.stagingKey !== null,
    addedAnyway: row.addedAnywayAt !== null,
    source: row.source ?? null,
    queuePosition,
    attemptCount,
    // Kept on the row from the first wait (its deadline) until the upload ends; shown only while waiting.
    modelWait: row.modelWait && row.currentStep === MODEL_WAIT_MESSAGES.waitingStep ? { since: row.modelWait.since, retryAt: row.modelWait.retryAt, reason: row.modelWait.reason } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const isTerminal = (item: Pick<UploadItem, 'status'>) =>
  item.status === 'completed' || item.status === 'error' || item.status === 'duplicate';
