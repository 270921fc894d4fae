import { readFileSync } from 'node:fs';
import {
  builtInEngineWeights,
  EngineWeightsError,
  parseEngineWeightsText,
  type EngineWeights,
} from '@pitchscope/engine/learned/engine-weights';

/**
 * The weights file at `path` (ENGINE_WEIGHTS), or the engine's built-in weights when no path is given.
 * The reading is the server's: the engine package validates text and does no I/O (ADR 0046).
 */
export function loadEngineWeights(path?: string): EngineWeights {
  if (!path) return builtInEngineWeights();
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new EngineWeightsError(`Engine weights ${path} cannot be read: ${(error as Error).message}`);
  }
  return parseEngineWeightsText(text, path);
}
