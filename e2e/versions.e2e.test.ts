/**
 * Versions of a deck (issue #31 item 3), in the browser: the founder re-sends the deck with a bigger round
 * and a higher ARR; the upload is offered as a new version of the deck, the investor accepts, and the
 * deck page lists v1 and v2 with the facts that changed. An identical copy stays a duplicate naming its deck.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';

import { newSession, signUpWithProfile } from './browser.ts';
import {
  SCREENSHOT_DIR,
  deckCard,
  makePdf,
  openUploadDialog,
  pitchDeckSlides,
  uploadRow,
  uploadThroughDialog,
  waitForRowStatus,
  waitForToastsToClear,
  useBrowserSuite,
} from './fixtures.ts';

describe('versions of a deck, in the browser', () => {
  const suite = useBrowserSuite();

  it('offers a re-sent deck as a new version; accepted, the deck page lists v1 and v2 and what changed', async () => {
    const march = pitchDeckSlides({ company: 'Ledgerly', city: 'Berlin, Germany', round: '$1.5M', story: 1 });
    const june = pitchDeckSlides({ company: 'Ledgerly', city: 'Berlin, Germany', round: '$2M', story: 1 }).map((slide) =>
      slide.replace('$310K ARR', '$650K ARR'),
    );
    const v1 = suite.files.write('ledgerly-march.pdf', await makePdf(march));
    const copy = suite.files.write('ledgerly-march-copy.pdf', await makePdf(march));
    const v2 = suite.files.write('ledgerly-june.pdf', await makePdf(june));

    const { context, page } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Vera Versions');
    await uploadThroughDialog(page, [v1]);
    await deckCard(page, 'Ledgerly').waitFor();

    // The same file again is a duplicate naming its deck; the changed one is offered as its new version.
    const dialog = await openUploadDialog(page);
    await dialog.getByLabel('Choose pitch deck files').setInputFiles([copy, v2]);
    await dialog.getByRole('button', { name: /Start Upload/ }).click();
    const copyRow = uploadRow(dialog, path.basename(copy));
    const offerRow = uploadRow(dialog, path.basename(v2));
    await waitForRowStatus(copyRow, 'duplicate', 90_000);
    await waitForRowStatus(offerRow, 'duplicate', 90_000);
    expect(await copyRow.getByRole('link', { name: 'Duplicate of Ledgerly — open' }).count()).toBe(1);
    const offer = offerRow.getByRole('group', { name: 'Possible new version of Ledgerly' });
    await offer.waitFor();
    await waitForToastsToClear(page);
    await dialog.screenshot({ path: path.join(SCREENSHOT_DIR, 'versions-offer.png') });

    await offer.getByRole('button', { name: 'Add as new version' }).click();
    await waitForRowStatus(offerRow, 'completed', 90_000);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // Still one Ledgerly deck, now at v2, with its history.
    await expect.poll(() => page.getByRole('article').count(), { timeout: 20_000 }).toBe(1);
    await deckCard(page, 'Ledgerly').getByRole('link', { name: 'Ledgerly' }).click();
    await page.waitForURL('**/pitch-decks/*');
    await page.getByRole('tab', { name: /Versions/ }).click();
    const versions = page.getByRole('list', { name: 'Versions' });
    await versions.waitFor();
    const second = versions.getByRole('listitem', { name: 'v2: ledgerly-june.pdf' });
    await second.waitFor();
    expect(await versions.getByRole('listitem', { name: 'v1: ledgerly-march.pdf' }).count()).toBe(1);
    const changes = second.getByRole('list', { name: 'Changes in v2' });
    expect(await changes.textContent()).toContain('Round Size: $1.5M → $2M (slide 8)');
    expect(await changes.textContent()).toContain('ARR: $310K → $650K (slide 6)');
    expect(await second.textContent()).toContain('Vera Versions');
    expect(await second.getByRole('link', { name: /View v2/ }).getAttribute('href')).toMatch(/\/versions\/2\/file\?view=1$/);
    await waitForToastsToClear(page);
    await page.getByRole('tabpanel').screenshot({ path: path.join(SCREENSHOT_DIR, 'versions-list.png') });
    await context.close();
  });
});
