import { describe, expect, it } from 'vitest';
import { LOCATION_FEATURES, type LocationFeature, type LocationFeatures } from './location-candidates.ts';
import {
  fitLocationWeights,
  fitThreshold,
  LOCATION_PRIOR,
  scoreLocationCandidate,
  type LocationModel,
} from './location-scorer.ts';

function features(on: Partial<LocationFeatures> = {}): LocationFeatures {
  return { ...(Object.fromEntries(LOCATION_FEATURES.map((name) => [name, 0])) as LocationFeatures), ...on };
}

function model(
  intercept: number,
  weights: Partial<Record<LocationFeature, number>>,
): Omit<LocationModel, 'threshold'> {
  return { intercept, weights: { ...features(), ...weights } };
}

describe('scoreLocationCandidate', () => {
  it('is the logistic of the intercept plus each weight times its feature', () => {
    const m = model(-2, { hqPhrase: 3, marketWords: -1, slideCount: 0.5 });
    const z = -2 + 3 * 1 + 0.5 * 2;
    expect(scoreLocationCandidate(features({ hqPhrase: 1, slideCount: 2 }), m)).toBeCloseTo(
      1 / (1 + Math.exp(-z)),
    );
    expect(scoreLocationCandidate(features(), m)).toBeCloseTo(1 / (1 + Math.exp(2)));
  });
});

describe('fitLocationWeights', () => {
  // Candidates with an HQ phrase are the location; those in a market sentence are not.
  const rows = [
    ...Array.from({ length: 6 }, () => features({ hqPhrase: 1 })),
    ...Array.from({ length: 6 }, () => features({ marketWords: 1 })),
    ...Array.from({ length: 6 }, () => features({ cover: 1 })),
  ];
  const labels = [...rows.slice(0, 6).map(() => true), ...rows.slice(6).map(() => false)];

  it('gives a feature that marks the location a positive weight and one that marks markets a negative one', () => {
    const fitted = fitLocationWeights(rows, labels, { l2: 0.001 });
    expect(fitted.weights.hqPhrase).toBeGreaterThan(1);
    expect(fitted.weights.marketWords).toBeLessThan(0);
    expect(scoreLocationCandidate(features({ hqPhrase: 1 }), fitted)).toBeGreaterThan(0.8);
    expect(scoreLocationCandidate(features({ marketWords: 1 }), fitted)).toBeLessThan(0.2);
  });

  it('is deterministic: the same rows give the same weights', () => {
    expect(fitLocationWeights(rows, labels, { l2: 0.01 })).toEqual(
      fitLocationWeights(rows, labels, { l2: 0.01 }),
    );
  });

  it('keeps a weight on the side its meaning allows, even when the data pull the other way', () => {
    // Here the cover candidates are never the location; the cover may not count against a place.
    const fitted = fitLocationWeights(rows, labels, { l2: 0.001, directions: { cover: 1 } });
    expect(fitted.weights.cover).toBe(0);
    expect(fitLocationWeights(rows, labels, { l2: 0.001 }).weights.cover).toBeLessThan(0);
  });

  it('leaves a feature no row carries at its prior weight', () => {
    const fitted = fitLocationWeights(rows, labels, { l2: 0.1, prior: LOCATION_PRIOR });
    expect(fitted.weights.registration).toBeCloseTo(LOCATION_PRIOR.weights.registration, 6);
    expect(fitLocationWeights(rows, labels, { l2: 0.1 }).weights.registration).toBe(0);
  });

  it('refuses rows without one label each', () => {
    expect(() => fitLocationWeights(rows, labels.slice(1), { l2: 0.1 })).toThrow(/one label per row/);
  });
});

describe('fitThreshold', () => {
  it('cuts between the decks read right and the silent decks', () => {
    const threshold = fitThreshold([
      { probability: 0.9, bestIsRight: true, stated: true },
      { probability: 0.7, bestIsRight: true, stated: true },
      { probability: 0.4, bestIsRight: false, stated: false },
      { probability: 0.2, bestIsRight: false, stated: false },
    ]);
    expect(threshold).toBeGreaterThan(0.4);
    expect(threshold).toBeLessThanOrEqual(0.7);
  });

  it('says "not stated" for every deck when no candidate was ever right', () => {
    const threshold = fitThreshold([
      { probability: 0.6, bestIsRight: false, stated: false },
      { probability: 0.3, bestIsRight: false, stated: true },
    ]);
    expect(threshold).toBeGreaterThan(0.6);
  });
});
