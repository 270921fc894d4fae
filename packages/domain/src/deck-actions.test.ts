import { describe, expect, it } from 'vitest';
import { factStates } from './field-sources.ts';
import type { Deck, InvestorFit } from './contracts/decks.ts';
import {
  deepAnalysisStatusOf,
  analysisCardBadge,
  analysisFooterText,
  analysisListDecks,
  canGenerateSupportingAnalyses,
  deckCardActions,
  deckSections,
  filterAndSortDecks,
  runAnalysisButton,
  showStarredOnlyToggle,
  summaryBoxFor,
  summaryCounts,
  type DeckForAnalysisCard,
} from './deck-actions.ts';

const greenFit: InvestorFit = {
  overallMatch: 'Green',
  stageFit: 'Green',
  checkSizeFit: 'Green',
  sectorAlignment: 'Green',
  geographyFit: 'Yellow',
  rationale: { stageFitReason: '', checkSizeReason: '', sectorReason: '', geographyReason: '' },
};

function buildDeck(overrides: Partial<Deck> = {}): Deck {
  return {
    id: 'deck-1',
    userId: 'user-1',
    workspaceId: 'personal_user-1',
    uploadedBy: { id: 'user-1', name: 'Ada' },
    companyName: 'Nordpay',
    product: 'Invoice advances',
    stage: 'Seed',
    industry: 'Fintech',
    geography: 'Helsinki, Finland',
    roundSize: '$2M',
    website: '',
    keyPeople: '',
    uploadedAt: '2025-01-05T10:00:00.000Z',
    status: 'Analyzed',
    fileUrl: null,
    fileName: 'nordpay.pdf',
    fileType: 'pdf',
    fileSize: 1000,
    pageCount: 12,
    documentPageCount: null,
    analysis: null,
    shortDescription: 'Invoice financing for Nordic freelancers',
    executiveSummary: '',
    investorFit: greenFit,
    quickAssessment: null,
    metadataHighlights: null,
    metadataExtractedAt: null,
    investorProfileUsed: null,
    fieldSources: {},
    factsToCheck: [],
    factStates: factStates({}),
    fieldHistory: [],
    hiddenContent: [],
    hiddenContentCheck: { checked: true, version: 1 },
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
    ...overrides,
  };
}

describe('deckCardActions (Pitch Decks list)', () => {
  it('offers Run Deep Analysis and Archive on an analyzed deck outside the dashboard', () => {
    expect(deckCardActions(buildDeck())).toMatchObject({
      fitBadge: 'Strong Match',
      runDeepAnalysis: true,
      analysisComplete: false,
      archive: true,
      restore: false,
      progressLabel: null,
      retryFit: false,
    });
  });

  it('shows "Analysis Complete" in the dashboard once the deep analysis completed', () => {
    const actions = deckCardActions(buildDeck({ inDashboard: true, deepAnalysisStatus: 'Completed' }));
    expect(actions.runDeepAnalysis).toBe(false);
    expect(actions.analysisComplete).toBe(true);
  });

  it('offers Restore and the permanent hide on an archived deck', () => {
    const actions = deckCardActions(buildDeck({ isArchived: true }));
    expect(actions).toMatchObject({ restore: true, hideForever: true, archive: false, runDeepAnalysis: false });
  });

  it('shows "Processing..." or "Analyzing..." while the upload analysis runs', () => {
    expect(deckCardActions(buildDeck({ status: 'Processing', investorFit: null })).progressLabel).toBe('Processing...');
    expect(deckCardActions(buildDeck({ status: 'Uploaded', investorFit: null })).progressLabel).toBe('Analyzing...');
    expect(deckCardActions(buildDeck({ status: 'Processing', investorFit: null })).retryFit).toBe(false);
  });

  it('offers a fit retry with the spec hint when the fit is missing', () => {
    const missing = deckCardActions(buildDeck({ investorFit: null }));
    expect(missing.retryFit).toBe(true);
    expect(missing.retryHint).toBe('Analysis failed, click to retry');
    expect(missing.fitBadge).toBeNull();
  });

  it('shows "Not Enough Data", and no retry, for a rating the deck gave too little for', () => {
    const rules = deckCardActions(buildDeck({ investorFit: { ...greenFit, overallMatch: 'Unknown' } }));
    expect(rules.fitBadge).toBe('Not Enough Data');
    expect(rules.retryFit).toBe(false);
  });
});

