import { z } from 'zod';
import { COMPANY_FEATURES } from '../company-features.ts';
import type { CompanyModel } from '../company-scorer.ts';
import { DECK_FEATURE_NAMES } from '../deck-features.ts';
import { LOCATION_FEATURES } from '../location-candidates.ts';
import type { LocationModel } from '../location-scorer.ts';
import type { DeckClassifierWeights } from './deck-classifier.ts';
import {
  CALIBRATED_FIELDS,
  FACT_FEATURE_NAMES,
  type CalibratedField,
  type FactCalibration,
  type FactFeatureVector,
} from './fact-calibration.ts';
import shippedWeights from './weights.json' with { type: 'json' };

/**
 * The local engine's learned weights: a versioned JSON file written by `npm run engine:fit`. The one
 * in the repository (weights.json, fitted on the corpus) is built in; ENGINE_WEIGHTS names another.
 * Either is validated at start: a file that does not fit this engine stops the server with a clear
 * list of what is wrong, rather than screening decks with weights that mean something else.
 */

/**
 * 2: the company and location scorers and the fact calibration joined the is-a-deck classifier.
 * 3: the fact calibration's feature weights, which the fields share, are stored once (ADR 40).
 * 4: the fact calibration weighs how scattered a finder's evidence is over rival values (ADR 0027).
 */
export const ENGINE_WEIGHTS_VERSION = 4;

const finite = z.number().refine(Number.isFinite, 'must be a finite number');

const deckClassifierSchema = z
  .object({
    features: z.array(z.string()).min(1),
    means: z.array(finite),
    scales: z.array(finite.refine((v) => v > 0, 'must be positive')),
    coefficients: z.array(finite),
    intercept: finite,
    l2: finite.refine((v) => v >= 0, 'must not be negative'),
    threshold: z.number().gt(0).lt(1),
    confidentProbability: z.number().min(0.5).max(1),
  })
  .superRefine((weights, ctx) => {
    for (const key of ['means', 'scales', 'coefficients'] as const) {
      if (weights[key].length !== weights.features.length)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `has ${weights[key].length} values for ${weights.features.length} features`,
        });
    }
    const expected = DECK_FEATURE_NAMES.join(',');
    if (weights.features.join(',') !== expected) {
      const unknown = weights.features.filter((f) => !(DECK_FEATURE_NAMES as readonly string[]).includes(f));
      const missing = DECK_FEATURE_NAMES.filter((f) => !weights.features.includes(f));
      ctx.addIssue({
        code: 'custom',
        path: ['features'],
        message: `do not match this engine's features (unknown: ${unknown.join(', ') || 'none'}; missing: ${missing.join(', ') || 'none'}${unknown.length + missing.length === 0 ? '; order differs' : ''}); refit with npm run engine:fit`,
      });
    }
  });

/** One weight per feature the engine computes, by name: no name missing, none unknown. */
function namedWeightsSchema(features: readonly string[]) {
  return z.record(z.string(), finite).superRefine((weights, ctx) => {
    const unknown = Object.keys(weights).filter((name) => !features.includes(name));
    const missing = features.filter((name) => !(name in weights));
    if (unknown.length + missing.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `do not match this engine's features (unknown: ${unknown.join(', ') || 'none'}; missing: ${missing.join(', ') || 'none'}); refit with npm run engine:fit`,
      });
  });
}

/** A candidate scorer (company, location): a named logistic and the probability it reports from. */
function scorerSchema(features: readonly string[]) {
  return z.object({
    intercept: finite,
    weights: namedWeightsSchema(features),
    threshold: z.number().gt(0).lt(1),
  });
}

/**
 * The fact calibration as the file stores it. The fit pools the fields (ADR 34): they share the feature
 * weights, written once, and each has its own intercept.
 */
const storedFactCalibrationSchema = z.object({
  weights: namedWeightsSchema(FACT_FEATURE_NAMES),
  intercepts: z.object(
    Object.fromEntries(CALIBRATED_FIELDS.map((field) => [field, finite])) as Record<CalibratedField, typeof finite>,
  ),
});
type StoredFactCalibration = { weights: FactFeatureVector; intercepts: Record<CalibratedField, number> };

