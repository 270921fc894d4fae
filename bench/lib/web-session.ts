/** Chromium for the web benchmarks, and a user signed in through the sign-in page, as a browser state. */
import type { Browser, BrowserContextOptions } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Signs `email` in on the app at `baseUrl` (the test app's password) and returns its cookies and storage. */
export async function signInSession(browser: Browser, baseUrl: string, email: string): Promise<NonNullable<BrowserContextOptions['storageState']>> {
  const signIn = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
  const page = await signIn.newPage();
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
  const session = await signIn.storageState();
  await signIn.close();
  return session;
}
