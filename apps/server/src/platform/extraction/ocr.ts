import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';

/**
 * Offline OCR with tesseract.js. The English model ships in @tesseract.js-data/eng, so nothing is ever
 * downloaded. Starting a worker costs about a second (wasm + model load), so one worker is created on
 * first use and shared by the whole process; tesseract runs its jobs one at a time anyway.
 */

/** An idle worker holds ~100 MB; give it back when no deck has needed OCR for a while. */
const IDLE_SHUTDOWN_MS = 5 * 60_000;

let workerPromise: Promise<Worker> | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let jobsInFlight = 0;

function englishModelFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
  return join(dirname(packageJson), '4.0.0_best_int');
}

function getWorker(): Promise<Worker> {
  workerPromise ??= createWorker('eng', 1, {
    langPath: englishModelFolder(),
    gzip: true,
    cacheMethod: 'none',
  })
    .then(async (worker) => {
      // Tesseract prints diagnostics ("Image too small to scale!!") for specks on busy slides; keep logs clean.
      await worker.setParameters({ debug_file: '/dev/null' });
      return worker;
    })
    .catch((error: unknown) => {
      // Let a later call try again instead of caching the failure forever.
      workerPromise = null;
      throw error;
    });
  return workerPromise;
}

/** Reads the text of a PNG, JPEG, BMP or WebP image. */
export async function recognizeImage(image: Uint8Array): Promise<string> {
  if (idleTimer) clearTimeout(idleTimer);
  jobsInFlight += 1;
  try {
    const worker = await getWorker();
    const { data } = await worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
    return data.text;
  } finally {
    jobsInFlight -= 1;
    if (jobsInFlight === 0) {
      idleTimer = setTimeout(() => void shutdownOcr(), IDLE_SHUTDOWN_MS);
      idleTimer.unref();
    }
  }
}

/** Terminates the shared worker (on server shutdown, or after tests); a later OCR call starts a new one. */
export async function shutdownOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const pending = workerPromise;
  workerPromise = null;
  if (!pending) return;
  try {
    await (await pending).terminate();
  } catch {
    // A worker that failed to start has nothing to terminate.
  }
}
