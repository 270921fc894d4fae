/**
 * 7. Server memory during a 100 MB upload streamed through a listening server (its own process, ROLE=all
 * as with PGlite): RSS idle and peak, sampled from /proc/<pid>/status every 20 ms, from the first byte
 * until the 202; then, apart, the peak while the worker processes the staged file (it is not a real PDF,
 * so extraction fails quickly, after the file has been read).
 *
 * Then the hostile files of issue #14, one after the other: for each, the API process's RSS above idle
 * and the p99 of /api/health (polled every 50 ms) from the upload until the upload is settled; and a
 * burst of 20 concurrent page renders of a 20-page deck. Documents are read in the sandbox's child
 * processes, which are not counted: the API process is what must stay small and responsive.
 */
import { createReadStream, openSync, writeSync, closeSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomFillSync } from 'node:crypto';
import { startServer, rssBytes } from './lib/child.ts';
import { atMost, info, median, now, percentile, removeDir, round, runIfMain, sleep, tmpDir, type Bench, type Row } from './lib/common.ts';
import { generateDeckPdf } from './lib/decks.ts';
import {
  makeElementFloodPptx,
  makeGiantImagePdf,
  makeGiantWebp,
  makeImageOnlyPptx,
  makeZipBombPptx,
  replacePictures,
} from '../apps/server/src/test/fixtures/documents.ts';

const FILE_BYTES = 100 * 1000 * 1000; // 100 MB, under the default 100 MiB limit
const MB = 1024 * 1024;

function writeLargePdfLikeFile(file: string) {
  const fd = openSync(file, 'w');
  writeSync(fd, Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'));
  const chunk = Buffer.alloc(4 * MB);
  let written = 15;
  while (written < FILE_BYTES) {
    randomFillSync(chunk);
    const part = chunk.subarray(0, Math.min(chunk.length, FILE_BYTES - written));
    writeSync(fd, part);
    written += part.length;
  }
  closeSync(fd);
}

function streamUpload(port: number, cookie: string, file: string): Promise<{ status: number; body: string }> {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/uploads',
        method: 'POST',
        headers: {
          cookie,
          origin: 'http://localhost:3000',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.write(head);
    const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
    stream.on('error', reject);
    stream.pipe(request, { end: false });
    stream.on('end', () => request.end(tail));
  });
}

const HOSTILE_FILES: { name: string; fileName: string; make: () => Promise<Uint8Array> | Uint8Array }[] = [
  { name: '63.5 MB element flood (1 slide)', fileName: 'flood.pptx', make: () => makeElementFloodPptx({ bytesPerSlide: 63.5 * MB }) },
  { name: '180 MB of tiny elements (12 slides)', fileName: 'tiny.pptx', make: () => makeElementFloodPptx({ slides: 12, bytesPerSlide: 15 * MB }) },
  { name: '49 MP image on 300 pages', fileName: 'giant.pdf', make: () => makeGiantImagePdf({ pages: 300, side: 7000 }) },
  { name: '16000×16000 WebP in a PPTX', fileName: 'webp.pptx', make: async () => replacePictures(await makeImageOnlyPptx('Our product'), makeGiantWebp(), 'webp') },
  { name: 'zip bomb that lies about its sizes', fileName: 'bomb.pptx', make: () => makeZipBombPptx({ lieAboutSize: true }) },
];
const HEALTH_P99_LIMIT_MS = 200;
const HOSTILE_RSS_LIMIT_MB = 128;

/** RSS of `pid` and latencies of /api/health, sampled until `stop` resolves. */
async function watchWhile(port: number, pid: number, work: () => Promise<void>) {
  const idleSamples: number[] = [];
  for (let i = 0; i < 25; i++) {
    idleSamples.push(rssBytes(pid));
    await sleep(20);
  }
  const idle = median(idleSamples);
  let peak = idle;
  let running = true;
  const latencies: number[] = [];
  const rss = (async () => {
    while (running) {
      peak = Math.max(peak, rssBytes(pid));
      await sleep(20);
    }
  })();
  const health = (async () => {
    while (running) {
      const started = now();
      await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.arrayBuffer());
      latencies.push(now() - started);
      await sleep(50);
    }
  })();
  const started = now();
  await work();
  const elapsed = now() - started;
  running = false;
  await Promise.all([rss, health]);
  return { rssMb: (peak - idle) / MB, healthP99: percentile(latencies, 99), samples: latencies.length, elapsed };
}

async function uploadAndSettle(port: number, cookie: string, fileName: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), fileName);
  const response = await fetch(`http://127.0.0.1:${port}/api/uploads`, {
    method: 'POST',
    headers: { cookie, origin: 'http://localhost:3000' },
    body: form,
  });
  const body = (await response.json()) as { id?: string; error?: { message: string } };
  if (!body.id) return `refused: ${body.error?.message ?? response.status}`;
  for (const deadline = Date.now() + 300_000; Date.now() < deadline; await sleep(200)) {
    const item = (await fetch(`http://127.0.0.1:${port}/api/uploads/${body.id}`, { headers: { cookie } }).then((r) => r.json())) as {
      status: string;
      error: string | null;
      deckId: string | null;
    };
    if (['completed', 'error', 'duplicate'].includes(item.status)) return item.status === 'completed' ? `completed ${item.deckId}` : `${item.status}: ${item.error}`;
  }
  return 'still running after 300 s';
}

