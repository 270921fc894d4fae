/**
 * Portfolio conflicts (issue #32 item 4, ADR 0054) in the browser: a portfolio imported from CSV in
 * Settings (a bad row reported with its line), a deck whose competition slide names a holding flagged on
 * its card, its table row and its page, the flag's slide button opening that slide.
 */
import { describe, expect, it } from 'vitest';
import { newSession, signUpWithProfile } from './browser.ts';
import { deckCard, makePdf, pitchDeckSlides, saveScreenshot, uploadThroughDialog, waitForToastsToClear, useBrowserSuite } from './fixtures.ts';

describe('portfolio conflicts in the browser', () => {
  const suite = useBrowserSuite();

  it('flags a deck that names a portfolio company as a competitor, on its card and its page', async () => {
    const csv = suite.files.write(
      'portfolio.csv',
      new TextEncoder().encode(['name,website,sector,description', 'Voltcafe,voltcafe.eu,Hospitality,Point of sale for cafés', ',nameless.com,Fintech,'].join('\n')),
    );
    const pdf = suite.files.write(
      'brightwatt.pdf',
      await makePdf(pitchDeckSlides({ company: 'Brightwatt', extra: 'Competition: Voltcafe and spreadsheets' })),
    );
    const { page, context } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Pia Portfolio');

    await page.goto('/settings?tab=portfolio');
    await page.getByLabel('Portfolio CSV file').setInputFiles(csv);
    const notImported = page.getByRole('list', { name: 'Rows not imported' });
    await notImported.waitFor();
    expect(await notImported.textContent()).toContain('Line 3: The company name is empty.');
    await page.getByRole('table', { name: 'Portfolio companies' }).getByText('Voltcafe', { exact: true }).waitFor();

    await page.goto('/pitch-decks');
    await uploadThroughDialog(page, [pdf]);
    const card = deckCard(page, 'Brightwatt');
    await card.getByTestId('conflict-badge').getByText('Conflict: Voltcafe').waitFor({ timeout: 30_000 });

    // The table view flags the deck's row too, and its spoken label gives the reason.
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Brightwatt' });
    const rowBadge = row.getByTestId('conflict-badge');
    await rowBadge.getByText('Conflict: Voltcafe').waitFor();
    expect(await rowBadge.getAttribute('aria-label')).toMatch(/^Portfolio conflict: Names Voltcafe as a competitor \(slide 8\)/);
    await saveScreenshot(page, 'pitch-decks-table-portfolio-conflict.png');
    await page.getByRole('button', { name: 'Cards', exact: true }).click();

    await card.getByRole('link', { name: 'Brightwatt' }).click();
    await page.waitForURL('**/pitch-decks/*');
    await page.getByText('Slide 1 of 8').waitFor({ timeout: 60_000 });
    const flag = page.getByTestId('portfolio-conflict');
    await flag.waitFor();
    expect(await flag.textContent()).toContain('Names Voltcafe as a competitor (slide 8)');
    await flag.getByRole('button', { name: 'Slide 8' }).click();
    await page.getByText('Slide 8 of 8').waitFor();
    // The screenshot shows the drawn slide, not its placeholder.
    await page.waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="slide-frame"] img[alt="Slide 8"]');
        return Boolean(img?.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 60_000 },
    );
    await waitForToastsToClear(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'deck-page-portfolio-conflict.png');
    await context.close();
  });
});