/** Each field's logistic, from the stored shared weights and the field's intercept. */
function factCalibrationFromStored(stored: StoredFactCalibration): FactCalibration {
  return Object.fromEntries(
    CALIBRATED_FIELDS.map((field) => [field, { intercept: stored.intercepts[field], weights: stored.weights }]),
  ) as FactCalibration;
}

/** The calibration as the file stores it; one whose fields do not share their feature weights cannot be. */
function storedFactCalibration(calibration: FactCalibration): StoredFactCalibration {
  const weights = calibration[CALIBRATED_FIELDS[0]].weights;
  const differing = CALIBRATED_FIELDS.filter((field) =>
    FACT_FEATURE_NAMES.some((name) => calibration[field].weights[name] !== weights[name]),
  );
  if (differing.length > 0)
    throw new EngineWeightsError(
      `Fact calibration cannot be stored: ${differing.join(', ')} do not share the feature weights of ${CALIBRATED_FIELDS[0]} (the fit pools the fields)`,
    );
  return {
    weights,
    intercepts: Object.fromEntries(CALIBRATED_FIELDS.map((field) => [field, calibration[field].intercept])) as Record<
      CalibratedField,
      number
    >,
  };
}

export const engineWeightsSchema = z.object({
  version: z.literal(ENGINE_WEIGHTS_VERSION, {
    error: `must be ${ENGINE_WEIGHTS_VERSION}: this engine reads weights files of version ${ENGINE_WEIGHTS_VERSION}; refit with npm run engine:fit`,
  }),
  fittedAt: z.string().min(1),
  /** What the weights were fitted on, to read in the file. */
  fittedOn: z.object({
    source: z.string(),
    documents: z.number().int().positive(),
    pitchDecks: z.number().int().min(0),
  }),
  isPitchDeck: deckClassifierSchema,
  /** Which candidate is the company's name, and from what probability it is reported. */
  company: scorerSchema(COMPANY_FEATURES),
  /** Which place is where the company is, and from what probability it is reported. */
  location: scorerSchema(LOCATION_FEATURES),
  /** Per labelled field, the logistic that turns a fact's evidence into its confidence. */
  factConfidence: storedFactCalibrationSchema,
});

export type EngineWeights = Omit<z.infer<typeof engineWeightsSchema>, 'isPitchDeck' | 'company' | 'location' | 'factConfidence'> & {
  isPitchDeck: DeckClassifierWeights;
  company: CompanyModel;
  location: LocationModel;
  factConfidence: FactCalibration;
};

export class EngineWeightsError extends Error {
  override name = 'EngineWeightsError';
}

/** Validates weights read from `source` (a path, for the message). */
export function parseEngineWeights(json: unknown, source: string): EngineWeights {
  const parsed = engineWeightsSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new EngineWeightsError(`Engine weights ${source} are not valid:\n${problems.join('\n')}`);
  }
  const { factConfidence, ...rest } = parsed.data;
  return { ...rest, factConfidence: factCalibrationFromStored(factConfidence as StoredFactCalibration) } as EngineWeights;
}

/** The weights as the file holds them (what `npm run engine:fit` writes and parseEngineWeights reads back). */
export function engineWeightsFile(weights: EngineWeights): z.input<typeof engineWeightsSchema> {
  return { ...weights, factConfidence: storedFactCalibration(weights.factConfidence) };
}

/**
 * Weights from a file's text (ENGINE_WEIGHTS), `source` naming it in messages. The engine does no I/O:
 * the server reads the file (load-engine-weights.ts) and hands the text here.
 */
export function parseEngineWeightsText(text: string, source: string): EngineWeights {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new EngineWeightsError(`Engine weights ${source} are not JSON: ${(error as Error).message}`);
  }
  return parseEngineWeights(json, source);
}

let builtIn: EngineWeights | null = null;
/** The built-in weights, validated once: what the engine uses when it is handed none. */
export function builtInEngineWeights(): EngineWeights {
  return (builtIn ??= parseEngineWeights(shippedWeights, 'built in (learned/weights.json)'));
}
