import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DECK_FEATURE_NAMES } from '../deck-features.ts';
import type { DeckClassifierWeights } from './deck-classifier.ts';
import shippedWeights from './weights.json' with { type: 'json' };

/**
 * The local engine's learned weights: a versioned JSON file written by `npm run engine:fit`. The one
 * in the repository (weights.json, fitted on the corpus) is built in; ENGINE_WEIGHTS names another.
 * Either is validated at start: a file that does not fit this engine stops the server with a clear
 * list of what is wrong, rather than screening decks with weights that mean something else.
 */

export const ENGINE_WEIGHTS_VERSION = 1;

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

export const engineWeightsSchema = z.object({
  version: z.literal(ENGINE_WEIGHTS_VERSION),
  fittedAt: z.string().min(1),
  /** What the weights were fitted on, to read in the file. */
  fittedOn: z.object({
    source: z.string(),
    documents: z.number().int().positive(),
    pitchDecks: z.number().int().min(0),
  }),
  isPitchDeck: deckClassifierSchema,
});

export type EngineWeights = z.infer<typeof engineWeightsSchema> & { isPitchDeck: DeckClassifierWeights };

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
  return parsed.data;
}

/** The weights file at `path` (ENGINE_WEIGHTS), or the built-in one when no path is given. */
export function loadEngineWeights(path?: string): EngineWeights {
  if (!path) return parseEngineWeights(shippedWeights, 'built in (learned/weights.json)');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new EngineWeightsError(`Engine weights ${path} cannot be read: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new EngineWeightsError(`Engine weights ${path} are not JSON: ${(error as Error).message}`);
  }
  return parseEngineWeights(json, path);
}

let builtIn: EngineWeights | null = null;
/** The built-in weights, validated once: what the engine uses when it is handed none. */
export function builtInEngineWeights(): EngineWeights {
  return (builtIn ??= loadEngineWeights());
}
