import { deepAnalysisStatusOf } from '@pitchscope/domain/deck-actions';
import type { Deck, DeckSummary, InvestorFit } from '@pitchscope/domain/contracts/decks';
import { hiddenContentCheckOfPages, hiddenContentOfPages } from '@pitchscope/domain/hidden-content';
import { deckFactFields } from '@pitchscope/domain/field-sources';
import { withCurrentFacts } from '@pitchscope/domain/facts-read';
import { factsEditedSince, quotedEarlierValues } from '@pitchscope/domain/facts-edited-since';
import { fitFromStatedValues, readStoredFit, statedFitFields } from '@pitchscope/domain/investor-fit';
import type { DeckListRow, DeckRow } from './decks.repository.ts';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/**
 * The stored fit, read tolerantly and brought to the rules of ADR 0009 on every read: a rating stored
 * before them (Green on an assumed stage) shows Unknown for that criterion without a data migration.
 */
function storedFit(row: DeckListRow): InvestorFit | null {
  const fit = readStoredFit(row.investorFit);
  return fit && fitFromStatedValues(fit, statedFitFields(row, row.fieldSources ?? {}));
}

/** The API's Deck from a database row; file URLs point at the owner-only download route. */
export function toDeck(row: DeckRow & { hasDeepAnalysis: boolean }): Deck {
  // The analysis's facts block says what the deck's facts are now, edits included.
  const analysis =
    row.analysis && typeof row.analysis.detailedAnalysis === 'string'
      ? { ...row.analysis, detailedAnalysis: withCurrentFacts(row.analysis.detailedAnalysis, row, row.fieldSources) }
      : (row.analysis ?? null);
  // Its other texts are records (ADR 0039): the edits they still contradict are listed beside them.
  const writtenAt = analysis?.generatedAt ?? iso(row.metadataExtractedAt);
  const editedSince = writtenAt
    ? factsEditedSince({ ...row, fieldHistory: row.fieldHistory ?? [] }, writtenAt)
    : [];
  return {
    ...toDeckSummary({ ...row, analysisSummary: null }),
    analysis,
    factsEditedSinceAnalysis: quotedEarlierValues(editedSince, [
      row.shortDescription,
      row.executiveSummary,
      analysis && JSON.stringify(analysis),
    ]),
    quickAssessment: row.quickAssessment ?? null,
    metadataHighlights: row.metadataHighlights ?? null,
    investorProfileUsed: row.investorProfileUsed ?? null,
    fieldHistory: row.fieldHistory ?? [],
    hiddenContent: hiddenContentOfPages(row.pages),
    hiddenContentCheck: hiddenContentCheckOfPages(row.pages),
    currentVersion: row.currentVersion,
  };
}

/** A deck as the list shows it (see `DeckSummary`). */
export function toDeckSummary(row: DeckListRow): DeckSummary {
  return {
    id: row.id,
    userId: row.userId,
    workspaceId: row.workspaceId,
    uploadedBy: { id: row.userId, name: row.uploaderName ?? '' },
    companyName: row.companyName,
    product: row.product,
    stage: row.stage,
    industry: row.industry,
    geography: row.geography,
    roundSize: row.roundSize,
    website: row.website,
    keyPeople: row.keyPeople,
    uploadedAt: row.uploadedAt.toISOString(),
    status: row.status,
    fileUrl: row.fileKey ? `/api/decks/${row.id}/file` : null,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    pageCount: row.pageCount,
    documentPageCount: row.documentPageCount,
    analysis: row.analysisSummary === null ? null : { summary: row.analysisSummary },
    shortDescription: row.shortDescription,
    executiveSummary: row.executiveSummary,
    investorFit: storedFit(row),
    metadataExtractedAt: iso(row.metadataExtractedAt),
    ...deckFactFields(row.fieldSources),
    inDashboard: row.inDashboard,
    isArchived: row.isArchived,
    archivedAt: iso(row.archivedAt),
    hiddenFromUser: row.hiddenFromUser,
    hiddenAt: iso(row.hiddenAt),
    starred: row.starred,
    starredAt: iso(row.starredAt),
    pipelineStage: row.pipelineStageId,
    deepAnalysisStatus: deepAnalysisStatusOf(row.deepAnalysisStatus, row.hasDeepAnalysis),
    deepAnalysisFailure: row.deepAnalysisStatus === 'Failed' ? (row.deepAnalysisFailure ?? null) : null,
    readOffline: row.readOffline ?? null,
    source: row.source ?? null,
    hasDeepAnalysis: row.hasDeepAnalysis,
    validationError: row.validationError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
