/**
 * Shared helpers for the browser tests: deck files generated in Node (written to a temp folder for
 * `setInputFiles`), the upload dialog, toasts, the sidebar token balance and screenshots.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { makePdf, makePptx, type PptxSlideSpec } from '../apps/server/src/test/fixtures/documents.ts';
import { pitchDeckSlides } from '../apps/server/src/test/factories.ts';

export { makePdf, makePptx, pitchDeckSlides };

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'docs', 'screenshots');

/** A temp folder for generated files; `cleanup` removes it. */
export function tempFolder(prefix = 'pitchscope-e2e-files-') {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    dir,
    write(name: string, bytes: Uint8Array | string) {
      const file = path.join(dir, name);
      writeFileSync(file, bytes);
      return file;
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The viewports of the layout tests and screenshots: a laptop and a 390 px phone. */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * One Chromium for a test file's suite, launched before its tests and closed after them, with a temp
 * folder for its generated files. Read `suite.browser` in a test or hook (it is set in beforeAll).
 */
export function useBrowserSuite(): { readonly browser: Browser; readonly files: ReturnType<typeof tempFolder> } {
  let browser: Browser | undefined;
  const files = tempFolder();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    files.cleanup();
  });
  return {
    get browser() {
      if (!browser) throw new Error('The browser is launched in beforeAll: read suite.browser in a test or hook.');
      return browser;
    },
    files,
  };
}

export type DeckOptions = Parameters<typeof pitchDeckSlides>[0];

/** A text PDF pitch deck (one page per slide). */
export function deckPdf(options: DeckOptions): Promise<Uint8Array> {
  return makePdf(pitchDeckSlides(options));
}

/** The same deck as a PPTX: each slide's first line is the title, the other lines bullets. */
export function deckPptx(options: DeckOptions): Promise<Uint8Array> {
  const slides: PptxSlideSpec[] = pitchDeckSlides(options).map((text) => {
    const [title = '', ...bullets] = text.split('\n');
    return { title, bullets: bullets.filter((line) => line.trim()) };
  });
  return makePptx(slides);
}

/** Opens the Upload Decks dialog on /pitch-decks and returns it. */
export async function openUploadDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload Decks' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload Pitch Decks' });
  await dialog.waitFor();
  // The profile banner (if shown) is not part of these flows.
  const skip = dialog.getByRole('button', { name: /skip for now/i });
  if (await skip.isVisible().catch(() => false)) await skip.click();
  return dialog;
}

/** The dialog's row for one file (an <li> labelled "<file>: <Status>"). */
export function uploadRow(dialog: Locator, fileName: string): Locator {
  return dialog.getByRole('list', { name: 'Files to upload' }).locator('li').filter({ hasText: fileName });
}

export async function waitForRowStatus(row: Locator, status: string, timeout = 60_000) {
  await row.and(row.page().locator(`[data-status="${status}"]`)).waitFor({ timeout });
}

/** Adds files, starts the batch and waits for every row to reach `completed` (or the given status). */
export async function uploadThroughDialog(page: Page, files: string[], { timeout = 90_000 } = {}) {
  const dialog = await openUploadDialog(page);
  await dialog.getByLabel('Choose pitch deck files').setInputFiles(files);
  const batchToast = watchForToast(page, 'Batch Upload Complete', timeout);
  await dialog.getByRole('button', { name: /Start Upload/ }).click();
  for (const file of files) {
    await waitForRowStatus(uploadRow(dialog, path.basename(file)), 'completed', timeout);
  }
  await batchToast;
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Waits until a toast with this exact title is on screen. */
export async function expectToast(page: Page, title: string | RegExp, timeout = 20_000): Promise<Locator> {
  const toast = page
    .locator('[role="region"][aria-label^="Notifications"] li')
    .filter({ hasText: title })
    .first();
  try {
    await toast.waitFor({ timeout });
  } catch (error) {
    await page.screenshot({ path: path.join(os.tmpdir(), 'e2e-toast-failure.png') }).catch(() => {});
    const html = await page
      .locator('ol, [role="region"]')
      .evaluateAll((nodes) => nodes.map((n) => n.outerHTML.slice(0, 2000)));
    writeFileSync(path.join(os.tmpdir(), 'e2e-toast-failure.html'), html.join('\n\n'));
    throw error;
  }
  return toast;
}

/**
 * Starts watching for a toast before the action that raises it, and resolves with its text. A toast
 * lasts a few seconds: on a loaded machine, waiting for it only after other checks can miss it.
 */
export function watchForToast(page: Page, title: string | RegExp, timeout = 20_000): Promise<string> {
  const text = expectToast(page, title, timeout).then((toast) => toast.innerText());
  text.catch(() => {}); // awaited by the caller; this only keeps an early failure from going unhandled
  return text;
}

/** The deck card on /pitch-decks for a company. */
export function deckCard(page: Page, company: string): Locator {
  return page.getByRole('article', { name: company, exact: true });
}

/** The sidebar's token balance as a number, once it is loaded. */
export async function sidebarBalance(page: Page): Promise<number> {
  const cell = page.getByTestId('token-balance').first();
  await cell.waitFor();
  await page.waitForFunction(
    () => /^\d+$/.test(document.querySelector('[data-testid="token-balance"]')?.textContent?.trim() ?? ''),
    undefined,
    { timeout: 20_000 },
  );
  return Number((await cell.textContent())?.trim());
}

/** Polls until the sidebar shows this balance (the balance is refreshed by events and refetches). */
export async function waitForSidebarBalance(page: Page, expected: number, timeout = 30_000) {
  await page.waitForFunction(
    (value) => document.querySelector('[data-testid="token-balance"]')?.textContent?.trim() === String(value),
    expected,
    { timeout },
  );
}

export async function saveScreenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, name) });
}

