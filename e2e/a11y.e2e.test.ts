/**
 * Accessibility and theme in the browser (issue #17): axe-core finds no serious or critical violation
 * on the key pages, in the light and the dark theme (the system's prefers-color-scheme, followed live),
 * and the report pages do not scroll sideways on a 390 px phone. Also takes the light/dark, desktop/phone
 * screenshots of the deck list, a deck page and the admin Users tab in docs/screenshots/.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, newSession, signInThroughUi, signUpWithProfile } from './browser.ts';
import {
  deckCard,
  deckPdf,
  openDeepAnalysis,
  runDeepAnalysis,
  saveScreenshot,
  sidewaysOverflow,
  uploadThroughDialog,
  useBrowserSuite,
  waitForToastsToClear,
} from './fixtures.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Theme = 'light' | 'dark';
const THEMES: Theme[] = ['light', 'dark'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The theme follows the emulated system setting; CSP bypassed only so axe can be injected. */
const A11Y_SESSION = { viewport: DESKTOP, bypassCSP: true, reducedMotion: 'reduce' } as const;

async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  // The page follows the system setting live (no reload): the `dark` class comes and goes with it.
  await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, theme === 'dark');
  // Let the restyle land before measuring colours: the reduced-motion rule still gives every element a
  // (0.01 ms) colour transition, which headless Chromium finishes only a few frames later.
  await page.waitForTimeout(300);
}

interface Finding {
  page: string;
  theme: Theme;
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Serious and critical axe violations on the page as it is now. */
async function axeViolations(page: Page, label: string, theme: Theme): Promise<Finding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[]; any: Array<{ data?: unknown }> }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => {
        const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        return `${node.target.join(' ')}${data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : ''}`;
      }),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ page: label, theme, rule: violation.id, impact: violation.impact, help: violation.help, targets: violation.targets }));
}

/** Runs axe on the current page in both themes. */
async function auditBothThemes(page: Page, label: string, findings: Finding[]) {
  for (const theme of THEMES) {
    await useTheme(page, theme);
    findings.push(...(await axeViolations(page, label, theme)));
  }
}

