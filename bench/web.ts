/**
 * 9. Web app: initial JS (gzip) of the sign-in route, from apps/web/dist/index.html (entry script +
 * modulepreloads, each gzipped with zlib level 9) and, as a cross-check, every JS file the browser fetches
 * to render `/`; and first contentful paint of `/` in headless Chromium against the built server
 * (apps/server/dist/main.js on a fresh data folder), each load in a fresh context (empty cache).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { atMost, info, median, now, removeDir, round, ROOT, runIfMain, sleep, tmpDir, type Bench, type Row } from './lib/common.ts';
import { freePort, stopChild } from './lib/child.ts';

const DIST = path.join(ROOT, 'apps/web/dist');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_FCP_RUNS ?? 5);
const KB = 1024;

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function initialAssets(): { scripts: string[]; css: string[] } {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const scripts = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ];
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return { scripts, css };
}

export const bench: Bench = {
  name: 'web',
  async run() {
    if (!existsSync(path.join(DIST, 'index.html')) || !existsSync(MAIN)) throw new Error('run `npm run build` first (apps/web/dist or apps/server/dist missing)');
    const notes: string[] = [];
    const { scripts, css } = initialAssets();
    const file = (url: string) => path.join(DIST, url.replace(/^\//, ''));
    const jsGzip = scripts.reduce((sum, url) => sum + gzipSize(file(url)), 0);
    const jsRaw = scripts.reduce((sum, url) => sum + readFileSync(file(url)).length, 0);
    const cssGzip = css.reduce((sum, url) => sum + gzipSize(file(url)), 0);
    const rows: Row[] = [
      atMost('initial JS, gzip (entry + modulepreloads)', round(jsGzip / KB, 1), 'KB', 200, `${scripts.length} files, ${round(jsRaw / KB, 0)} KB raw`),
      info('initial CSS, gzip', round(cssGzip / KB, 1), 'KB'),
    ];

    const dataDir = tmpDir('web');
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: baseUrl, DATABASE_URL: '', LOG_LEVEL: 'warn', BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const deadline = now() + 90_000;
      while (!(await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false))) {
        if (now() > deadline || server.exitCode !== null) throw new Error('the built server did not start');
        await sleep(100);
      }
      const fcp: number[] = [];
      const dcl: number[] = [];
      let fetchedJs = new Set<string>();
      for (let i = 0; i < RUNS + 1; i++) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } }); // empty cache each time
        const page = await context.newPage();
        const js = new Set<string>();
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.origin === baseUrl && url.pathname.endsWith('.js')) js.add(url.pathname);
        });
        await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
        await page.getByText(/sign in/i).first().waitFor({ timeout: 20_000 });
        const timing = await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          return { fcp: paint ? paint.startTime : NaN, dcl: nav.domContentLoadedEventEnd };
        });
        await context.close();
        if (i === 0) continue; // the first load warms the server's file cache and Chromium itself
        fcp.push(timing.fcp);
        dcl.push(timing.dcl);
        fetchedJs = js;
      }
      const fetchedGzip = [...fetchedJs].reduce((sum, url) => sum + gzipSize(file(url)), 0);
      rows.push(
        info('JS fetched to render / (sign-in), gzip', round(fetchedGzip / KB, 1), 'KB', `${fetchedJs.size} files (lazy route chunk included)`),
        info('FCP of / (headless Chromium, cold cache, loopback)', round(median(fcp), 0), 'ms', `N=${RUNS}, DOMContentLoaded ${round(median(dcl), 0)} ms`),
      );
      notes.push('The server sends assets uncompressed (no compression plugin); gzip sizes are what a compressing proxy would send. FCP has no target; loopback network, so it measures parse/execute/render.');
    } finally {
      await browser.close();
      await stopChild(server, 15_000);
      removeDir(dataDir);
    }
    return { name: this.name, rows, notes };
  },
};

await runIfMain(import.meta.url, bench);
