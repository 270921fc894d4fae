import { describe, expect, it } from 'vitest';
import { FACT_CONFIDENCE_THRESHOLD, FACT_EVIDENCE_MAX_LENGTH } from '@pitchscope/domain/constants';
import { needsCheck } from '@pitchscope/domain/field-sources';
import { builtInEngineWeights } from './learned/engine-weights.ts';
import { CALIBRATED_FIELDS, FACT_CONFIDENCE_PRIOR, FACT_FEATURE_NAMES, type FactCalibration } from './learned/fact-calibration.ts';
import {
  WEAK_GROUND_CONFIDENCE,
  quoteAmountEvidence,
  quoteEvidence,
  scoreFactConfidence,
  type FactFeatures,
} from './fact-confidence.ts';
import { readSlides } from './finder-test-helpers.ts';
import { findGeography } from './location-finder.ts';
import { extractMetadata } from './metadata.ts';
import { deck, LUMORA } from './test-fixtures.ts';

const plain: FactFeatures = {
  slidesStating: 1,
  onCover: false,
  onDedicatedSlide: false,
  agreement: 0,
  inferred: false,
  noSlide: false,
};

describe('scoreFactConfidence', () => {
  it('is less sure of a value its finder nearly chose otherwise, that rests on few cues, that rivals together outweigh, or that it read off slides about others', () => {
    const clear = scoreFactConfidence({ ...plain, onDedicatedSlide: true });
    // A runner-up half as strong, or weaker, leaves the reading clear.
    expect(scoreFactConfidence({ ...plain, onDedicatedSlide: true, doubt: { runnerUpShare: 0.5, thinSupport: 0, aboutOthers: 0 } })).toBe(clear);
    for (const doubt of [
      { runnerUpShare: 0.95, thinSupport: 0, aboutOthers: 0 },
      { runnerUpShare: 0, thinSupport: 1, aboutOthers: 0 },
      { runnerUpShare: 0, thinSupport: 0, aboutOthers: 1 },
      { runnerUpShare: 0, thinSupport: 0, aboutOthers: 0, scatter: 1 },
    ])
      expect(scoreFactConfidence({ ...plain, onDedicatedSlide: true, doubt })).toBeLessThan(clear);
  });

  it('is confident of a fact stated once on the slide made for it, not of one stated once elsewhere', () => {
    expect(scoreFactConfidence({ ...plain, onDedicatedSlide: true })).toBeGreaterThanOrEqual(FACT_CONFIDENCE_THRESHOLD);
    expect(scoreFactConfidence(plain)).toBeLessThan(FACT_CONFIDENCE_THRESHOLD);
  });

  it('grows with each slide that states the fact and with a second finder agreeing; falls when one contradicts', () => {
    const once = scoreFactConfidence(plain);
    const thrice = scoreFactConfidence({ ...plain, slidesStating: 3 });
    expect(thrice).toBeGreaterThan(once);
    expect(scoreFactConfidence({ ...plain, slidesStating: 9 })).toBe(scoreFactConfidence({ ...plain, slidesStating: 4 }));
    expect(scoreFactConfidence({ ...plain, agreement: 1 })).toBeGreaterThan(once);
    expect(scoreFactConfidence({ ...plain, agreement: -1 })).toBeLessThan(once);
  });

  it('is sure of a place the cover names once, though the finder inferred it', () => {
    expect(scoreFactConfidence({ ...plain, onCover: true, inferred: true })).toBeGreaterThanOrEqual(FACT_CONFIDENCE_THRESHOLD);
  });

  it('is far from sure of a value from outside the pages (the file name), inferred and cited nowhere', () => {
    expect(scoreFactConfidence({ ...plain, slidesStating: 0, inferred: true, noSlide: true })).toBeLessThan(0.2);
  });

  it('takes other weights, as a refit would give them, without changing the features', () => {
    const trustAll = { ...FACT_CONFIDENCE_PRIOR, intercept: 8 };
    expect(scoreFactConfidence(plain, trustAll)).toBeGreaterThan(0.99);
    const zero = { intercept: 0, weights: Object.fromEntries(FACT_FEATURE_NAMES.map((name) => [name, 0])) as typeof trustAll.weights };
    expect(scoreFactConfidence({ ...plain, onCover: true, agreement: 1 }, zero)).toBe(0.5);
  });

  it('weighs a finder’s own probability: a scorer sure of its value lifts the fact, one unsure lowers it', () => {
    const alone = scoreFactConfidence(plain);
    expect(scoreFactConfidence({ ...plain, finderProbability: 0.95 })).toBeGreaterThan(alone);
    expect(scoreFactConfidence({ ...plain, finderProbability: 0.2 })).toBeLessThan(alone);
    expect(scoreFactConfidence({ ...plain, finderProbability: 0.5 })).toBe(alone);
  });
});