describe('Analysis list card', () => {
  const card = (overrides: Partial<DeckForAnalysisCard>): DeckForAnalysisCard => ({
    status: 'Analyzed',
    inDashboard: true,
    deepAnalysisStatus: 'Pending',
    hasDeepAnalysis: false,
    ...overrides,
  });

  it('badges Complete, Analyzing... or Pending', () => {
    expect(analysisCardBadge(card({ deepAnalysisStatus: 'Completed', hasDeepAnalysis: true }))).toBe('Complete');
    expect(analysisCardBadge(card({ deepAnalysisStatus: 'Completed', hasDeepAnalysis: false }))).toBe('Pending');
    expect(analysisCardBadge(card({ deepAnalysisStatus: 'Processing' }))).toBe('Analyzing...');
    expect(analysisCardBadge(card({ deepAnalysisStatus: 'Failed' }))).toBe('Pending');
  });

  it('writes the footer text', () => {
    expect(analysisFooterText(card({ deepAnalysisStatus: 'Processing' }))).toBe('Analysis in progress...');
    expect(analysisFooterText(card({ deepAnalysisStatus: 'Completed', hasDeepAnalysis: true }))).toBe('Ready to review');
    expect(analysisFooterText(card({}))).toBe('Ready for analysis');
  });

  describe('runAnalysisButton: first matching rule wins', () => {
    const input = { balance: 3, isStarting: false, isActiveLocally: false, deck: card({}) };

    it('shows "Checking..." while the balance loads, even for a deck in progress', () => {
      expect(runAnalysisButton({ ...input, balance: null, isActiveLocally: true })).toMatchObject({
        label: 'Checking...',
        disabled: true,
        action: 'none',
      });
    });

    it('shows "Get Tokens" below 1 token', () => {
      expect(runAnalysisButton({ ...input, balance: 0 })).toMatchObject({ label: 'Get Tokens', disabled: false, action: 'get-tokens' });
      expect(runAnalysisButton({ ...input, balance: 0.5, isStarting: true })).toMatchObject({ label: 'Get Tokens' });
    });

    it('shows "Analysis in Progress..." when active locally or processing', () => {
      expect(runAnalysisButton({ ...input, isActiveLocally: true, isStarting: true }).label).toBe('Analysis in Progress...');
      expect(runAnalysisButton({ ...input, deck: card({ status: 'Processing', deepAnalysisStatus: 'Processing' }) })).toMatchObject({
        label: 'Analysis in Progress...',
        disabled: true,
        visible: true,
      });
    });

    it('shows "Running Analysis..." while the start call runs', () => {
      expect(runAnalysisButton({ ...input, isStarting: true })).toMatchObject({ label: 'Running Analysis...', disabled: true });
    });

    it('shows "Retry Analysis" for a failed deck', () => {
      expect(runAnalysisButton({ ...input, deck: card({ status: 'Failed', deepAnalysisStatus: 'Failed' }) })).toMatchObject({
        label: 'Retry Analysis',
        action: 'start',
        visible: true,
      });
    });

    it('shows an outlined "Run Analysis" for a completed deck, hidden on the list', () => {
      const completed = card({ deepAnalysisStatus: 'Completed', hasDeepAnalysis: true });
      expect(runAnalysisButton({ ...input, deck: completed })).toMatchObject({
        label: 'Run Analysis',
        variant: 'outline',
        action: 'start',
        visible: false,
      });
    });

    it('shows "Run Analysis" otherwise, only for decks past their upload analysis', () => {
      expect(runAnalysisButton(input)).toMatchObject({ label: 'Run Analysis', variant: 'default', disabled: false, visible: true });
      expect(runAnalysisButton({ ...input, deck: card({ status: 'Uploaded', inDashboard: false }) }).visible).toBe(false);
    });
  });
});

describe('summaryBoxFor', () => {
  it('shows the executive summary cut to 50 words', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    const box = summaryBoxFor(buildDeck({ executiveSummary: words.join(' ') }));
    expect(box?.title).toBe('Executive Summary');
    expect(box?.text).toBe(`${words.slice(0, 50).join(' ')}...`);
  });

  it('falls back to the quick-analysis summary cut to 180 characters', () => {
    const summary = 'x'.repeat(200);
    const analysis = { summary, strengths: [], weaknesses: [], questions: [], detailedAnalysis: '', industry: '', generatedAt: '' };
    expect(summaryBoxFor(buildDeck({ analysis }))).toEqual({ title: 'Overview', text: `${'x'.repeat(180)}...` });
  });

  it('falls back to the short description unless it is "No description"', () => {
    expect(summaryBoxFor(buildDeck())).toEqual({ title: 'Overview', text: 'Invoice financing for Nordic freelancers' });
    expect(summaryBoxFor(buildDeck({ shortDescription: 'No description' }))).toBeNull();
  });
});

