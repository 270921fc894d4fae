import { HIDDEN_CONTENT_CHECK_VERSION } from '@pitchscope/domain/hidden-content';
import { deckFactFields } from '@pitchscope/domain/field-sources';
import type { Me } from '@pitchscope/domain/contracts/accounts';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import type { DeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';

let sequence = 0;

export function buildMe(overrides: Partial<Me> = {}): Me {
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
    tokenBalance: 5,
    totalTokensEarned: 5,
    totalTokensSpent: 0,
    subscriptionPlan: 'none',
    subscriptionStatus: 'inactive',
    credits: 0,
    subscriptionStartDate: null,
    subscriptionEndDate: null,
    billingCycleStart: null,
    billingCycleEnd: null,
    investorProfile: {
      investmentFocus: ['Fintech'],
      investmentStages: ['Seed'],
      investorType: 'Venture Capital (VC)',
      ticketSizeMin: 250_000,
      ticketSizeMax: 2_000_000,
      targetOwnershipMin: 5,
      targetOwnershipMax: 25,
      excludedCategories: [],
      customExcludedCategories: '',
      investmentThesis: '',
      targetGeographies: [],
      notifications: { email: true, browser: true, weeklyDigest: true },
    },
    ...overrides,
  };
}

export function buildDeck(overrides: Partial<Deck> = {}): Deck {
  sequence += 1;
  const id = overrides.id ?? `deck-${sequence}`;
  return {
    id,
    userId: 'user-1',
    workspaceId: 'personal_user-1',
    uploadedBy: { id: 'user-1', name: 'Anna Virtanen' },
    companyName: 'Acme Pay',
    product: 'Payments API',
    stage: 'Seed',
    industry: 'Fintech',
    geography: 'Finland',
    roundSize: '$2M',
    website: 'https://acme.example',
    keyPeople: 'Jane Doe (CEO)',
    uploadedAt: '2025-01-05T10:00:00.000Z',
    status: 'Analyzed',
    fileUrl: `decks/${id}.pdf`,
    fileName: 'acme.pdf',
    deepAnalysisFailure: null,
    readOffline: null,
    fileType: 'pdf',
    fileSize: 1000,
    pageCount: 12,
    documentPageCount: null,
    analysis: null,
    shortDescription: 'Payments for small shops',
    executiveSummary: 'Acme Pay builds a payments API for small shops in the Nordics.',
    investorFit: {
      overallMatch: 'Green',
      stageFit: 'Green',
      checkSizeFit: 'Yellow',
      sectorAlignment: 'Green',
      geographyFit: 'Red',
      rationale: {
        stageFitReason: 'Seed is in your stages',
        checkSizeReason: 'Round slightly above your ticket',
        sectorReason: 'Fintech is your focus',
        geographyReason: 'Outside your geographies',
      },
    },
    quickAssessment: null,
    metadataHighlights: null,
    metadataExtractedAt: null,
    investorProfileUsed: null,
    ...deckFactFields(overrides.fieldSources),
    fieldHistory: [],
    hiddenContent: [],
    hiddenContentCheck: { checked: true, version: HIDDEN_CONTENT_CHECK_VERSION },
    currentVersion: 1,
    inDashboard: true,
    isArchived: false,
    archivedAt: null,
    hiddenFromUser: false,
    hiddenAt: null,
    starred: false,
    starredAt: null,
    pipelineStage: 'new',
    deepAnalysisStatus: 'Pending',
    hasDeepAnalysis: false,
    validationError: null,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export const SAMPLE_REPORT = [
  '# Deep Analysis Report',
  '## Executive Summary',
  'Acme Pay is an early payments company.',
  '## Red Flags & Concerns',
  '- No audited financials',
  '- Churn is not disclosed',
  '## Strengths & Positives',
  '- Experienced founding team',
  '## Recommendation',
  'Worth a closer look.',
].join('\n');

export function buildDeepAnalysis(overrides: Partial<DeepAnalysis> = {}): DeepAnalysis {
  return {
    generatedAt: '2025-01-06T10:00:00.000Z',
    rawAnalysis: SAMPLE_REPORT,
    model: 'test-model',
    smartQuestions: null,
    dataFreshness: 'All data is current.',
    newsIntelligence: '🔺 Red Flags\nNo recent red flags found.',
    executiveSummaryText: 'Acme Pay is an early payments company.',
    criticalAnalysisText: 'The team has shipped payments before.',
    holisticDiligenceText: 'Revenue is recurring.',
    industrySpecificInsightsText: '',
    strengthsWeaknessesText: '',
    risksUncertaintiesText: 'Regulatory risk in the EU.',
    contextualizationText: '',
    parsedFollowUpQuestions: ['What is your churn?', 'Who are your first customers?'],
    followUpQuestions: [],
    ...overrides,
  };
}
