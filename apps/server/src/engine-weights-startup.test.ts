import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config/env.ts';
import { createContext } from './compose.ts';

describe('start-up with ENGINE_WEIGHTS', () => {
  it('stops before opening anything when the weights file is not valid, saying what is wrong', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pitchscope-weights-'));
    const file = path.join(dir, 'weights.json');
    writeFileSync(file, JSON.stringify({ version: 1, fittedAt: '2026-11-27' }));
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ENGINE_WEIGHTS: file });
    expect(config.ENGINE_WEIGHTS).toBe(file);
    await expect(createContext(config, { pglitePath: 'memory://' })).rejects.toThrow(
      /Engine weights .*weights\.json are not valid:[\s\S]*fittedOn[\s\S]*isPitchDeck/,
    );
  });

  it('treats an empty ENGINE_WEIGHTS as unset (the built-in weights)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pitchscope-weights-'));
    expect(loadConfig({ DATA_DIR: dir, ENGINE_WEIGHTS: '' }).ENGINE_WEIGHTS).toBeUndefined();
  });
});
