/**
 * Users correct facts (issue #22 item 6, ADR 0012): on the deck page of an uploaded deck the owner
 * corrects a fact in place; it is marked "Edited by you" with the extracted value, survives a reload,
 * an assumed industry corrected is rated against the profile, and the deck list shows the corrected value.
 */
import { describe, expect, it } from 'vitest';
import { newSession, signUpWithProfile } from './browser.ts';
import {
  deckCard,
  deckPdf,
  expectToast,
  saveScreenshot,
  uploadThroughDialog,
  waitForToastsToClear,
  useBrowserSuite,
} from './fixtures.ts';

describe('correcting deck facts in the browser', () => {
  const suite = useBrowserSuite();

  it('edits a fact on the deck page, marks it edited by you and keeps it after a reload', async () => {
    const pdf = suite.files.write(
      'lumen-ledger-deck.pdf',
      await deckPdf({
        company: 'Lumen Ledger',
        story: 1,
        city: 'Helsinki, Finland',
        round: '$2M',
        stage: 'Seed',
      }),
    );
    const { page, context } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Grace Investor');
    await uploadThroughDialog(page, [pdf]);

    await deckCard(page, 'Lumen Ledger').getByRole('link', { name: 'Lumen Ledger' }).click();
    await page.waitForURL('**/pitch-decks/*');
    const facts = page.locator('[data-slot=card]').filter({ hasText: 'Deck Facts' });
    const location = facts.locator('[data-field=geography]');
    await location.getByText('Helsinki, Finland').waitFor();

    // Esc leaves the fact as it was.
    await facts.getByRole('button', { name: 'Edit Location' }).click();
    await location.getByRole('combobox', { name: 'Location' }).fill('Somewhere else');
    await page.keyboard.press('Escape');
    await location.getByText('Helsinki, Finland').waitFor();

    // Enter saves the correction.
    await facts.getByRole('button', { name: 'Edit Location' }).click();
    const input = location.getByRole('combobox', { name: 'Location' });
    expect(await input.inputValue()).toBe('Helsinki, Finland');
    await input.fill('Tallinn, Estonia');
    await input.press('Enter');
    await expectToast(page, 'Fact updated');
    await location.getByText('Edited by you').waitFor();
    await location.getByText('Extracted from the deck: Helsinki, Finland').waitFor();
    expect(await location.getByText('Tallinn, Estonia').isVisible()).toBe(true);
    await waitForToastsToClear(page);
    await location.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'deck-page-edited-field.png');

    // An assumed industry is not rated; the investor's Fintech is, against the Fintech focus.
    await page.getByText('Industry not stated in the deck').waitFor();
    await facts.getByRole('button', { name: 'Edit Industry' }).click();
    const industry = facts.locator('[data-field=industry]').getByRole('textbox', { name: 'Industry' });
    await industry.fill('Fintech');
    await industry.press('Enter');
    await facts.locator('[data-field=industry]').getByText('Edited by you').waitFor();
    await page.getByText('Industry not stated in the deck').waitFor({ state: 'detached' });
    await page.getByText(/Fintech matches your investment focus/).waitFor();

    await page.reload();
    await location.getByText('Edited by you').waitFor();
    expect(await location.getByText('Tallinn, Estonia').isVisible()).toBe(true);

    await page.goto('/pitch-decks');
    await deckCard(page, 'Lumen Ledger').getByText('Tallinn, Estonia').waitFor();
    await context.close();
  });
});
