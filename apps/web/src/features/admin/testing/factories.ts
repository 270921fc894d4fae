import { HIDDEN_CONTENT_CHECK_VERSION } from '@pitchscope/domain/hidden-content';
import { deckFactFields, factStates } from '@pitchscope/domain/field-sources';
import type { AdminDeckRow, AdminUserRow, AppSettings } from '@pitchscope/domain/contracts/admin';
import type { Deck, DeckContent } from '@pitchscope/domain/contracts/decks';
import type { DeckRawData } from '../api/get-deck-raw';

export function buildAdminUser(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 'user-1',
    email: 'anna@example.com',
    displayName: 'Anna Virtanen',
    lastLogin: '2025-03-01T10:00:00.000Z',
    decksAnalyzed: 1,
    deckCount: 2,
    createdAt: '2025-01-05T10:00:00.000Z',
    isAdmin: false,
    tokenBalance: 3,
    totalTokensEarned: 5,
    totalTokensSpent: 2,
    ...overrides,
  };
}

export function buildAdminDeck(overrides: Partial<AdminDeckRow> = {}): AdminDeckRow {
  return {
    id: 'deck-1',
    companyName: 'Acme, Inc.',
    industry: 'Fintech',
    stage: 'Seed',
    roundSize: '$1.5M',
    geography: 'Finland',
    uploadedAt: '2025-01-05T10:00:00.000Z',
    status: 'Analyzed',
    fileUrl: '/files/deck-1.pdf',
    product: 'Payments API',
    shortDescription: 'Payments for small merchants',
    executiveSummary: 'Acme builds payments.',
    userId: 'user-1',
    userEmail: 'anna@example.com',
    deepAnalysisStatus: null,
    factStates: factStates({}),
    ...overrides,
  };
}

export function buildSettings(overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    newUserFreeCredits: 2,
    useRealAnalysis: false,
    enableBackgroundProcessing: true,
    maxUploadSizeMB: 100,
    allowPrivateWebhookTargets: false,
    readOfflineWhenModelDown: false,
    askModelAnswersPerToken: 0,
    lastUpdated: null,
    updatedBy: null,
    updatedByName: null,
    ...overrides,
  };
}

export function buildDeck(overrides: Partial<Deck> = {}): Deck {
  return {
    id: 'deck-1',
    userId: 'user-1',
    workspaceId: 'personal_user-1',
    uploadedBy: { id: 'user-1', name: 'Anna Virtanen' },
    companyName: 'Acme, Inc.',
    product: 'Payments API',
    stage: 'Seed',
    industry: 'Fintech',
    geography: 'Finland',
    roundSize: '$1.5M',
    website: 'acme.example',
    keyPeople: 'Anna Virtanen (CEO)',
    uploadedAt: '2025-01-05T10:00:00.000Z',
    status: 'Analyzed',
    fileUrl: '/files/deck-1.pdf',
    fileName: 'acme.pdf',
    fileType: 'pdf',
    fileSize: 123_456,
    pageCount: 2,
    documentPageCount: null,
    analysis: {
      summary: 'Strong team',
      strengths: ['Team'],
      weaknesses: ['Market'],
      questions: ['Why now?'],
      detailedAnalysis: 'Details',
      industry: 'Fintech',
      generatedAt: '2025-01-05T10:05:00.000Z',
    },
    shortDescription: 'Payments for small merchants',
    executiveSummary: 'Acme builds payments.',
    investorFit: null,
    quickAssessment: null,
    metadataHighlights: null,
    metadataExtractedAt: '2025-01-05T10:01:00.000Z',
    investorProfileUsed: null,
    ...deckFactFields(overrides.fieldSources ?? { companyName: { status: 'stated', slides: [1] } }),
    fieldHistory: [],
    hiddenContent: [],
    hiddenContentCheck: { checked: true, version: HIDDEN_CONTENT_CHECK_VERSION },
    currentVersion: 1,
    inDashboard: false,
    isArchived: false,
    archivedAt: null,
    hiddenFromUser: false,
    hiddenAt: null,
    starred: false,
    starredAt: null,
    pipelineStage: 'new',
    deepAnalysisStatus: 'Pending',
    deepAnalysisFailure: null,
    readOffline: null,
    hasDeepAnalysis: false,
    validationError: null,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:05:00.000Z',
    ...overrides,
  };
}

export function buildRaw(deck: Partial<Deck> = {}, content: Partial<DeckContent> = {}): DeckRawData {
  return {
    deck: buildDeck(deck),
    content: {
      rawContent: 'Slide one text\nSlide two text',
      pages: [
        {
          pageNumber: 1,
          header: 'Acme',
          rawText: 'Slide one text',
          images: [],
          tables: [],
          charts: [],
          diagrams: [],
          footer: '',
          method: 'text',
        },
        {
          pageNumber: 2,
          header: 'Traction',
          rawText: 'Slide two text',
          images: [],
          tables: [],
          charts: [],
          diagrams: [],
          footer: '',
          method: 'ocr',
        },
      ],
      extraction: null,
      ...content,
    },
    deepAnalysis: null,
  };
}

/** A page of a paginated list as the API answers it (`nextCursor` null on the last page). */
export function buildPage<T>(items: T[], nextCursor: string | null = null): { items: T[]; nextCursor: string | null } {
  return { items, nextCursor };
}