/** Waits until no toast is on screen (they close after 5 s), for clean screenshots. */
export async function waitForToastsToClear(page: Page, timeout = 15_000) {
  await page
    .locator('[role="region"][aria-label^="Notifications"] li')
    .first()
    .waitFor({ state: 'detached', timeout });
}

/**
 * Runs a deep analysis from the deck's card on /pitch-decks (one token, confirmed) and waits on the
 * Analysis list until it is Complete; returns the deck's item of that list.
 */
export async function runDeepAnalysis(page: Page, company: string, timeout = 90_000): Promise<Locator> {
  await deckCard(page, company).getByRole('button', { name: 'Run Deep Analysis' }).click();
  await page.getByRole('alertdialog', { name: 'Run a deep analysis?' }).getByRole('button', { name: 'Use 1 token' }).click();
  await expectToast(page, 'Deep Analysis Started');
  await page.goto('/dashboard');
  const analysed = page
    .getByRole('list', { name: 'Pitch decks in analysis' })
    .locator('li')
    .filter({ has: page.getByRole('heading', { name: company }) });
  await analysed.getByText('Complete', { exact: true }).waitFor({ timeout });
  return analysed;
}

/** Opens a finished deep analysis from its Analysis list item, or at its path; waits for its tabs and returns the path. */
export async function openDeepAnalysis(page: Page, from: Locator | string): Promise<string> {
  if (typeof from === 'string') await page.goto(from);
  else {
    await from.getByRole('link', { name: 'Analysis' }).click();
    await page.waitForURL(/\/dashboard\/deep\//);
  }
  await page.getByRole('tablist', { name: 'Deep analysis' }).waitFor({ timeout: 60_000 });
  return new URL(page.url()).pathname;
}

export interface SidewaysOverflow {
  /** How far the page scrolls sideways: 0 when it fits the viewport. */
  overflow: number;
  /** The elements sticking out past the right edge, outermost then innermost: where a fix has to look. */
  culprits: string[];
}

/**
 * How far the page scrolls sideways, and what sticks out. An element inside a scroller (or a clipping
 * box) that itself fits does not count: that box scrolls, not the page.
 */
export async function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  await page.waitForTimeout(250); // fonts and late layout (lazy chunks, query results)
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
    if (overflow === 0) return { overflow, culprits: [] as string[] };
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const clips = /(auto|scroll|hidden|clip)/.test(getComputedStyle(parent).overflowX);
        if (clips && parent.getBoundingClientRect().right <= width) return true;
      }
      return false;
    };
    const sticking = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > width && !inScroller(element),
    );
    const outermost = sticking.filter((element) => !sticking.some((other) => other !== element && other.contains(element)));
    const innermost = sticking.filter((element) => !sticking.some((other) => other !== element && element.contains(other)));
    // An absolutely placed element (an sr-only label) escapes a scroller that is not its containing block.
    const placed = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > width && getComputedStyle(element).position === 'absolute',
    );
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 8).join('.')} right=${element.getBoundingClientRect().right.toFixed(2)} pos=${getComputedStyle(element).position} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    return { overflow, culprits: [...outermost.slice(0, 3), ...innermost.slice(0, 5), ...placed.slice(0, 3)].map(describe) };
  });
}
