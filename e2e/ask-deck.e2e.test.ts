/**
 * Ask the deck and search every slide (issue #32, ADR 0052), in the browser: a question answered with the
 * local engine quotes its slide, the citation opens that slide with the passage marked; the Pitch Decks
 * search lists the matching slide and links to it.
 */
import { describe, expect, it } from 'vitest';
import { newSession, signUpWithProfile } from './browser.ts';
import { deckCard, makePdf, pitchDeckSlides, saveScreenshot, uploadThroughDialog, waitForToastsToClear, useBrowserSuite } from './fixtures.ts';

describe('ask the deck in the browser', () => {
  const suite = useBrowserSuite();

  it('answers with a citation that opens the slide with the passage marked, and finds the slide by search', async () => {
    const pdf = suite.files.write('askwell.pdf', await makePdf(pitchDeckSlides({ company: 'Askwell' })));
    const { page, context } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Quinn Question');
    await uploadThroughDialog(page, [pdf]);

    const card = deckCard(page, 'Askwell');
    await card.getByRole('link', { name: 'Askwell' }).click();
    await page.waitForURL('**/pitch-decks/*');
    // The deck is read (its slides are there) before it is asked.
    await page.getByText('Slide 1 of 8').waitFor({ timeout: 60_000 });

    await page.getByLabel('Question').fill('Who is the CTO?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const history = page.getByRole('list', { name: 'Questions asked' });
    await history.getByText(/Mikko Laine/).first().waitFor();
    await history.getByRole('button', { name: 'Slide 7' }).first().click();
    await page.getByText('Slide 7 of 8').waitFor();
    const marked = page.getByTestId('quoted-passage');
    await marked.first().waitFor();
    expect((await marked.allTextContents()).join(' ')).toContain('Mikko Laine');
    await waitForToastsToClear(page);
    await marked.first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, 'deck-page-ask-answer.png');

    await page.goto('/pitch-decks');
    await page.getByRole('searchbox', { name: 'Search decks' }).fill('embedded');
    const result = page.getByRole('link', { name: /Askwell · slide 7/ });
    await result.waitFor();
    await result.click();
    await page.getByText('Slide 7 of 8').waitFor();
    await context.close();
  });
});
