import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './env.ts';

describe('environment', () => {
  const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'pitchscope-env-'));

  it('needs nothing from a newcomer: defaults and a generated, persisted auth secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ PORT: 3000, ROLE: 'all', storageDriver: 'disk', analysisProvider: 'local' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.authSecret).toBe(readFileSync(path.join(dir, 'auth-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it('stops with a list of what is wrong', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'abc', ROLE: 'everything' })).toThrow(/PORT[\s\S]*ROLE/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ANALYSIS_PROVIDER: 'gemini' })).toThrow(/GEMINI_API_KEY/);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }),
    ).toThrow(/ANALYSIS_MODEL/);
  });

  it('picks providers and storage from what is configured', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), GEMINI_API_KEY: 'k' }).analysisProvider).toBe('gemini');
    expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'decks' }).storageDriver).toBe('s3');
    expect(loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).googleEnabled).toBe(true);
  });
});