describe('lists', () => {
  const decks = [
    buildDeck({ id: 'active', companyName: 'Nordpay', uploadedAt: '2025-01-05T00:00:00Z' }),
    buildDeck({ id: 'analyzed', companyName: 'Axle', inDashboard: true, starred: true, uploadedAt: '2025-01-03T00:00:00Z' }),
    buildDeck({ id: 'processing', companyName: 'Ceres', status: 'Processing', product: 'Crop sensors', industry: 'Agtech', uploadedAt: '2025-01-07T00:00:00Z' }),
    buildDeck({ id: 'archived', companyName: 'Beacon', isArchived: true, inDashboard: true, uploadedAt: '2025-01-01T00:00:00Z' }),
    buildDeck({ id: 'hidden', companyName: 'Ghost', isArchived: true, hiddenFromUser: true }),
  ];
  const ids = (list: Array<{ id: string }>) => list.map((deck) => deck.id);

  it('splits decks into Active, Analyzed and Archived sections, leaving hidden decks out', () => {
    const sections = deckSections(decks);
    expect(ids(sections.active)).toEqual(['active', 'processing']);
    expect(ids(sections.analyzed)).toEqual(['analyzed']);
    expect(ids(sections.archived)).toEqual(['archived']);
    expect(ids(analysisListDecks(decks))).toEqual(['analyzed']);
  });

  it('counts the summary cards: Analyzed counts analyzed decks wherever they are listed', () => {
    expect(summaryCounts(decks)).toEqual({ active: 2, analyzed: 3, processing: 1, archived: 1 });
  });

  it('searches company, product and industry, ignoring case', () => {
    expect(ids(filterAndSortDecks(decks, { search: 'CROP' }))).toEqual(['processing']);
    expect(ids(filterAndSortDecks(decks, { search: 'agtech' }))).toEqual(['processing']);
    expect(ids(filterAndSortDecks(decks, { search: 'beac' }))).toEqual(['archived']);
  });

  it('sorts newest first by default, by name A→Z, or starred first', () => {
    const visible = decks.slice(0, 4);
    expect(ids(filterAndSortDecks(visible))).toEqual(['processing', 'active', 'analyzed', 'archived']);
    expect(ids(filterAndSortDecks(visible, { sort: 'name' }))).toEqual(['analyzed', 'archived', 'processing', 'active']);
    expect(ids(filterAndSortDecks(visible, { sort: 'name', direction: 'desc' }))).toEqual(['active', 'processing', 'archived', 'analyzed']);
    expect(ids(filterAndSortDecks(visible, { sort: 'starred' }))).toEqual(['analyzed', 'processing', 'active', 'archived']);
    expect(ids(filterAndSortDecks(visible, { sort: 'date', direction: 'asc' }))).toEqual(['archived', 'analyzed', 'active', 'processing']);
  });

  it('filters starred decks, and offers the toggle only when one is starred', () => {
    expect(ids(filterAndSortDecks(decks, { starredOnly: true }))).toEqual(['analyzed']);
    expect(showStarredOnlyToggle(decks)).toBe(true);
    expect(showStarredOnlyToggle([buildDeck()])).toBe(false);
  });

  it('does not reorder the caller\u2019s array', () => {
    const copy = [...decks];
    filterAndSortDecks(decks, { sort: 'name' });
    expect(decks).toEqual(copy);
  });
});

describe('canGenerateSupportingAnalyses', () => {
  it('allows supporting analyses only once the deep-analysis report exists', () => {
    expect(canGenerateSupportingAnalyses(null)).toBe(false);
    // A row holding only supporting texts (as an earlier version saved before any paid run).
    expect(canGenerateSupportingAnalyses({ rawAnalysis: '' })).toBe(false);
    expect(canGenerateSupportingAnalyses({ rawAnalysis: '  \n' })).toBe(false);
    expect(canGenerateSupportingAnalyses({ rawAnalysis: '## Executive Summary\nSolid team.' })).toBe(true);
  });
});

describe('deepAnalysisStatusOf', () => {
  it('defaults as the spec says: Completed when a deep analysis exists, else Pending', () => {
    expect(deepAnalysisStatusOf(null, false)).toBe('Pending');
    expect(deepAnalysisStatusOf(null, true)).toBe('Completed');
    expect(deepAnalysisStatusOf('Failed', true)).toBe('Failed');
  });
});