describe('confidence on the facts the local engine reads', () => {
  it('is sure of a complete deck’s facts, each with the deck’s words and slide', () => {
    const { fieldSources } = extractMetadata(LUMORA);
    for (const field of ['companyName', 'stage', 'roundSize', 'website'] as const) {
      expect(needsCheck(fieldSources[field]), field).toBe(false);
    }
    // The name is on the cover and is the deck's web domain: two finders agree.
    expect(fieldSources.companyName?.confidence).toBeGreaterThan(0.9);
    expect(fieldSources.stage?.evidence).toEqual({ quote: 'We are raising a $1.5M Seed round', slide: 10 });
    // Summaries are the engine's own writing over many slides, not a fact read somewhere: no confidence.
    expect(fieldSources.executiveSummary?.confidence).toBeUndefined();
  });

  it('is less sure of a stage read once from a roadmap line than of one on the ask slide, quoting it', () => {
    const slides = (stageLine: string, onAsk: boolean) => [
      'Northwind\nCold-chain sensors for pharmacies\nnorthwind.io',
      'Problem\nPharmacies lose 4% of vaccines to temperature breaks.',
      'Solution\nNorthwind clips a sensor to every fridge and alerts staff.',
      'Traction\n40 pharmacies pay monthly.',
      'Team\nAna Costa, CEO\nRui Lopes, CTO',
      onAsk ? `The Ask\n${stageLine}` : `Roadmap\n${stageLine}`,
      'Contact\nana@northwind.io',
    ];
    const roadmap = extractMetadata(deck('northwind.pdf', slides('2027: next step, a seed round once we reach 100 pharmacies', false)));
    const ask = extractMetadata(deck('northwind.pdf', slides('We are raising a seed round to reach 100 pharmacies', true)));
    expect(roadmap.stage).toBe('Seed');
    expect(roadmap.fieldSources.stage?.confidence).toBeLessThan(ask.fieldSources.stage!.confidence!);
    expect(roadmap.fieldSources.stage?.evidence).toEqual({
      quote: '2027: next step, a seed round once we reach 100 pharmacies',
      slide: 6,
    });
    // A stage written only on the roadmap is a plan for later: a Check, whatever the fitted weights say.
    expect(roadmap.fieldSources.stage?.confidence).toBeLessThanOrEqual(WEAK_GROUND_CONFIDENCE);
    expect(WEAK_GROUND_CONFIDENCE).toBeLessThan(FACT_CONFIDENCE_THRESHOLD);
    expect(needsCheck(roadmap.fieldSources.stage)).toBe(true);
    expect(needsCheck(ask.fieldSources.stage)).toBe(false);
    const prior = Object.fromEntries(CALIBRATED_FIELDS.map((field) => [field, FACT_CONFIDENCE_PRIOR])) as FactCalibration;
    const underPrior = extractMetadata(deck('northwind.pdf', slides('2027: next step, a seed round once we reach 100 pharmacies', false)), {
      ...builtInEngineWeights(),
      factConfidence: prior,
    });
    expect(needsCheck(underPrior.fieldSources.stage)).toBe(true);
    expect(needsCheck(roadmap.fieldSources.companyName)).toBe(false);
  });

  it('weighs the location scorer’s fitted probability as the calibration says, with the line the scorer read', () => {
    const { slides, sections } = readSlides(LUMORA.pages.map((page) => page.text));
    const found = findGeography(slides, sections, 'Lumora');
    const onlyTheScorer = {
      intercept: 0,
      weights: { ...Object.fromEntries(FACT_FEATURE_NAMES.map((name) => [name, 0])), finderLogOdds: 1 } as typeof FACT_CONFIDENCE_PRIOR.weights,
    };
    const weights = builtInEngineWeights();
    const { fieldSources } = extractMetadata(LUMORA, { ...weights, factConfidence: { ...weights.factConfidence, geography: onlyTheScorer } });
    expect(fieldSources.geography?.confidence).toBeCloseTo(Math.min(0.98, found.confidence), 3);
    expect(fieldSources.geography?.evidence?.slide).toBe(found.evidenceSlide);
    expect(fieldSources.geography?.evidence?.quote).toMatch(/Austin/);
  });

  it('marks Check a company name taken from the file name', () => {
    const m = extractMetadata(
      deck('acme_robotics_pitch_deck.pdf', ['Problem\nWarehouses cannot hire enough pickers.', 'Team\nSam Ortiz, CEO']),
    );
    expect(m.companyName).toBe('Acme Robotics');
    expect(needsCheck(m.fieldSources.companyName)).toBe(true);
    expect(m.fieldSources.companyName?.evidence).toBeUndefined();
    // A refit on a library whose uploaders name files well may learn that file names are right: the name
    // is still not the deck's words, so it stays a Check whatever the weights say.
    const trusting = { intercept: 4, weights: { ...FACT_CONFIDENCE_PRIOR.weights, noSlide: 0, inferred: 0 } };
    const refit = Object.fromEntries(CALIBRATED_FIELDS.map((field) => [field, trusting])) as FactCalibration;
    const underRefit = extractMetadata(
      deck('acme_robotics_pitch_deck.pdf', ['Problem\nWarehouses cannot hire enough pickers.', 'Team\nSam Ortiz, CEO']),
      { ...builtInEngineWeights(), factConfidence: refit },
    );
    expect(underRefit.fieldSources.companyName?.confidence).toBe(WEAK_GROUND_CONFIDENCE);
    expect(needsCheck(underRefit.fieldSources.companyName)).toBe(true);
  });

  it('is less sure of a stage whose round is far from that stage’s usual size', () => {
    const ask = (line: string) =>
      extractMetadata(deck('orbit.pdf', ['Orbit\norbit.io', 'Problem\nSatellites are costly.', `The Ask\n${line}`])).fieldSources
        .stage?.confidence ?? 0;
    expect(ask('Raising $2M Seed round')).toBeGreaterThan(ask('Raising $90M Seed round'));
  });
});

