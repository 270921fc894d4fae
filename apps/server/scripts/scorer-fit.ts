/**
 * What the candidate scorers' fit scripts share (`fit:company`, `fit:location`): the extraction cache
 * that `eval:corpus --cache` fills and a score as "9/11 (81.8 %)". The weights are written by `engine:fit`.
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
