import { describe, expect, it } from 'vitest';
import { buildDataFreshness } from './data-freshness.ts';
import { buildNewsIntelligence } from './news-intelligence.ts';
import { createLocalProvider } from './local.provider.ts';
import { forAnalysis, LUMORA } from './test-fixtures.ts';

describe('buildDataFreshness', () => {
  it('lists each dated data point with its age and status at the injected date', () => {
    const text = buildDataFreshness(forAnalysis(LUMORA), { now: new Date('2025-08-15T00:00:00Z') });
    expect(text).toMatch(/\| 5 \| financial \| \$18K MRR in Q2 2025.* \| Q2 2025 \| 2 \| Fresh \|/);
    expect(text).toMatch(/\| 4 \| market \| .*\(2023\)\. \| 2023 \| 20 \| Stale \|/);
    expect(text).toMatch(/\| 9 \| financial \| Revenue 2024: \$160K \| 2024 \| 8 \| Stale \|/);
    expect(text).toMatch(/\| 9 \| financial \| Revenue 2022: \$40K \| 2022 \| 32 \| Stale \|/);
    expect(text).toContain('## Summary');
  });
});

describe('buildNewsIntelligence', () => {
  it('says plainly that news needs an online provider and lists claims to verify', () => {
    const text = buildNewsIntelligence(forAnalysis(LUMORA), { now: new Date('2025-08-15T00:00:00Z') });
    expect(text).toMatch(/needs an online provider/);
    expect(text).toContain('GEMINI_API_KEY');
    expect(text).toMatch(/"Pilot with a 40-location franchise group" \(slide 5\)/);
    expect(text).toContain('## 💡 What to Verify');
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
