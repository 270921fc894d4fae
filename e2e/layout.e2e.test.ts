/**
 * Layout on a phone and a laptop (issue #36): every page fits a 390 px phone without sideways scrolling
 * (a table may scroll inside its own overflow container, the page may not), and the deep analysis page
 * header stays on one row at 1366 px: the title truncates, the file buttons never wrap to a row of their
 * own. Also saves desktop and phone screenshots of the deck table and the deep page header.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, signInThroughUi, signUpWithProfile } from './browser.ts';
import { deckCard, deckPdf, expectToast, saveScreenshot, tempFolder, uploadThroughDialog, waitForToastsToClear } from './fixtures.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function newSessionAt(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

interface Overflow {
  route: string;
  scrollWidth: number;
  culprits: string[];
}

/**
 * The page's scroll width against the phone's, and when it is wider the outermost elements that stick out
 * past the right edge (what a fix has to narrow), so a failure says where to look.
 */
async function measure(page: Page, route: string): Promise<Overflow | null> {
  await page.waitForTimeout(250); // fonts and late layout (lazy chunks, query results)
  const result = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= window.innerWidth) return { scrollWidth, culprits: [] as string[] };
    // Inside a scroller (or a clipping box) that itself fits: that box scrolls, not the page.
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const clips = /(auto|scroll|hidden|clip)/.test(getComputedStyle(parent).overflowX);
        if (clips && parent.getBoundingClientRect().right <= width) return true;
      }
      return false;
    };
    const sticking = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > width && !inScroller(element),
    );
    const outermost = sticking.filter((element) => !sticking.some((other) => other !== element && other.contains(element)));
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 8).join('.')} right=${element.getBoundingClientRect().right.toFixed(2)} pos=${getComputedStyle(element).position} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const innermost = sticking.filter((element) => !sticking.some((other) => other !== element && element.contains(other)));
    // An absolutely placed element (an sr-only label) escapes a scroller that is not its containing block.
    const placed = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > width && getComputedStyle(element).position === 'absolute',
    );
    return { scrollWidth, culprits: [...outermost.slice(0, 3), ...innermost.slice(0, 5), ...placed.slice(0, 3)].map(describe) };
  });
  return result.scrollWidth > PHONE.width ? { route, ...result } : null;
}

describe('layout on a phone and a laptop', () => {
  let browser: Browser;
  const files = tempFolder();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    files.cleanup();
  });

  it('every page fits a 390 px phone; the deep page header is one row at 1366 px', async () => {
    const overflows: Overflow[] = [];
    /** Measures the page as it is now at 390 px; a page wider than that is listed for the final check. */
    const check = async (on: Page, route: string) => {
      const overflow = await measure(on, route);
      if (overflow) overflows.push(overflow);
    };

    // --- Public pages --------------------------------------------------------------------------------
    const visitor = await newSessionAt(browser, PHONE);
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
    const pdf = files.write('ledgerlight-deck.pdf', await deckPdf({ company, story: 1, city: 'Stockholm, Sweden', round: '€2M', stage: 'Seed' }));
    const longPdf = files.write(
      'quantumledgerinfrastructureholdings-seed-round-investor-presentation-november-final.pdf',
      await deckPdf({ company: longName, story: 2, city: 'Oslo, Norway', round: '$3M', stage: 'Seed' }),
    );
    const { page, context } = await newSessionAt(browser, DESKTOP);
    await signUpWithProfile(page, 'Lena Layout');
    await uploadThroughDialog(page, [pdf, longPdf]);
    const longCard = deckCard(page, longName);
    await longCard.waitFor();
    await longCard.getByRole('button', { name: 'Run Deep Analysis' }).click();
    await page.getByRole('alertdialog', { name: 'Run a deep analysis?' }).getByRole('button', { name: 'Use 1 token' }).click();
    await expectToast(page, 'Deep Analysis Started');
    await page.goto('/dashboard');
    const analysed = page
      .getByRole('list', { name: 'Pitch decks in analysis' })
      .locator('li')
      .filter({ has: page.getByRole('heading', { name: longName }) });
    await analysed.getByText('Complete', { exact: true }).waitFor({ timeout: 60_000 });
    await analysed.getByRole('link', { name: 'Analysis' }).click();
    await page.waitForURL(/\/dashboard\/deep\//);
    const deepPath = new URL(page.url()).pathname;
    const longDeckId = decodeURIComponent(deepPath.split('/').pop()!);
    await page.getByRole('tablist', { name: 'Deep analysis' }).waitFor({ timeout: 60_000 });

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
    const admin = await newSessionAt(browser, PHONE);
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
