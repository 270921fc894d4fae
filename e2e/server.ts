import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (apps/server/dist) on a free port with a fresh data folder and the embedded
 * database; `env` adds to or overrides its settings (e.g. an analysis model for one test file).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitchscope-e2e-'));
  const port = 3900 + Math.floor(Math.random() * 900);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
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
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A fresh server takes 30-40 s to start on a loaded 2-core machine (measured under issue #31), more beside Chromium.
  const deadline = Date.now() + 150_000;
  let healthy = false;
  while (!healthy) {
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error('the server did not start (is apps/server/dist built?)');
    }
    healthy = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, stop };
}

/** Creates an account through the API; the first account of a server becomes its admin. */
export async function signUpByApi(baseUrl: string, account: { name: string; email: string; password: string }) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
}