async function measureHostileFiles(port: number, cookie: string, pid: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const hostile of HOSTILE_FILES) {
    const bytes = await hostile.make();
    let outcome = '';
    const watched = await watchWhile(port, pid, async () => {
      outcome = await uploadAndSettle(port, cookie, hostile.fileName, bytes);
    });
    const what = `${round(bytes.length / 1024, 0)} KB file, settled in ${round(watched.elapsed / 1000, 1)} s: ${outcome.slice(0, 90)}`;
    rows.push(atMost(`API RSS − idle: ${hostile.name}`, round(watched.rssMb, 1), 'MB', HOSTILE_RSS_LIMIT_MB, what));
    rows.push(atMost(`/api/health p99: ${hostile.name}`, round(watched.healthP99, 1), 'ms', HEALTH_P99_LIMIT_MS, `${watched.samples} polls`));
  }

  const { bytes } = await generateDeckPdf(7);
  const deck = await uploadAndSettle(port, cookie, 'render-burst.pdf', bytes);
  const deckId = deck.startsWith('completed ') ? deck.slice('completed '.length) : null;
  if (!deckId) throw new Error(`render deck: ${deck}`);
  const statuses: number[] = [];
  const burst = await watchWhile(port, pid, async () => {
    const pages = Array.from({ length: 20 }, (_, index) => index + 1);
    const answers = await Promise.all(
      pages.map((page) => fetch(`http://127.0.0.1:${port}/api/decks/${deckId}/pages/${page}/image`, { headers: { cookie } })),
    );
    for (const answer of answers) {
      statuses.push(answer.status);
      await answer.arrayBuffer();
    }
  });
  const drawn = statuses.filter((status) => status === 200).length;
  rows.push(atMost('API RSS − idle: 20 concurrent page renders', round(burst.rssMb, 1), 'MB', HOSTILE_RSS_LIMIT_MB, `${drawn}/20 drawn in ${round(burst.elapsed / 1000, 1)} s`));
  rows.push(atMost('/api/health p99: 20 concurrent page renders', round(burst.healthP99, 1), 'ms', HEALTH_P99_LIMIT_MS, `${burst.samples} polls`));
  return rows;
}

export const bench: Bench = {
  name: 'memory',
  async run() {
    const dir = tmpDir('memory');
    const file = path.join(dir, 'big.pdf');
    writeLargePdfLikeFile(file);
    const server = await startServer<{ port: number; cookie: string; pid: number }>('app-server.ts');
    try {
      const pid = server.child.pid!;
      await sleep(2000); // let start-up garbage settle
      const idleSamples: number[] = [];
      for (let i = 0; i < 50; i++) {
        idleSamples.push(rssBytes(pid));
        await sleep(20);
      }
      const idle = median(idleSamples);
      let peak = 0;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peak = Math.max(peak, rssBytes(pid));
          await sleep(20);
        }
      })();
      const started = now();
      const response = await streamUpload(server.info.port, server.info.cookie, file);
      const uploadMs = now() - started;
      const uploadPeak = peak;
      if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${response.body.slice(0, 200)}`);
      // Processing of the staged file by the in-process worker.
      const uploadId = JSON.parse(response.body).id as string;
      const deadline = Date.now() + 120_000;
      let final = '';
      while (Date.now() < deadline) {
        const item = await fetch(`http://127.0.0.1:${server.info.port}/api/uploads/${uploadId}`, { headers: { cookie: server.info.cookie } }).then((r) => r.json() as Promise<{ status: string }>);
        if (['completed', 'error', 'duplicate'].includes(item.status)) {
          final = item.status;
          break;
        }
        await sleep(100);
      }
      sampling = false;
      await sampler;
      const after = rssBytes(pid);
      const delta = (uploadPeak - idle) / MB;
      const hostileRows = await measureHostileFiles(server.info.port, server.info.cookie, pid);
      return {
        name: this.name,
        rows: [
          ...hostileRows,
          atMost('peak − idle RSS, 100 MB upload', round(delta, 1), 'MB', 64, `${round((delta * MB) / FILE_BYTES, 2)}× of the file size`),
          info('idle RSS', round(idle / MB, 1), 'MB'),
          info('peak RSS during upload', round(uploadPeak / MB, 1), 'MB'),
          info('peak − idle RSS while the worker reads the staged file', round((peak - idle) / MB, 1), 'MB', `upload ended "${final || 'still running'}"; RSS after: ${round(after / MB, 1)} MB`),
          info('upload throughput (loopback)', round(FILE_BYTES / MB / (uploadMs / 1000), 0), 'MB/s', `${round(uploadMs / 1000, 1)} s`),
        ],
        notes: [
          'The server runs under tsx (its transform cache counts in idle RSS, not in the delta).',
          'Processing hands the staged file to a sandbox child by path: the API process never reads it whole.',
        ],
      };
    } finally {
      await server.stop();
      removeDir(dir);
    }
  },
};

await runIfMain(import.meta.url, bench);
