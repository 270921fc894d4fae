/**
 * Confidence on every fact (issue #30 item 2, ADR 0027): a deck whose stage the engine read only from a
 * roadmap line opens with the stage marked Check, what the deck may say and its words; the fit does not
 * rate it; one click on Confirm makes it the investor's, the fit rates it, and the list no longer marks it.
 */
import { describe, expect, it } from 'vitest';
import { newSession, signUpWithProfile } from './browser.ts';
import {
  deckCard,
  expectToast,
  makePdf,
  pitchDeckSlides,
  saveScreenshot,
  uploadThroughDialog,
  waitForToastsToClear,
  useBrowserSuite,
} from './fixtures.ts';

describe('a fact to check in the browser', () => {
  const suite = useBrowserSuite();

  it('shows the stage as Check with its evidence, and confirms it in one click', async () => {
    // No ask slide: the only stage word is a plan on the roadmap, stated once.
    const slides = [
      ...pitchDeckSlides({ company: 'Northwind Cold', story: 2 }).slice(0, 7),
      'Roadmap\n2027: next step, a seed round once we reach 100 customers',
    ];
    const pdf = suite.files.write('northwind-cold.pdf', await makePdf(slides));
    const { page, context } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Carla Checker');
    await uploadThroughDialog(page, [pdf]);

    const card = deckCard(page, 'Northwind Cold');
    await card.getByText('Seed (check)').waitFor();
    await card.getByRole('link', { name: 'Northwind Cold' }).click();
    await page.waitForURL('**/pitch-decks/*');

    const facts = page.locator('[data-slot=card]').filter({ hasText: 'Deck Facts' });
    const stage = facts.locator('[data-field=stage]');
    await stage.getByText('Check', { exact: true }).waitFor();
    await stage.getByText('The deck may say Seed (slide 8); not sure').waitFor();
    await stage.getByText('Slide 8: “2027: next step, a seed round once we reach 100 customers”').waitFor();
    await page.getByText('Stage not stated in the deck').waitFor();
    await waitForToastsToClear(page);
    await stage.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, 'deck-page-check-fact.png');

    await stage.getByRole('button', { name: 'Confirm Stage' }).click();
    await expectToast(page, 'Fact confirmed');
    await stage.getByText('Confirmed by you').waitFor();
    expect(await stage.getByText('Check', { exact: true }).count()).toBe(0);
    expect(await stage.getByRole('button', { name: 'Confirm Stage' }).count()).toBe(0);
    // The fit rates the confirmed stage.
    await page.getByText('Stage not stated in the deck').waitFor({ state: 'detached' });
    await waitForToastsToClear(page);
    await stage.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, 'deck-page-confirmed-fact.png');

    await page.reload();
    await stage.getByText('Confirmed by you').waitFor();
    await page.goto('/pitch-decks');
    await card.getByText('Seed', { exact: true }).waitFor();
    expect(await card.getByText('Seed (check)').count()).toBe(0);
    await context.close();
  });
});
