/**
 * Pitch deck handling in the browser (spec pitch-deck-handling §2, §4): a batch upload of real PDF and
 * PPTX files through the Upload Decks dialog, the deck cards, star/unstar, archive, restore, delete
 * forever, duplicate detection and skipped file types.
 */
import { describe, expect, it } from 'vitest';
import { newSession, signUpWithProfile } from './browser.ts';
import {
  deckCard,
  deckPdf,
  deckPptx,
  expectToast,
  openUploadDialog,
  saveScreenshot,
  uploadRow,
  waitForRowStatus,
  watchForToast,
  useBrowserSuite,
} from './fixtures.ts';

describe('pitch decks in the browser', () => {
  const suite = useBrowserSuite();

  it('uploads a batch, shows the cards and runs star, archive, restore, delete forever, duplicate and skip flows', async () => {
    const pdfA = suite.files.write(
      'northwind-energy-deck.pdf',
      await deckPdf({
        company: 'Northwind Energy',
        story: 0,
        city: 'Helsinki, Finland',
        round: '€1.5M',
        stage: 'Seed',
      }),
    );
    const pdfB = suite.files.write(
      'clausewise-pitch.pdf',
      await deckPdf({
        company: 'Clausewise',
        story: 1,
        city: 'Berlin, Germany',
        round: '$3M',
        stage: 'Series A',
      }),
    );
    const pptx = suite.files.write(
      'vinetap-presentation.pptx',
      await deckPptx({
        company: 'Vinetap',
        story: 2,
        city: 'Lisbon, Portugal',
        round: '€800K',
        stage: 'Pre-Seed',
      }),
    );
    const notes = suite.files.write('meeting-notes.txt', 'Not a pitch deck.');

    const { page, context } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Ada Investor');
    await page.getByRole('heading', { name: 'Ready to get started?' }).waitFor();

    // --- One batch: two PDFs and a PPTX -------------------------------------------------------------
    const dialog = await openUploadDialog(page);
    await dialog.getByLabel('Choose pitch deck files').setInputFiles([pdfA, pdfB, pptx]);
    const names = ['northwind-energy-deck.pdf', 'clausewise-pitch.pdf', 'vinetap-presentation.pptx'];
    for (const name of names) await waitForRowStatus(uploadRow(dialog, name), 'pending', 5_000);
    await dialog.getByText('0 of 3 files').waitFor();
    const batchToastText = watchForToast(page, 'Batch Upload Complete', 120_000);
    await dialog.getByRole('button', { name: 'Start Upload (3)' }).click();

    // Mid-batch: the first file is done, the second is being processed, the third waits. On a fast
    // machine a deck takes ~0.3 s, so this moment can slip between polls: it is caught for the
    // screenshot when possible; the order itself is asserted by the completion checks below.
    await waitForRowStatus(uploadRow(dialog, names[0]), 'uploading', 10_000);
    const midBatch = await page
      .waitForFunction(
        () => {
          const rows = [...document.querySelectorAll('ul[aria-label="Files to upload"] li')];
          const percent = (row: Element | undefined) => Number(row?.textContent?.match(/(\d+)%/)?.[1] ?? -1);
          return (
            rows[0]?.getAttribute('data-status') === 'completed' &&
            rows[1]?.getAttribute('data-status') === 'uploading' &&
            percent(rows[1]) >= 10 &&
            rows[2]?.getAttribute('data-status') === 'pending'
          );
        },
        undefined,
        { timeout: 30_000, polling: 20 },
      )
      .then(
        () => true,
        () => false,
      );
    if (midBatch) await saveScreenshot(page, 'upload-dialog.png');

    for (const name of names) {
      const row = uploadRow(dialog, name);
      await waitForRowStatus(row, 'completed', 60_000);
      await expect(row.innerText()).resolves.toMatch(/100%/);
      await expect(row.innerText()).resolves.toMatch(/done/i);
    }
    await expect(batchToastText).resolves.toMatch(/3 completed, 0 duplicate, 0 failed/);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // --- Cards with a fit badge ----------------------------------------------------------------------
    for (const company of ['Northwind Energy', 'Clausewise', 'Vinetap']) {
      const card = deckCard(page, company);
      await card.waitFor({ timeout: 20_000 });
      await card.getByText(/^(Strong|Partial|Poor) Match$/).waitFor({ timeout: 20_000 });
      await expect(card.innerText()).resolves.toMatch(
        /Industry:[\s\S]*Stage:[\s\S]*Round Size:[\s\S]*Location:/,
      );
    }
    await page.getByRole('heading', { name: /Active Pitch Decks/ }).waitFor();
    await page.mouse.move(0, 0);
    await saveScreenshot(page, 'pitch-decks-list.png');

    // --- Star, then unstar ---------------------------------------------------------------------------
    const northwind = deckCard(page, 'Northwind Energy');
    await northwind.getByRole('button', { name: 'Star Northwind Energy' }).click();
    await expectToast(page, 'Starred!');
    await expect(
      northwind.getByRole('button', { name: 'Unstar Northwind Energy' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await northwind.getByRole('button', { name: 'Unstar Northwind Energy' }).click();
    await expectToast(page, 'Unstarred');
    await northwind.getByRole('button', { name: 'Star Northwind Energy' }).waitFor();

    // --- Archive (confirm) → Archived section → Restore → archive again → delete forever ------------
    const archiveNorthwind = async () => {
      await deckCard(page, 'Northwind Energy')
        .getByRole('button', { name: 'Archive Northwind Energy' })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Archive this pitch deck?' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
      await expectToast(page, 'Deck Archived');
      const archived = page.locator('section[aria-labelledby="archived-decks"]');
      await archived.getByRole('article', { name: 'Northwind Energy' }).waitFor();
      return archived;
    };
    let archived = await archiveNorthwind();
    await expect(
      page
        .locator('section[aria-labelledby="active-decks"]')
        .getByRole('article', { name: 'Northwind Energy' })
        .count(),
    ).resolves.toBe(0);
    await archived
      .getByRole('article', { name: 'Northwind Energy' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expectToast(page, 'Deck Restored');
    await page
      .locator('section[aria-labelledby="active-decks"]')
      .getByRole('article', { name: 'Northwind Energy' })
      .waitFor();
    await archived.waitFor({ state: 'detached' });

    archived = await archiveNorthwind();
    await archived
      .getByRole('article', { name: 'Northwind Energy' })
      .getByRole('button', { name: 'Delete Northwind Energy forever' })
      .click();
    const hideConfirm = page.getByRole('alertdialog', { name: 'Delete this deck permanently?' });
    await hideConfirm.waitFor();
    await hideConfirm.getByRole('button', { name: 'Delete Forever' }).click();
    await expectToast(page, 'Deck Hidden');
    await deckCard(page, 'Northwind Energy').waitFor({ state: 'detached' });
    await page.reload();
    await deckCard(page, 'Clausewise').waitFor();
    await expect(deckCard(page, 'Northwind Energy').count()).resolves.toBe(0);

    // --- The same PDF again is a duplicate; a .txt file is skipped ---------------------------------
    await page.reload();
    const again = await openUploadDialog(page);
    await again.getByLabel('Choose pitch deck files').setInputFiles([pdfB]);
    await again.getByLabel('Choose pitch deck files').setInputFiles([notes]);
    const skipped = await expectToast(page, 'Some files skipped');
    await expect(skipped.innerText()).resolves.toMatch(
      /1 files were skipped\. Only PDF, PPT, and PPTX files are supported\./,
    );
    await expect(uploadRow(again, 'meeting-notes.txt').count()).resolves.toBe(0);
    const duplicateToastText = watchForToast(page, 'Batch Upload Complete', 60_000);
    await again.getByRole('button', { name: 'Start Upload (1)' }).click();
    const duplicateRow = uploadRow(again, 'clausewise-pitch.pdf');
    await waitForRowStatus(duplicateRow, 'duplicate', 60_000);
    await expect(duplicateRow.innerText()).resolves.toMatch(/Duplicate/);
    await expect(duplicateToastText).resolves.toMatch(/0 completed, 1 duplicate, 0 failed/);
    // The duplicate names the deck it duplicates and opens it (issue #36).
    await duplicateRow.getByRole('link', { name: /^Duplicate of Clausewise/ }).click();
    await page.waitForURL(/\/pitch-decks\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: /Clausewise/ }).waitFor();

    await context.close();
  });
});
