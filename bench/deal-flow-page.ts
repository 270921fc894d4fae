/**
 * The deal-flow page's first render (issue #37): one user with 2,000 decks (BENCH_DEAL_FLOW_PAGE_DECKS),
 * seeded as the web benchmark seeds its library (bench app server, lib/seed.ts) and given the deal-flow
 * benchmark's sectors, sources and dated pipeline history (lib/deal-flow-seed.ts); the built web app in
 * front of it (lib/web-proxy.ts), the user signed in through the sign-in page. Each load opens /deal-flow
 * in a fresh context (cold cache) and times navigation → every chart drawn: all nine chart figures in the
 * DOM, each with its bars (or its "No decks to show."), painted on the next animation frame. A bar is a
 * CSS bar list's `[data-chart-bar]`, or Recharts' rectangle (the charts before issue #37's bar lists, so
 * an older build can be timed by the same probe).
 * p50/p95 over BENCH_DEAL_FLOW_PAGE_RUNS loads after one warm-up. Target: ≤ 1 s.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { atMost, info, loadAverage, percentile, ROOT, round, runIfMain, type Bench, type Row } from './lib/common.ts';
import { freePort, startServer } from './lib/child.ts';
import { startWebProxy } from './lib/web-proxy.ts';
import { CHROMIUM, CHROMIUM_ARGS, signInSession } from './lib/web-session.ts';

const DIST = path.join(ROOT, 'apps/web/dist');
const DECKS = Number(process.env.BENCH_DEAL_FLOW_PAGE_DECKS ?? 2_000);
const RUNS = Number(process.env.BENCH_DEAL_FLOW_PAGE_RUNS ?? 7);
/** Weekly, funnel, sector, company stage, geography, fit, source, pass reasons, fit by outcome. */
const CHARTS = 9;
const FIRST_RENDER_TARGET_MS = 1000;
declare global {
  interface Window {
    /** performance.now() of the frame after every chart was drawn, or null until then. */
    chartsDrawnAt: number | null;
    /** performance.now() of the frame after the library's first deck entered the page (the reference). */
    firstDeckAt: number | null;
  }
}

/** What a drawn bar is, in either kind of chart. */
const BAR_SELECTOR = '.recharts-bar-rectangle, [data-chart-bar]';

/**
 * Installed before the page's first script: watches the DOM until every chart has its bars. (No named
 * inner functions: tsx names them with a helper the page does not have.)
 */
