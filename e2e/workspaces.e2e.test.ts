/**
 * Workspaces in the browser (issue #20 item 1, ADR 0022, "Must show"): the owner creates a team workspace,
 * uploads a deck and invites a member by link; the member (a fresh browser context) signs up from the
 * link, accepts, and sees the team's deck; uploading the same deck again names the owner in the duplicate
 * message; the owner's share link opens in a third context without signing in.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl, newSession, signUpWithProfile, uniqueEmail } from './browser.ts';
import {
  deckCard,
  deckPdf,
  openUploadDialog,
  saveScreenshot,
  uploadRow,
  uploadThroughDialog,
  waitForRowStatus,
  useBrowserSuite,
} from './fixtures.ts';

describe('team workspaces in the browser', () => {
  const suite = useBrowserSuite();

  it('invites a member by link, shares the deck library, names the owner on a duplicate and shares a deck publicly', async () => {
    const company = 'Harbor Ledger';
    const pdf = suite.files.write(
      'harbor-ledger-deck.pdf',
      await deckPdf({ company, story: 1, city: 'Helsinki, Finland', round: '$3M', stage: 'Seed' }),
    );

    // The owner: signs up, creates a team workspace, uploads a deck.
    const owner = await newSession(suite.browser);
    await signUpWithProfile(owner.page, 'Olivia Owner');
    await owner.page.getByRole('button', { name: /^Workspace: / }).click();
    await owner.page.getByRole('menuitem', { name: 'Create team workspace' }).click();
    const createDialog = owner.page.getByRole('dialog', { name: 'Create team workspace' });
    await createDialog.getByLabel('Workspace name').fill('Northwind Ventures');
    await createDialog.getByRole('button', { name: 'Create workspace' }).click();
    await owner.page.waitForURL('**/settings?tab=team');
    await owner.page.getByRole('button', { name: 'Workspace: Northwind Ventures' }).waitFor();

    await owner.page.goto('/pitch-decks');
    await uploadThroughDialog(owner.page, [pdf]);
    await deckCard(owner.page, company).waitFor();

    // An invitation link for a member, shown once.
    await owner.page.goto('/settings?tab=team');
    await owner.page.getByRole('button', { name: 'Create invitation link' }).click();
    const inviteUrl = await owner.page.getByLabel('Invitation link').inputValue();
    expect(inviteUrl).toMatch(new RegExp(`^${baseUrl()}/invite/[A-Za-z0-9_-]+$`));
    await owner.page.getByRole('cell', { name: 'Link only' }).waitFor();
    await saveScreenshot(owner.page, 'workspaces-team-settings.png');

    // The member: a fresh context, signed out, opens the link, signs up from it and comes back.
    const member = await newSession(suite.browser);
    await member.page.goto(inviteUrl);
    await member.page.getByRole('link', { name: 'Create account' }).click();
    await member.page.locator('#sign-up-name').fill('Max Member');
    await member.page.locator('#sign-up-email').fill(uniqueEmail('member'));
    await member.page.locator('#sign-up-password').fill('secret-password');
    await member.page.getByRole('checkbox').first().check();
    await member.page.getByRole('button', { name: /sign up|create account/i }).first().click();
    await member.page.waitForURL(`**${new URL(inviteUrl).pathname}`);
    await member.page.getByRole('heading', { name: 'Join Northwind Ventures' }).waitFor();
    expect(await member.page.locator('dl').innerText()).toContain('Olivia Owner');
    await saveScreenshot(member.page, 'workspaces-invite.png');
    await member.page.getByRole('button', { name: 'Accept invitation' }).click();
    await member.page.waitForURL('**/dashboard');
    await member.page.getByRole('button', { name: 'Workspace: Northwind Ventures' }).waitFor();

    // The member sees the team's deck.
    await member.page.goto('/pitch-decks');
    await deckCard(member.page, company).waitFor();

    // Uploading the same deck: a duplicate whose message names the owner.
    const dialog = await openUploadDialog(member.page);
    await dialog.getByLabel('Choose pitch deck files').setInputFiles([pdf]);
    await dialog.getByRole('button', { name: /Start Upload/ }).click();
    const row = uploadRow(dialog, path.basename(pdf));
    await waitForRowStatus(row, 'duplicate', 90_000);
    expect(await row.innerText()).toMatch(/Olivia Owner uploaded this deck (today|yesterday|\d+ days ago)\./);

    // The owner shares the deck; the link opens in a fresh context without signing in.
    await owner.page.goto('/pitch-decks');
    await deckCard(owner.page, company).getByRole('link', { name: company }).first().click();
    await owner.page.waitForURL(/\/pitch-decks\/[^/]+$/);
    await owner.page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = owner.page.getByRole('dialog', { name: `Share ${company}` });
    await share.getByRole('button', { name: 'Create link' }).click();
    const shareUrl = await share.getByLabel('Share link', { exact: true }).inputValue();
    const stranger = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const visitor = await stranger.newPage();
    visitor.setDefaultTimeout(20_000);
    await visitor.goto(shareUrl);
    await visitor.getByRole('heading', { level: 1, name: company }).waitFor();
    expect(await stranger.cookies()).toEqual([]);

    await stranger.close();
    await member.context.close();
    await owner.context.close();
  });
});
