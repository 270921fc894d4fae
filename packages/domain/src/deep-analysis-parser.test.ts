import { describe, expect, it } from 'vitest';
import {
  deepDiveSubTabs,
  parseDeepAnalysis,
  parseStructuredAnalysis,
  parseTestShape,
  redFlagsForSmartQuestions,
} from './deep-analysis-parser.ts';

const MARKDOWN_REPORT = `# Deep Analysis Report: Nordpay

## 1. Executive Summary (Confidence: High)
Nordpay offers invoice advances to Nordic freelancers. Tier 2: Worth Closer Look. Initial verdict: Promising.

## 2. Critical Analysis
### Team
Strengths: Founders built lending products at Klarna.
Weaknesses: No dedicated risk officer.
Confidence: Medium
### Market
Size: 12M freelancers in Northern Europe
Growth: 8% a year
Competitors: Factoring banks, Fundbox

## 3. Holistic Due Diligence
Business model: 2.5% fee per advanced invoice.

## 4. Industry-Specific Insights
Take rate of 2.5% compares well with peers.

## 5. Strengths and Weaknesses
### Strengths
- Fourfold growth in monthly volume over the last year
- Low default rate of 0.4% on advanced invoices
### Weaknesses
- Heavy dependence on a single funding partner for the loan book

## 6. Risks & Uncertainties
- Credit losses could rise sharply in a recession
- Licensing requirements differ in Germany
Follow-up questions:
1. What is your default rate by client size?
2. How long is your funding partner committed?

## 7. Contextualization
Nordic fintech funding fell 30% in 2024.

## 8. Recommendation
Proceed to diligence on the loan book and the funding agreement.
`;

describe('parseDeepAnalysis', () => {
  const parsed = parseDeepAnalysis(MARKDOWN_REPORT);

  it('strips the leading report title', () => {
    expect(parsed.title).toBe('Deep Analysis Report: Nordpay');
    expect(parsed.executiveSummaryText).not.toContain('Deep Analysis Report');
  });

  it('splits the report into the DeepAnalysis sections by heading keywords', () => {
    expect(parsed.executiveSummaryText).toBe(
      'Nordpay offers invoice advances to Nordic freelancers. Tier 2: Worth Closer Look. Initial verdict: Promising.',
    );
    expect(parsed.holisticDiligenceText).toBe('Business model: 2.5% fee per advanced invoice.');
    expect(parsed.industrySpecificInsightsText).toBe('Take rate of 2.5% compares well with peers.');
    expect(parsed.contextualizationText).toBe('Nordic fintech funding fell 30% in 2024.');
    expect(parsed.recommendationText).toBe('Proceed to diligence on the loan book and the funding agreement.');
  });

  it('keeps sub-headings and labels such as "### Team" and "Strengths:" inside their section', () => {
    expect(parsed.criticalAnalysisText).toContain('### Team\nStrengths: Founders built lending products at Klarna.');
    expect(parsed.criticalAnalysisText).toContain('### Market');
  });

  it('keeps "Strengths" and "Weaknesses" labelled inside strengthsWeaknessesText', () => {
    expect(parsed.strengthsWeaknessesText).toBe(
      [
        'Strengths',
        '- Fourfold growth in monthly volume over the last year',
        '- Low default rate of 0.4% on advanced invoices',
        '',
        'Weaknesses',
        '- Heavy dependence on a single funding partner for the loan book',
      ].join('\n'),
    );
  });

  it('keeps the follow-up questions in the risks text and lists them', () => {
    expect(parsed.risksUncertaintiesText).toContain('- Licensing requirements differ in Germany');
    expect(parsed.risksUncertaintiesText).toContain('Follow-up questions\n1. What is your default rate by client size?');
    expect(parsed.parsedFollowUpQuestions).toEqual([
      'What is your default rate by client size?',
      'How long is your funding partner committed?',
    ]);
  });

  it('reads the tier, the initial verdict and the stated confidences', () => {
    expect(parsed.tier).toBe(2);
    expect(parsed.verdict).toBe('Promising');
    expect(parsed.confidence).toEqual({ executiveSummaryText: 'High', criticalAnalysisText: 'Medium' });
  });

  it('reads numbered headings without markdown', () => {
    const result = parseDeepAnalysis(
      '1. Executive Summary\nNordpay advances invoices.\n\n2. Critical Analysis\nThe team is experienced.\n\n3. Risks and Uncertainties\nFunding concentration.\nWhat happens if the partner leaves?',
    );
    expect(result.executiveSummaryText).toBe('Nordpay advances invoices.');
    expect(result.criticalAnalysisText).toBe('The team is experienced.');
    expect(result.parsedFollowUpQuestions).toEqual(['What happens if the partner leaves?']);
  });

  it('reads bold, inline-bold and UPPERCASE headings, case-insensitively', () => {
    const result = parseDeepAnalysis(
      [
        'DEEP ANALYSIS: NORDPAY',
        '',
        '**Executive Summary:** Nordpay offers invoice advances.',
        '',
        'CRITICAL ANALYSIS',
        'The team is strong.',
        '',
        '**red flags**',
        '- Single funding partner for the whole loan book',
        '- Why is churn rising among agencies?',
        '',
        '__Strengths & Positives__',
        '- Strong growth in monthly volume',
      ].join('\n'),
    );
    expect(result.title).toBe('DEEP ANALYSIS: NORDPAY');
    expect(result.executiveSummaryText).toBe('Nordpay offers invoice advances.');
    expect(result.criticalAnalysisText).toBe('The team is strong.');
    expect(result.redFlagsText).toBe('- Single funding partner for the whole loan book\n- Why is churn rising among agencies?');
    expect(result.strengthsText).toBe('- Strong growth in monthly volume');
    expect(result.parsedFollowUpQuestions).toEqual(['Why is churn rising among agencies?']);
  });

  it('shows a report without known headings whole as the summary', () => {
    const text = 'Nordpay looks promising but depends on one funding partner.';
    expect(parseDeepAnalysis(text).executiveSummaryText).toBe(text);
    expect(parseDeepAnalysis('').executiveSummaryText).toBe('');
  });

  it('reads a tier only where it is stated as one', () => {
    expect(parseDeepAnalysis('Investment Tier: 1').tier).toBe(1);
    expect(parseDeepAnalysis('Tier 4 (Pass)').tier).toBe(4);
    expect(parseDeepAnalysis('Expansion to tier 1 cities first.').tier).toBeNull();
  });

  it('does not treat a numbered sentence as a heading', () => {
    const result = parseDeepAnalysis('## Critical Analysis\n1. Risks are moderate overall.\n2. Team is strong.');
    expect(result.criticalAnalysisText).toBe('1. Risks are moderate overall.\n2. Team is strong.');
    expect(result.risksUncertaintiesText).toBe('');
  });
});

