/**
 * 7. Server memory during a 100 MB upload streamed through a listening server (its own process, ROLE=all
 * as with PGlite): RSS idle and peak, sampled from /proc/<pid>/status every 20 ms, from the first byte
 * until the 202; then, apart, the peak while the worker processes the staged file (it is not a real PDF,
 * so extraction fails quickly, after the file has been read).
 */
import { createReadStream, openSync, writeSync, closeSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomFillSync } from 'node:crypto';
import { startServer, rssBytes } from './lib/child.ts';
import { atMost, info, median, now, removeDir, round, runIfMain, sleep, tmpDir, type Bench } from './lib/common.ts';

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
      return {
        name: this.name,
        rows: [
          atMost('peak − idle RSS, 100 MB upload', round(delta, 1), 'MB', 64, `${round((delta * MB) / FILE_BYTES, 2)}× of the file size`),
          info('idle RSS', round(idle / MB, 1), 'MB'),
          info('peak RSS during upload', round(uploadPeak / MB, 1), 'MB'),
          info('peak − idle RSS while the worker reads the staged file', round((peak - idle) / MB, 1), 'MB', `upload ended "${final || 'still running'}"; RSS after: ${round(after / MB, 1)} MB`),
          info('upload throughput (loopback)', round(FILE_BYTES / MB / (uploadMs / 1000), 0), 'MB/s', `${round(uploadMs / 1000, 1)} s`),
        ],
        notes: [
          'The server runs under tsx (its transform cache counts in idle RSS, not in the delta).',
          'Processing reads the whole staged file into memory (storage.read → Buffer) before extraction, hence the second number.',
        ],
      };
    } finally {
      await server.stop();
      removeDir(dir);
    }
  },
};

await runIfMain(import.meta.url, bench);
