import { ADMIN_MESSAGES, ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import type { DeckRawData } from '../api/get-deck-raw';

/** Toasts of the manual tools (spec §8 "Deep page and tools"). */
export const MANUAL_TOOL_MESSAGES = {
  deckNotFound: { title: ADMIN_MESSAGES.deckNotFound.title, message: 'No deck found with that ID' },
  checkFailed: { title: 'Error', message: 'Failed to check deck' },
  triggerFailed: (message: string | null | undefined) => ({
    title: 'Analysis Failed',
    message: message ? `Error: ${message}` : 'Unknown error',
  }),
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