describe('quoteEvidence', () => {
  const { slides } = readSlides([
    'Acme\nWe build robots',
    `Funding\nSeries A talks in 2026\n${'Our plan: '.repeat(30)}we are raising a Series C of $40M to expand ${'and grow '.repeat(20)}`,
  ]);

  it('quotes the line that writes the whole value, not one sharing a word of it', () => {
    const evidence = quoteEvidence(slides, 'Series C', [2]);
    expect(evidence?.slide).toBe(2);
    expect(evidence?.quote).toContain('Series C');
    expect(evidence?.quote.length).toBeLessThanOrEqual(FACT_EVIDENCE_MAX_LENGTH + 2);
    expect(evidence?.quote.startsWith('…')).toBe(true);
  });

  it('quotes nothing when no line of the cited slides states the value', () => {
    expect(quoteEvidence(slides, 'Series B', [2])).toBeNull();
    expect(quoteEvidence(slides, 'Acme', [2])).toBeNull();
    expect(quoteEvidence(slides, 'Acme', [1])).toEqual({ quote: 'Acme', slide: 1 });
  });
});

describe('quoteAmountEvidence', () => {
  const { slides } = readSlides(['Acme\nWe build robots', 'The ask\nWe need 20,000 euros for the device.\nTotal Required Investment is 50,000 euros.', 'Raise\n$2M – $5M']);

  it('finds the line that writes a round the deck’s own way, read as an amount', () => {
    expect(quoteAmountEvidence(slides, '€50K', [2])).toEqual({ quote: 'Total Required Investment is 50,000 euros.', slide: 2 });
    expect(quoteAmountEvidence(slides, '$2–5M', [3])).toEqual({ quote: '$2M – $5M', slide: 3 });
  });

  it('quotes nothing when no line of the cited slides writes that amount', () => {
    expect(quoteAmountEvidence(slides, '€30K', [2])).toBeNull();
    expect(quoteAmountEvidence(slides, '€50K', [3])).toBeNull();
  });
});
