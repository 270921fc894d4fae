import { describe, expect, it } from 'vitest';
import { COMPANY_FEATURES, type CompanyCandidate, type CompanyFeatures } from './company-features.ts';
import {
  COMPANY_PRIOR,
  fitCompanyThreshold,
  rankCompanyCandidates,
  scoreCompanyCandidate,
  type CompanyWeights,
} from './company-scorer.ts';
import { fitNamedLogistic } from './learned/named-logistic.ts';

function features(on: Partial<CompanyFeatures> = {}): CompanyFeatures {
  return { ...(Object.fromEntries(COMPANY_FEATURES.map((name) => [name, 0])) as CompanyFeatures), ...on };
}

function weights(intercept: number, on: Partial<CompanyFeatures>): CompanyWeights {
  return { intercept, weights: features(on) };
}

const candidate = (name: string, evidenceSlide: number, on: Partial<CompanyFeatures>): CompanyCandidate => ({
  key: name.toLowerCase(),
  name,
  slides: [evidenceSlide],
  evidenceSlide,
  features: features(on),
});

describe('scoreCompanyCandidate', () => {
  it('is the logistic of the intercept plus each weight times its feature', () => {
    const model = weights(-3, { webDomain: 2.5, othersSlide: -2, slideCount: 0.5 });
    const z = -3 + 2.5 + 0.5 * 2;
    expect(scoreCompanyCandidate(features({ webDomain: 1, slideCount: 2 }), model)).toBeCloseTo(
      1 / (1 + Math.exp(-z)),
    );
  });

  it('by the prior weights, ranks the deck’s own domain-agreeing name above a rival on a competition slide', () => {
    const ranked = rankCompanyCandidates(
      [
        candidate('Rival', 2, { repeated: 1, othersSlide: 1, slideShare: 0.3, slideCount: 1.6 }),
        candidate('Lumora', 1, { cover: 1, webDomain: 1, emailDomain: 1, slideShare: 0.4, slideCount: 1.6 }),
      ],
      COMPANY_PRIOR,
    );
    expect(ranked.map((r) => r.candidate.name)).toEqual(['Lumora', 'Rival']);
    expect(ranked[0].probability).toBeGreaterThan(0.5);
    expect(ranked[1].probability).toBeLessThan(0.1);
  });
});

describe('fitting the company weights', () => {
  it('moves a weight the data contradicts away from its prior, within the side its meaning allows', () => {
    // Names on the cover are right; names in lists are wrong; the prior gives the cover a small weight.
    const rows = [
      ...Array.from({ length: 20 }, () => features({ cover: 1 })),
      ...Array.from({ length: 20 }, () => features({ inList: 1 })),
    ];
    const labels = rows.map((_, i) => i < 20);
    const prior = weights(-2, { cover: 0.1, inList: 0 });
    const fitted = fitNamedLogistic(COMPANY_FEATURES, rows, labels, {
      l2: 0.01,
      prior,
      directions: { inList: -1 },
    });
    expect(fitted.weights.cover).toBeGreaterThan(1);
    expect(fitted.weights.inList).toBeLessThanOrEqual(0);
    // A feature no row carries keeps its prior weight.
    expect(fitted.weights.legalForm).toBe(0);
  });
});

describe('fitCompanyThreshold', () => {
  it('reports the names above the cut and withholds the wrong ones below it', () => {
    const threshold = fitCompanyThreshold([
      { probability: 0.9, rightIfReported: true, rightIfWithheld: false },
      { probability: 0.7, rightIfReported: true, rightIfWithheld: false },
      { probability: 0.3, rightIfReported: false, rightIfWithheld: true },
      { probability: 0.2, rightIfReported: false, rightIfWithheld: false },
    ]);
    expect(threshold).toBeGreaterThan(0.3);
    expect(threshold).toBeLessThan(0.7);
  });

  it('counts an invented name worse than a missing one', () => {
    // Below 0.5 the best names are wrong and nothing would be right instead: counting right answers
    // only, any cut under 0.5 ties; counting a wrong claim against, only cuts above 0.3 are best.
    const threshold = fitCompanyThreshold([
      { probability: 0.9, rightIfReported: true, rightIfWithheld: false },
      { probability: 0.5, rightIfReported: true, rightIfWithheld: false },
      { probability: 0.3, rightIfReported: false, rightIfWithheld: false },
      { probability: 0.2, rightIfReported: false, rightIfWithheld: false },
    ]);
    expect(threshold).toBeGreaterThan(0.3);
    expect(threshold).toBeLessThan(0.5);
  });
});
