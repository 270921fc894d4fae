import { parseDeepAnalysis } from '@pitchscope/domain/deep-analysis-parser';
import { describe, expect, it } from 'vitest';
import { buildDeepResearch } from './deep-research.ts';
import { deck, forAnalysis, LUMORA, QUIETLY } from './test-fixtures.ts';

const NOW = new Date('2026-03-15T00:00:00Z');

describe('buildDeepResearch', () => {
  const result = buildDeepResearch(forAnalysis(LUMORA), { now: NOW });
  const report = result.report;

  it('has every section of the report format', () => {
    for (const heading of [
      '## Executive Summary',
      '## Critical Analysis',
      '### Team',
      '### Market',
      '### Product',
      '## Holistic Due Diligence',
      '### Business Model',
      '### Financials',
      '### Traction',
      '### Legal/Regulatory',
      '## Industry-Specific Insights',
      '## Strengths and Weaknesses',
      '## Red Flags & Concerns',
      '## Risks and Uncertainties',
      '### Follow-up Questions',
      '## Contextualization',
      '## Initial Verdict',
    ]) {
      expect(report).toContain(heading);
    }
    expect(report.match(/Confidence: (High|Medium|Low)/g)?.length).toBeGreaterThanOrEqual(8);
  });

  it('is readable by the deep-analysis parser, tier and verdict included', () => {
    const parsed = parseDeepAnalysis(report);
    expect(parsed.executiveSummaryText).toContain('Lumora');
    expect(parsed.criticalAnalysisText).toContain('Maya Chen');
    expect(parsed.tier).toBe(result.tier);
    expect(parsed.verdict).toBe(result.verdict);
    expect(parsed.parsedFollowUpQuestions.length).toBeGreaterThan(0);
    expect(result.followUpQuestions.every((q) => q.endsWith('?'))).toBe(true);
  });

  it('cites slides for its claims', () => {
    expect(report).toMatch(/"120 paying restaurants" \(slide 5\)/);
    expect(report).toMatch(/Maya Chen \(CEO.*\(slide 8\)/);
    const evidenceBullets = report.split('\n').filter((l) => l.startsWith('- "'));
    expect(evidenceBullets.length).toBeGreaterThan(5);
    for (const bullet of evidenceBullets) expect(bullet).toMatch(/\(slides? \d/);
  });

  it('flags stale financial and market data relative to the injected date', () => {
    expect(report).toMatch(/⚠ Stale data: the latest financial figures are dated Q2 2025, \d+ months before 2026-03-15/);
    expect(report).toMatch(/⚠ Stale data: market figures are dated 2023/);
  });

  it('flags financial history that stops before the last calendar year', () => {
    const old = deck('old.pdf', [
      'Brightfarm\nBrightfarm is a platform for greenhouse growers.',
      'Financials\nRevenue 2021: $200K\nRevenue 2022: $350K\nRevenue 2023: $410K',
      'The Ask\nRaising $1M',
    ]);
    const text = buildDeepResearch(forAnalysis(old), { now: new Date('2025-06-01T00:00:00Z') }).report;
    expect(text).toMatch(/⚠ Stale data: financial history runs to 2023 and does not show the last calendar year \(2024\) \(slide 2\)/);
  });

  it('does not flag data that is fresh at the injected date', () => {
    const fresh = buildDeepResearch(forAnalysis(LUMORA), { now: new Date('2025-07-20T00:00:00Z') }).report;
    expect(fresh).not.toMatch(/latest financial figures are dated/);
  });

  it('gives no investment recommendation', () => {
    expect(report).not.toMatch(/\b(we recommend|recommend (investing|an investment)|should invest|invest now|buy|strong buy)\b/i);
    expect(report).not.toMatch(/\binvest\b/i);
  });

  it('scores a complete deck higher than a thin one with a transparent rubric', () => {
    const thin = buildDeepResearch(forAnalysis(QUIETLY), { now: NOW });
    expect(result.tier).toBeLessThan(thin.tier);
    expect(thin.report).toContain('The deck does not cover traction');
    expect(thin.report).toMatch(/Ask clarity: 0\/3/);
    expect(thin.report).toMatch(/round size not stated \(default "\$2M" assumed\)/);
  });

  it('uses the admin industry guidance when given', () => {
    const withIndustry = buildDeepResearch(forAnalysis(LUMORA), {
      now: NOW,
      industry: {
        industry: 'SaaS / Software',
        deepResearch: '',
        specificAnalysis: 'Look at net revenue retention.',
        specificSections: '',
        specificMetrics: 'MRR growth; Gross margin; Net revenue retention',
        specificFocus: '',
      },
    }).report;
    expect(withIndustry).toMatch(/- Gross margin: addressed \(slide 6\)/);
    expect(withIndustry).toMatch(/- Net revenue retention: (addressed|The deck does not cover this)/);
  });
});
