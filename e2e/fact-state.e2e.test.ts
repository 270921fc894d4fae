/**
 * One truth per deck (issue #36, ADR 0030): a deck stating no stage or round shows the spec's defaults
 * marked "(assumed)" on its card; the investor edits the stage (a select of the spec's stages) and the
 * round (amount and currency) on the deck page, and the card, the table and the deck page, its "Facts
 * read from the deck" included, then read the same value in the same state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newSession, signUpWithProfile } from './browser.ts';
import { deckCard, deckPdf, expectToast, tempFolder, uploadThroughDialog, waitForToastsToClear } from './fixtures.ts';

describe('a fact edited once reads the same everywhere', () => {
  let browser: Browser;
  const files = tempFolder();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    files.cleanup();
  });

  it('edits an assumed stage and round; card, table and deck page show the investor’s values as edited', async () => {
    // The ask names neither a stage nor an amount: extraction assumes the spec's defaults.
    const pdf = files.write('quiet-quarry-deck.pdf', await deckPdf({ company: 'Quiet Quarry', story: 2, round: 'new capital', stage: 'this' }));
    const { page, context } = await newSession(browser);
    await signUpWithProfile(page, 'Stella State');
    await uploadThroughDialog(page, [pdf]);

    const card = deckCard(page, 'Quiet Quarry');
    await card.locator('[data-fact-state=assumed]', { hasText: 'Pre-Seed' }).waitFor();
    await card.locator('[data-fact-state=assumed]', { hasText: '$2M' }).waitFor();

    await card.getByRole('link', { name: 'Quiet Quarry' }).click();
    await page.waitForURL('**/pitch-decks/*');
    const facts = page.locator('[data-slot=card]').filter({ hasText: 'Deck Facts' });
    await page.getByText('Stage: Pre-Seed (assumed: the deck does not state it)').waitFor();

    // The stage is chosen from the spec's stages.
    await facts.getByRole('button', { name: 'Edit Stage' }).click();
    const stage = facts.locator('[data-field=stage]');
    await stage.getByRole('combobox', { name: 'Stage' }).selectOption('Seed');
    await stage.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Fact updated');
    await stage.getByText('Edited by you').waitFor();
    await waitForToastsToClear(page);

    // The round is an amount and a currency.
    await facts.getByRole('button', { name: 'Edit Round Size' }).click();
    const round = facts.locator('[data-field=roundSize]');
    await round.getByRole('textbox', { name: 'Round Size: Amount' }).fill('750K');
    await round.getByRole('combobox', { name: 'Round Size: Currency' }).selectOption('EUR');
    await round.getByRole('button', { name: 'Save' }).click();
    await round.getByText('Edited by you').waitFor();
    await round.locator('dd', { hasText: '€750K' }).first().waitFor();

    // The analysis's facts block says what the deck page says.
    await page.getByText('Stage: Seed (edited by the investor)').waitFor();
    await page.getByText('Round size: €750K (edited by the investor)').waitFor();
    expect(await page.getByText('Stage: Pre-Seed (assumed').count()).toBe(0);

    // The card and the table: the same values, edited, not marked as assumed.
    await page.goto('/pitch-decks');
    const edited = deckCard(page, 'Quiet Quarry');
    await edited.locator('[data-fact-state=edited]', { hasText: 'Seed' }).waitFor();
    await edited.locator('[data-fact-state=edited]', { hasText: '€750K' }).waitFor();
    expect(await edited.locator('[data-fact-state=assumed]', { hasText: /Pre-Seed|\$2M/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Table', exact: true }).click();
    const row = page.getByRole('table', { name: 'Active Pitch Decks' }).getByRole('row').filter({ hasText: 'Quiet Quarry' });
    await row.locator('[data-fact-state=edited]', { hasText: 'Seed' }).waitFor();
    await row.locator('[data-fact-state=edited]', { hasText: '€750K' }).waitFor();
    expect(await row.getByText('(assumed)').count()).toBe(0);
    await context.close();
  });
});
