import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newSession, signUpWithProfile } from './browser.ts';

describe('accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sends a visitor on a protected page to the sign-in page', async () => {
    const { page, context } = await newSession(browser);
    await page.goto('/pitch-decks');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Start Analyzing').waitFor();
    await context.close();
  });

  it('signs up, sets up the profile in first-time mode and lands on the Pitch Decks page with 2 tokens', async () => {
    const { page, context } = await newSession(browser);
    await signUpWithProfile(page, 'Grace Hopper');
    expect(new URL(page.url()).pathname).toBe('/pitch-decks');
    await page.getByText(/Good (morning|afternoon|evening), Grace/).waitFor();
    const sidebar = page.locator('aside, nav').filter({ hasText: 'Tokens' }).first();
    await expect(sidebar.innerText()).resolves.toMatch(/Tokens\s*2/);

    // Route guards for a signed-in investor who is not an admin.
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/credits-subscriptions');
    await page.waitForURL((url) => url.pathname === '/credits-and-subscriptions');
    await page.goto('/no-such-page');
    await page.waitForURL((url) => url.pathname === '/pitch-decks' || url.pathname === '/');
    await context.close();
  });
});
