/**
 * Layout on a phone and a laptop (issue #36): every page fits a 390 px phone without sideways scrolling
 * (a table may scroll inside its own overflow container, the page may not), and the deep analysis page
 * header stays on one row at 1366 px: the title truncates, the file buttons never wrap to a row of their
 * own. Also saves desktop and phone screenshots of the deck table and the deep page header.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newSession, signInThroughUi, signUpWithProfile } from './browser.ts';
import {
  DESKTOP,
  PHONE,
  deckCard,
  deckPdf,
  openDeepAnalysis,
  runDeepAnalysis,
  saveScreenshot,
  sidewaysOverflow,
  uploadThroughDialog,
  useBrowserSuite,
  waitForToastsToClear,
  type SidewaysOverflow,
} from './fixtures.ts';

interface Overflow extends SidewaysOverflow {
  route: string;
}

describe('layout on a phone and a laptop', () => {
  const suite = useBrowserSuite();

  it('the deep page header keeps a long name and wide badges on one row at 1366 px, the title not squeezed', async () => {
    // Both pills (the fit's label and the stage & sector indicator) and the deck's badges: before, they sat
    // beside the title and left it a quarter of the row (263 of 998 px).
    const longName = 'Quantumledgerinfrastructureholdings';
    const pdf = suite.files.write('quantumledgerinfrastructureholdings-deck.pdf', await deckPdf({ company: longName, story: 2, city: 'Oslo, Norway', round: '$3M', stage: 'Seed' }));
    const { page, context } = await newSession(suite.browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await signUpWithProfile(page, 'Wanda Wide');
    await uploadThroughDialog(page, [pdf]);
    await deckCard(page, longName).waitFor({ timeout: 60_000 });
    await openDeepAnalysis(page, await runDeepAnalysis(page, longName, 60_000));
    const measured = await page.evaluate(() => {
      const heading = document.querySelector('h1')!;
      const row = heading.closest('header')!;
      const download = [...row.querySelectorAll('button')].find((button) => button.textContent?.includes('Download'))!;
      const headingBox = heading.getBoundingClientRect();
      const rowBox = row.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
      return {
        headingLines: Math.round(headingBox.height / lineHeight),
        headingWidth: headingBox.width,
        rowWidth: rowBox.width,
        downloadTop: download.getBoundingClientRect().top,
        downloadRight: download.getBoundingClientRect().right,
        headingBottom: headingBox.bottom,
        viewport: document.documentElement.clientWidth,
      };
    });
    expect.soft(measured.headingLines).toBe(1);
    expect.soft(measured.downloadTop).toBeLessThan(measured.headingBottom);
    expect.soft(measured.downloadRight).toBeLessThanOrEqual(measured.viewport);
    // The title has the room the buttons leave, not what wide pills beside it leave: at least 60 % of the row.
    expect.soft(measured.headingWidth / measured.rowWidth, JSON.stringify(measured)).toBeGreaterThan(0.6);
    await waitForToastsToClear(page, 30_000).catch(() => {});
    await page.mouse.move(0, 0);
    await saveScreenshot(page, 'deep-analysis-header-wide-badges-desktop.png');
    await context.close();
  }, 240_000);

  it('every page fits a 390 px phone; the deep page header is one row at 1366 px', async () => {
    const overflows: Overflow[] = [];
    /** Measures the page as it is now at 390 px; a page wider than that is listed for the final check. */
    const check = async (on: Page, route: string) => {
      const overflow = await sidewaysOverflow(on);
      if (overflow.overflow > 0) overflows.push({ route, ...overflow });
    };

    // --- Public pages --------------------------------------------------------------------------------
    const visitor = await newSession(suite.browser, { viewport: PHONE, reducedMotion: 'reduce' });
    for (const [route, text] of [
      ['/', 'Start Analyzing'],
      ['/signup', 'Create your account'],
      ['/pricing', 'Choose Your Plan'],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
    ] as const) {
      await visitor.page.goto(route);
      await visitor.page.getByText(text).first().waitFor();
      await check(visitor.page, route);
    }
    await visitor.context.close();

    // --- A signed-in investor with two decks, one deep-analysed (a long name: the header must cope) -------
    const company = 'Ledgerlight';
    const longName = 'Quantumledgerinfrastructureholdings';
    const pdf = suite.files.write('ledgerlight-deck.pdf', await deckPdf({ company, story: 1, city: 'Stockholm, Sweden', round: '€2M', stage: 'Seed' }));
    const longPdf = suite.files.write(
      'quantumledgerinfrastructureholdings-seed-round-investor-presentation-november-final.pdf',
      await deckPdf({ company: longName, story: 2, city: 'Oslo, Norway', round: '$3M', stage: 'Seed' }),
    );
    const { page, context } = await newSession(suite.browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    await signUpWithProfile(page, 'Lena Layout');
    await uploadThroughDialog(page, [pdf, longPdf]);
    const longCard = deckCard(page, longName);
    await longCard.waitFor();
    const deepPath = await openDeepAnalysis(page, await runDeepAnalysis(page, longName, 60_000));
    const longDeckId = decodeURIComponent(deepPath.split('/').pop()!);

    // The deep page header at 1366 px: the title on one line (cut with an ellipsis, whole in its title
    // attribute), the Download button on the same row as the title, not alone on a second one.
    const title = page.getByRole('heading', { level: 1 });
    const header = await page.evaluate(() => {
      const heading = document.querySelector('h1')!;
      const download = [...document.querySelectorAll('header button')].find((button) => button.textContent?.includes('Download'))!;
      const headingBox = heading.getBoundingClientRect();
      const downloadBox = download.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
      return {
        headingLines: Math.round(headingBox.height / lineHeight),
        truncated: heading.scrollWidth > heading.clientWidth,
        downloadTop: downloadBox.top,
        headingTop: headingBox.top,
        headingBottom: headingBox.bottom,
        downloadRight: downloadBox.right,
        viewport: document.documentElement.clientWidth,
      };
    });
    expect.soft(header.headingLines).toBe(1);
    expect.soft(header.truncated).toBe(true);
    expect.soft(await title.getAttribute('title')).toBe(`${longName} Deep Analysis`);
    // The button sits beside the title (its top within the title's line), inside the page.
    expect.soft(header.downloadTop).toBeLessThan(header.headingBottom);
    expect.soft(header.downloadRight).toBeLessThanOrEqual(header.viewport);
    await waitForToastsToClear(page, 30_000).catch(() => {});
    await page.mouse.move(0, 0);
    await saveScreenshot(page, 'deep-analysis-header-desktop.png');
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
    await saveScreenshot(page, 'deep-analysis-header-phone.png');

    // --- Every signed-in page at 390 px ------------------------------------------------------------------
    await page.goto('/pitch-decks');
    await deckCard(page, company).waitFor();
    // A starred deck brings the toolbar's "Starred only" toggle, the widest the toolbar gets.
    await deckCard(page, company).getByRole('button', { name: `Star ${company}` }).click();
    await page.getByRole('button', { name: 'Starred only' }).waitFor();
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    await check(page, '/pitch-decks (cards)');
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await page.getByRole('table').first().waitFor();
    await check(page, '/pitch-decks (table)');
    await waitForToastsToClear(page, 15_000).catch(() => {});
    await page.mouse.move(0, 0);
    await saveScreenshot(page, 'pitch-decks-table-phone.png');
    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(300);
    await saveScreenshot(page, 'pitch-decks-table-desktop.png');
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    await page.setViewportSize(PHONE);

    const deckId = await deckCard(page, company)
      .getByRole('link', { name: company })
      .first()
      .getAttribute('href')
      .then((href) => decodeURIComponent(href!.split('/').pop()!));

    const signedIn: Array<[string, string | RegExp]> = [
      [`/pitch-decks/${encodeURIComponent(deckId)}`, company],
      [`/pitch-decks/${encodeURIComponent(longDeckId)}`, longName],
      [`/pitch-decks/raw/${encodeURIComponent(deckId)}`, company],
      ['/dashboard', 'Analysis'],
      [deepPath, 'Deep Analysis'],
      ['/pipeline', 'Pipeline'],
      ['/credits-and-subscriptions', 'Token History'],
      ['/faq', 'Frequently Asked Questions'],
      ...(['account', 'investor-profile', 'notifications', 'team', 'api-keys', 'webhooks'].map(
        (tab) => [`/settings?tab=${tab}`, 'Settings'] as [string, string],
      )),
    ];
    for (const [route, text] of signedIn) {
      await page.goto(route);
      // Within the page's main area: on a phone the sidebar's own labels are in the page but hidden.
      await page.locator('main').getByText(text).first().waitFor();
      await check(page, route);
    }
    // The finished analysis's escrow reads as charged in the token history, not as still "Escrowed".
    await page.goto('/credits-and-subscriptions');
    const escrowRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: longName }) });
    await escrowRow.getByText('Deep Analysis (Charged)').waitFor();
    expect(await escrowRow.innerText()).not.toContain('Escrowed');

    // Each tab of the deep page.
    await page.goto(deepPath);
    const tabs = page.getByRole('tablist', { name: 'Deep analysis' });
    await tabs.waitFor({ timeout: 60_000 });
    for (const name of ['News Intelligence', 'Data Freshness', 'Questions to Ask']) {
      await tabs.getByRole('tab', { name }).click();
      await page.getByRole('tabpanel', { name }).waitFor();
      await check(page, `${deepPath} (${name})`);
    }
    await context.close();

    // --- The admin back office at 390 px -------------------------------------------------------------
    const admin = await newSession(suite.browser, { viewport: PHONE, reducedMotion: 'reduce' });
    const { email, password } = inject('admin');
    await signInThroughUi(admin.page, email, password);
    for (const [route, text] of [
      ['/admin', 'Admin Dashboard'],
      ...['decks', 'users', 'prompts', 'industries', 'legal', 'settings'].map((tab) => [`/admin?tab=${tab}`, 'Admin Dashboard']),
      ['/admin-ai-config', 'AI Configuration'],
      ['/test-deep-analysis', 'Deep Analysis Parser Test'],
      ['/manual-analysis', 'Manual Deep Analysis'],
      ['/secure-manual-analysis', 'Secure Manual Analysis'],
      ['/structured-analysis', 'Structured Analysis'],
      [`/admin/raw/${encodeURIComponent(deckId)}`, 'Raw Deck Data'],
    ] as const) {
      await admin.page.goto(route);
      await admin.page.locator('main').getByText(text).first().waitFor();
      await check(admin.page, route);
    }
    await admin.context.close();

    expect(overflows).toEqual([]);
  }, 360_000);
});
