import { describe, expect, it } from 'vitest';
import { composeDetailedAnalysis } from './detailed-analysis.ts';
import { extractMetadata } from './metadata.ts';
import { LUMORA } from './test-fixtures.ts';

describe('composeDetailedAnalysis', () => {
  const m = extractMetadata(LUMORA);
  const detailed = composeDetailedAnalysis(m, { found: ['problem', 'team'], missing: ['competition'] });

  it('does not repeat the executive summary', () => {
    for (const sentence of m.executiveSummary.split(/(?<=\))\s+/)) {
      expect(detailed).not.toContain(sentence.replace(/\s*\(slides? [\d, ]+\)$/, ''));
    }
  });

  it('gives each fact with where it comes from', () => {
    expect(detailed).toContain('- Stage: Seed (stated, slide 10)');
    expect(detailed).toContain('- Round Size: $1.5M (stated, slide 10)');
    expect(detailed).toMatch(/- Industry: .+ \(inferred from slides? [\d, ]+\)/);
    expect(detailed).toContain('**Sections covered**: problem, team.');
    expect(detailed).toContain('**Not covered**: competition.');
  });

  it('says a default was assumed rather than passing it off as the deck’s', () => {
    const quiet = composeDetailedAnalysis(
      {
        ...m,
        stage: 'Pre-Seed',
        fieldSources: { ...m.fieldSources, stage: { status: 'assumed', slides: [] } },
      },
      { found: [], missing: [] },
    );
    expect(quiet).toContain('- Stage: Pre-Seed (assumed: the deck does not state it)');
  });
});
