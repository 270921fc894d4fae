import { ADMIN_MESSAGES, ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import type { DeckRawData } from '../api/get-deck-raw';

/** Toasts of the manual tools (spec §8 "Deep page and tools"); the texts live in domain. */
export const MANUAL_TOOL_MESSAGES = {
  deckNotFound: ADMIN_MESSAGES.manualDeckNotFound,
  checkFailed: ADMIN_MESSAGES.manualCheckFailed,
  triggerFailed: ADMIN_MESSAGES.manualTriggerFailed,
} as const;

export type TriggerAvailability = { canTrigger: true } | { canTrigger: false; reason: string | null };

/**
 * Spec §5: the manual trigger needs an existing deck with an initial analysis; a run already in
 * progress is not started twice.
 */
export function manualTriggerAvailability(raw: DeckRawData | null | undefined): TriggerAvailability {
  if (!raw) return { canTrigger: false, reason: null };
  if (!raw.deck.analysis) return { canTrigger: false, reason: ANALYSIS_MESSAGES.mustHaveInitialAnalysis };
  if (raw.deck.deepAnalysisStatus === 'Processing') {
    return { canTrigger: false, reason: ANALYSIS_MESSAGES.alreadyRunning.message };
  }
  return { canTrigger: true };
}