describe('deepDiveSubTabs', () => {
  it('returns the tabs that have content, with bullets for red flags and strengths', () => {
    const tabs = deepDiveSubTabs(MARKDOWN_REPORT);
    expect(tabs.map((tab) => tab.title)).toEqual([
      'Executive Summary',
      'Industry Insights',
      'Red Flags & Concerns',
      'Strengths & Positives',
      'Recommendation',
    ]);
    expect(tabs.find((tab) => tab.id === 'red-flags')?.bullets).toEqual([
      'Heavy dependence on a single funding partner for the loan book',
      'Credit losses could rise sharply in a recession',
      'Licensing requirements differ in Germany',
    ]);
    expect(tabs.find((tab) => tab.id === 'strengths')?.bullets).toEqual([
      'Fourfold growth in monthly volume over the last year',
      'Low default rate of 0.4% on advanced invoices',
    ]);
  });

  it('takes the list items of a listed section as its bullets, never a confidence label or the prose around them', () => {
    const tabs = deepDiveSubTabs(
      [
        '## Red Flags & Concerns',
        'Each flag names the check that raised it.',
        '- SAM is larger than TAM (slide 4)',
        '',
        '## Risks',
        'Confidence: High',
        '- Regulatory exposure in two markets',
        '',
        '## Strengths',
        'The deck shows the following strengths with evidence.',
        '- Paying customers in three countries',
      ].join('\n'),
    );
    expect(tabs.find((tab) => tab.id === 'red-flags')?.bullets).toEqual(['SAM is larger than TAM (slide 4)', 'Regulatory exposure in two markets']);
    expect(tabs.find((tab) => tab.id === 'strengths')?.bullets).toEqual(['Paying customers in three countries']);
  });

  it('drops a confidence label from a section written as prose', () => {
    const tabs = deepDiveSubTabs('## Risks\nConfidence: Medium\nCredit losses could rise sharply in a recession.');
    expect(tabs.find((tab) => tab.id === 'red-flags')?.bullets).toEqual(['Credit losses could rise sharply in a recession.']);
  });

  it('hides empty tabs', () => {
    const tabs = deepDiveSubTabs('## Executive Summary\nNordpay advances invoices to freelancers.');
    expect(tabs.map((tab) => tab.id)).toEqual(['executive-summary']);
  });

  it('fills Recommendation from the tier and verdict when the report has no such section', () => {
    const tabs = deepDiveSubTabs('## Executive Summary\nNordpay advances invoices.', { tier: 3, verdict: 'Needs Work' });
    expect(tabs.find((tab) => tab.id === 'recommendation')?.text).toBe('Tier 3: Borderline\nInitial verdict: Needs Work');
  });

  it('accepts an already parsed analysis', () => {
    expect(deepDiveSubTabs(parseDeepAnalysis(MARKDOWN_REPORT))).toEqual(deepDiveSubTabs(MARKDOWN_REPORT));
  });
});

