import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newSession, signUpWithProfile } from './browser.ts';

describe('API keys in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('creates a key in Settings, copies it, uses it from a script, and revokes it', async () => {
    const { page, context } = await newSession(browser);
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
    const { page, context } = await newSession(browser);
    await page.goto('/api/docs');
    await page.getByRole('heading', { level: 1, name: 'Pitchscope API reference' }).waitFor();
    await page.getByRole('heading', { name: /POST \/api\/me\/api-keys/ }).waitFor();
    const document = await page.evaluate(() =>
      fetch('/api/openapi.json').then((response) => response.json()),
    );
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/decks/{id}');
    await context.close();
  });
});
