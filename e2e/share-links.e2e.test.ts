/**
 * Share links in the browser (issue #20 item 2, ADR 0020): the owner shares a finished deep analysis, a
 * stranger opens the link in a fresh browser context without signing in and sees the deck facts and the
 * report (and nothing about the investor's fit); once the owner revokes the link, the page says so.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHARE_LINK_ROBOTS } from '@pitchscope/domain/constants';
import { SHARE_LINK_MESSAGES } from '@pitchscope/domain/messages';
import { baseUrl, newSession, signUpWithProfile } from './browser.ts';
import { deckCard, deckPdf, openDeepAnalysis, runDeepAnalysis, uploadThroughDialog, useBrowserSuite } from './fixtures.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations of the page, in the light and the dark theme. */
async function axeFindings(page: Page, label: string): Promise<string[]> {
  const findings: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.waitForTimeout(300);
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      type Result = { violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe;
      return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
    });
    for (const v of violations) {
      if (v.impact === 'serious' || v.impact === 'critical') findings.push(`${label} (${theme}): ${v.id} ${v.targets.join(', ')}`);
    }
  }
  return findings;
}

describe('share links in the browser', () => {
  const suite = useBrowserSuite();

  it('shares a deck read-only with someone who is not signed in, counts the view, and revokes the link', async () => {
    const company = 'Fjord Grid';
    const pdf = suite.files.write(
      'fjord-grid-deck.pdf',
      await deckPdf({ company, story: 0, city: 'Oslo, Norway', round: '$2M', stage: 'Seed' }),
    );
    const { page, context } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Sara Sharer');
    await uploadThroughDialog(page, [pdf]);

    // A finished deep analysis, shared from its page.
    await openDeepAnalysis(page, await runDeepAnalysis(page, company));

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Share ${company}` });
    await dialog.getByText('No share links yet.').waitFor();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const shownUrl = await dialog.getByLabel('Share link', { exact: true }).inputValue();
    expect(shownUrl).toMatch(new RegExp(`^${baseUrl()}/s/[A-Za-z0-9_-]{43}$`));
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shownUrl);
    await page.keyboard.press('Escape');

    // A stranger: a fresh browser context, never signed in (CSP bypassed only so that axe can be injected).
    const stranger = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const visitor = await stranger.newPage();
    visitor.setDefaultTimeout(20_000);
    const opened = await visitor.goto(shownUrl);
    expect(opened?.headers()['x-robots-tag']).toBe(SHARE_LINK_ROBOTS);
    await visitor.getByRole('heading', { level: 1, name: company }).waitFor();
    const facts = visitor.locator('dl');
    await facts.getByText('Oslo, Norway').waitFor();
    expect(await facts.innerText()).toContain('Seed');
    await visitor.getByRole('region', { name: 'Executive Summary' }).waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe(SHARE_LINK_ROBOTS);
    const text = await visitor.locator('body').innerText();
    expect(text).not.toMatch(/Investor fit|Strong Match|Partial Match|Poor Match|Not Enough Data|Tier \d|Sara Sharer/);
    expect(await stranger.cookies()).toEqual([]);
    const findings = await axeFindings(visitor, 'shared deck');

    // The owner sees the view on the deck page's Share dialog and revokes the link.
    await page.goto('/pitch-decks');
    await deckCard(page, company).getByRole('link', { name: company }).first().click();
    await page.waitForURL(/\/pitch-decks\/[^/]+$/);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const deckDialog = page.getByRole('dialog', { name: `Share ${company}` });
    const row = deckDialog.getByRole('row').filter({ hasText: 'Active' });
    await row.waitFor();
    expect((await row.getByRole('cell').nth(2).innerText()).trim()).toBe('1');
    await row.getByRole('button', { name: /^Revoke the link created / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
    await deckDialog.getByRole('row').filter({ hasText: 'Revoked' }).waitFor();

    // The stranger's page now says the link no longer works.
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: SHARE_LINK_MESSAGES.unavailable }).waitFor();
    expect(await visitor.locator('body').innerText()).not.toContain('Oslo, Norway');
    findings.push(...(await axeFindings(visitor, 'revoked share link')));
    expect(findings).toEqual([]);
    await stranger.close();
    await context.close();
  });
});
