import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

/**
 * A fresh signed-out session at 1366 × 900; `options` (another viewport, reduced motion, bypassCSP so axe
 * can be injected) go to the browser context.
 */
export async function newSession(
  browser: Browser,
  options: Pick<BrowserContextOptions, 'viewport' | 'reducedMotion' | 'bypassCSP'> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 900 }, ...options });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

let counter = 0;
export function uniqueEmail(prefix = 'investor') {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Signs up through the UI and waits for the first-time settings page. */
export async function signUpThroughUi(page: Page, name: string, email = uniqueEmail()) {
  await page.goto('/signup');
  await page.locator('#sign-up-name').fill(name);
  await page.locator('#sign-up-email').fill(email);
  await page.locator('#sign-up-password').fill('secret-password');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: /sign up|create account/i }).first().click();
  await page.waitForURL('**/settings', { timeout: 20_000 });
  return email;
}

/** Signs up and completes the first-time investor profile (focus Fintech), landing on /pitch-decks. */
export async function signUpWithProfile(page: Page, name: string, focus = 'Fintech') {
  const email = await signUpThroughUi(page, name);
  await page.getByRole('tab', { name: 'Investor Profile' }).click();
  await page.getByLabel('Investment focus').click();
  await page.getByRole('checkbox', { name: focus, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /complete setup/i }).click();
  await page.waitForURL('**/pitch-decks', { timeout: 20_000 });
  return email;
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 20_000 });
}
