import { HIDDEN_CONTENT_CHECK_VERSION } from '@pitchscope/domain/hidden-content';
import type { Deck, InvestorFit, UploadItem } from '@pitchscope/domain/contracts/decks';
import type { Me } from '@pitchscope/domain/contracts/accounts';
import type { WorkspaceRole } from '@pitchscope/domain/contracts/workspaces';
import { PROFILE_DEFAULTS } from '@pitchscope/domain/constants';
import { deckFactFields } from '@pitchscope/domain/field-sources';

let sequence = 0;

export function buildFit(overall: InvestorFit['overallMatch'] = 'Green'): InvestorFit {
  return {
    overallMatch: overall,
    stageFit: 'Green',
    checkSizeFit: 'Yellow',
    sectorAlignment: 'Green',
    geographyFit: 'Red',
    rationale: {
      stageFitReason: 'Seed matches your target stages.',
      checkSizeReason: 'Round is above your ticket.',
      sectorReason: 'Fintech is in your focus.',
      geographyReason: 'US is outside your target geographies.',
    },
  };
}

export function buildDeck(patch: Partial<Deck> = {}): Deck {
  sequence += 1;
  return {
    id: `deck-${sequence}`,
    userId: 'user-1',
    workspaceId: 'personal_user-1',
    uploadedBy: { id: 'user-1', name: 'Anna Virtanen' },
    companyName: `Company ${sequence}`,
    product: 'Payments API',
    stage: 'Seed',
    industry: 'Fintech',
    geography: 'Finland',
    roundSize: '$2M',
    website: 'acme.io',
    keyPeople: 'Anna Virtanen (CEO)',
    uploadedAt: '2025-01-05T10:00:00.000Z',
    status: 'Analyzed',
    fileUrl: '/files/deck.pdf',
    fileName: 'deck.pdf',
    fileType: 'pdf',
    fileSize: 1024,
    pageCount: 3,
    documentPageCount: null,
    analysis: null,
    shortDescription: 'Instant payouts for marketplaces.',
    executiveSummary: '',
    investorFit: buildFit('Green'),
    quickAssessment: null,
    metadataHighlights: null,
    metadataExtractedAt: null,
    investorProfileUsed: null,
    ...deckFactFields(patch.fieldSources),
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
    updatedAt: '2025-01-05T10:00:00.000Z',
    ...patch,
  };
}

export function buildMe(patch: Partial<Me> = {}): Me {
  return {
    uid: 'user-1',
    currentWorkspace: { id: 'personal_user-1', name: 'Personal', personal: true, role: 'owner' },
    email: 'anna@example.com',
    displayName: 'Anna Virtanen',
    photoURL: null,
    isAdmin: false,
    lastLogin: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    decksAnalyzed: 0,
    tokenBalance: 3,
    totalTokensEarned: 3,
    totalTokensSpent: 0,
    subscriptionPlan: 'none',
    subscriptionStatus: 'inactive',
    credits: 0,
    subscriptionStartDate: null,
    subscriptionEndDate: null,
    billingCycleStart: null,
    billingCycleEnd: null,
    investorProfile: {
      ...PROFILE_DEFAULTS,
      investmentFocus: ['Fintech'],
      investmentStages: ['Seed'],
      investorType: 'Angel Investor',
    },
    ...patch,
  };
}

/** A team workspace (ADR 0022) and the signed-in user in it with `role` as their current workspace. */
export const TEAM_WORKSPACE = { id: 'ws-team', name: 'Northwind Ventures', personal: false } as const;

export function buildTeamMe(role: WorkspaceRole, patch: Partial<Me> = {}): Me {
  return buildMe({ currentWorkspace: { ...TEAM_WORKSPACE, role }, ...patch });
}

/** A deck of the team workspace uploaded by another member. */
export function buildTeamDeck(patch: Partial<Deck> = {}): Deck {
  return buildDeck({
    userId: 'user-2',
    workspaceId: TEAM_WORKSPACE.id,
    uploadedBy: { id: 'user-2', name: 'Bo Berg' },
    ...patch,
  });
}

/** An upload as `GET /api/uploads/not-added` lists it: refused as not a pitch deck, its file kept. */
export function buildNotAddedUpload(patch: Partial<UploadItem> = {}): UploadItem {
  sequence += 1;
  return {
    id: `upload-${sequence}`,
    fileName: 'invoice.pdf',
    fileSize: 2048,
    status: 'error',
    progress: 20,
    currentStep: 'failed',
    error: 'Validation failed: This is an invoice, not a pitch deck.',
    deckId: null,
    duplicateInfo: null,
    refusal: 'not_pitch_deck',
    fileKept: true,
    addedAnyway: false,
    queuePosition: null,
    attemptCount: 1,
    modelWait: null,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    ...patch,
  };
}
