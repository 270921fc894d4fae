/**
 * Nothing uploaded is lost (issue #22, item 4), in the browser: files judged not a pitch deck and an
 * unreadable file end with their reason but are kept; one is added anyway from its upload row, one from
 * the "Not added" section of the Pitch Decks page, and both become decks with a fit and a file; the
 * unreadable one can only be deleted.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';

import { newSession, signUpWithProfile } from './browser.ts';
import {
  SCREENSHOT_DIR,
  deckPdf,
  expectToast,
  makePdf,
  openUploadDialog,
  uploadRow,
  waitForRowStatus,
  waitForToastsToClear,
  watchForToast,
  useBrowserSuite,
} from './fixtures.ts';

const INVOICE = [
  'INVOICE #2024-118\nBill to: Acme Oy\nInvoice date: 12 March 2024\nDue date: 11 April 2024',
  'Item Qty Unit price Total\nConsulting hours 10 120.00 1,200.00\nSubtotal 1,200.00\nVAT 24% 288.00\nTotal due EUR 1,488.00',
];

const LECTURE = [
  'Lecture 3: The Art of Networking\nCourse: Professional Skills for Engineers',
  'Learning objectives\nBy the end of this lesson students will be able to introduce themselves and follow up.',
  'What is networking?\nNetworking is the exchange of information and ideas among people with a common interest.',
  'Tips for networking events\nPrepare a short introduction.\nListen more than you talk.\nFollow up within two days.',
  'Homework assignment\nAttend one event before the next class and write a one-page reflection.',
];

const FIT_BADGE = /Strong Match|Partial Match|Poor Match|Not Enough Data/;

describe('files that were not added, in the browser', () => {
  const suite = useBrowserSuite();

  it('keeps refused files, adds them anyway from the row and from "Not added", and deletes an unreadable one', async () => {
    const invoice = suite.files.write('invoice-2024-118.pdf', await makePdf(INVOICE));
    const lecture = suite.files.write('networking-lecture.pdf', await makePdf(LECTURE));
    const broken = suite.files.write('broken-deck.pdf', (await deckPdf({ company: 'Brokenco' })).subarray(0, 400));

    const { context, page } = await newSession(suite.browser);
    await signUpWithProfile(page, 'Nora Notadded');

    // 1. Upload: each file ends in an error with its reason; the two judged "not a pitch deck" offer the button.
    const dialog = await openUploadDialog(page);
    await dialog.getByLabel('Choose pitch deck files').setInputFiles([invoice, lecture, broken]);
    const batchToast = watchForToast(page, 'Batch Upload Complete', 90_000);
    await dialog.getByRole('button', { name: /Start Upload/ }).click();
    for (const file of [invoice, lecture, broken]) {
      await waitForRowStatus(uploadRow(dialog, path.basename(file)), 'error', 90_000);
    }
    expect(await batchToast).toMatch(/0 completed, 0 duplicate, 3 failed/);
    const lectureRow = uploadRow(dialog, 'networking-lecture.pdf');
    expect(await lectureRow.textContent()).toContain('Validation failed: ');
    expect(
      await uploadRow(dialog, 'broken-deck.pdf')
        .getByRole('button', { name: 'Add as pitch deck anyway' })
        .count(),
    ).toBe(0);

    // 2. Add one anyway from its row: it runs again to the end.
    await lectureRow.getByRole('button', { name: 'Add as pitch deck anyway' }).click();
    await waitForRowStatus(lectureRow, 'completed', 90_000);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // 3. The Pitch Decks page: the new deck, and "Not added" with the other two (file, reason, date).
    await expect.poll(() => page.getByRole('article').count(), { timeout: 20_000 }).toBe(1);
    const notAdded = page.getByRole('region', { name: /^Not added/ });
    await notAdded.waitFor();
    const invoiceRow = notAdded.getByRole('row', { name: 'invoice-2024-118.pdf' });
    const brokenRow = notAdded.getByRole('row', { name: 'broken-deck.pdf' });
    expect(await invoiceRow.textContent()).toMatch(/Validation failed: .*\w{3} \d{1,2}, \d{4}/);
    expect(await brokenRow.textContent()).toMatch(/\w{3} \d{1,2}, \d{4}/);
    expect(await brokenRow.getByRole('button', { name: /Add anyway/ }).count()).toBe(0);
    expect(await notAdded.getByRole('row', { name: 'networking-lecture.pdf' }).count()).toBe(0);
    await waitForToastsToClear(page).catch(() => undefined);
    await notAdded.scrollIntoViewIfNeeded();
    await notAdded.screenshot({ path: path.join(SCREENSHOT_DIR, 'not-added.png') });

    // 4. Add the invoice anyway from the section.
    const added = watchForToast(page, 'Added as a pitch deck', 90_000);
    await invoiceRow.getByRole('button', { name: 'Add anyway: invoice-2024-118.pdf' }).click();
    expect(await added).toContain('invoice-2024-118.pdf was added to your pitch decks.');
    await expect.poll(() => page.getByRole('article').count(), { timeout: 20_000 }).toBe(2);
    await invoiceRow.waitFor({ state: 'detached' });

    // 5. Delete the unreadable one: the section goes away.
    await brokenRow.getByRole('button', { name: 'Delete: broken-deck.pdf' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Not added');
    await notAdded.waitFor({ state: 'detached' });

    // 6. Both added files are decks with a fit (on the card) and their file.
    const cards = page.getByRole('article');
    for (let i = 0; i < 2; i++) expect(await cards.nth(i).textContent()).toMatch(FIT_BADGE);
    const decks = (await (await page.request.get('/api/decks')).json()).items as {
      fileName: string;
      fileUrl: string;
      investorFit: { overallMatch: string } | null;
    }[];
    expect(decks.map((deck) => deck.fileName).sort()).toEqual([
      'invoice-2024-118.pdf',
      'networking-lecture.pdf',
    ]);
    for (const deck of decks) {
      expect(['Green', 'Yellow', 'Red', 'Unknown']).toContain(deck.investorFit?.overallMatch);
      const file = await page.request.get(deck.fileUrl);
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    await context.close();
  });
});
