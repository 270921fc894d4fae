/**
 * Deal-flow analytics in the browser (issue #37, ADR 0053): the /deal-flow page from the sidebar, a click
 * on a sector bar landing on the library filtered to that sector, screenshots of the page (desktop, phone,
 * dark), and a deck's revenue over time on its Numbers tab, each checked by axe (light and dark).
 */
import { describe, expect, it } from 'vitest';
import { newSession, signUpWithProfile } from './browser.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PHONE, SCREENSHOT_DIR, deckPdf, makePdf, saveScreenshot, uploadThroughDialog, useBrowserSuite } from './fixtures.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The ids of serious and critical axe violations on the page as it is now. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact?: string | null }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
  });
}

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
    // CSP bypassed only so axe can be injected.
    const { page, context } = await newSession(suite.browser, { bypassCSP: true });
    await signUpWithProfile(page, 'Dana Dealflow');
    await uploadThroughDialog(page, [harbor, revenue]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Deal flow/ }).click();
    await page.waitForURL('**/deal-flow');
    const sector = page.getByRole('figure', { name: 'By sector' });
    await sector.waitFor();
    await expect.poll(() => page.getByText(/decks match/).textContent()).toMatch(/^2 decks match/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await saveScreenshot(page, 'deal-flow-desktop-light.png');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The first bar of the sector chart is its largest sector: a link named by it, it opens the library with that sector.
    const firstSector = await sector.locator('tbody tr').first().locator('td').first().textContent();
    const firstBar = sector.getByRole('list').getByRole('link').first();
    expect((await firstBar.getAttribute('aria-label'))?.startsWith(`${firstSector}: `)).toBe(true);
    await firstBar.click();
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
    expect(await seriousAxeViolations(page)).toEqual([]);
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
    // The chart, its data table and the tab around it pass axe in both themes (issue #37 item 3).
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await chart.screenshot({ path: path.join(SCREENSHOT_DIR, 'deck-revenue-chart-dark.png') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    // On a 390 px phone the chart keeps the card's width and every period's name.
    await page.setViewportSize(PHONE);
    await chart.scrollIntoViewIfNeeded();
    expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    for (const period of ['2023', '2024', '2025E', '2026E']) await chart.locator('.recharts-cartesian-axis-tick-value', { hasText: period }).waitFor();
    await chart.screenshot({ path: path.join(SCREENSHOT_DIR, 'deck-revenue-chart-phone-dark.png') });
    await context.close();
  });
});
