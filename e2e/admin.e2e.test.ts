/**
 * The back office in the browser (spec deep-analysis-admin §2.4, accounts §6): the admin grants tokens
 * to another user, who sees the new balance, and edits the Terms of Service, which /terms then shows
 * with its new version.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { newSession, signInThroughUi, signUpWithProfile } from './browser.ts';
import {
  expectToast,
  saveScreenshot,
  sidebarBalance,
  waitForSidebarBalance,
  waitForToastsToClear,
  useBrowserSuite,
} from './fixtures.ts';

describe('admin back office in the browser', () => {
  const suite = useBrowserSuite();

  it('grants tokens to a user, who sees the new balance in the sidebar', async () => {
    const admin = inject('admin');

    // The user signs up and starts with the 2 free tokens.
    const user = await newSession(suite.browser);
    const userEmail = await signUpWithProfile(user.page, 'Tomas Tokens');
    expect(await sidebarBalance(user.page)).toBe(2);

    // The admin finds the user on the Users tab and grants 5 tokens.
    const { page, context } = await newSession(suite.browser);
    await signInThroughUi(page, admin.email, admin.password);
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.waitForURL(/tab=users/);
    await page.getByLabel('Search users').fill(userEmail);
    const row = page.getByRole('row').filter({ hasText: userEmail });
    await row.waitFor();
    await row.getByRole('button', { name: `Grant tokens to ${userEmail}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Grant Tokens' });
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain('Current balance: 2');
    await dialog.getByLabel('Amount').fill('5');
    await dialog.getByLabel('Reason').fill('Welcome bonus for the browser test');
    await dialog.getByRole('button', { name: 'Grant Tokens' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const granted = await expectToast(page, 'Tokens Granted');
    await expect(granted.innerText()).resolves.toContain(`5 tokens granted to ${userEmail}`);
    await expect(row.innerText()).resolves.toMatch(/\b7\b/);
    await page.mouse.move(0, 0);
    await saveScreenshot(page, 'admin.png');

    // The user sees the new balance once the page loads the account again.
    await user.page.reload();
    await waitForSidebarBalance(user.page, 7);

    await user.context.close();
    await context.close();
  });

  it('edits the Terms of Service; /terms shows the new text and the next version', async () => {
    const admin = inject('admin');
    const sentence = `Browser test clause ${Date.now()}: investors keep their own notes.`;

    // The current version, as the public page shows it.
    const visitor = await newSession(suite.browser);
    await visitor.page.goto('/terms');
    const versionBadge = visitor.page.getByText(/^Version \d+$/).first();
    await versionBadge.waitFor();
    const before = Number((await versionBadge.innerText()).replace(/\D/g, ''));

    const { page, context } = await newSession(suite.browser);
    await signInThroughUi(page, admin.email, admin.password);
    await page.goto('/admin?tab=legal');
    await page
      .getByRole('tabpanel', { name: 'Legal Documents' })
      .getByRole('tab', { name: 'Terms of Service' })
      .click();
    const terms = page.getByRole('tabpanel', { name: 'Terms of Service' });
    await terms.getByText(`Version ${before}`).first().waitFor();
    await terms.getByRole('button', { name: 'Edit', exact: true }).first().click();
    const content = terms.getByLabel('Content (Markdown)');
    await content.waitFor();
    const original = await content.inputValue();
    await content.fill(`${original.trimEnd()}\n\n${sentence}\n`);
    await terms.getByRole('button', { name: 'Save' }).click();
    const saved = await expectToast(page, 'Document Saved');
    await expect(saved.innerText()).resolves.toContain(`is now version ${before + 1}`);
    await terms
      .getByText(`Version ${before + 1}`)
      .first()
      .waitFor();
    await terms.getByText(sentence).waitFor();

    // The public page: new text, next version (no cache in the way: a fresh load).
    await visitor.page.goto('/terms');
    await visitor.page.getByText(sentence).waitFor();
    await visitor.page.getByText(`Version ${before + 1}`, { exact: true }).waitFor();

    await waitForToastsToClear(page).catch(() => {});
    await visitor.context.close();
    await context.close();
  });
});
