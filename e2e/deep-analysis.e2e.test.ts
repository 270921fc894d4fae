/**
 * Deep analysis in the browser (spec deep-analysis-admin §2.2–§2.3): started from a deck card for one
 * token, followed on the Analysis list, then the report page with its four tabs, copy and export.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newSession, signUpWithProfile } from './browser.ts';
import {
  deckCard,
  deckPdf,
  expectToast,
  saveScreenshot,
  sidebarBalance,
  uploadThroughDialog,
  waitForSidebarBalance,
  waitForToastsToClear,
  useBrowserSuite,
} from './fixtures.ts';

describe('deep analysis in the browser', () => {
  const suite = useBrowserSuite();

  it('runs a deep analysis from the card for one token and shows, copies and exports the report', async () => {
    const company = 'Ledgerlight';
    const pdf = suite.files.write(
      'ledgerlight-deck.pdf',
      await deckPdf({ company, story: 1, city: 'Stockholm, Sweden', round: '€2M', stage: 'Seed' }),
    );
    const { page, context } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Dana Deepdive');
    await uploadThroughDialog(page, [pdf]);

    const card = deckCard(page, company);
    await card.waitFor();
    expect(await sidebarBalance(page)).toBe(2);

    // --- Run Deep Analysis from the card: one token is held, the deck moves to the dashboard --------
    await card.getByRole('button', { name: 'Run Deep Analysis' }).click();
    // Every start asks first, with the cost and the balance it leaves.
    const confirm = page.getByRole('alertdialog', { name: 'Run a deep analysis?' });
    await expect(confirm.innerText()).resolves.toContain('Your balance goes from 2 to 1 token.');
    await confirm.getByRole('button', { name: 'Use 1 token' }).click();
    const started = await expectToast(page, 'Deep Analysis Started');
    await expect(started.innerText()).resolves.toContain(`${company} analysis is processing asynchronously.`);
    await waitForSidebarBalance(page, 1);
    await page
      .locator('section[aria-labelledby="analyzed-decks"]')
      .getByRole('article', { name: company })
      .waitFor({ timeout: 20_000 });

    // --- The Analysis list -------------------------------------------------------------------------------
    await page
      .getByRole('link', { name: /^Analysis/ })
      .first()
      .click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Analysis', exact: true }).waitFor();
    const list = page.getByRole('list', { name: 'Pitch decks in analysis' });
    const dashboardCard = list.locator('li').filter({ has: page.getByRole('heading', { name: company }) });
    await dashboardCard.waitFor();
    // The local engine finishes in seconds; the list polls while the analysis is Processing.
    await dashboardCard.getByText('Complete', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await sidebarBalance(page)).toBe(1);

    // --- The deep page -----------------------------------------------------------------------------------
    await dashboardCard.getByRole('link', { name: 'Analysis' }).click();
    await page.waitForURL(/\/dashboard\/deep\//);
    const tabs = page.getByRole('tablist', { name: 'Deep analysis' });
    await tabs.waitFor({ timeout: 60_000 });
    for (const name of ['Deep Dive Analysis', 'News Intelligence', 'Data Freshness', 'Questions to Ask']) {
      await tabs.getByRole('tab', { name }).waitFor();
    }
    await expect(
      tabs.getByRole('tab', { name: 'Deep Dive Analysis' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await page.getByRole('heading', { name: company }).first().waitFor();
    await page.mouse.move(0, 0);
    await waitForToastsToClear(page);
    await saveScreenshot(page, 'deep-analysis.png');

    // Every tab opens and shows its own panel.
    for (const [name, text] of [
      ['News Intelligence', /News Intelligence/],
      ['Data Freshness', /Freshness|Data/],
      ['Questions to Ask', /Question/],
    ] as const) {
      await tabs.getByRole('tab', { name }).click();
      const panel = page.getByRole('tabpanel', { name });
      await panel.waitFor();
      await expect(panel.innerText()).resolves.toMatch(text);
    }
    // A section holding a Must Ask question reads High Priority (issue #35: it read Low).
    const questions = page.getByRole('tabpanel', { name: 'Questions to Ask' });
    await questions.getByRole('button', { name: 'Generate Smart Questions' }).click();
    const mustAskSection = questions
      .locator('section')
      .filter({ has: page.locator('li').filter({ hasText: 'Must Ask' }) })
      .first();
    await mustAskSection.waitFor({ timeout: 60_000 });
    await mustAskSection.getByText('High Priority').waitFor();
    await mustAskSection.scrollIntoViewIfNeeded();
    await waitForToastsToClear(page);
    await saveScreenshot(page, 'smart-questions.png');
    await tabs.getByRole('tab', { name: 'Deep Dive Analysis' }).click();
    const deepDive = page.getByRole('tabpanel', { name: 'Deep Dive Analysis' });
    await deepDive.waitFor();

    // --- Copy Full Analysis -------------------------------------------------------------------------
    await deepDive.getByRole('button', { name: 'Copy Full Analysis' }).click();
    await deepDive.getByRole('button', { name: 'Copied All Analysis!' }).waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.length).toBeGreaterThan(200);
    expect(clipboard).toContain(company);

    // --- Export as Markdown -----------------------------------------------------------------------------
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      deepDive.getByRole('link', { name: 'Export as Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.md$/);
    const markdown = readFileSync((await download.path())!, 'utf8');
    expect(markdown).toContain(company);
    expect(markdown.length).toBeGreaterThan(200);

    // --- Back on the Pitch Decks list the card reads Analysis Complete ----------------------------------
    await page.goto('/pitch-decks');
    await deckCard(page, company).getByText('Analysis Complete').waitFor({ timeout: 20_000 });
    expect(await sidebarBalance(page)).toBe(1);

    await context.close();
  });
});
