import { deepAnalysisStatusOf } from '@pitchscope/domain/deck-actions';
import { factStates } from '@pitchscope/domain/field-sources';
import type { AdminDeckRow } from '@pitchscope/domain/contracts/admin';
import type { Deck, DeckContent } from '@pitchscope/domain/contracts/decks';
import { toDeck as toUserDeck } from '../decks/deck-mapper.ts';
import type { DeckListRow, DeckRecord } from './admin.repository.ts';

/**
 * Maps deck rows to the API shapes of the admin views. The Deck itself is the decks module's mapper
 * (one definition of what a user and an admin see); the admin row and raw content are admin-only.
 */

export function toDeck(row: DeckRecord, hasDeepAnalysis: boolean): Deck {
  return toUserDeck({ ...row, hasDeepAnalysis });
}

/** The file is served by `GET /api/decks/:id/file` (owner or admin), never by a storage URL. */
export const deckFileUrl = (deckId: string, fileKey: string | null): string | null =>
  fileKey ? `/api/decks/${encodeURIComponent(deckId)}/file` : null;

/** Never run reads as null ("Not started"), the spec's raw-view reading; otherwise the deck API's status. */
function effectiveDeepStatus(status: DeckRecord['deepAnalysisStatus'], hasDeepAnalysis: boolean) {
  return status === null && !hasDeepAnalysis ? null : deepAnalysisStatusOf(status, hasDeepAnalysis);
}

export function toAdminDeckRow(row: DeckListRow): AdminDeckRow {
  return {
    id: row.id,
    companyName: row.companyName,
    industry: row.industry,
    stage: row.stage,
    roundSize: row.roundSize,
    geography: row.geography,
    uploadedAt: row.uploadedAt.toISOString(),
    status: row.status,
    fileUrl: deckFileUrl(row.id, row.fileKey),
    product: row.product,
    shortDescription: row.shortDescription,
    executiveSummary: row.executiveSummary,
    userId: row.userId,
    userEmail: row.userEmail ?? null,
    deepAnalysisStatus: effectiveDeepStatus(row.deepAnalysisStatus, Boolean(row.hasDeepAnalysis)),
    factStates: factStates(row.fieldSources),
  };
}

export function toDeckContent(row: DeckRecord): DeckContent {
  return {
    rawContent: row.rawContent,
    pages: row.pages ?? [],
    extraction: row.extraction ?? null,
  };
}