describe('redFlagsForSmartQuestions', () => {
  it('passes at most 5 red-flag bullets', () => {
    const flags = Array.from({ length: 7 }, (_, i) => `- Red flag number ${i + 1} about the loan book`).join('\n');
    expect(redFlagsForSmartQuestions(`## Red Flags\n${flags}`)).toHaveLength(5);
  });
});

describe('parseStructuredAnalysis', () => {
  it('reads an object, and sections that arrive as JSON text', () => {
    const result = parseStructuredAnalysis({
      teamAnalysis: JSON.stringify({ strengths: 'Ex-Klarna founders', weaknesses: 'No CFO' }),
      marketAnalysis: { size: '€4B', growth: '8%', competitors: ['Fundbox', 'Banks'], trends: 'Embedded finance' },
      executiveSummary: 'Invoice advances for freelancers.',
    });
    expect(result.teamAnalysis).toEqual({ strengths: 'Ex-Klarna founders', weaknesses: 'No CFO' });
    expect(result.marketAnalysis.competitors).toBe('Fundbox\nBanks');
    expect(result.executiveSummary).toBe('Invoice advances for freelancers.');
  });

  it('reads fenced JSON text and snake_case keys', () => {
    const result = parseStructuredAnalysis('```json\n{"financial_analysis": {"burn_rate": "€80k/month"}}\n```');
    expect(result.financialAnalysis.burnRate).toBe('€80k/month');
  });

  it('falls back to empty fields on unreadable input, keeping the text as the raw analysis', () => {
    const result = parseStructuredAnalysis('The model answered in prose.');
    expect(result.teamAnalysis).toEqual({ strengths: '', weaknesses: '' });
    expect(result.riskAssessment).toEqual({ keyRisks: '', mitigationStrategies: '' });
    expect(result.rawAnalysis).toBe('The model answered in prose.');
    expect(parseStructuredAnalysis(null).executiveSummary).toBe('');
  });
});

describe('parseTestShape', () => {
  it('reads the report text into the parser test shape', () => {
    const result = parseTestShape(MARKDOWN_REPORT);
    expect(result.executiveSummary).toContain('Nordpay offers invoice advances');
    expect(result.teamAnalysis).toEqual({
      strengths: 'Founders built lending products at Klarna.',
      weaknesses: 'No dedicated risk officer.',
      confidenceScore: 0.6,
    });
    expect(result.marketAnalysis).toMatchObject({
      size: '12M freelancers in Northern Europe',
      growth: '8% a year',
      competitors: 'Factoring banks, Fundbox',
      confidenceScore: null,
    });
    expect(result.followUpQuestions).toHaveLength(2);
  });

  it('reads JSON input field by field', () => {
    const result = parseTestShape(
      JSON.stringify({
        executiveSummary: 'Summary',
        teamAnalysis: { strengths: 'Strong', weaknesses: 'Small', confidenceScore: 0.8 },
        followUpQuestions: ['What is churn?'],
      }),
    );
    expect(result.teamAnalysis).toEqual({ strengths: 'Strong', weaknesses: 'Small', confidenceScore: 0.8 });
    expect(result.financialAnalysis).toEqual({ burnRate: '', margins: '', confidenceScore: null });
    expect(result.followUpQuestions).toEqual(['What is churn?']);
  });
});