/** Desktop and phone, light and dark: four PNGs named `<name>-<viewport>-<theme>.png`. */
async function screenshotsOf(page: Page, name: string) {
  for (const [viewportName, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    await page.setViewportSize(viewport);
    for (const theme of THEMES) {
      await useTheme(page, theme);
      await page.mouse.move(0, 0);
      await saveScreenshot(page, `${name}-${viewportName}-${theme}.png`);
    }
  }
  await page.setViewportSize(DESKTOP);
}

describe('accessibility and themes in the browser', () => {
  const suite = useBrowserSuite();

  it('key pages have no serious or critical axe violations in light and dark', async () => {
    const findings: Finding[] = [];
    const layoutProblems: Array<{ tab: string; overflow: number; culprits: string[] }> = [];

    // --- Public pages ---------------------------------------------------------------------------------
    const visitor = await newSession(suite.browser, A11Y_SESSION);
    for (const [path, label, text] of [
      ['/', 'sign-in', 'Start Analyzing'],
      ['/signup', 'sign-up', 'Create your account'],
      ['/pricing', 'pricing', 'Choose Your Plan'],
    ] as const) {
      await visitor.page.goto(path);
      await visitor.page.getByText(text, { exact: true }).first().waitFor();
      await auditBothThemes(visitor.page, label, findings);
    }
    // On a phone the sign-in form comes before the marketing content.
    await visitor.page.setViewportSize(PHONE);
    await visitor.page.goto('/');
    const formTop = await visitor.page.getByLabel('Email').boundingBox();
    const marketingTop = await visitor.page.locator('[data-testid="sign-in-marketing"]').boundingBox();
    expect(formTop && marketingTop && formTop.y < marketingTop.y).toBe(true);
    expect((await sidewaysOverflow(visitor.page)).overflow).toBeLessThanOrEqual(0);
    await visitor.context.close();

    // --- A signed-in investor: deck list, deck page, analysis list, deep analysis, settings, credits -----
    const company = 'Ledgerlight';
    const pdf = suite.files.write('ledgerlight-deck.pdf', await deckPdf({ company, story: 1, city: 'Stockholm, Sweden', round: '€2M', stage: 'Seed' }));
    const { page, context } = await newSession(suite.browser, A11Y_SESSION);
    await signUpWithProfile(page, 'Ally Axe');
    // Keyboard: the upload dialog opened from the empty list gives focus back to the page's Upload Decks
    // button when it closes (the empty list's own button is gone once decks arrive).
    const uploadButtons = page.getByRole('button', { name: 'Upload Decks' });
    await uploadButtons.nth(1).click();
    const uploadDialog = page.getByRole('dialog', { name: 'Upload Pitch Decks' });
    await uploadDialog.waitFor();
    await page.keyboard.press('Escape');
    await uploadDialog.waitFor({ state: 'hidden' });
    expect(
      await page.evaluate(() => {
        const focused = document.activeElement;
        return { text: focused?.textContent?.trim(), inHeader: Boolean(focused?.closest('header')) };
      }),
    ).toEqual({ text: 'Upload Decks', inHeader: true });
    const longName = 'Quantumledgerinfrastructureholdings'; // one long word: it can only fit by breaking
    const longPdf = suite.files.write(
      'quantumledgerinfrastructureholdings-seed-round-investor-presentation-november-final.pdf',
      await deckPdf({ company: longName, story: 2, city: 'Oslo, Norway', round: '$3M', stage: 'Seed' }),
    );
    await uploadThroughDialog(page, [pdf, longPdf]);
    const card = deckCard(page, company);
    await card.waitFor();
    // A long company name stays inside its card (clamped, whole name in the title) and cards do not overlap.
    const longCard = page.getByRole('article').filter({ hasText: 'Quantumledger' });
    await longCard.waitFor();
    const longLink = longCard.locator('h3 a');
    expect(await longLink.getAttribute('title')).toBe((await longLink.textContent())?.trim());
    expect(await longLink.textContent()).toMatch(/Quantumledger/);
    for (const width of [DESKTOP.width, PHONE.width]) {
      await page.setViewportSize({ ...DESKTOP, width });
      await page.waitForTimeout(300);
      const boxes = await page.getByRole('article').evaluateAll((articles) =>
        articles.map((article) => {
          const box = article.getBoundingClientRect();
          const title = article.querySelector('h3')!.getBoundingClientRect();
          return { left: box.left, right: box.right, top: box.top, bottom: box.bottom, titleRight: title.right, titleBottom: title.bottom };
        }),
      );
      for (const [index, box] of boxes.entries()) {
        expect(box.titleRight).toBeLessThanOrEqual(box.right);
        expect(box.titleBottom).toBeLessThanOrEqual(box.bottom);
        for (const other of boxes.slice(index + 1)) {
          const overlap = box.left < other.right - 1 && other.left < box.right - 1 && box.top < other.bottom - 1 && other.top < box.bottom - 1;
          expect({ overlap, box, other }).toEqual({ overlap: false, box, other });
        }
      }
    }
    await page.setViewportSize(DESKTOP);
    await waitForToastsToClear(page);
    await auditBothThemes(page, 'pitch decks', findings);
    await screenshotsOf(page, 'pitch-decks');

    await card.getByRole('link', { name: company }).first().click();
    await page.waitForURL(/\/pitch-decks\/[^/]+$/);
    await page.getByRole('heading', { name: company }).first().waitFor();
    await auditBothThemes(page, 'deck page', findings);
    await screenshotsOf(page, 'deck-page');

    await page.goto('/pitch-decks');
    const analysed = await runDeepAnalysis(page, company);
    await waitForToastsToClear(page, 30_000).catch(() => {});
    await auditBothThemes(page, 'analysis list', findings);

    await openDeepAnalysis(page, analysed);
    const tabs = page.getByRole('tablist', { name: 'Deep analysis' });
    for (const name of ['Deep Dive Analysis', 'News Intelligence', 'Data Freshness', 'Questions to Ask']) {
      await tabs.getByRole('tab', { name }).click();
      await page.getByRole('tabpanel', { name }).waitFor();
      await auditBothThemes(page, `deep analysis: ${name}`, findings);
      // The report fits a phone: nothing makes the page scroll sideways.
      await page.setViewportSize(PHONE);
      await page.waitForFunction((width) => window.innerWidth === width, PHONE.width);
      await page.waitForTimeout(300); // the resize's relayout
      const { overflow, culprits } = await sidewaysOverflow(page);
      if (overflow > 0) {
        layoutProblems.push({ tab: name, overflow, culprits });
        await page.screenshot({ path: path.join(os.tmpdir(), `overflow-${name.replaceAll(' ', '-')}.png`), fullPage: true });
      }
      await page.setViewportSize(DESKTOP);
    }

    await page.goto('/settings');
    await page.getByText('Appearance', { exact: true }).waitFor();
    await auditBothThemes(page, 'settings', findings);
    await page.goto('/credits-and-subscriptions');
    await page.getByRole('heading', { name: 'Credits & Subscriptions' }).waitFor();
    await auditBothThemes(page, 'credits', findings);
    await context.close();

    // --- The admin back office -------------------------------------------------------------------------
    const admin = await newSession(suite.browser, A11Y_SESSION);
    const { email, password } = inject('admin');
    await signInThroughUi(admin.page, email, password);
    await admin.page.goto('/admin');
    await admin.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await auditBothThemes(admin.page, 'admin', findings);
    await admin.page.getByRole('tab', { name: 'Users' }).click();
    await admin.page.getByRole('row').filter({ hasText: email }).waitFor();
    await auditBothThemes(admin.page, 'admin users', findings);
    // At 1280 px every row's actions are inside the card, not cut off at its edge.
    const tableBox = await admin.page.locator('[data-slot="table-container"]').first().boundingBox();
    for (const row of await admin.page.getByTestId('user-row').all()) {
      const deleteBox = await row.getByRole('button', { name: /^Delete / }).boundingBox();
      expect(deleteBox && tableBox && deleteBox.x + deleteBox.width <= tableBox.x + tableBox.width).toBe(true);
    }
    await screenshotsOf(admin.page, 'admin-users');
    await admin.context.close();

    writeFileSync(path.join(os.tmpdir(), 'a11y-findings.json'), JSON.stringify({ layoutProblems, findings }, null, 2));
    expect(layoutProblems).toEqual([]);
    expect(findings).toEqual([]);
  });

  it('applies a stored dark choice before the app renders, and the sidebar toggle overrides the system', async () => {
    const { page, context } = await newSession(suite.browser, A11Y_SESSION);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('pitchscope-theme', 'dark'));
    // With the app's bundle blocked, only the early script (public/theme-init.js) can set the class: the
    // page is dark before the app renders, so there is no white flash. The CSP stays on for this page.
    const plain = await suite.browser.newContext({ baseURL: baseUrl(), colorScheme: 'light' });
    const early = await plain.newPage();
    await early.goto('/');
    await early.evaluate(() => window.localStorage.setItem('pitchscope-theme', 'dark'));
    await early.route('**/assets/*.js', (route) => route.abort());
    await early.reload();
    expect(
      await early.evaluate(() => ({
        dark: document.documentElement.classList.contains('dark'),
        rendered: document.getElementById('root')!.childElementCount > 0,
      })),
    ).toMatchObject({ dark: true, rendered: false });
    await plain.close();

    await signUpWithProfile(page, 'Theo Theme');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('button', { name: 'Dark' }).waitFor();
    expect(await sidebar.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
    await sidebar.getByRole('button', { name: 'Light' }).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await sidebar.getByRole('button', { name: 'System' }).click();
    expect(await page.evaluate(() => window.localStorage.getItem('pitchscope-theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await context.close();
  });
});
