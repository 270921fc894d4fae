/**
 * Deal-flow analytics in the browser (issue #37, ADR 0053): the /deal-flow page from the sidebar, a click
 * on a sector bar landing on the library filtered to that sector, screenshots of the page (desktop, phone,
 * dark), and a deck's revenue over time on its Numbers tab.
 */
import { describe, expect, it } from 'vitest';
import { newSession, signUpWithProfile } from './browser.ts';
import path from 'node:path';
import { PHONE, SCREENSHOT_DIR, deckPdf, makePdf, saveScreenshot, uploadThroughDialog, useBrowserSuite } from './fixtures.ts';

describe('deal flow in the browser', () => {
  const suite = useBrowserSuite();

  it('opens /deal-flow, clicks a sector bar, lands on the filtered library; draws a deck’s revenue', async () => {
    const harbor = suite.files.write('harbor-loop.pdf', await deckPdf({ company: 'Harbor Loop', story: 2, city: 'Oslo, Norway', round: '$3M', stage: 'Seed' }));
    const revenue = suite.files.write(
      'ledgerly.pdf',
      await makePdf([
        'Ledgerly\nBookkeeping for small shops',
        'Problem\nSmall shops lose hours every week on receipts.',
        'Traction\nRevenue 2023: $1.2M\nRevenue 2024: $2.5M',
        'Plan\nRevenue 2025E: $5M\nRevenue 2026E: $9M',
        'Team\nAna Ruiz, CEO',
      ]),
    );
    const { page, context } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Dana Dealflow');
    await uploadThroughDialog(page, [harbor, revenue]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Deal flow/ }).click();
    await page.waitForURL('**/deal-flow');
    const sector = page.getByRole('figure', { name: 'By sector' });
    await sector.waitFor();
    await expect.poll(() => page.getByText(/decks match/).textContent()).toMatch(/^2 decks match/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await saveScreenshot(page, 'deal-flow-desktop-light.png');

    // The first bar of the sector chart is its largest sector: it opens the library with that sector.
    const firstSector = await sector.locator('tbody tr').first().locator('td').first().textContent();
    await sector.locator('.recharts-bar-rectangle path, .recharts-bar-rectangle').first().click();
    await page.waitForURL(/\/pitch-decks\?.*sector=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('sector')?.toLowerCase()).toBe(firstSector?.toLowerCase());

    await page.setViewportSize(PHONE);
    await page.goto('/deal-flow');
    await page.getByRole('figure', { name: 'By sector' }).waitFor();
    await saveScreenshot(page, 'deal-flow-phone-light.png');
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await saveScreenshot(page, 'deal-flow-phone-dark.png');
    await page.setViewportSize({ width: 1366, height: 900 });
    await saveScreenshot(page, 'deal-flow-desktop-dark.png');
    await page.emulateMedia({ colorScheme: 'light' });

    // The deck's revenue as a chart on its Numbers tab.
    await page.goto('/pitch-decks');
    await page.getByRole('link', { name: /Ledgerly/ }).first().click();
    await page.getByRole('tab', { name: 'Numbers' }).click();
    const chart = page.getByRole('figure', { name: 'Revenue' });
    await chart.waitFor();
    await chart.scrollIntoViewIfNeeded();
    await chart.screenshot({ path: path.join(SCREENSHOT_DIR, 'deck-revenue-chart.png') });
    await context.close();
  });
});
