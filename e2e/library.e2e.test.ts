/**
 * The library list (issue #19) in the browser: filters chosen in the page go into the URL, a reload
 * opens the same list, and the table view sorts by round size on the server.
 */
import { describe, expect, it } from 'vitest';
import { canonicalStage } from '../packages/domain/src/stages.ts';
import { fitMatchLabel } from '../packages/domain/src/investor-fit.ts';
import { newSession, signUpWithProfile } from './browser.ts';
import { deckPdf, uploadThroughDialog, useBrowserSuite } from './fixtures.ts';

interface ListedDeck {
  companyName: string;
  stage: string;
  roundSize: string;
  investorFit: { overallMatch: 'Green' | 'Yellow' | 'Red' | 'Unknown' } | null;
}

describe('the library list, in the browser', () => {
  const suite = useBrowserSuite();

  it('filters by fit and stage through the URL (kept on reload) and sorts the table by round', async () => {
    const decks = [
      { company: 'Ledgerlight', story: 1, city: 'Stockholm, Sweden', round: '€2M', stage: 'Seed' },
      { company: 'Paywave', story: 2, city: 'Tallinn, Estonia', round: '$6M', stage: 'Series A' },
      { company: 'Coinstack', story: 0, city: 'Riga, Latvia', round: '€700K', stage: 'Seed' },
    ];
    const paths = [];
    for (const deck of decks) paths.push(suite.files.write(`${deck.company.toLowerCase()}.pdf`, await deckPdf(deck)));

    const { context, page } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Lena Library', 'Fintech');
    await uploadThroughDialog(page, paths);

    // What the server says about each deck: the fit the cards show.
    const listed = ((await (await page.request.get('/api/decks')).json()) as { items: ListedDeck[] }).items;
    expect(listed).toHaveLength(3);
    const seedDeck = listed.find((deck) => deck.companyName === 'Ledgerlight');
    const fit = seedDeck?.investorFit?.overallMatch ?? 'Unknown';
    const fitLabel = fitMatchLabel(fit) ?? 'Not rated';
    const expected = listed
      .filter((deck) => (deck.investorFit?.overallMatch ?? 'Unknown') === fit && canonicalStage(deck.stage) === 'Seed')
      .map((deck) => deck.companyName)
      .sort();
    expect(expected).toContain('Ledgerlight');

    // 1. Choose the fit and the stage in the page: the URL carries both, the list shows only those decks.
    await page.goto('/pitch-decks');
    await page.getByRole('article').first().waitFor();
    await page.getByRole('combobox', { name: 'Filter by fit' }).click();
    await page.getByRole('option', { name: fitLabel, exact: true }).click();
    await page.getByRole('combobox', { name: 'Filter by stage' }).click();
    await page.getByRole('option', { name: 'Seed', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('fit') === fit && url.searchParams.get('stage') === 'Seed');
    const shownNames = async () => {
      await page.waitForFunction(
        (count) => document.querySelectorAll('[role="article"]').length === count,
        expected.length,
        { timeout: 15_000 },
      );
      return (await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent ?? ''))).sort();
    };
    expect(await shownNames()).toEqual(expected);

    // 2. Reload: the same list, the same controls.
    await page.reload();
    expect(new URL(page.url()).searchParams.get('stage')).toBe('Seed');
    expect(await shownNames()).toEqual(expected);
    expect(await page.getByRole('combobox', { name: 'Filter by fit' }).textContent()).toContain(fitLabel);
    expect(await page.getByRole('combobox', { name: 'Filter by stage' }).textContent()).toContain('Seed');

    // 3. Back to every deck; the table view sorted by round: largest first, then smallest first.
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL((url) => !url.searchParams.get('fit'));
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    const table = page.getByRole('table', { name: 'Active Pitch Decks' });
    await table.waitFor();
    await table.getByRole('button', { name: /Round/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'round');
    await page.waitForFunction(
      () => [...document.querySelectorAll('table tbody tr td:first-child')].map((cell) => cell.textContent).join('|') === 'Paywave|Ledgerlight|Coinstack',
      undefined,
      { timeout: 15_000 },
    );
    await table.getByRole('button', { name: /Round/ }).click();
    await page.waitForURL((url) => url.searchParams.get('dir') === 'asc');
    await page.waitForFunction(
      () => [...document.querySelectorAll('table tbody tr td:first-child')].map((cell) => cell.textContent).join('|') === 'Coinstack|Ledgerlight|Paywave',
      undefined,
      { timeout: 15_000 },
    );
    // The view is remembered: a new visit opens the table.
    await page.goto('/pitch-decks');
    await page.getByRole('table', { name: 'Active Pitch Decks' }).waitFor();
    await context.close();
  });
});
