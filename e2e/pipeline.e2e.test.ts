/**
 * The deal pipeline in the browser (issue #19 item 3, ADR 0016): the stage select on the deck card, the
 * board at /pipeline where a deck is dragged to Passed (the pass dialog asks for the reason and a note),
 * the Passed column showing it, and the deck page’s history with the change, the reason and the note; and
 * the board scrolling under a card dragged to its edge, so a column off screen takes the drop.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { baseUrl, newSession, signUpWithProfile } from './browser.ts';
import { deckCard, deckPdf, saveScreenshot, uploadThroughDialog, useBrowserSuite } from './fixtures.ts';

describe('the deal pipeline in the browser', () => {
  const suite = useBrowserSuite();

  it('drags a deck to Passed with a reason and shows it in the Passed column and in the deck’s history', async () => {
    const pdf = suite.files.write(
      'harbor-freight-ai-deck.pdf',
      await deckPdf({ company: 'Harbor Loop', story: 2, city: 'Oslo, Norway', round: '$3M', stage: 'Seed' }),
    );
    const { page, context } = await newSession(suite.browser);
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
    const column = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}\\b`) });
    const screening = column('Screening');
    const card = screening.locator('li[data-deck-id]').filter({ hasText: 'Harbor Loop' });
    await card.waitFor();

    // The keyboard way on the board: the card's own stage select moves it to Invested.
    const boardSelect = card.getByRole('combobox', { name: 'Deal stage of Harbor Loop' });
    await boardSelect.focus();
    await boardSelect.selectOption('invested');
    const invested = column('Invested').locator('li[data-deck-id]').filter({ hasText: 'Harbor Loop' });
    await invested.waitFor();

    // Then drag it onto Passed (the neighbouring column, both on screen): the pass dialog asks why.
    await column('Passed').scrollIntoViewIfNeeded();
    const from = (await invested.boundingBox())!;
    const to = (await column('Passed').boundingBox())!;
    // Grabbed by its padding (the middle of the card is its stage select, which does not drag), moved in
    // steps as a hand would.
    await page.mouse.move(from.x + 6, from.y + 4);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 30, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: 'Pass on Harbor Loop?' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Valuation' }).check();
    await dialog.getByRole('textbox', { name: /Note/ }).fill('Priced **well above** our range');
    await dialog.getByRole('button', { name: 'Pass' }).click();
    await dialog.waitFor({ state: 'detached' });

    const passedCard = column('Passed').locator('li[data-deck-id]').filter({ hasText: 'Harbor Loop' });
    await passedCard.getByText('Reason: Valuation').waitFor();
    expect(await column('Invested').locator('li[data-deck-id]').count()).toBe(0);
    await saveScreenshot(page, 'pipeline-board.png');

    // The deck page: the stage, the reason and the history (newest first), the note rendered as markdown.
    await passedCard.getByRole('link', { name: 'Harbor Loop' }).click();
    await page.waitForURL('**/pitch-decks/*');
    const history = page.getByRole('list', { name: 'Deck history' });
    const entries = history.locator('li');
    await entries.first().waitFor();
    expect(await entries.count()).toBe(3);
    const latest = entries.nth(0);
    expect(await latest.innerText()).toMatch(/Pia Pipeline\s+moved the deck from\s*Invested\s*Passed\s*· reason: Valuation/);
    expect(await latest.locator('strong').innerText()).toBe('well above');
    expect(await entries.nth(1).innerText()).toMatch(/moved the deck from\s*Screening\s*Invested/);
    expect(await entries.nth(2).innerText()).toMatch(/moved the deck from\s*New\s*Screening/);
    expect(await page.getByRole('combobox', { name: 'Deal stage' }).inputValue()).toBe('passed');

    // A note joins the history.
    await page.getByRole('textbox', { name: 'Add a note (markdown)' }).fill('Revisit at *Series A*');
    await page.getByRole('button', { name: 'Add note' }).click();
    await history.getByText('Revisit at').waitFor();
    expect(await entries.count()).toBe(4);

    // The board and the deck page in the light and the dark theme: no serious or critical axe finding.
    // (A second context of the same session, with CSP bypassed only so that axe can be injected.)
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    const audit = await suite.browser.newContext({ baseURL: baseUrl(), bypassCSP: true, storageState: await context.storageState() });
    const auditPage = await audit.newPage();
    const deckUrl = page.url();
    const findings: string[] = [];
    for (const url of ['/pipeline', deckUrl]) {
      await auditPage.goto(url);
      await auditPage.getByRole('combobox', { name: /Deal stage/ }).first().waitFor();
      for (const colorScheme of ['light', 'dark'] as const) {
        await auditPage.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await auditPage.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, colorScheme === 'dark');
        await auditPage.waitForTimeout(300);
        if (!(await auditPage.evaluate(() => 'axe' in window))) await auditPage.addScriptTag({ content: axeSource });
        const violations = await auditPage.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
          const result = await axe.run(document, { resultTypes: ['violations'] });
          return result.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        });
        findings.push(...violations.map((violation) => `${url} (${colorScheme}) ${violation}`));
      }
    }
    expect(findings).toEqual([]);
    await audit.close();
    await context.close();
  });

  it('scrolls the board while a card is dragged to the edge, so a column off screen takes the drop; the select still moves it', async () => {
    const pdf = suite.files.write(
      'tidal-grid-deck.pdf',
      await deckPdf({ company: 'Tidal Grid', story: 3, city: 'Bergen, Norway', round: '$2M', stage: 'Seed' }),
    );
    const { page, context } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Sam Scroller');
    await uploadThroughDialog(page, [pdf]);
    await deckCard(page, 'Tidal Grid').getByRole('combobox', { name: 'Deal stage of Tidal Grid' }).waitFor();

    // A laptop-sized window: the seven columns are wider than the board, so the last ones start off screen.
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto('/pipeline');
    const board = page.getByLabel('Pipeline board');
    const column = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}\\b`) });
    const card = column('New').locator('li[data-deck-id]').filter({ hasText: 'Tidal Grid' });
    await card.waitFor();
    const boardBox = (await board.boundingBox())!;
    const invested = column('Invested');
    expect((await invested.boundingBox())!.x).toBeGreaterThan(boardBox.x + boardBox.width);

    // Grab the card and hold it near the board's right edge (small moves, as a hand does): the board
    // scrolls until Invested is in view, then the card is dropped on it. 36 px inside the edge: Chromium's
    // own drag autoscroll acts only in a ~20 px belt (and not at all in some browsers); the board's is wider.
    const from = (await card.boundingBox())!;
    await page.mouse.move(from.x + 6, from.y + 4);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 30, { steps: 5 });
    const edgeX = boardBox.x + boardBox.width - 36;
    const y = from.y + 30;
    await page.mouse.move(edgeX, y, { steps: 10 });
    let target = (await invested.boundingBox())!;
    for (let step = 0; target.x + target.width / 2 > boardBox.x + boardBox.width - 100 && step < 100; step++) {
      await page.mouse.move(edgeX - (step % 2), y);
      await page.waitForTimeout(100);
      target = (await invested.boundingBox())!;
    }
    expect(await board.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // Off the edge zone onto the column, so the board stops scrolling under the pointer, then drop.
    await page.mouse.move(target.x + target.width / 2, y, { steps: 5 });
    target = (await invested.boundingBox())!;
    await page.mouse.move(target.x + target.width / 2, target.y + 40, { steps: 3 });
    await page.mouse.up();
    const moved = invested.locator('li[data-deck-id]').filter({ hasText: 'Tidal Grid' });
    await moved.waitFor();
    expect(await column('New').locator('li[data-deck-id]').count()).toBe(0);

    // The keyboard alternative is unchanged: the card's select moves it back to New.
    const select = moved.getByRole('combobox', { name: 'Deal stage of Tidal Grid' });
    await select.focus();
    await select.selectOption('new');
    await column('New').locator('li[data-deck-id]').filter({ hasText: 'Tidal Grid' }).waitFor();
    expect(await invested.locator('li[data-deck-id]').count()).toBe(0);
    await context.close();
  });
});
