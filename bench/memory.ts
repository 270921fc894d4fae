/**
 * 7. Server memory during a 100 MB upload streamed through a listening server (its own process, workers
 * off so only the upload path is measured): RSS idle and peak, sampled from /proc/<pid>/status every 20 ms.
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

function streamUpload(port: number, cookie: string, file: string): Promise<number> {
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
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
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
    const server = await startServer<{ port: number; cookie: string; pid: number }>('app-server.ts', { BENCH_WORKERS: 'false' });
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
      const status = await streamUpload(server.info.port, server.info.cookie, file);
      const uploadMs = now() - started;
      await sleep(1000); // what the request left behind
      sampling = false;
      await sampler;
      if (status !== 202) throw new Error(`upload answered ${status}`);
      const after = rssBytes(pid);
      const delta = (peak - idle) / MB;
      return {
        name: this.name,
        rows: [
          atMost('peak − idle RSS, 100 MB upload', round(delta, 1), 'MB', 64, `${round((delta * MB) / FILE_BYTES, 2)}× of the file size`),
          info('idle RSS', round(idle / MB, 1), 'MB'),
          info('peak RSS', round(peak / MB, 1), 'MB', `1 s after: ${round(after / MB, 1)} MB`),
          info('upload throughput (loopback)', round(FILE_BYTES / MB / (uploadMs / 1000), 0), 'MB/s', `${round(uploadMs / 1000, 1)} s`),
        ],
        notes: ['The server runs under tsx (the transform cache counts in idle RSS, not in the delta); workers off, so extraction of the staged file is not part of this number.'],
      };
    } finally {
      await server.stop();
      removeDir(dir);
    }
  },
};

await runIfMain(import.meta.url, bench);
