import type { DeckRawData } from '../api/get-deck-raw';

export interface RawBlock {
  title: string;
  data: unknown;
  emptyText?: string;
}

export interface RawBlocks {
  metadata: RawBlock[];
  deepAnalysis: RawBlock[];
  rawContent: string;
  fileInfo: { fileUrl: string | null; fileName: string; status: string; deepAnalysisStatus: string };
  technical: RawBlock[];
}

/** Spec §3: a deck that never had a deep analysis shows 'Not started'. */
export const NOT_STARTED = 'Not started';

/**
 * The raw view's reading of the spec ("absent when never run, shown as 'Not started'"): the deck API
 * answers the other reading's default, Pending, for a deck whose deep analysis was never started.
 */
export const deepStatusLabel = (status: string | null) => (status === null || status === 'Pending' ? NOT_STARTED : status);

/** The blocks of the admin raw-data view (spec §2.5), grouped by tab. */
export function buildRawBlocks({ deck, content, deepAnalysis }: DeckRawData): RawBlocks {
  const pages = content.pages ?? [];
  const ocrPages = pages.filter((page) => page.method === 'ocr').map((page) => page.pageNumber);
  const rawContent =
    content.rawContent?.trim() ||
    pages
      .filter((page) => page.rawText?.trim())
      .map(
        (page) => `--- Slide ${page.pageNumber}${page.header ? `: ${page.header}` : ''} ---\n${page.rawText}`,
      )
      .join('\n\n');

  const { smartQuestions, dataFreshness, claimVerification, ...analysis } =
    deepAnalysis ?? ({} as Partial<NonNullable<DeckRawData['deepAnalysis']>>);

  return {
    metadata: [
      {
        title: 'Extracted Metadata',
        data: {
          companyName: deck.companyName,
          product: deck.product,
          industry: deck.industry,
          stage: deck.stage,
          roundSize: deck.roundSize,
          geography: deck.geography,
          website: deck.website,
          keyPeople: deck.keyPeople,
          shortDescription: deck.shortDescription,
          executiveSummary: deck.executiveSummary,
          metadataHighlights: deck.metadataHighlights,
          metadataExtractedAt: deck.metadataExtractedAt,
          structuredData: content.extraction?.structuredData ?? null,
        },
      },
      { title: 'Basic Analysis Results', data: deck.analysis },
      {
        title: 'Investor Fit Analysis',
        data: deck.investorFit
          ? { investorFit: deck.investorFit, investorProfileUsed: deck.investorProfileUsed }
          : null,
      },
      { title: 'Quick Assessment', data: deck.quickAssessment },
    ],
    deepAnalysis: [
      {
        title: 'Deep Analysis Results',
        data: deepAnalysis ? analysis : null,
        emptyText: `No deep analysis yet (status: ${deepStatusLabel(deck.deepAnalysisStatus)}).`,
      },
      {
        // Issue #16 item 6: each claim of a model's report, checked against the slides it cites.
        title: 'Claim Checks',
        data: claimVerification
          ? {
              verified: claimVerification.verified,
              unverified: claimVerification.unverified,
              unchecked: claimVerification.unchecked,
              checks: claimVerification.checks.map(({ claim, slides, status, reason, section }) => ({
                claim,
                slides,
                status,
                reason,
                section,
              })),
            }
          : null,
        emptyText: deepAnalysis
          ? 'No claim checks: this report was written by the local engine, which cites only what it read from the deck.'
          : 'No deep analysis yet.',
      },
      {
        title: 'Smart Questions Generated',
        data: smartQuestions ?? null,
        emptyText: 'No smart questions generated yet.',
      },
      {
        title: 'Data Freshness Analysis',
        data: dataFreshness ?? null,
        emptyText: 'No data freshness analysis yet.',
      },
    ],
    rawContent,
    fileInfo: {
      fileUrl: deck.fileUrl,
      fileName: deck.fileName,
      status: deck.status,
      deepAnalysisStatus: deepStatusLabel(deck.deepAnalysisStatus),
    },
    technical: [
      {
        title: 'File Details',
        data: {
          fileName: deck.fileName,
          fileType: deck.fileType,
          fileSize: deck.fileSize,
          pageCount: deck.pageCount,
          documentMetadata: content.extraction?.documentMetadata ?? null,
        },
      },
      {
        title: 'Extraction',
        data: {
          pages: pages.map((page) => ({ pageNumber: page.pageNumber, method: page.method })),
          ocrPages,
          extractedAt: content.extraction?.extractedAt ?? null,
        },
      },
      { title: 'Field Sources', data: deck.fieldSources },
      {
        title: 'Timestamps and IDs',
        data: {
          deckId: deck.id,
          userId: deck.userId,
          uploadedAt: deck.uploadedAt,
          createdAt: deck.createdAt,
          updatedAt: deck.updatedAt,
          metadataExtractedAt: deck.metadataExtractedAt,
          archivedAt: deck.archivedAt,
          starredAt: deck.starredAt,
          hiddenAt: deck.hiddenAt,
          deepAnalysisGeneratedAt: deepAnalysis?.generatedAt ?? null,
        },
      },
    ],
  };
}
