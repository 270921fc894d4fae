import { describe, expect, it } from 'vitest';
import { canAddAnyway, canDeleteUpload, canRetryUpload, isNotAdded, isVersionOffer } from './not-added.ts';

describe('uploads that were not added', () => {
  it('lists an upload that ended in an error while its file is kept', () => {
    expect(isNotAdded({ status: 'error', refusal: 'unreadable', fileKept: true })).toBe(true);
    expect(isNotAdded({ status: 'error', refusal: 'unreadable', fileKept: false })).toBe(false);
    expect(isNotAdded({ status: 'duplicate', refusal: null, fileKept: true })).toBe(false);
    expect(isNotAdded({ status: 'uploading', refusal: 'not_pitch_deck', fileKept: true })).toBe(false);
  });

  it('offers "add anyway" only for a kept file judged not a pitch deck', () => {
    expect(canAddAnyway({ status: 'error', refusal: 'not_pitch_deck', fileKept: true })).toBe(true);
    expect(canAddAnyway({ status: 'error', refusal: 'not_pitch_deck', fileKept: false })).toBe(false);
    expect(canAddAnyway({ status: 'error', refusal: 'unreadable', fileKept: true })).toBe(false);
    expect(canAddAnyway({ status: 'error', refusal: 'failed', fileKept: true })).toBe(false);
    expect(canAddAnyway({ status: 'completed', refusal: 'not_pitch_deck', fileKept: true })).toBe(false);
  });

  it('deletes only an upload that ended in an error, never one in progress or one that became a deck', () => {
    expect(canDeleteUpload({ status: 'error' })).toBe(true);
    for (const status of ['pending', 'uploading', 'completed', 'duplicate'] as const) {
      expect(canDeleteUpload({ status })).toBe(false);
    }
  });

  it('deletes an unanswered version offer too (its file is kept for the answer), not a plain duplicate', () => {
    expect(isVersionOffer({ status: 'duplicate', duplicateInfo: { newVersionOffered: true } })).toBe(true);
    expect(canDeleteUpload({ status: 'duplicate', duplicateInfo: { newVersionOffered: true } })).toBe(true);
    expect(isVersionOffer({ status: 'duplicate', duplicateInfo: {} })).toBe(false);
    expect(isVersionOffer({ status: 'uploading', duplicateInfo: { newVersionOffered: true } })).toBe(false);
    expect(canDeleteUpload({ status: 'duplicate', duplicateInfo: null })).toBe(false);
  });

  it('offers Retry only for a kept file that waited in vain for the model, and never "add anyway" for it', () => {
    expect(canRetryUpload({ status: 'error', refusal: 'model_unavailable', fileKept: true })).toBe(true);
    expect(canRetryUpload({ status: 'error', refusal: 'model_unavailable', fileKept: false })).toBe(false);
    expect(canRetryUpload({ status: 'error', refusal: 'not_pitch_deck', fileKept: true })).toBe(false);
    expect(canRetryUpload({ status: 'uploading', refusal: null, fileKept: false })).toBe(false);
    expect(canAddAnyway({ status: 'error', refusal: 'model_unavailable', fileKept: true })).toBe(false);
  });
});
