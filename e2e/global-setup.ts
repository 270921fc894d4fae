import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** Starts the built server on a free port with a fresh data folder, for the whole browser run. */
let server: ChildProcess | null = null;
let dataDir = '';

export default async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitchscope-e2e-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  let healthy = false;
  while (!healthy) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start (is apps/server/dist built?)');
    healthy = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The first account becomes admin: create it up front so every test file knows who the admin is.
  const admin = { email: 'admin@example.com', password: 'admin-password' };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Avery Admin', ...admin }),
  });
  if (!signUp.ok) throw new Error(`admin sign-up failed: ${signUp.status} ${await signUp.text()}`);
  project.provide('baseUrl', baseUrl);
  project.provide('admin', admin);
  return async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
  }
}
