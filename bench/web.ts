/**
 * 9. Web app: initial JS (gzip) of the sign-in route, from apps/web/dist/index.html (entry script +
 * modulepreloads, each gzipped with zlib level 9) and, as a cross-check, every JS file the browser fetches
 * to render `/`; and first contentful paint of `/` in headless Chromium against the built server
 * (apps/server/dist/main.js on a fresh data folder), each load in a fresh context (empty cache).
 *
 * Then the library at scale (issue #19): one user with 10,000 decks (BENCH_LIBRARY_DECKS, seeded as
 * api-load seeds them, by the bench app server in its own process), the built web app in front of it
 * (lib/web-proxy.ts), the user signed in through the sign-in page. For the card grid and the table view:
 * time from navigation to the first page of decks on screen (fresh context each load, cold cache), then
 * scrolling through BENCH_WEB_SCROLL_PAGES pages (infinite loading) with every long task (> 50 ms) that
 * Chromium's PerformanceObserver reports.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { atMost, info, median, now, removeDir, round, ROOT, runIfMain, sleep, tmpDir, type Bench, type Row } from './lib/common.ts';
import { freePort, startServer, stopChild } from './lib/child.ts';
import { startWebProxy } from './lib/web-proxy.ts';
import { CHROMIUM, CHROMIUM_ARGS, signInSession } from './lib/web-session.ts';

const DIST = path.join(ROOT, 'apps/web/dist');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const RUNS = Number(process.env.BENCH_FCP_RUNS ?? 5);
const KB = 1024;
const LIBRARY_DECKS = Number(process.env.BENCH_LIBRARY_DECKS ?? 10_000);
const LIBRARY_RUNS = Number(process.env.BENCH_LIBRARY_RUNS ?? 3);
const SCROLL_PAGES = Number(process.env.BENCH_WEB_SCROLL_PAGES ?? 20);

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
      args: CHROMIUM_ARGS,
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
    const library = await libraryRows();
    rows.push(...library.rows);
    notes.push(...library.notes);
    return { name: this.name, rows, notes };
  },
};

/** What the page records for the benchmark, from before its first script runs. */
interface PageProbe {
  /** performance.now() of the frame after the first deck (card or table row) entered the page. */
  firstDeck: number | null;
  longTasks: Array<{ start: number; duration: number }>;
}

declare global {
  interface Window {
    benchProbe: PageProbe;
  }
}

