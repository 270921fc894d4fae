import { describe, expect, it } from 'vitest';
import { buildDataFreshness } from './data-freshness.ts';
import { buildNewsIntelligence } from './news-intelligence.ts';
import { createLocalProvider } from './local.provider.ts';
import { deck, forAnalysis, LUMORA } from './test-fixtures.ts';

describe('buildDataFreshness', () => {
  it('lists each dated data point with its age and status at the injected date', () => {
    const text = buildDataFreshness(forAnalysis(LUMORA), { now: new Date('2025-08-15T00:00:00Z') });
    // The deck has no date and marks none of its periods: aged, but never called actuals.
    expect(text).toContain('| 5 | financial | MRR $18K/month | Q2 2025 | 1 | Fresh (not marked actual or projected) |');
    expect(text).toContain('| 4 | market | SAM $1.2B/year | 2023 | 19 | Stale (not marked actual or projected) |');
    expect(text).toContain('| 9 | financial | Revenue $160K | 2024 | 7 | Stale (not marked actual or projected) |');
    expect(text).toContain('| 9 | financial | Revenue $40K | 2022 | 31 | Stale (not marked actual or projected) |');
    expect(text).toContain('## Summary');
    expect(text).toContain('- 6 figures dated in the past (6 not marked as actual or projected, and the deck gives no date of its own): 2 fresh, 4 stale; 0 projections.');
    expect(text).not.toContain('dated actual figure');
    expect(text).toContain('- Stale data: the newest market figure, SAM $1.2B/year (2023), is 19 months old');
  });

  it('reads the dates the ledger reads ("Sept. 2014"), judges actuals by the spec\'s windows and lists projections apart', () => {
    const old = deck('old.pdf', [
      'Harbourline\nHarbourline books berths for small boats.',
      'Traction\nSept. 2014: 1,200 customers\nRevenue 2014: $85K',
      'Plan\nRevenue 2016E: $900K\nRevenue 2017E: $2.4M',
    ]);
    const text = buildDataFreshness(forAnalysis(old), { now: new Date('2015-03-01T00:00:00Z') });
    expect(text).not.toMatch(/carries a date|no dated/i);
    expect(text).toMatch(/\| 2 \| financial \| Customers 1\.2K \| Sept\. 2014 \| 5 \| Stale \|/);
    expect(text).toContain('| 2 | financial | Revenue $85K | 2014 | 2 | Fresh |');
    expect(text).toContain('| 3 | financial | Revenue $2.4M | 2017E | — | Projection |');
    expect(text).toContain('- 2 dated actual figures: 1 fresh, 1 stale; 2 projections.');
    // The newest financial figure (2014, two months old) is within the 3-month window.
    expect(text).toContain('- Overall: Fresh.');
  });
});

describe('buildNewsIntelligence', () => {
  it('says plainly that no news was searched, lists claims and numbers to verify, and gives no configuration advice', () => {
    const text = buildNewsIntelligence(forAnalysis(LUMORA), { now: new Date('2025-08-15T00:00:00Z') });
    expect(text).toMatch(/^No news was searched: this analysis reads the deck only/m);
    expect(text).not.toMatch(/GEMINI|OPENAI|configure|API key/i);
    expect(text).toMatch(/## 🧾 Numbers Claimed\n\n- Customers 120 \(slide 5\)/);
    expect(text).toMatch(/"Pilot with a 40-location franchise group" \(slide 5\)/);
    expect(text).toContain('## 💡 What to Verify');
  });
});

describe('buildNewsIntelligence: boilerplate', () => {
  it('does not list a legal disclaimer as a claim to verify', () => {
    const d = deck('d.pdf', [
      'Corvane\nCorvane schedules cleaning crews for offices.',
      'Traction\nSigned partnership with a national facilities group',
      'Disclaimer\nThis deck contains forward-looking statements subject to changes in regulations and licensing rules.',
    ]);
    const text = buildNewsIntelligence(forAnalysis(d), { now: new Date('2025-08-15T00:00:00Z') });
    expect(text).toMatch(/"Signed partnership with a national facilities group" \(slide 2\)/);
    expect(text).not.toMatch(/forward-looking/);
  });
});

describe('createLocalProvider', () => {
  const provider = createLocalProvider();
  it('names itself and leaves investor fit to the domain rules', async () => {
    expect(provider.name).toBe('local');
    expect(provider.model).toBe('pitchscope-local-1');
    expect(await provider.investorFit(forAnalysis(LUMORA), {} as never, { now: new Date() })).toBeNull();
  });
  it('answers free prompts honestly and extractively', async () => {
    const reply = await provider.generateContent(
      { prompt: '--- Slide 1 ---\nLumora reads supplier invoices and reconciles them with bank transactions.' },
      { now: new Date() },
    );
    expect(reply).toMatch(/local engine/);
    expect(reply).toContain('Lumora reads supplier invoices and reconciles them with bank transactions.');
  });
});
