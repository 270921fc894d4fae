/**
 * One truth per deck (issue #36, ADR 0030, ADR 0039): a deck stating no stage or round shows the spec's
 * defaults marked "(assumed)"; after a deep analysis the investor edits the stage (a select of the spec's
 * stages) and the round (amount and currency) on the deck page. Then every view reads the same value in
 * the same state, edited: the card, the table, the deck page and its "Facts read from the deck", the
 * Analysis list, the deep page header, the deck export and the report export, and the public share page;
 * the report written before the edit says so and shows the new values. Saves desktop and phone
 * screenshots of the deck page after the edit, the table and the deep page header.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, newSession, signUpWithProfile } from './browser.ts';
import {
  deckCard,
  deckPdf,
  DESKTOP,
  expectToast,
  openDeepAnalysis,
  PHONE,
  runDeepAnalysis,
  saveScreenshot,
  uploadThroughDialog,
  useBrowserSuite,
  waitForToastsToClear,
} from './fixtures.ts';

/** Desktop and phone screenshots of the page as it is, back at desktop width afterwards. */
async function screenshotsAtBothWidths(page: Page, name: string) {
  await waitForToastsToClear(page, 15_000).catch(() => {});
  await page.mouse.move(0, 0);
  await saveScreenshot(page, `${name}-desktop.png`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await saveScreenshot(page, `${name}-phone.png`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
}

describe('a fact edited once reads the same everywhere', () => {
  const suite = useBrowserSuite();

  it('edits an assumed stage and round; every view shows the investor’s values as edited', async () => {
    const company = 'Quiet Quarry';
    // The ask names neither a stage nor an amount: extraction assumes the spec's defaults.
    const pdf = suite.files.write(
      'quiet-quarry-deck.pdf',
      await deckPdf({ company, story: 2, round: 'new capital', stage: 'this' }),
    );
    const { page, context } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Stella State');
    await uploadThroughDialog(page, [pdf]);

    const card = deckCard(page, company);
    await card.locator('[data-fact-state=assumed]', { hasText: 'Pre-Seed' }).waitFor();
    await card.locator('[data-fact-state=assumed]', { hasText: '$2M' }).waitFor();
    const deckId = await card
      .getByRole('link', { name: company })
      .first()
      .getAttribute('href')
      .then((href) => decodeURIComponent(href!.split('/').pop()!));

    // The report is written before the edit, from the assumed values.
    const deepPath = await runDeepAnalysis(page, company);
    const shared = await page.request.post(`/api/decks/${encodeURIComponent(deckId)}/share-links`, {
      data: {},
      headers: { origin: baseUrl() },
    });
    expect(shared.ok()).toBe(true);
    const shareUrl = ((await shared.json()) as { url: string }).url;

    await page.goto(`/pitch-decks/${encodeURIComponent(deckId)}`);
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

    // --- The deck page: the analysis's facts block says what the deck facts say ---------------------------
    await page.getByText('Stage: Seed (edited by the investor)').waitFor();
    await page.getByText('Round Size: €750K (edited by the investor)').waitFor();
    expect(await page.getByText('Stage: Pre-Seed (assumed').count()).toBe(0);
    await screenshotsAtBothWidths(page, 'deck-page-after-edit');

    // --- The card and the table -------------------------------------------------------------------------
    await page.goto('/pitch-decks');
    const edited = deckCard(page, company);
    await edited.locator('[data-fact-state=edited]', { hasText: 'Seed' }).waitFor();
    await edited.locator('[data-fact-state=edited]', { hasText: '€750K' }).waitFor();
    expect(await edited.locator('[data-fact-state=assumed]', { hasText: /Pre-Seed|\$2M/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Table', exact: true }).click();
    const row = page.getByRole('table').getByRole('row').filter({ hasText: company });
    await row.locator('[data-fact-state=edited]', { hasText: 'Seed' }).waitFor();
    await row.locator('[data-fact-state=edited]', { hasText: '€750K' }).waitFor();
    expect(await row.getByText('(assumed)').count()).toBe(0);
    await screenshotsAtBothWidths(page, 'pitch-decks-table-after-edit');
    await page.getByRole('button', { name: 'Cards', exact: true }).click();

    // --- The Analysis list ------------------------------------------------------------------------------
    await page.goto('/dashboard');
    const listed = page
      .getByRole('list', { name: 'Pitch decks in analysis' })
      .locator('li')
      .filter({ has: page.getByRole('heading', { name: company }) });
    const listedDetails = listed.getByRole('list', { name: 'Deck details' });
    await listedDetails.locator('[data-fact-state=edited]', { hasText: /^Seed$/ }).waitFor();
    await listedDetails.locator('[data-fact-state=edited]', { hasText: '€750K' }).waitFor();
    expect.soft(await listed.innerText()).not.toMatch(/Pre-Seed|\$2M|\(assumed\)/);

    // --- The deep page: the header reads the edit; the report written before it says so ----------------
    await openDeepAnalysis(page, deepPath);
    const deepHeader = page.locator('main header').first();
    const details = deepHeader.getByRole('list', { name: 'Deck details' });
    await details.locator('[data-fact-state=edited]', { hasText: /^Seed$/ }).waitFor();
    await details.locator('[data-fact-state=edited]', { hasText: '€750K' }).waitFor();
    expect.soft(await deepHeader.innerText()).not.toMatch(/Pre-Seed|\$2M|\(assumed\)/);
    const notice = page.getByRole('note', { name: 'Facts edited since this report was written' });
    await notice.waitFor();
    expect.soft(await notice.innerText()).toMatch(/Stage: Seed \(was Pre-Seed, assumed\)/);
    expect.soft(await notice.innerText()).toMatch(/Round Size: €750K \(was \$2M, assumed\)/);
    await page.getByRole('tablist', { name: 'Deep analysis' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotsAtBothWidths(page, 'deep-analysis-header-after-edit');

    // --- The exports: the deck list (CSV) and the report (Markdown) -------------------------------------
    const csv = await (await page.request.get('/api/decks/export?format=csv')).text();
    const [header, ...records] = csv
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const exported = Object.fromEntries(
      header.map((name, index) => [name, records.find((r) => r[0] === company)?.[index]]),
    );
    expect.soft(exported['Stage']).toBe('Seed');
    expect.soft(exported['Round size']).toBe('€750K');
    const markdown = await (
      await page.request.get(`/api/decks/${encodeURIComponent(deckId)}/deep-analysis/export?format=md`)
    ).text();
    const markdownFacts = markdown.split('\n').find((line) => line.includes('·'));
    expect.soft(markdownFacts).toContain('Seed');
    expect.soft(markdownFacts).toContain('€750K');
    expect.soft(markdownFacts).not.toMatch(/Pre-Seed|\$2M|\(assumed\)/);
    expect.soft(markdown).toMatch(/Stage: Seed \(was Pre-Seed, assumed\)/);

    // --- The public share page --------------------------------------------------------------------------
    const stranger = await suite.browser.newContext({ viewport: DESKTOP });
    const visitor = await stranger.newPage();
    visitor.setDefaultTimeout(20_000);
    await visitor.goto(shareUrl);
    await visitor.getByRole('heading', { level: 1, name: company }).waitFor();
    const sharedFacts = visitor.locator('dl');
    await sharedFacts.locator('[data-fact-state=edited]', { hasText: /^Seed/ }).waitFor();
    await sharedFacts.locator('[data-fact-state=edited]', { hasText: '€750K' }).waitFor();
    // The report written before the edit says which facts changed, as they are now (the values they
    // replaced stay private, ADR 0020).
    const sharedNote = visitor.getByRole('note', { name: 'Facts edited since this report was written' });
    expect.soft(await sharedNote.innerText()).toMatch(/Stage: Seed\s+Round Size: €750K/);
    expect.soft(await sharedNote.innerText()).not.toMatch(/Pre-Seed|\$2M/);
    await stranger.close();
    await context.close();
  }, 240_000);
});
