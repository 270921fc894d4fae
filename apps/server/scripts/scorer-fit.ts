/**
 * What the candidate scorers' fit scripts share (`fit:company`, `fit:location`): the extraction cache
 * that `eval:corpus --cache` fills, a score as "9/11 (81.8 %)", and the generated weights file.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CachedExtraction } from './eval-labels.ts';

/** A labelled file's cached extraction, or null when `eval:corpus --cache` has not read it yet. */
export async function readCachedExtraction(sha256: string): Promise<CachedExtraction | null> {
  try {
    return JSON.parse(await readFile(path.join(os.tmpdir(), 'pitchscope-eval-cache', `${sha256}.json`), 'utf8')) as CachedExtraction;
  } catch {
    return null;
  }
}

export const pad = (s: string, n: number) => s.padEnd(n);
export const ratio = (r: { correct: number; total: number }) =>
  `${r.correct}/${r.total} (${((100 * r.correct) / Math.max(1, r.total)).toFixed(1)} %)`;

interface ScorerModel {
  intercept: number;
  weights: Record<string, number>;
  threshold: number;
}

/** The source of a `<field>-weights.ts` file, as the fit writes it. */
export function scorerWeightsSource(input: {
  what: string;
  script: string;
  modelType: string;
  modelConst: string;
  scorerModule: string;
  features: readonly string[];
  model: ScorerModel;
  deckCount: number;
}): string {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const weights = input.features.map((name) => `    ${name}: ${round(input.model.weights[name]!)},`).join('\n');
  return `/**
 * The ${input.what} scorer's weights and threshold, written by \`npm run ${input.script} -- <corpus> --write\`
 * (apps/server/scripts/${input.script.replace(':', '-')}.ts) from ${input.deckCount} labelled decks. Do not edit by hand: refit.
 */
import type { ${input.modelType} } from './${input.scorerModule}';

export const ${input.modelConst}: ${input.modelType} = {
  intercept: ${round(input.model.intercept)},
  weights: {
${weights}
  },
  threshold: ${round(input.model.threshold)},
};
`;
}
