/**
 * The deal pipeline in the browser (issue #19 item 3, ADR 0016): the stage select on the deck card, the
 * board at /pipeline where a deck is dragged to Passed (the pass dialog asks for the reason and a note),
 * the Passed column showing it, and the deck page's history with the change, the reason and the note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newSession, signUpWithProfile } from './browser.ts';
import { deckCard, deckPdf, saveScreenshot, tempFolder, uploadThroughDialog } from './fixtures.ts';

describe('the deal pipeline in the browser', () => {
  let browser: Browser;
  const files = tempFolder();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    files.cleanup();
  });

  it('drags a deck to Passed with a reason and shows it in the Passed column and in the deck’s history', async () => {
    const pdf = files.write(
      'harbor-freight-ai-deck.pdf',
      await deckPdf({ company: 'Harbor Loop', story: 2, city: 'Oslo, Norway', round: '$3M', stage: 'Seed' }),
    );
    const { page, context } = await newSession(browser);
    await signUpWithProfile(page, 'Pia Pipeline');
    await uploadThroughDialog(page, [pdf]);

    // The card carries the stage as one labelled select, New by default.
    const cardSelect = deckCard(page, 'Harbor Loop').getByRole('combobox', { name: 'Deal stage of Harbor Loop' });
    await cardSelect.waitFor();
    expect(await cardSelect.inputValue()).toBe('new');
    // Moving it from the card to Screening.
    const moved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith('/pipeline'),
    );
    await cardSelect.selectOption('screening');
    expect((await moved).status()).toBe(200);

    // The board, from the sidebar.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Pipeline/ }).click();
    await page.waitForURL('**/pipeline');
    const column = (name: string) => page.getByRole('region', { name: new RegExp(`^${name},`) });
    const screening = column('Screening');
    const card = screening.locator('li[data-deck-id]').filter({ hasText: 'Harbor Loop' });
    await card.waitFor();

    // Drag it onto Passed: the pass dialog asks why.
    await card.dragTo(column('Passed'));
    const dialog = page.getByRole('dialog', { name: 'Pass on Harbor Loop?' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Valuation' }).check();
    await dialog.getByRole('textbox', { name: /Note/ }).fill('Priced **well above** our range');
    await dialog.getByRole('button', { name: 'Pass' }).click();
    await dialog.waitFor({ state: 'detached' });

    const passedCard = column('Passed').locator('li[data-deck-id]').filter({ hasText: 'Harbor Loop' });
    await passedCard.getByText('Reason: Valuation').waitFor();
    expect(await screening.locator('li[data-deck-id]').count()).toBe(0);
    await saveScreenshot(page, 'pipeline-board.png');

    // The deck page: the stage, the reason and the history (newest first), the note rendered as markdown.
    await passedCard.getByRole('link', { name: 'Harbor Loop' }).click();
    await page.waitForURL('**/pitch-decks/*');
    const history = page.getByRole('list', { name: 'Deck history' });
    const entries = history.locator('li');
    await entries.first().waitFor();
    expect(await entries.count()).toBe(2);
    const latest = entries.nth(0);
    expect(await latest.innerText()).toMatch(/Pia Pipeline moved the deck from\s*Screening\s*Passed\s*· reason: Valuation/);
    expect(await latest.locator('strong').innerText()).toBe('well above');
    expect(await entries.nth(1).innerText()).toMatch(/moved the deck from\s*New\s*Screening/);
    expect(await page.getByRole('combobox', { name: 'Deal stage' }).inputValue()).toBe('passed');

    // A note joins the history.
    await page.getByRole('textbox', { name: 'Add a note (markdown)' }).fill('Revisit at *Series A*');
    await page.getByRole('button', { name: 'Add note' }).click();
    await history.getByText('Revisit at').waitFor();
    expect(await entries.count()).toBe(3);
    await context.close();
  });
});
