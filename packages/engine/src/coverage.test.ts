import { describe, expect, it } from 'vitest';
import { buildDeepResearch } from './deep-research.ts';
import { buildFindings, deckCoverage } from './findings.ts';
import { extractMetadata } from './metadata.ts';
import { deck, forAnalysis, LUMORA, QUIETLY } from './test-fixtures.ts';

const NOW = new Date('2026-03-15T00:00:00Z');

/** A deck whose solution is shown as a product slide ("How it works"), with no slide headed "Solution". */
const PRODUCT_ONLY = deck('tidewater.pdf', [
  'Tidewater\nFlood alerts for coastal homes',
  'The problem\nHomeowners learn about a flood when the water is already inside.',
  'How it works\nA sensor in the basement sends an alert to the phone an hour before water arrives.',
  'Team\nAda Moss, CEO\nLeo Park, CTO',
]);

describe('deckCoverage: one section map for the initial analysis and the deep report', () => {
  it.each([
    ['a full deck', LUMORA],
    ['a deck without a funding ask', QUIETLY],
    ['a deck whose solution is a product slide', PRODUCT_ONLY],
  ])('covers the same sections on the same slides as the deep report, for %s', (_, d) => {
    const metadata = extractMetadata(d);
    const initial = deckCoverage({ ...metadata, pages: d.pages }, NOW);
    const deep = buildFindings(forAnalysis(d), NOW);
    expect(initial.covered).toEqual(deep.covered);
    expect(initial.coveredSlides).toEqual(deep.coveredSlides);
  });

  it('counts a product slide as the solution, as the deep report cites it', () => {
    const initial = deckCoverage({ ...extractMetadata(PRODUCT_ONLY), pages: PRODUCT_ONLY.pages }, NOW);
    expect(initial.covered.solution).toBe(true);
    expect(initial.coveredSlides.solution).toEqual([3]);
    expect(buildDeepResearch(forAnalysis(PRODUCT_ONLY), { now: NOW }).report).toMatch(/Core sections covered: [^\n]*solution \(slide 3\)/);
  });
});
