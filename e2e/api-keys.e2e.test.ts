import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, newSession, signUpWithProfile } from './browser.ts';
import { useBrowserSuite } from './fixtures.ts';

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
      const axe = (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }
      ).axe;
      return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
    });
    for (const v of violations) {
      if (v.impact === 'serious' || v.impact === 'critical')
        findings.push(`${label} (${theme}): ${v.id} ${v.targets.join(', ')}`);
    }
  }
  return findings;
}

describe('API keys in the browser', () => {
  const suite = useBrowserSuite();

  it('creates a key in Settings, copies it, uses it from a script, and revokes it', async () => {
    const { page, context } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Kay Scripter');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'API keys' }).click();
    await page.getByText('No API keys yet.').waitFor();
    await page.getByLabel('Key name').fill('CRM sync');
    await page.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByLabel('API key', { exact: true });
    const key = await shown.inputValue();
    expect(key).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // A script (no cookie, no Origin) with the key is the user.
    const asScript = (path: string) =>
      fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${key}` } });
    const me = await asScript('/api/me');
    expect(me.status).toBe(200);
    expect((await me.json()).displayName).toBe('Kay Scripter');

    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await page.getByRole('tab', { name: 'API keys' }).click();
    const row = page.getByRole('row').filter({ hasText: 'CRM sync' });
    await row.waitFor();
    // Used a moment ago: no longer "Never"; the list shows the prefix, never the key.
    await expect(row.innerText()).resolves.not.toContain('Never');
    expect(await page.content()).not.toContain(key);

    await page.getByRole('button', { name: 'Revoke CRM sync' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText('No API keys yet.').waitFor();
    expect((await asScript('/api/me')).status).toBe(401);
    await context.close();
  });

  it('serves the API reference and the OpenAPI document', async () => {
    const { page, context } = await newSession(suite.browser);
    // The reference UI (swagger-ui, ADR 0045) draws the document in the browser, under the app's CSP.
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Pitchscope API/ }).waitFor();
    await page.locator('.opblock-post [data-path="/api/me/api-keys"]').first().waitFor();
    const document = await page.evaluate(() =>
      fetch('/api/openapi.json').then((response) => response.json()),
    );
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/decks/{id}');
    await context.close();
  });

  it('has no serious or critical axe violation on the API keys tab and the reference page, light and dark', async () => {
    // CSP bypassed only so that axe can be injected.
    const context = await suite.browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signUpWithProfile(page, 'Ally Auditor');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'API keys' }).click();
    await page.getByLabel('Key name').fill('Audit key');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('row').filter({ hasText: 'Audit key' }).waitFor();
    const findings = await axeFindings(page, 'settings api keys');
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Pitchscope API/ }).waitFor();
    findings.push(...(await axeFindings(page, 'api docs')));
    expect(findings).toEqual([]);
    await context.close();
  });
});