function installProbe() {
  const probe: PageProbe = { firstDeck: null, longTasks: [] };
  window.benchProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (probe.firstDeck !== null || !document.querySelector('[role="article"][data-status], tbody tr[data-deck-id]')) return;
    observer.disconnect();
    // The deck is in the DOM; the next animation frame is when it is painted.
    requestAnimationFrame(() => (probe.firstDeck = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

type LibraryView = 'cards' | 'table';

async function libraryRows(): Promise<{ rows: Row[]; notes: string[] }> {
  const proxyPort = await freePort();
  const baseUrl = `http://127.0.0.1:${proxyPort}`;
  // Seeding 10,000 decks (each with its 20-slide text) takes minutes on PGlite.
  const server = await startServer<{ port: number; email: string }>(
    'app-server.ts',
    { BENCH_SEED_DECKS: String(LIBRARY_DECKS), BENCH_APP_URL: baseUrl },
    900_000,
  );
  const proxy = await startWebProxy(proxyPort, DIST, server.info.port);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  let rows: Row[];
  try {
    rows = await measureLibrary(browser, baseUrl, server.info.email);
  } finally {
    await browser.close();
    await proxy.close();
    await server.stop();
  }
  const notes = [
    `Library rows: one user with ${LIBRARY_DECKS.toLocaleString('en')} decks (bench/lib/seed.ts, as api-load), the bench app server (PGlite, own process) behind lib/web-proxy.ts serving apps/web/dist; signed in through the sign-in page; Chromium 1366×900, ${CHROMIUM_ARGS.join(' ')}. Scrolling: mouse wheel 600 px every 100 ms until ${SCROLL_PAGES} pages (50 decks each) are loaded, then 2 s more; long tasks are those PerformanceObserver({type: 'longtask'}) reports from the first wheel on.`,
  ];
  return { rows, notes };
}

/** The library rows against a running app (web + API on `baseUrl`) whose user `email` has the decks. */
export async function measureLibrary(browser: Browser, baseUrl: string, email: string): Promise<Row[]> {
  const rows: Row[] = [];
  const session = await signInSession(browser, baseUrl, email);

  for (const view of ['cards', 'table'] as const) {
    const shown: number[] = [];
    let scroll: Awaited<ReturnType<typeof scrollThrough>> | null = null;
    for (let i = 0; i < LIBRARY_RUNS + 1; i++) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 }, storageState: session });
      await context.addInitScript((chosen: LibraryView) => localStorage.setItem('pitchscope.library.view', chosen), view);
      await context.addInitScript(installProbe);
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await page.goto('/pitch-decks');
      await page.waitForFunction(() => window.benchProbe.firstDeck !== null);
      const firstDeck = await page.evaluate(() => window.benchProbe.firstDeck!);
      // The first load warms the server (its first list query plans) and Chromium; the last one also scrolls.
      if (i > 0) shown.push(firstDeck);
      if (i === LIBRARY_RUNS) scroll = await scrollThrough(page, view);
      await context.close();
    }
    const label = view === 'cards' ? 'card grid' : 'table';
    rows.push(
      atMost(`library, ${label}: first page of decks shown (${LIBRARY_DECKS.toLocaleString('en')} decks)`, round(median(shown), 0), 'ms', 1500, `N=${LIBRARY_RUNS}, each ${shown.map((ms) => round(ms, 0)).join(' / ')} ms; navigation → first deck painted, cold cache`),
    );
    if (scroll) {
      rows.push(
        atMost(`library, ${label}: long tasks (> 50 ms) while scrolling ${scroll.pages} pages`, scroll.longTasks.length, 'tasks', 0, `longest ${round(Math.max(0, ...scroll.longTasks), 0)} ms, total ${round(scroll.longTasks.reduce((a, b) => a + b, 0), 0)} ms; ${scroll.decksInDom} decks and ${scroll.domNodes} DOM nodes in the page at the end`),
      );
    }
  }
  return rows;
}

/** Wheels down the library until SCROLL_PAGES pages are loaded; the long tasks seen meanwhile. */
async function scrollThrough(page: Page, view: LibraryView) {
  let pages = 1;
  page.on('response', (response) => {
    if (/\/api\/decks\?.*cursor=/.test(response.url())) pages += 1;
  });
  // BENCH_WEB_PROFILE=<folder>: a Chromium CPU profile of each view's scroll, to open in DevTools.
  const profileDir = process.env.BENCH_WEB_PROFILE;
  const cdp = profileDir ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const start = await page.evaluate(() => performance.now());
  await page.mouse.move(683, 600);
  const deadline = now() + 120_000;
  while (pages < SCROLL_PAGES && now() < deadline) {
    await page.mouse.wheel(0, 600);
    await sleep(100);
  }
  const settle = now() + 2000;
  while (now() < settle) {
    await page.mouse.wheel(0, 600);
    await sleep(100);
  }
  if (cdp && profileDir) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(path.join(profileDir, `library-${view}.cpuprofile`), JSON.stringify(profile));
  }
  const seen = await page.evaluate(
    (from) => ({
      longTasks: window.benchProbe.longTasks.filter((task) => task.start >= from).map((task) => task.duration),
      decksInDom: document.querySelectorAll('[role="article"][data-status], tbody tr[data-deck-id]').length,
      domNodes: document.getElementsByTagName('*').length,
    }),
    start,
  );
  return { ...seen, pages };
}

await runIfMain(import.meta.url, bench);
