import { describe, expect, it } from 'vitest';
import {
  shareLinkExpiry,
  shareLinkStatus,
  sharedFacts,
  sharedReportSections,
  sharedSummaryText,
  withoutInvestorFit,
  type DeckFactsForSharing,
} from './share-links.ts';

const NOW = new Date('2026-11-26T12:00:00Z');

function deck(overrides: Partial<DeckFactsForSharing> = {}): DeckFactsForSharing {
  return {
    product: 'Clip-on energy sensors',
    industry: 'Energy / Cleantech',
    stage: 'Seed',
    roundSize: '€1.5M',
    geography: 'Helsinki, Finland',
    website: 'https://brightloop.example',
    keyPeople: 'Anna Virtanen (CEO)',
    shortDescription: 'Smart energy monitoring for restaurants',
    executiveSummary: 'Brightloop sells clip-on sensors to restaurants.',
    fieldSources: {},
    ...overrides,
  };
}

describe('shareLinkStatus', () => {
  it('is active until the expiry instant, then expired; revoked wins', () => {
    const expiresAt = new Date(NOW.getTime() + 1000);
    expect(shareLinkStatus({ expiresAt: null, revokedAt: null }, NOW)).toBe('active');
    expect(shareLinkStatus({ expiresAt, revokedAt: null }, NOW)).toBe('active');
    expect(shareLinkStatus({ expiresAt, revokedAt: null }, expiresAt)).toBe('expired');
    expect(shareLinkStatus({ expiresAt, revokedAt: NOW }, NOW)).toBe('revoked');
    expect(shareLinkStatus({ expiresAt: null, revokedAt: NOW }, NOW)).toBe('revoked');
  });

  it('expires a number of whole days after creation, or never', () => {
    expect(shareLinkExpiry(NOW, 7)?.toISOString()).toBe('2026-12-03T12:00:00.000Z');
    expect(shareLinkExpiry(NOW, null)).toBeNull();
    expect(shareLinkExpiry(NOW, undefined)).toBeNull();
  });
});

describe('sharedFacts', () => {
  it('lists the stated facts with their labels, in the deck page order', () => {
    expect(sharedFacts(deck()).map((fact) => [fact.label, fact.value])).toEqual([
      ['Product', 'Clip-on energy sensors'],
      ['Industry', 'Energy / Cleantech'],
      ['Stage', 'Seed'],
      ['Round Size', '€1.5M'],
      ['Location', 'Helsinki, Finland'],
      ['Website', 'https://brightloop.example'],
      ['Key People', 'Anna Virtanen (CEO)'],
    ]);
  });

  it('shows a round without a stated currency as such', () => {
    const round = sharedFacts(deck({ roundSize: 'raising 150K' })).find((fact) => fact.field === 'roundSize');
    expect(round?.value).toBe('150K (currency not stated)');
  });

  it('leaves out defaults the app assumed and values not found, keeps the owner’s corrections', () => {
    const facts = sharedFacts(
      deck({
        fieldSources: {
          stage: { status: 'assumed', slides: [] },
          roundSize: { status: 'user', slides: [] },
          website: { status: 'not_found', slides: [] },
        },
        keyPeople: '',
      }),
    );
    expect(facts.map((fact) => fact.field)).toEqual(['product', 'industry', 'roundSize', 'geography']);
  });

  it('shares a summary only when the deck states it', () => {
    expect(sharedSummaryText(deck(), 'shortDescription')).toBe('Smart energy monitoring for restaurants');
    expect(
      sharedSummaryText(deck({ fieldSources: { executiveSummary: { status: 'assumed', slides: [] } } }), 'executiveSummary'),
    ).toBeNull();
    expect(sharedSummaryText(deck({ executiveSummary: '  ' }), 'executiveSummary')).toBeNull();
  });
});

describe('withoutInvestorFit', () => {
  it('drops the local engine’s fit lines and keeps the rest', () => {
    const text = [
      'Screening score 5 of 8:',
      '- Completeness: 3/4 (team, market, traction)',
      '- Investor fit: Red overall (stage Red, check size Green, sector Green, geography Yellow)',
      '- Outside your stage criterion: Series B is later than Seed (slide 8) — investor fit',
      '- "120 paying restaurants" (slide 6)',
    ].join('\n');
    expect(withoutInvestorFit(text)).toBe(
      ['Screening score 5 of 8:', '- Completeness: 3/4 (team, market, traction)', '- "120 paying restaurants" (slide 6)'].join('\n'),
    );
  });

  it('removes only the sentences of a paragraph that speak of the investor', () => {
    const paragraph =
      'The team is experienced. The round fits your investment thesis well, a Strong Match. Traction is early (slide 6).';
    expect(withoutInvestorFit(paragraph)).toBe('The team is experienced. Traction is early (slide 6).');
    expect(withoutInvestorFit('Sector alignment is Green. Geography fit: Yellow.')).toBe('');
    expect(withoutInvestorFit('No red flag was raised, and no investor-fit criterion is Red.')).toBe('');
  });

  it('keeps deck facts that merely contain similar words', () => {
    const text = '- "We fit any kitchen in ten minutes" (slide 3)\n- Product-market evidence: 92% renewal (slide 6)';
    expect(withoutInvestorFit(text)).toBe(text);
  });
});

describe('sharedReportSections', () => {
  it('titles the sections, strips fit lines, drops empty sections and never carries the verdict', () => {
    const sections = sharedReportSections({
      executiveSummaryText: 'Confidence: High\n\nBrightloop: smart energy monitoring.\n\nNo red flag was raised, and no investor-fit criterion is Red.',
      criticalAnalysisText: '### Team\n- People named: Anna Virtanen (CEO)',
      holisticDiligenceText: '',
      industrySpecificInsightsText: '- Investor fit: Green overall',
      strengthsWeaknessesText: 'Strengths\n- Named team',
      risksUncertaintiesText: '- Outside your sector criterion: Energy is excluded',
      contextualizationText: 'Energy prices rose in 2025.',
    });
    expect(sections.map((section) => section.title)).toEqual([
      'Executive Summary',
      'Critical Analysis',
      'Strengths and Weaknesses',
      'Contextualization',
    ]);
    expect(sections[0]!.text).toBe('Confidence: High\n\nBrightloop: smart energy monitoring.');
    expect(JSON.stringify(sections)).not.toMatch(/fit|criterion|tier|verdict/i);
  });
});