function installChartsProbe({ charts, bar }: { charts: number; bar: string }) {
  window.chartsDrawnAt = null;
  const observer = new MutationObserver(() => {
    const figures = Array.from(document.querySelectorAll('main figure'));
    if (figures.length < charts) return;
    if (!figures.every((figure) => figure.querySelector(bar) !== null || /No decks to show\./.test(figure.textContent ?? ''))) return;
    observer.disconnect();
    // The bars are in the DOM; the next animation frame is when they are painted.
    requestAnimationFrame(() => (window.chartsDrawnAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The reference page's probe, as web.ts times the library: the first deck card or table row painted. */
function installFirstDeckProbe() {
  window.firstDeckAt = null;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role="article"][data-status], tbody tr[data-deck-id]')) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.firstDeckAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

export const bench: Bench = {
  name: 'deal-flow-page',
  async run() {
    if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('run `npm run build` first (apps/web/dist missing)');
    const notes: string[] = [`Load average at start: ${loadAverage()}.`];
    const proxyPort = await freePort();
    const baseUrl = `http://127.0.0.1:${proxyPort}`;
    const server = await startServer<{ port: number; email: string }>(
      'app-server.ts',
      { BENCH_SEED_DECKS: String(DECKS), BENCH_SEED_DEAL_FLOW: '1', BENCH_APP_URL: baseUrl },
      900_000,
    );
    const proxy = await startWebProxy(proxyPort, DIST, server.info.port);
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    const times: number[] = [];
    const dataArrived: number[] = [];
    const mainThreadBusy: number[] = [];
    const libraryShown: number[] = [];
    try {
      const session = await signInSession(browser, baseUrl, server.info.email);
      for (let i = 0; i < RUNS + 1; i++) {
        const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 }, storageState: session });
        await context.addInitScript(installChartsProbe, { charts: CHARTS, bar: BAR_SELECTOR });
        const page = await context.newPage();
        page.setDefaultTimeout(30_000);
        // The page's main-thread work, counted by Chromium: on a shared machine the wall clock measures
        // the other processes as much as the page, its own busy time much less so.
        const devtools = await context.newCDPSession(page);
        await devtools.send('Performance.enable');
        await page.goto('/deal-flow');
        await page.waitForFunction(() => window.chartsDrawnAt !== null).catch(async (error: unknown) => {
          // Say what the page showed instead: which charts had no bars yet.
          const shown = await page.evaluate((bar) =>
            Array.from(document.querySelectorAll('main figure')).map((figure) => `${figure.querySelector('figcaption')?.textContent}: ${figure.querySelectorAll(bar).length} bars (${(figure.textContent ?? '').slice(0, 160)})`),
          BAR_SELECTOR);
          throw new Error(`charts not drawn within 30 s at ${page.url()} (${shown.length} figures: ${shown.join('; ')}): ${String(error)}`);
        });
        const drawnAt = await page.evaluate(() => window.chartsDrawnAt!);
        const { metrics } = await devtools.send('Performance.getMetrics');
        const busy = (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN) * 1000;
        // When the charts' data had arrived: what the server and network took, apart from drawing.
        const dataAt = await page.evaluate(() => {
          const entry = performance.getEntriesByType('resource').find((one) => new URL(one.name).pathname === '/api/deal-flow');
          return entry ? (entry as PerformanceResourceTiming).responseEnd : NaN;
        });
        if (process.env.BENCH_DEAL_FLOW_PAGE_TRACE === '1') {
          const trace = await page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map((entry) => `${Math.round(entry.startTime)}-${Math.round((entry as PerformanceResourceTiming).responseEnd)} ${entry.name.replace(location.origin, '')} (${(entry as PerformanceResourceTiming).encodedBodySize} B)`),
          );
          console.error(`load ${i}: drawn at ${Math.round(drawnAt)} ms\n${trace.join('\n')}`);
        }
        await context.close();
        // The reference, loaded right after under the same load: the library's first page (web.ts' target ≤ 1.5 s at 10,000 decks).
        const reference = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 }, storageState: session });
        await reference.addInitScript(installFirstDeckProbe);
        const libraryPage = await reference.newPage();
        libraryPage.setDefaultTimeout(30_000);
        await libraryPage.goto('/pitch-decks');
        await libraryPage.waitForFunction(() => window.firstDeckAt !== null);
        const firstDeckAt = await libraryPage.evaluate(() => window.firstDeckAt!);
        await reference.close();
        // The first load warms the server (its first deal-flow queries plan) and Chromium.
        if (i === 0) continue;
        times.push(drawnAt);
        dataArrived.push(dataAt);
        mainThreadBusy.push(busy);
        libraryShown.push(firstDeckAt);
      }
    } finally {
      await browser.close();
      await proxy.close();
      await server.stop();
    }
    const each = times.map((ms) => round(ms, 0)).join(' / ');
    const rows: Row[] = [
      atMost(`/deal-flow first render p50 (${DECKS.toLocaleString('en')} decks)`, round(percentile(times, 50), 0), 'ms', FIRST_RENDER_TARGET_MS, `N=${times.length}, each ${each} ms`),
      atMost(`/deal-flow first render p95 (${DECKS.toLocaleString('en')} decks)`, round(percentile(times, 95), 0), 'ms', FIRST_RENDER_TARGET_MS, 'navigation → all nine charts drawn, cold cache'),
      info('/deal-flow: the charts\' data received, p50', round(percentile(dataArrived, 50), 0), 'ms', 'navigation → GET /api/deal-flow response end'),
      info(
        'reference: /pitch-decks first deck painted, p50',
        round(percentile(libraryShown, 50), 0),
        'ms',
        `each load right after a /deal-flow one; /deal-flow p50 is ${round(percentile(times, 50) / percentile(libraryShown, 50), 2)}× it`,
      ),
      info('/deal-flow: charts drawn after their data, p50', round(percentile(times.map((at, index) => at - dataArrived[index]), 50), 0), 'ms', 'response end → all nine charts drawn'),
      info('/deal-flow: main-thread busy until drawn, p50', round(percentile(mainThreadBusy, 50), 0), 'ms', "Chromium's TaskDuration from navigation to all nine charts drawn (CDP Performance.getMetrics)"),
    ];
    notes.push(
      `Deal-flow page: one user with ${DECKS.toLocaleString('en')} decks (bench/lib/seed.ts as the web benchmark's library, with lib/deal-flow-seed.ts's sectors, sources and pipeline history), the bench app server (PGlite, own process) behind lib/web-proxy.ts serving apps/web/dist; Chromium 1366×900, ${CHROMIUM_ARGS.join(' ')}; fresh context (cold cache) per load, one warm-up load not counted.`,
      `Load average at end: ${loadAverage()} (a shared machine: times are wall clock).`,
    );
    return { name: this.name, rows, notes };
  },
};

await runIfMain(import.meta.url, bench);
