import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Packages that only some requests need, loaded on first use rather than at start (issue #34): the
 * document readers, renderer and OCR run in the sandbox's children; the AI SDK only with an LLM
 * provider; the S3 client only with STORAGE_DRIVER=s3; mail only when a message is sent; zips and
 * spreadsheets only for an export;
 * the mail intake's SMTP server only when it is configured, its parser with the first message.
 */
const LOADED_ON_FIRST_USE = [
  'ai',
  '@ai-sdk/google',
  '@ai-sdk/openai-compatible',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@napi-rs/canvas',
  'tesseract.js',
  'unpdf',
  'pdf-lib',
  'exceljs',
  'jszip',
  'cfb',
  'nodemailer',
  'mailparser',
  'smtp-server',
  // Better Auth's query builder: its minimal entry does without it, as the tables are Drizzle's.
  'kysely',
];

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

describe('start-up', () => {
  it('loads none of the packages that only some requests need', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'start-up-modules-'));
    try {
      const log = path.join(dir, 'loaded.txt');
      const hooks = path.join(dir, 'hooks.mjs');
      writeFileSync(
        hooks,
        `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, resolved.url + '\\n');
  return resolved;
}`,
      );
      const register = path.join(dir, 'register.mjs');
      writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(`file://${hooks}`)});\n`);
      writeFileSync(log, '');
      // What main.ts imports before it starts anything: the composition root and the HTTP app.
      await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--import', register, '--input-type=module', '-e', "await import('./src/compose.ts'); await import('./src/app.ts');"],
        { cwd: SERVER_DIR, timeout: 120_000 },
      );
      const packages = new Set(
        readFileSync(log, 'utf8')
          .split('\n')
          .map((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1])
          .filter((name): name is string => Boolean(name)),
      );
      // The check sees what it should: the packages the server does load at start.
      expect(packages).toContain('fastify');
      expect(packages).toContain('pg-boss');
      expect(LOADED_ON_FIRST_USE.filter((name) => packages.has(name))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
