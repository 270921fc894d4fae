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

  it('lets only tests shorten the fixed retry delays of jobs', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).JOB_RETRY_DELAY_SECONDS).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', JOB_RETRY_DELAY_SECONDS: '0' }).JOB_RETRY_DELAY_SECONDS).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JOB_RETRY_DELAY_SECONDS: '0' })).toThrow(/JOB_RETRY_DELAY_SECONDS: only for tests/);
  });

  it('keeps one upload lane free for other workspaces unless told otherwise (ADR 0025)', () => {
    const cap = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).workspaceUploadConcurrency;
    expect(cap({})).toBe(1);
    expect(cap({ WORKER_CONCURRENCY: '4' })).toBe(3);
    expect(cap({ WORKER_CONCURRENCY: '1' })).toBe(1);
    expect(cap({ WORKER_CONCURRENCY: '2', WORKSPACE_UPLOAD_CONCURRENCY: '2' })).toBe(2);
    expect(() => cap({ WORKSPACE_UPLOAD_CONCURRENCY: '0' })).toThrow(/WORKSPACE_UPLOAD_CONCURRENCY/);
  });

  it('picks providers and storage from what is configured', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), GEMINI_API_KEY: 'k' }).analysisProvider).toBe('gemini');
    expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'decks' }).storageDriver).toBe('s3');
    expect(loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).googleEnabled).toBe(true);
  });

  it('emails invitations only when both SMTP_URL and MAIL_FROM are set, and says what is wrong without the password', () => {
    const smtp = { SMTP_URL: 'smtp://mailer:secret@mail.example.com:587', MAIL_FROM: 'Pitchscope <invites@example.com>' };
    expect(loadConfig({ DATA_DIR: dataDir() }).mailEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: '', MAIL_FROM: '' }).mailEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: smtp.SMTP_URL }).mailEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_FROM: smtp.MAIL_FROM }).mailEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...smtp }).mailEnabled).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ...smtp, SMTP_URL: 'smtps://mail.example.com', MAIL_FROM: 'a@b.co' }).mailEnabled).toBe(true);

    const wrong = () => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'https://mailer:secret@mail.example.com', MAIL_FROM: 'Pitchscope' });
    expect(wrong).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*MAIL_FROM: must be an address/);
    expect(wrong).not.toThrow(/secret/);
  });

  it('starts the intake mail server only with its domain, and STARTTLS only with both PEM files (ADR 0050)', () => {
    const env = (extra: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...extra });
    expect(env({}).INTAKE_SMTP_PORT).toBeUndefined();
    expect(env({ INTAKE_DOMAIN: 'Decks.Example.com', INTAKE_SMTP_PORT: '2525' })).toMatchObject({ INTAKE_DOMAIN: 'decks.example.com', INTAKE_SMTP_PORT: 2525 });
    expect(() => env({ INTAKE_SMTP_PORT: '25' })).toThrow(/INTAKE_DOMAIN/);
    expect(() => env({ INTAKE_DOMAIN: 'not a domain' })).toThrow(/INTAKE_DOMAIN/);
    expect(() => env({ INTAKE_DOMAIN: 'decks.example.com', INTAKE_TLS_CERT: '/x.crt' })).toThrow(/INTAKE_TLS_KEY/);
  });
});
