import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECK_FEATURE_NAMES } from '@pitchscope/engine/deck-features';
import { CALIBRATED_FIELDS } from '@pitchscope/engine/learned/fact-calibration';
import {
  builtInEngineWeights,
  ENGINE_WEIGHTS_VERSION,
  engineWeightsFile,
  EngineWeightsError,
} from '@pitchscope/engine/learned/engine-weights';
import { loadEngineWeights } from './load-engine-weights.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'engine-weights-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function weightsFile(name: string, content: unknown): string {
  const file = path.join(folder, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const valid = () => {
  const n = DECK_FEATURE_NAMES.length;
  return {
    version: ENGINE_WEIGHTS_VERSION,
    fittedAt: '2026-11-27',
    fittedOn: { source: 'corpus/labels.tsv', documents: 10, pitchDecks: 5 },
    isPitchDeck: {
      features: [...DECK_FEATURE_NAMES],
      means: new Array(n).fill(0),
      scales: new Array(n).fill(1),
      coefficients: new Array(n).fill(0.1),
      intercept: -0.2,
      l2: 1,
      threshold: 0.5,
      confidentProbability: 0.8,
    },
    company: structuredClone(builtInEngineWeights().company),
    location: structuredClone(builtInEngineWeights().location),
    factConfidence: engineWeightsFile(builtInEngineWeights()).factConfidence,
  };
};

describe('loadEngineWeights', () => {
  it('loads the built-in weights, fitted for these features', () => {
    const weights = builtInEngineWeights();
    expect(weights.isPitchDeck.features).toEqual([...DECK_FEATURE_NAMES]);
    expect(weights.fittedOn.documents).toBeGreaterThan(100);
  });

  it('loads a valid file named by ENGINE_WEIGHTS', () => {
    const weights = loadEngineWeights(weightsFile('valid.json', valid()));
    expect(weights.isPitchDeck.intercept).toBe(-0.2);
    expect(weights.isPitchDeck.coefficients).toHaveLength(DECK_FEATURE_NAMES.length);
  });

  it('refuses weights fitted for other features, naming them', () => {
    const file = valid();
    file.isPitchDeck.features[0] = 'section.colour';
    const error = captured(() => loadEngineWeights(weightsFile('other-features.json', file)));
    expect(error).toBeInstanceOf(EngineWeightsError);
    expect(error.message).toMatch(
      /isPitchDeck\.features: do not match this engine's features \(unknown: section\.colour; missing: section\.problem\)/,
    );
  });

  it('refuses a file whose arrays do not line up', () => {
    const file = valid();
    file.isPitchDeck.coefficients.pop();
    const error = captured(() => loadEngineWeights(weightsFile('short.json', file)));
    expect(error.message).toMatch(/^Engine weights .*short\.json are not valid:/);
    expect(error.message).toMatch(/isPitchDeck\.coefficients: has \d+ values for \d+ features/);
  });

  it('refuses a weight that is not a number, naming it', () => {
    const file = valid();
    const broken = { ...file, isPitchDeck: { ...file.isPitchDeck, intercept: 'high', threshold: 1.5 } };
    const error = captured(() => loadEngineWeights(weightsFile('broken.json', broken)));
    expect(error.message).toMatch(/isPitchDeck\.intercept:/);
    expect(error.message).toMatch(/isPitchDeck\.threshold:/);
  });

  it('refuses a company or location scorer, or a fact calibration, fitted for other features, naming the part', () => {
    const file = valid();
    const { legalForm: _dropped, ...companyWeights } = file.company.weights;
    const broken = {
      ...file,
      company: { ...file.company, weights: { ...companyWeights, fontSize: 1 } },
      location: { ...file.location, threshold: 0 },
      factConfidence: { ...file.factConfidence, weights: { ...file.factConfidence.weights, colour: 1 } },
    };
    const error = captured(() => loadEngineWeights(weightsFile('scorers.json', broken)));
    expect(error).toBeInstanceOf(EngineWeightsError);
    expect(error.message).toMatch(/company\.weights: do not match this engine's features \(unknown: fontSize; missing: legalForm\)/);
    expect(error.message).toMatch(/location\.threshold:/);
    expect(error.message).toMatch(/factConfidence\.weights: do not match this engine's features \(unknown: colour; missing: none\)/);
  });

  it('stores the feature weights the fields share once, and gives each field its own intercept with them', () => {
    const file = valid();
    file.factConfidence.intercepts.stage = 0.25;
    const { factConfidence } = loadEngineWeights(weightsFile('calibration.json', file));
    expect(factConfidence.stage).toEqual({ intercept: 0.25, weights: file.factConfidence.weights });
    for (const field of CALIBRATED_FIELDS) expect(factConfidence[field].weights).toEqual(file.factConfidence.weights);
    expect(engineWeightsFile(loadEngineWeights(weightsFile('again.json', file)))).toEqual(file);
  });

  it('refuses to store a calibration whose fields do not share their feature weights', () => {
    const weights = structuredClone(builtInEngineWeights());
    weights.factConfidence.stage = { ...weights.factConfidence.stage, weights: { ...weights.factConfidence.stage.weights, onCover: 9 } };
    expect(() => engineWeightsFile(weights)).toThrow(/stage do not share the feature weights of companyName/);
  });

  it('refuses a version-2 file (the calibration per field), saying to refit', () => {
    const { factConfidence: stored, ...rest } = valid();
    const perField = Object.fromEntries(
      CALIBRATED_FIELDS.map((field) => [field, { intercept: stored.intercepts[field], weights: stored.weights }]),
    );
    const error = captured(() => loadEngineWeights(weightsFile('v2.json', { ...rest, version: 2, factConfidence: perField })));
    expect(error.message).toMatch(/version: must be 4: .*refit with npm run engine:fit/);
  });

  it('refuses a version-3 file (no weight for scattered evidence), naming the missing feature', () => {
    const weights = valid();
    const { scattered: _scattered, ...v3Weights } = weights.factConfidence.weights;
    const error = captured(() =>
      loadEngineWeights(weightsFile('v3.json', { ...weights, version: 3, factConfidence: { ...weights.factConfidence, weights: v3Weights } })),
    );
    expect(error.message).toMatch(/version: must be 4: .*refit with npm run engine:fit/);
    expect(error.message).toMatch(/factConfidence\.weights: .*missing: scattered/);
  });

  it('refuses a file of the first version (no scorers), saying to refit', () => {
    const { company: _c, location: _l, factConfidence: _f, ...first } = { ...valid(), version: 1 };
    const error = captured(() => loadEngineWeights(weightsFile('v1.json', first)));
    expect(error.message).toMatch(/version: must be 4: this engine reads weights files of version 4; refit with npm run engine:fit/);
    expect(error.message).toMatch(/company:/);
  });

  it('refuses another version, a file that is not JSON and a missing file', () => {
    expect(() => loadEngineWeights(weightsFile('v5.json', { ...valid(), version: 5 }))).toThrow(/version/);
    expect(() => loadEngineWeights(weightsFile('text.json', 'weights: many'))).toThrow(/are not JSON/);
    expect(() => loadEngineWeights(path.join(folder, 'absent.json'))).toThrow(/absent\.json cannot be read/);
  });
});

function captured(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}
